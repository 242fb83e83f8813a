CREATE TABLE "banco_horas_pagamento_estorno" (
	"empresa_id" integer NOT NULL,
	"pagamento_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"fechamento_competencia_id" integer,
	CONSTRAINT "banco_horas_pagamento_estorno_empresa_id_pagamento_id_pk" PRIMARY KEY("empresa_id","pagamento_id")
);
--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" DROP CONSTRAINT "banco_horas_pagamento_origem_ck";--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" DROP CONSTRAINT "banco_horas_pagamento_minutos_ck";--> statement-breakpoint
DROP INDEX "banco_horas_pagamento_encerramento_uq";--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" ADD COLUMN "fechamento_competencia_id" integer;--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" ADD COLUMN "estagio_ordem" integer;--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento_estorno" ADD CONSTRAINT "banco_horas_pagamento_estorno_pagamento_fk" FOREIGN KEY ("empresa_id","pagamento_id") REFERENCES "public"."banco_horas_pagamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banco_horas_pagamento_fechamento_ix" ON "banco_horas_pagamento" USING btree ("empresa_id","fechamento_competencia_id");--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" ADD CONSTRAINT "banco_horas_pagamento_origem_ck" CHECK ("banco_horas_pagamento"."origem" in ('extraordinario', 'fechamento-antecipado', 'rescisao', 'estagio'));--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" ADD CONSTRAINT "banco_horas_pagamento_minutos_ck" CHECK (("banco_horas_pagamento"."origem" in ('extraordinario', 'estagio')) = ("banco_horas_pagamento"."minutos" is not null and "banco_horas_pagamento"."minutos" > 0));