CREATE TABLE "alocacao_regra" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "alocacao_regra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"regra_ponto_id" integer NOT NULL,
	"data_inicio" text NOT NULL,
	"data_fim" text,
	"status" text DEFAULT 'ativa' NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"alterado_por" integer,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alocacao_regra_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "alocacao_regra_periodo_ck" CHECK ("alocacao_regra"."data_fim" is null or "alocacao_regra"."data_fim" >= "alocacao_regra"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "alocacao_regra_versao" (
	"empresa_id" integer NOT NULL,
	"alocacao_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"acao" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"regra_ponto_id" integer NOT NULL,
	"data_inicio" text NOT NULL,
	"data_fim" text,
	"status" text NOT NULL,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alocacao_regra_versao_empresa_id_alocacao_id_versao_pk" PRIMARY KEY("empresa_id","alocacao_id","versao")
);
--> statement-breakpoint
CREATE TABLE "forma_apuracao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "forma_apuracao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"descricao" text,
	"periodo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forma_apuracao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "regra_apuracao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "regra_apuracao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_apuracao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "regra_apuracao_versao" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "regra_apuracao_versao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"regra_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"forma_apuracao_id" integer NOT NULL,
	"regra_ponto_id" integer,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_apuracao_versao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "regra_calculo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "regra_calculo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_calculo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "regra_calculo_tipo_uq" UNIQUE("empresa_id","id","tipo")
);
--> statement-breakpoint
CREATE TABLE "regra_calculo_versao" (
	"empresa_id" integer NOT NULL,
	"regra_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"parametros" jsonb NOT NULL,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_calculo_versao_empresa_id_regra_id_versao_pk" PRIMARY KEY("empresa_id","regra_id","versao")
);
--> statement-breakpoint
CREATE TABLE "regra_ponto" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "regra_ponto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_ponto_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "regra_ponto_padrao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "regra_ponto_padrao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"regra_ponto_id" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_ponto_padrao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "regra_ponto_versao" (
	"empresa_id" integer NOT NULL,
	"regra_ponto_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_ponto_versao_empresa_id_regra_ponto_id_versao_pk" PRIMARY KEY("empresa_id","regra_ponto_id","versao")
);
--> statement-breakpoint
CREATE TABLE "regra_ponto_versao_regra" (
	"empresa_id" integer NOT NULL,
	"regra_ponto_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"tipo" text NOT NULL,
	"regra_id" integer NOT NULL,
	CONSTRAINT "regra_ponto_versao_regra_empresa_id_regra_ponto_id_versao_tipo_pk" PRIMARY KEY("empresa_id","regra_ponto_id","versao","tipo")
);
--> statement-breakpoint
ALTER TABLE "alocacao_regra" ADD CONSTRAINT "alocacao_regra_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alocacao_regra" ADD CONSTRAINT "alocacao_regra_regra_ponto_fk" FOREIGN KEY ("empresa_id","regra_ponto_id") REFERENCES "public"."regra_ponto"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alocacao_regra_versao" ADD CONSTRAINT "alocacao_regra_versao_alocacao_fk" FOREIGN KEY ("empresa_id","alocacao_id") REFERENCES "public"."alocacao_regra"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forma_apuracao" ADD CONSTRAINT "forma_apuracao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_apuracao" ADD CONSTRAINT "regra_apuracao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_apuracao_versao" ADD CONSTRAINT "regra_apuracao_versao_regra_fk" FOREIGN KEY ("empresa_id","regra_id") REFERENCES "public"."regra_apuracao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_apuracao_versao" ADD CONSTRAINT "regra_apuracao_versao_forma_fk" FOREIGN KEY ("empresa_id","forma_apuracao_id") REFERENCES "public"."forma_apuracao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_apuracao_versao" ADD CONSTRAINT "regra_apuracao_versao_regra_ponto_fk" FOREIGN KEY ("empresa_id","regra_ponto_id") REFERENCES "public"."regra_ponto"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_calculo" ADD CONSTRAINT "regra_calculo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_calculo_versao" ADD CONSTRAINT "regra_calculo_versao_regra_fk" FOREIGN KEY ("empresa_id","regra_id") REFERENCES "public"."regra_calculo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_ponto" ADD CONSTRAINT "regra_ponto_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_ponto_padrao" ADD CONSTRAINT "regra_ponto_padrao_regra_ponto_fk" FOREIGN KEY ("empresa_id","regra_ponto_id") REFERENCES "public"."regra_ponto"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_ponto_versao" ADD CONSTRAINT "regra_ponto_versao_regra_ponto_fk" FOREIGN KEY ("empresa_id","regra_ponto_id") REFERENCES "public"."regra_ponto"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_ponto_versao_regra" ADD CONSTRAINT "regra_ponto_versao_regra_versao_fk" FOREIGN KEY ("empresa_id","regra_ponto_id","versao") REFERENCES "public"."regra_ponto_versao"("empresa_id","regra_ponto_id","versao") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_ponto_versao_regra" ADD CONSTRAINT "regra_ponto_versao_regra_regra_fk" FOREIGN KEY ("empresa_id","regra_id","tipo") REFERENCES "public"."regra_calculo"("empresa_id","id","tipo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alocacao_regra_usuario_ix" ON "alocacao_regra" USING btree ("empresa_id","usuario_id","data_inicio");--> statement-breakpoint
CREATE INDEX "alocacao_regra_regra_ix" ON "alocacao_regra" USING btree ("empresa_id","regra_ponto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regra_apuracao_versao_uq" ON "regra_apuracao_versao" USING btree ("empresa_id","regra_id","versao");--> statement-breakpoint
CREATE INDEX "regra_apuracao_versao_forma_ix" ON "regra_apuracao_versao" USING btree ("empresa_id","forma_apuracao_id");--> statement-breakpoint
CREATE INDEX "regra_calculo_empresa_tipo_ix" ON "regra_calculo" USING btree ("empresa_id","tipo");--> statement-breakpoint
CREATE INDEX "regra_ponto_padrao_vigencia_ix" ON "regra_ponto_padrao" USING btree ("empresa_id","vigencia_inicio");--> statement-breakpoint
CREATE INDEX "regra_ponto_versao_regra_regra_ix" ON "regra_ponto_versao_regra" USING btree ("empresa_id","regra_id");