CREATE TABLE "documento_assinatura_lote" (
	"empresa_id" integer NOT NULL,
	"id" text NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"competencia" text,
	"holerite_tipo_id" integer,
	"enviado_por_id" integer NOT NULL,
	"hq_suporte_id" integer,
	"rotas" jsonb NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"enviado_em" timestamp with time zone NOT NULL,
	"situacao" text NOT NULL,
	"concluido_em" timestamp with time zone,
	"job_id" text,
	"nome_arquivo" text,
	"arquivo" "bytea",
	CONSTRAINT "documento_assinatura_lote_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "documento_assinatura_lote_item" (
	"empresa_id" integer NOT NULL,
	"lote_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"holerite_id" integer,
	"situacao" text NOT NULL,
	"erro" text,
	"documento_id" integer,
	CONSTRAINT "documento_assinatura_lote_item_empresa_id_lote_id_usuario_id_pk" PRIMARY KEY("empresa_id","lote_id","usuario_id")
);
--> statement-breakpoint
DROP INDEX "documento_assinatura_lote_ix";--> statement-breakpoint
ALTER TABLE "documento_assinatura_lote" ADD CONSTRAINT "documento_assinatura_lote_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura_lote" ADD CONSTRAINT "documento_assinatura_lote_empresa_id_enviado_por_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","enviado_por_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura_lote_item" ADD CONSTRAINT "documento_assinatura_lote_item_empresa_id_lote_id_documento_assinatura_lote_empresa_id_id_fk" FOREIGN KEY ("empresa_id","lote_id") REFERENCES "public"."documento_assinatura_lote"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura_lote_item" ADD CONSTRAINT "documento_assinatura_lote_item_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documento_assinatura_lote_item_situacao_ix" ON "documento_assinatura_lote_item" USING btree ("empresa_id","lote_id","situacao");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_assinatura_lote_usuario_uq" ON "documento_assinatura" USING btree ("empresa_id","lote_id","usuario_id");