ALTER TABLE "filial" ADD COLUMN "tipo_inscricao" text DEFAULT 'CNPJ' NOT NULL;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "caepf" text;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "cno" text;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "municipio_ibge" integer;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "logradouro" text;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "filial" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "filial" ADD CONSTRAINT "filial_tipo_inscricao_ck" CHECK ("filial"."tipo_inscricao" in ('CNPJ', 'CPF'));