CREATE TABLE "sincronizacao_fonte" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sincronizacao_fonte_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"mapeamentos" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "sincronizacao_fonte_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "sincronizacao_lote" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sincronizacao_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fonte_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"autor_id" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"cabecalho" jsonb NOT NULL,
	"linhas" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"confirmado_em" timestamp with time zone,
	"resultado" jsonb,
	CONSTRAINT "sincronizacao_lote_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "sincronizacao_lote" ADD CONSTRAINT "sincronizacao_lote_fonte_fk" FOREIGN KEY ("empresa_id","fonte_id") REFERENCES "public"."sincronizacao_fonte"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sincronizacao_lote" ADD CONSTRAINT "sincronizacao_lote_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sincronizacao_fonte_nome_uq" ON "sincronizacao_fonte" USING btree ("empresa_id","nome");