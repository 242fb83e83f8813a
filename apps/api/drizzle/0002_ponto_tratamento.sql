CREATE TABLE "captcha_usado" (
	"empresa_id" integer NOT NULL,
	"desafio" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "captcha_usado_empresa_id_desafio_pk" PRIMARY KEY("empresa_id","desafio")
);
--> statement-breakpoint
CREATE TABLE "push_inscricao" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "push_inscricao_empresa_id_usuario_id_uuid_pk" PRIMARY KEY("empresa_id","usuario_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "segundo_fator" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"segredo_cifrado" text NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"ultimo_passo" bigint,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "segundo_fator_empresa_id_usuario_id_pk" PRIMARY KEY("empresa_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "token_uso_unico" (
	"empresa_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"tipo" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "token_uso_unico_empresa_id_token_hash_pk" PRIMARY KEY("empresa_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "certificado_assinatura" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificado_assinatura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origem" text NOT NULL,
	"titular" text NOT NULL,
	"emissor" text NOT NULL,
	"numero_serie" text NOT NULL,
	"valido_de" timestamp with time zone NOT NULL,
	"valido_ate" timestamp with time zone NOT NULL,
	"certificados_pem" text NOT NULL,
	"chave_pem" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificado_assinatura_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "horario_contratual" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "horario_contratual_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"duracao_minutos" integer NOT NULL,
	"horarios" jsonb NOT NULL,
	"dias_semana" smallint[] NOT NULL,
	CONSTRAINT "horario_contratual_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "usuario_horario_contratual" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"horario_contratual_id" integer NOT NULL,
	CONSTRAINT "usuario_horario_contratual_empresa_id_usuario_id_vigencia_inicio_pk" PRIMARY KEY("empresa_id","usuario_id","vigencia_inicio")
);
--> statement-breakpoint
CREATE TABLE "hq_token" (
	"empresa_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"emitido_por_empresa_id" integer NOT NULL,
	"emitido_por_usuario_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"ip_uso" text,
	CONSTRAINT "hq_token_empresa_id_token_hash_pk" PRIMARY KEY("empresa_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "importacao_afd" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "importacao_afd_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rep_externo_id" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"sha256" text NOT NULL,
	"autor_id" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"importadas" integer NOT NULL,
	"duplicadas" integer NOT NULL,
	"rejeitadas" integer NOT NULL,
	"relatorio" jsonb NOT NULL,
	CONSTRAINT "importacao_afd_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "marcacao_importada" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "marcacao_importada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rep_externo_id" integer NOT NULL,
	"nsr_origem" bigint NOT NULL,
	"usuario_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"data" text NOT NULL,
	"minuto" smallint NOT NULL,
	"fuso" text NOT NULL,
	"registro" text NOT NULL,
	"importacao_id" integer NOT NULL,
	CONSTRAINT "marcacao_importada_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "rep_externo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rep_externo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filial_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"numero" text NOT NULL,
	"id_empregador" text NOT NULL,
	CONSTRAINT "rep_externo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "diretorio_ldap" (
	"empresa_id" integer NOT NULL,
	"url" text NOT NULL,
	"start_tls" boolean NOT NULL,
	"bind_dn" text NOT NULL,
	"bind_senha_cifrada" text,
	"base_busca" text NOT NULL,
	"filtro" text NOT NULL,
	"atributo_email" text NOT NULL,
	"ativo" boolean NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "diretorio_ldap_empresa_id_pk" PRIMARY KEY("empresa_id")
);
--> statement-breakpoint
CREATE TABLE "rep_evento" (
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"nsr" bigint NOT NULL,
	"tipo" text NOT NULL,
	"gravado_em" timestamp with time zone NOT NULL,
	"registro" text NOT NULL,
	"autor_id" integer,
	"usuario_id" integer,
	CONSTRAINT "rep_evento_empresa_id_filial_id_nsr_pk" PRIMARY KEY("empresa_id","filial_id","nsr")
);
--> statement-breakpoint
CREATE TABLE "provedor_sso" (
	"empresa_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_cifrado" text,
	"escopos" text NOT NULL,
	"ativo" boolean NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "provedor_sso_empresa_id_pk" PRIMARY KEY("empresa_id")
);
--> statement-breakpoint
CREATE TABLE "marcacao_tratamento" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "marcacao_tratamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"marcacao_id" bigint,
	"marcacao_importada_id" bigint,
	"inclusao_id" bigint,
	"data" text NOT NULL,
	"data_anterior" text,
	"data_hora" timestamp with time zone,
	"minuto" smallint,
	"fuso" text,
	"motivo_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"observacao" text,
	"anexo_nome" text,
	"anexo_tipo" text,
	"anexo" "bytea",
	"grupo" uuid,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"decidido_por_id" integer,
	"decidido_em" timestamp with time zone,
	"decisao_observacao" text,
	CONSTRAINT "marcacao_tratamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "motivo_marcacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "motivo_marcacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"descricao" text NOT NULL,
	"exige_observacao" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "motivo_marcacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD COLUMN "motivo_revogacao" text;--> statement-breakpoint
ALTER TABLE "marcacao" ADD COLUMN "data_hora_dispositivo" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marcacao" ADD COLUMN "gravado_afd" text;--> statement-breakpoint
ALTER TABLE "push_inscricao" ADD CONSTRAINT "push_inscricao_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_fator" ADD CONSTRAINT "segundo_fator_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_uso_unico" ADD CONSTRAINT "token_uso_unico_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_assinatura" ADD CONSTRAINT "certificado_assinatura_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_contratual" ADD CONSTRAINT "horario_contratual_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_horario_contratual" ADD CONSTRAINT "usuario_horario_contratual_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_horario_contratual" ADD CONSTRAINT "usuario_horario_contratual_empresa_id_horario_contratual_id_horario_contratual_empresa_id_id_fk" FOREIGN KEY ("empresa_id","horario_contratual_id") REFERENCES "public"."horario_contratual"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hq_token" ADD CONSTRAINT "hq_token_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao_afd" ADD CONSTRAINT "importacao_afd_empresa_id_rep_externo_id_rep_externo_empresa_id_id_fk" FOREIGN KEY ("empresa_id","rep_externo_id") REFERENCES "public"."rep_externo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_importada" ADD CONSTRAINT "marcacao_importada_empresa_id_rep_externo_id_rep_externo_empresa_id_id_fk" FOREIGN KEY ("empresa_id","rep_externo_id") REFERENCES "public"."rep_externo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_importada" ADD CONSTRAINT "marcacao_importada_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_importada" ADD CONSTRAINT "marcacao_importada_empresa_id_importacao_id_importacao_afd_empresa_id_id_fk" FOREIGN KEY ("empresa_id","importacao_id") REFERENCES "public"."importacao_afd"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_externo" ADD CONSTRAINT "rep_externo_empresa_id_filial_id_filial_empresa_id_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diretorio_ldap" ADD CONSTRAINT "diretorio_ldap_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_evento" ADD CONSTRAINT "rep_evento_empresa_id_filial_id_rep_empresa_id_filial_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."rep"("empresa_id","filial_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provedor_sso" ADD CONSTRAINT "provedor_sso_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" ADD CONSTRAINT "marcacao_tratamento_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" ADD CONSTRAINT "marcacao_tratamento_empresa_id_marcacao_id_marcacao_empresa_id_id_fk" FOREIGN KEY ("empresa_id","marcacao_id") REFERENCES "public"."marcacao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" ADD CONSTRAINT "marcacao_tratamento_empresa_id_marcacao_importada_id_marcacao_importada_empresa_id_id_fk" FOREIGN KEY ("empresa_id","marcacao_importada_id") REFERENCES "public"."marcacao_importada"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" ADD CONSTRAINT "marcacao_tratamento_empresa_id_inclusao_id_marcacao_tratamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","inclusao_id") REFERENCES "public"."marcacao_tratamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" ADD CONSTRAINT "marcacao_tratamento_empresa_id_motivo_id_motivo_marcacao_empresa_id_id_fk" FOREIGN KEY ("empresa_id","motivo_id") REFERENCES "public"."motivo_marcacao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivo_marcacao" ADD CONSTRAINT "motivo_marcacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_uso_unico_usuario_ix" ON "token_uso_unico" USING btree ("empresa_id","usuario_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "certificado_assinatura_ativo_uq" ON "certificado_assinatura" USING btree ("empresa_id") WHERE "certificado_assinatura"."ativo";--> statement-breakpoint
CREATE UNIQUE INDEX "horario_contratual_codigo_uq" ON "horario_contratual" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "hq_token_usuario_ix" ON "hq_token" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marcacao_importada_nsr_uq" ON "marcacao_importada" USING btree ("empresa_id","rep_externo_id","nsr_origem");--> statement-breakpoint
CREATE INDEX "marcacao_importada_usuario_data_ix" ON "marcacao_importada" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "rep_externo_uq" ON "rep_externo" USING btree ("empresa_id","tipo","numero","id_empregador");--> statement-breakpoint
CREATE INDEX "rep_evento_gravado_ix" ON "rep_evento" USING btree ("empresa_id","filial_id","gravado_em");--> statement-breakpoint
CREATE INDEX "marcacao_tratamento_usuario_data_ix" ON "marcacao_tratamento" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE INDEX "marcacao_tratamento_status_ix" ON "marcacao_tratamento" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "marcacao_tratamento_marcacao_ix" ON "marcacao_tratamento" USING btree ("empresa_id","marcacao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "motivo_marcacao_descricao_uq" ON "motivo_marcacao" USING btree ("empresa_id",lower("descricao"));--> statement-breakpoint
CREATE INDEX "tentativa_login_ip_ix" ON "tentativa_login" USING btree ("ip","criado_em");--> statement-breakpoint
CREATE INDEX "marcacao_gravado_ix" ON "marcacao" USING btree ("empresa_id","filial_id","gravado_em");