ALTER TABLE "banco_horas_fechamento" ADD COLUMN "status" text DEFAULT 'concluido' NOT NULL;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento" ADD COLUMN "feitos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento" ADD COLUMN "ultima_vigencia_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento" ADD COLUMN "erro" text;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento" ADD CONSTRAINT "banco_horas_fechamento_status_ck" CHECK ("banco_horas_fechamento"."status" in ('processando', 'concluido', 'erro'));