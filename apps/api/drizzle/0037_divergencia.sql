CREATE TABLE "divergencia_tratativa" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "divergencia_tratativa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data" date NOT NULL,
	"acao" text NOT NULL,
	"motivo" text,
	"desfaz_id" integer,
	"por_id" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "divergencia_tratativa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "divergencia_tratativa_acao_ck" CHECK ("divergencia_tratativa"."acao" in ('solicitarTratamento', 'justificar', 'ignorar', 'desfeita'))
);
--> statement-breakpoint
ALTER TABLE "divergencia_tratativa" ADD CONSTRAINT "divergencia_tratativa_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divergencia_tratativa" ADD CONSTRAINT "divergencia_tratativa_por_fk" FOREIGN KEY ("empresa_id","por_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "divergencia_tratativa_dia_ix" ON "divergencia_tratativa" USING btree ("empresa_id","usuario_id","data");