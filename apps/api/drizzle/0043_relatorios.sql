CREATE TABLE "relatorio" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "relatorio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"formato" text NOT NULL,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"filial_id" integer,
	"departamento_id" integer,
	"usuario_id" integer,
	"status" text NOT NULL,
	"feitos" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"linhas" integer DEFAULT 0 NOT NULL,
	"solicitante_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"concluido_em" timestamp with time zone,
	"expira_em" timestamp with time zone,
	"nome_arquivo" text,
	"tamanho_bytes" integer,
	"conteudo" "bytea",
	"erro" text,
	CONSTRAINT "relatorio_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "relatorio" ADD CONSTRAINT "relatorio_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio" ADD CONSTRAINT "relatorio_empresa_id_solicitante_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","solicitante_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorio_solicitante_ix" ON "relatorio" USING btree ("empresa_id","solicitante_id","criado_em");