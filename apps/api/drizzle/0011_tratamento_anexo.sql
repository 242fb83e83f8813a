CREATE TABLE "tratamento_anexo" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tratamento_anexo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tratamento_id" bigint NOT NULL,
	"grupo" uuid,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "tratamento_anexo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "tratamento_anexo" ADD CONSTRAINT "tratamento_anexo_empresa_id_tratamento_id_marcacao_tratamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","tratamento_id") REFERENCES "public"."marcacao_tratamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tratamento_anexo_tratamento_uq" ON "tratamento_anexo" USING btree ("empresa_id","tratamento_id");--> statement-breakpoint
CREATE INDEX "tratamento_anexo_grupo_ix" ON "tratamento_anexo" USING btree ("empresa_id","grupo");--> statement-breakpoint
-- Escrito à mão: os anexos já guardados em marcacao_tratamento passam para a tabela nova, com o
-- tamanho e o SHA-256, antes de as colunas antigas saírem.
INSERT INTO "tratamento_anexo" ("empresa_id", "tratamento_id", "grupo", "nome", "tipo", "tamanho", "sha256", "conteudo", "criado_em")
  SELECT "empresa_id", "id", "grupo", coalesce("anexo_nome", 'anexo'), coalesce("anexo_tipo", 'application/octet-stream'),
         octet_length("anexo"), encode(sha256("anexo"), 'hex'), "anexo", "criado_em"
  FROM "marcacao_tratamento" WHERE "anexo" IS NOT NULL ORDER BY "empresa_id", "id";--> statement-breakpoint
-- Portaria 671 art. 82: o anexo é parte do registro do tratamento — só inserção.
CREATE TRIGGER tratamento_anexo_imutavel BEFORE UPDATE OR DELETE ON "tratamento_anexo"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();--> statement-breakpoint
CREATE TRIGGER tratamento_anexo_sem_truncate BEFORE TRUNCATE ON "tratamento_anexo"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" DROP COLUMN "anexo_nome";--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" DROP COLUMN "anexo_tipo";--> statement-breakpoint
ALTER TABLE "marcacao_tratamento" DROP COLUMN "anexo";
