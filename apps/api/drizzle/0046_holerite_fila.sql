CREATE TABLE "holerite_lote_arquivo" (
	"empresa_id" integer NOT NULL,
	"lote_id" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	CONSTRAINT "holerite_lote_arquivo_empresa_id_lote_id_pk" PRIMARY KEY("empresa_id","lote_id")
);
--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD COLUMN "processamento" text DEFAULT 'concluida' NOT NULL;--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD COLUMN "etapa" text;--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD COLUMN "paginas_processadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD COLUMN "erro" text;--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "holerite_lote_arquivo" ADD CONSTRAINT "holerite_lote_arquivo_empresa_id_lote_id_holerite_lote_empresa_id_id_fk" FOREIGN KEY ("empresa_id","lote_id") REFERENCES "public"."holerite_lote"("empresa_id","id") ON DELETE cascade ON UPDATE no action;