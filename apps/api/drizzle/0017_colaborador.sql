CREATE TABLE "colaborador_documento" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"pis" text NOT NULL,
	CONSTRAINT "colaborador_documento_empresa_id_usuario_id_pk" PRIMARY KEY("empresa_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "colaborador_documento" ADD CONSTRAINT "colaborador_documento_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;