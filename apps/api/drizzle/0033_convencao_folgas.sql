CREATE TABLE "banco_folga_lancamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_folga_lancamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"origem" text NOT NULL,
	"data" text NOT NULL,
	"validade" text,
	"dias" integer NOT NULL,
	"motivo" text,
	"estorno_de" integer,
	"autor_id" integer,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "banco_folga_lancamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "convencao_coletiva" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "convencao_coletiva_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sindicato_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "convencao_coletiva_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "convencao_coletiva_versao" (
	"empresa_id" integer NOT NULL,
	"convencao_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"nome" text NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"vigencia_fim" text,
	"data_base_mes" integer,
	"observacoes" text,
	"modelo" text,
	"parametros" jsonb NOT NULL,
	"autor_id" integer,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "convencao_coletiva_versao_empresa_id_convencao_id_versao_pk" PRIMARY KEY("empresa_id","convencao_id","versao")
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "sindicato_id" integer;--> statement-breakpoint
ALTER TABLE "banco_folga_lancamento" ADD CONSTRAINT "banco_folga_lancamento_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_folga_lancamento" ADD CONSTRAINT "banco_folga_lancamento_estorno_fk" FOREIGN KEY ("empresa_id","estorno_de") REFERENCES "public"."banco_folga_lancamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convencao_coletiva" ADD CONSTRAINT "convencao_coletiva_sindicato_fk" FOREIGN KEY ("empresa_id","sindicato_id") REFERENCES "public"."sindicato"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convencao_coletiva_versao" ADD CONSTRAINT "convencao_coletiva_versao_convencao_fk" FOREIGN KEY ("empresa_id","convencao_id") REFERENCES "public"."convencao_coletiva"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banco_folga_lancamento_usuario_ix" ON "banco_folga_lancamento" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE INDEX "convencao_coletiva_sindicato_ix" ON "convencao_coletiva" USING btree ("empresa_id","sindicato_id");--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_sindicato_fk" FOREIGN KEY ("empresa_id","sindicato_id") REFERENCES "public"."sindicato"("empresa_id","id") ON DELETE no action ON UPDATE no action;