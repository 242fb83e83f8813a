ALTER TABLE "lancamento_ferias_ajuste" ADD COLUMN "dias_ajuste" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_ajuste" ADD COLUMN "dias_gozados_anteriores" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_ajuste" ADD COLUMN "dias_vendidos_anteriores" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_ajuste" ADD CONSTRAINT "lancamento_ferias_ajuste_anteriores_ck" CHECK ("lancamento_ferias_ajuste"."dias_gozados_anteriores" >= 0 and "lancamento_ferias_ajuste"."dias_vendidos_anteriores" >= 0);