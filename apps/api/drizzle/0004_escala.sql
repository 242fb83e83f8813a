CREATE TABLE "acao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "acao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data" text NOT NULL,
	"tipo_acao" text NOT NULL,
	"status" text NOT NULL,
	"alterar_dia_data_fim" text,
	"novo_horario_entrada" smallint,
	"nova_folga_semanal" text,
	"folga_compensar_banco_horas_dia_todo" boolean,
	"folga_compensar_banco_horas_valor" smallint,
	"nova_escala_id" integer,
	"nova_escala_data_fim" text,
	"solicitante_id" integer NOT NULL,
	"remocao_solicitante_id" integer,
	"decidido_por_id" integer,
	"decidido_em" timestamp with time zone,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "acao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "alocacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "alocacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"escala_id" integer NOT NULL,
	"inicio" text NOT NULL,
	"fim" text,
	"inicio_ciclo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alocacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "feriado_municipal" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "feriado_municipal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filial_id" integer,
	"data" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "feriado_municipal_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "condicao_trabalho" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "condicao_trabalho_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"descricao" text,
	"comercio" boolean DEFAULT false NOT NULL,
	"minutos_semanais_contrato" smallint DEFAULT 2640 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "condicao_trabalho_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "escala" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "escala_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"padrao" jsonb NOT NULL,
	"gestao_id" integer,
	"condicao_trabalho_id" integer,
	"minutos_semanais_contrato" smallint,
	"excecao_acordo_coletivo" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escala_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "gestao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gestao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"alocacao_data_fim" text NOT NULL,
	"exigir_aprovacao" boolean DEFAULT false NOT NULL,
	"alterar_dia_trabalho_dias_consecutivos" smallint DEFAULT 1 NOT NULL,
	"mostrar_horario_escala" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gestao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "turno" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "turno_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"entrada" smallint NOT NULL,
	"saida_intervalo" smallint,
	"volta_intervalo" smallint,
	"segundo_intervalo" jsonb,
	"saida" smallint NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "turno_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "acao" ADD CONSTRAINT "acao_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acao" ADD CONSTRAINT "acao_empresa_id_solicitante_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","solicitante_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acao" ADD CONSTRAINT "acao_empresa_id_nova_escala_id_escala_empresa_id_id_fk" FOREIGN KEY ("empresa_id","nova_escala_id") REFERENCES "public"."escala"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alocacao" ADD CONSTRAINT "alocacao_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alocacao" ADD CONSTRAINT "alocacao_empresa_id_escala_id_escala_empresa_id_id_fk" FOREIGN KEY ("empresa_id","escala_id") REFERENCES "public"."escala"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feriado_municipal" ADD CONSTRAINT "feriado_municipal_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feriado_municipal" ADD CONSTRAINT "feriado_municipal_empresa_id_filial_id_filial_empresa_id_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicao_trabalho" ADD CONSTRAINT "condicao_trabalho_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escala" ADD CONSTRAINT "escala_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escala" ADD CONSTRAINT "escala_empresa_id_gestao_id_gestao_empresa_id_id_fk" FOREIGN KEY ("empresa_id","gestao_id") REFERENCES "public"."gestao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escala" ADD CONSTRAINT "escala_empresa_id_condicao_trabalho_id_condicao_trabalho_empresa_id_id_fk" FOREIGN KEY ("empresa_id","condicao_trabalho_id") REFERENCES "public"."condicao_trabalho"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestao" ADD CONSTRAINT "gestao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turno" ADD CONSTRAINT "turno_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acao_usuario_data_ix" ON "acao" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE INDEX "acao_status_ix" ON "acao" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "alocacao_usuario_ix" ON "alocacao" USING btree ("empresa_id","usuario_id","inicio");--> statement-breakpoint
CREATE INDEX "alocacao_escala_ix" ON "alocacao" USING btree ("empresa_id","escala_id");--> statement-breakpoint
CREATE UNIQUE INDEX "escala_empresa_codigo_uq" ON "escala" USING btree ("empresa_id",lower("codigo"));--> statement-breakpoint
CREATE INDEX "marcacao_comprovante_ix" ON "marcacao" USING btree (left("hash", 20));