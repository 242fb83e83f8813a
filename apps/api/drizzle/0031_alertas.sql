CREATE TABLE "autorizacao_hora_extra" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "autorizacao_hora_extra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data_inicio" text NOT NULL,
	"data_fim" text NOT NULL,
	"limite_minutos" integer NOT NULL,
	"motivo" text,
	"solicitacao_id" integer,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	"revogada_por" integer,
	"motivo_revogacao" text,
	CONSTRAINT "autorizacao_hora_extra_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "autorizacao_hora_extra_periodo_ck" CHECK ("autorizacao_hora_extra"."data_fim" >= "autorizacao_hora_extra"."data_inicio"),
	CONSTRAINT "autorizacao_hora_extra_limite_ck" CHECK ("autorizacao_hora_extra"."limite_minutos" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "decisao_hora_extra" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data" text NOT NULL,
	"destino" text NOT NULL,
	"motivo" text,
	"autor_id" integer NOT NULL,
	"decidido_em" timestamp with time zone NOT NULL,
	CONSTRAINT "decisao_hora_extra_empresa_id_usuario_id_data_pk" PRIMARY KEY("empresa_id","usuario_id","data"),
	CONSTRAINT "decisao_hora_extra_destino_ck" CHECK ("decisao_hora_extra"."destino" in ('pagar', 'banco'))
);
--> statement-breakpoint
CREATE TABLE "solicitacao_hora_extra" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_hora_extra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data" text NOT NULL,
	"minutos" integer NOT NULL,
	"motivo" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"decidido_por" integer,
	"decidido_em" timestamp with time zone,
	"motivo_decisao" text,
	"autorizacao_id" integer,
	CONSTRAINT "solicitacao_hora_extra_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "solicitacao_hora_extra_status_ck" CHECK ("solicitacao_hora_extra"."status" in ('pendente', 'aprovada', 'rejeitada'))
);
--> statement-breakpoint
CREATE TABLE "alerta" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "alerta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"data" date NOT NULL,
	"referencia" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"regra" text NOT NULL,
	"lei" text NOT NULL,
	"medido" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "alerta_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "alerta_configuracao" (
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"ativo" boolean NOT NULL,
	"limiar" integer,
	"destinatarios" text[] NOT NULL,
	"canais" text[] NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	"atualizado_por" integer NOT NULL,
	CONSTRAINT "alerta_configuracao_empresa_id_tipo_pk" PRIMARY KEY("empresa_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "alerta_destinatario" (
	"empresa_id" integer NOT NULL,
	"alerta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"canais" text[] NOT NULL,
	"status_push" text NOT NULL,
	"status_email" text NOT NULL,
	"liberar_em" timestamp with time zone NOT NULL,
	"entregue_em" timestamp with time zone,
	CONSTRAINT "alerta_destinatario_empresa_id_alerta_id_usuario_id_pk" PRIMARY KEY("empresa_id","alerta_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "alerta_leitura" (
	"empresa_id" integer NOT NULL,
	"alerta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"visto_em" timestamp with time zone NOT NULL,
	CONSTRAINT "alerta_leitura_empresa_id_alerta_id_usuario_id_pk" PRIMARY KEY("empresa_id","alerta_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "alerta_preferencia" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"silencio_inicio" smallint,
	"silencio_fim" smallint,
	"resumo" text NOT NULL,
	"horario_resumo" smallint NOT NULL,
	CONSTRAINT "alerta_preferencia_empresa_id_usuario_id_pk" PRIMARY KEY("empresa_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "autorizacao_hora_extra" ADD CONSTRAINT "autorizacao_hora_extra_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisao_hora_extra" ADD CONSTRAINT "decisao_hora_extra_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_hora_extra" ADD CONSTRAINT "solicitacao_hora_extra_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta" ADD CONSTRAINT "alerta_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_configuracao" ADD CONSTRAINT "alerta_configuracao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_destinatario" ADD CONSTRAINT "alerta_destinatario_alerta_fk" FOREIGN KEY ("empresa_id","alerta_id") REFERENCES "public"."alerta"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_destinatario" ADD CONSTRAINT "alerta_destinatario_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_leitura" ADD CONSTRAINT "alerta_leitura_alerta_fk" FOREIGN KEY ("empresa_id","alerta_id") REFERENCES "public"."alerta"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_leitura" ADD CONSTRAINT "alerta_leitura_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_preferencia" ADD CONSTRAINT "alerta_preferencia_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autorizacao_hora_extra_usuario_ix" ON "autorizacao_hora_extra" USING btree ("empresa_id","usuario_id","data_inicio");--> statement-breakpoint
CREATE INDEX "solicitacao_hora_extra_usuario_ix" ON "solicitacao_hora_extra" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_unico_ux" ON "alerta" USING btree ("empresa_id","tipo","usuario_id","data","referencia");--> statement-breakpoint
CREATE INDEX "alerta_criado_ix" ON "alerta" USING btree ("empresa_id","criado_em");--> statement-breakpoint
CREATE INDEX "alerta_destinatario_usuario_ix" ON "alerta_destinatario" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "alerta_destinatario_pendente_ix" ON "alerta_destinatario" USING btree ("liberar_em","status_push","status_email");