CREATE TABLE "regra_arquivamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "regra_arquivamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entidade" text NOT NULL,
	"entidade_id" integer NOT NULL,
	"ativo" boolean NOT NULL,
	"motivo" text,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_arquivamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "regra_arquivamento_entidade_ck" CHECK ("regra_arquivamento"."entidade" in ('regra_calculo', 'regra_ponto', 'regra_apuracao'))
);
--> statement-breakpoint
ALTER TABLE "regra_arquivamento" ADD CONSTRAINT "regra_arquivamento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regra_arquivamento_entidade_ix" ON "regra_arquivamento" USING btree ("empresa_id","entidade","entidade_id","id");