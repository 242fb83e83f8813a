CREATE TABLE "api_token" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "api_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"prefixo" text NOT NULL,
	"hash" text NOT NULL,
	"escopos" jsonb NOT NULL,
	"expira_em" timestamp with time zone,
	"criado_por" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"revogado_por" integer,
	"ultimo_uso_em" timestamp with time zone,
	"usos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_token_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoint_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"eventos" jsonb NOT NULL,
	"segredo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_por" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_endpoint_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_entrega" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "webhook_entrega_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"evento_id" text NOT NULL,
	"tipo" text NOT NULL,
	"corpo" text NOT NULL,
	"situacao" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa_em" timestamp with time zone,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_entrega_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_tentativa" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "webhook_tentativa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entrega_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"status_http" integer,
	"duracao_ms" integer NOT NULL,
	"erro" text,
	"proxima_tentativa_em" timestamp with time zone,
	CONSTRAINT "webhook_tentativa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiosque_bloqueio" (
	"empresa_id" integer NOT NULL,
	"dispositivo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	CONSTRAINT "quiosque_bloqueio_empresa_id_dispositivo_id_usuario_id_pk" PRIMARY KEY("empresa_id","dispositivo_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "quiosque_dispositivo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quiosque_dispositivo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"filial_id" integer NOT NULL,
	"metodos" jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"foto_evidencia" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"credencial_hash" text,
	"ativado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"codigo_hash" text,
	"codigo_expira_em" timestamp with time zone,
	"visto_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiosque_dispositivo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiosque_marcacao" (
	"empresa_id" integer NOT NULL,
	"marcacao_id" bigint NOT NULL,
	"dispositivo_id" integer NOT NULL,
	"metodo" text NOT NULL,
	"verificacao_facial_id" integer,
	"pontuacao_facial" double precision,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiosque_marcacao_empresa_id_marcacao_id_pk" PRIMARY KEY("empresa_id","marcacao_id")
);
--> statement-breakpoint
CREATE TABLE "quiosque_pessoa" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"pin_hash" text,
	"pin_definido_em" timestamp with time zone,
	"cartao_hash" text,
	"qr_versao" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiosque_pessoa_empresa_id_usuario_id_pk" PRIMARY KEY("empresa_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_criador_fk" FOREIGN KEY ("empresa_id","criado_por") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entrega" ADD CONSTRAINT "webhook_entrega_endpoint_fk" FOREIGN KEY ("empresa_id","endpoint_id") REFERENCES "public"."webhook_endpoint"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_tentativa" ADD CONSTRAINT "webhook_tentativa_entrega_fk" FOREIGN KEY ("empresa_id","entrega_id") REFERENCES "public"."webhook_entrega"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiosque_bloqueio" ADD CONSTRAINT "quiosque_bloqueio_dispositivo_fk" FOREIGN KEY ("empresa_id","dispositivo_id") REFERENCES "public"."quiosque_dispositivo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiosque_dispositivo" ADD CONSTRAINT "quiosque_dispositivo_filial_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiosque_marcacao" ADD CONSTRAINT "quiosque_marcacao_marcacao_fk" FOREIGN KEY ("empresa_id","marcacao_id") REFERENCES "public"."marcacao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiosque_marcacao" ADD CONSTRAINT "quiosque_marcacao_dispositivo_fk" FOREIGN KEY ("empresa_id","dispositivo_id") REFERENCES "public"."quiosque_dispositivo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiosque_pessoa" ADD CONSTRAINT "quiosque_pessoa_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_token_hash_ux" ON "api_token" USING btree ("empresa_id","hash");--> statement-breakpoint
CREATE INDEX "api_token_hash_ix" ON "api_token" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "webhook_entrega_endpoint_ix" ON "webhook_entrega" USING btree ("empresa_id","endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_entrega_pendente_ix" ON "webhook_entrega" USING btree ("situacao","proxima_tentativa_em");--> statement-breakpoint
CREATE INDEX "webhook_tentativa_entrega_ix" ON "webhook_tentativa" USING btree ("empresa_id","entrega_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "quiosque_dispositivo_codigo_uq" ON "quiosque_dispositivo" USING btree ("codigo_hash");