CREATE TABLE "cadastro_importacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cadastro_importacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cadastro" text NOT NULL,
	"autor_id" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"linhas" jsonb NOT NULL,
	"cabecalho" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"confirmado_em" timestamp with time zone,
	"rejeitados" jsonb,
	"importados" integer,
	CONSTRAINT "cadastro_importacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "cadastro_importacao_cadastro_ck" CHECK ("cadastro_importacao"."cadastro" in ('departamentos', 'grupos', 'centros-custos', 'sindicatos', 'cargos'))
);
--> statement-breakpoint
ALTER TABLE "cadastro_importacao" ADD CONSTRAINT "cadastro_importacao_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;