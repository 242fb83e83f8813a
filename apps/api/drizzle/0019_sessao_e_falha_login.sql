CREATE TABLE "falha_login" (
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"falhas" integer NOT NULL,
	"janela_inicio" timestamp with time zone NOT NULL,
	CONSTRAINT "falha_login_empresa_id_tipo_chave_pk" PRIMARY KEY("empresa_id","tipo","chave")
);
--> statement-breakpoint
CREATE TABLE "sessao_acesso" (
	"empresa_id" integer NOT NULL,
	"id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	"motivo_revogacao" text,
	CONSTRAINT "sessao_acesso_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "sessao_acesso" ADD CONSTRAINT "sessao_acesso_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessao_acesso_usuario_ix" ON "sessao_acesso" USING btree ("empresa_id","usuario_id");