CREATE TABLE "lancamento_anexo" (
	"empresa_id" integer NOT NULL,
	"lancamento_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "lancamento_anexo_empresa_id_lancamento_id_pk" PRIMARY KEY("empresa_id","lancamento_id")
);
--> statement-breakpoint
CREATE TABLE "lancamento_aviso_ausencia" (
	"empresa_id" integer NOT NULL,
	"lancamento_id" integer NOT NULL,
	"minuto_inicio" smallint,
	"minuto_fim" smallint,
	"ausencia_id" integer,
	CONSTRAINT "lancamento_aviso_ausencia_empresa_id_lancamento_id_pk" PRIMARY KEY("empresa_id","lancamento_id"),
	CONSTRAINT "lancamento_aviso_ausencia_parcial_ck" CHECK (("lancamento_aviso_ausencia"."minuto_inicio" is null and "lancamento_aviso_ausencia"."minuto_fim" is null) or ("lancamento_aviso_ausencia"."minuto_inicio" >= 0 and "lancamento_aviso_ausencia"."minuto_fim" <= 1440 and "lancamento_aviso_ausencia"."minuto_fim" > "lancamento_aviso_ausencia"."minuto_inicio"))
);
--> statement-breakpoint
ALTER TABLE "lancamento" DROP CONSTRAINT "lancamento_tipo_ck";--> statement-breakpoint
ALTER TABLE "lancamento_anexo" ADD CONSTRAINT "lancamento_anexo_lancamento_fk" FOREIGN KEY ("empresa_id","lancamento_id") REFERENCES "public"."lancamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_aviso_ausencia" ADD CONSTRAINT "lancamento_aviso_ausencia_lancamento_fk" FOREIGN KEY ("empresa_id","lancamento_id") REFERENCES "public"."lancamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_aviso_ausencia" ADD CONSTRAINT "lancamento_aviso_ausencia_ausencia_fk" FOREIGN KEY ("empresa_id","ausencia_id") REFERENCES "public"."ausencia_justificada"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento" ADD CONSTRAINT "lancamento_tipo_ck" CHECK ("lancamento"."tipo" in ('Ferias', 'Recesso', 'DayOff', 'AvisoAusencia'));