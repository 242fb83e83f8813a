CREATE TABLE "ausencia_justificada" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ausencia_justificada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data_inicio" text NOT NULL,
	"data_fim" text NOT NULL,
	"minuto_inicio" smallint,
	"minuto_fim" smallint,
	"motivo" text NOT NULL,
	"observacao" text,
	"cid" text,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ausencia_justificada_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ausencia_justificada_periodo_ck" CHECK ("ausencia_justificada"."data_fim" >= "ausencia_justificada"."data_inicio"),
	CONSTRAINT "ausencia_justificada_parcial_ck" CHECK (("ausencia_justificada"."minuto_inicio" is null and "ausencia_justificada"."minuto_fim" is null) or ("ausencia_justificada"."data_fim" = "ausencia_justificada"."data_inicio" and "ausencia_justificada"."minuto_inicio" >= 0 and "ausencia_justificada"."minuto_fim" <= 1440 and "ausencia_justificada"."minuto_fim" > "ausencia_justificada"."minuto_inicio"))
);
--> statement-breakpoint
CREATE TABLE "ausencia_justificada_cancelamento" (
	"empresa_id" integer NOT NULL,
	"ausencia_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ausencia_justificada_cancelamento_empresa_id_ausencia_id_pk" PRIMARY KEY("empresa_id","ausencia_id")
);
--> statement-breakpoint
ALTER TABLE "ausencia_justificada" ADD CONSTRAINT "ausencia_justificada_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencia_justificada" ADD CONSTRAINT "ausencia_justificada_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencia_justificada_cancelamento" ADD CONSTRAINT "ausencia_justificada_cancelamento_ausencia_fk" FOREIGN KEY ("empresa_id","ausencia_id") REFERENCES "public"."ausencia_justificada"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencia_justificada_cancelamento" ADD CONSTRAINT "ausencia_justificada_cancelamento_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ausencia_justificada_usuario_ix" ON "ausencia_justificada" USING btree ("empresa_id","usuario_id","data_inicio");