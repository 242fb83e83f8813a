CREATE TABLE "cerca_virtual" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cerca_virtual_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filial_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"raio_metros" integer,
	"vertices" jsonb,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "cerca_virtual_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "cerca_virtual_excecao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cerca_virtual_excecao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"inicio" text NOT NULL,
	"fim" text,
	"motivo" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "cerca_virtual_excecao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "cerca_virtual_filial" (
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"modo" text NOT NULL,
	"tolerancia_metros" integer NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "cerca_virtual_filial_empresa_id_filial_id_pk" PRIMARY KEY("empresa_id","filial_id")
);
--> statement-breakpoint
CREATE TABLE "processo_interno" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "processo_interno_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"status" text NOT NULL,
	"etapa_atual" smallint DEFAULT 0 NOT NULL,
	"campos" jsonb NOT NULL,
	"etapas" jsonb NOT NULL,
	"respostas" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "processo_interno_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "processo_interno_status_ck" CHECK ("processo_interno"."status" in ('EmAnalise', 'Devolvido', 'Aprovado', 'Reprovado', 'Concluido', 'Cancelado'))
);
--> statement-breakpoint
CREATE TABLE "processo_interno_anexo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "processo_interno_anexo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"processo_id" integer NOT NULL,
	"campo" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "processo_interno_anexo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "processo_interno_historico" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "processo_interno_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"processo_id" integer NOT NULL,
	"acao" text NOT NULL,
	"etapa" smallint NOT NULL,
	"comentario" text,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "processo_interno_historico_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "processo_interno_tipo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "processo_interno_tipo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"campos" jsonb NOT NULL,
	"etapas" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "processo_interno_tipo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "marcacao" ADD COLUMN "fora_da_cerca" boolean;--> statement-breakpoint
ALTER TABLE "marcacao" ADD COLUMN "distancia_cerca_metros" integer;--> statement-breakpoint
ALTER TABLE "cerca_virtual" ADD CONSTRAINT "cerca_virtual_empresa_id_filial_id_filial_empresa_id_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cerca_virtual_excecao" ADD CONSTRAINT "cerca_virtual_excecao_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cerca_virtual_filial" ADD CONSTRAINT "cerca_virtual_filial_empresa_id_filial_id_filial_empresa_id_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_interno" ADD CONSTRAINT "processo_interno_tipo_fk" FOREIGN KEY ("empresa_id","tipo_id") REFERENCES "public"."processo_interno_tipo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_interno" ADD CONSTRAINT "processo_interno_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_interno_anexo" ADD CONSTRAINT "processo_interno_anexo_processo_fk" FOREIGN KEY ("empresa_id","processo_id") REFERENCES "public"."processo_interno"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_interno_anexo" ADD CONSTRAINT "processo_interno_anexo_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_interno_historico" ADD CONSTRAINT "processo_interno_historico_processo_fk" FOREIGN KEY ("empresa_id","processo_id") REFERENCES "public"."processo_interno"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processo_interno_historico" ADD CONSTRAINT "processo_interno_historico_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cerca_virtual_filial_ix" ON "cerca_virtual" USING btree ("empresa_id","filial_id");--> statement-breakpoint
CREATE INDEX "cerca_virtual_excecao_usuario_ix" ON "cerca_virtual_excecao" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "processo_interno_usuario_ix" ON "processo_interno" USING btree ("empresa_id","usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "processo_interno_status_ix" ON "processo_interno" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "processo_interno_anexo_processo_ix" ON "processo_interno_anexo" USING btree ("empresa_id","processo_id");--> statement-breakpoint
CREATE INDEX "processo_interno_historico_processo_ix" ON "processo_interno_historico" USING btree ("empresa_id","processo_id");