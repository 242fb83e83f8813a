CREATE TABLE "biometria_consentimento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "biometria_consentimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"versao_termo" text NOT NULL,
	"termo_hash" text NOT NULL,
	"concedido_em" timestamp with time zone NOT NULL,
	"coletado_por_id" integer NOT NULL,
	"revogado_em" timestamp with time zone,
	"motivo_revogacao" text,
	"revogado_por_id" integer,
	CONSTRAINT "biometria_consentimento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "biometria_modelo" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"consentimento_id" integer NOT NULL,
	"modelo_cifrado" text NOT NULL,
	"amostras" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"criado_por_id" integer NOT NULL,
	CONSTRAINT "biometria_modelo_empresa_id_usuario_id_pk" PRIMARY KEY("empresa_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "biometria_verificacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "biometria_verificacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"dispositivo_id" integer,
	"origem" text NOT NULL,
	"pontuacao" double precision NOT NULL,
	"vivacidade" double precision NOT NULL,
	"aprovado" boolean NOT NULL,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "biometria_verificacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "biometria_consentimento" ADD CONSTRAINT "biometria_consentimento_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometria_modelo" ADD CONSTRAINT "biometria_modelo_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometria_modelo" ADD CONSTRAINT "biometria_modelo_consentimento_fk" FOREIGN KEY ("empresa_id","consentimento_id") REFERENCES "public"."biometria_consentimento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometria_verificacao" ADD CONSTRAINT "biometria_verificacao_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biometria_consentimento_usuario_ix" ON "biometria_consentimento" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "biometria_verificacao_usuario_ix" ON "biometria_verificacao" USING btree ("empresa_id","usuario_id","em");