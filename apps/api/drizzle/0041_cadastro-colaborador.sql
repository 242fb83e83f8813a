ALTER TABLE "usuario" ADD COLUMN "centro_custo_id" integer;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "tipo_contrato" text DEFAULT 'clt' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "celular" text;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_centro_custo_fk" FOREIGN KEY ("empresa_id","centro_custo_id") REFERENCES "public"."centro_custo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_tipo_contrato_ck" CHECK ("usuario"."tipo_contrato" in ('clt', 'estagio', 'intermitente', 'aprendiz'));