CREATE TABLE "perfil" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "perfil_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"rotas" text[] NOT NULL,
	CONSTRAINT "perfil_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "usuario_perfil" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"perfil_id" integer NOT NULL,
	CONSTRAINT "usuario_perfil_empresa_id_usuario_id_perfil_id_pk" PRIMARY KEY("empresa_id","usuario_id","perfil_id")
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"usuario_id" integer,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auditoria_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"empresa_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"familia" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "refresh_token_empresa_id_token_hash_pk" PRIMARY KEY("empresa_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "tentativa_login" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tentativa_login_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"sucesso" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tentativa_login_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "marcacao" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "marcacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"filial_id" integer NOT NULL,
	"nsr" bigint NOT NULL,
	"usuario_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"gravado_em" timestamp with time zone NOT NULL,
	"fuso" text NOT NULL,
	"data" text NOT NULL,
	"minuto" smallint NOT NULL,
	"origem" text NOT NULL,
	"coletor" smallint NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"evento_id" text,
	"duplicada" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"precisao_metros" double precision,
	"hash" text NOT NULL,
	CONSTRAINT "marcacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "rep" (
	"empresa_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"numero_inpi" text NOT NULL,
	"ultimo_nsr" bigint DEFAULT 0 NOT NULL,
	"ultimo_hash" text,
	CONSTRAINT "rep_empresa_id_filial_id_pk" PRIMARY KEY("empresa_id","filial_id")
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cargo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cargo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "centro_custo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "centro_custo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "centro_custo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "departamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "departamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "departamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text NOT NULL,
	"fuso_horario" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"uf" text DEFAULT 'SP' NOT NULL,
	"configuracao" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filial" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "filial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"cnpj" text NOT NULL,
	"cidade" text,
	"uf" text DEFAULT 'SP' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "filial_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "sindicato" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sindicato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sindicato_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "usuario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"matricula" text,
	"filial_id" integer NOT NULL,
	"departamento_id" integer,
	"cargo_id" integer,
	"turno" text,
	"foto" text,
	"admissao" text,
	"demissao" text,
	"cadastro_confirmado" boolean DEFAULT false NOT NULL,
	"usar_menu_gestor" boolean DEFAULT false NOT NULL,
	"habilitar_marcacao_pela_web" boolean DEFAULT true NOT NULL,
	"senha_hash" text,
	"gestor_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "perfil" ADD CONSTRAINT "perfil_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_empresa_id_perfil_id_perfil_empresa_id_id_fk" FOREIGN KEY ("empresa_id","perfil_id") REFERENCES "public"."perfil"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao" ADD CONSTRAINT "marcacao_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcacao" ADD CONSTRAINT "marcacao_empresa_id_filial_id_rep_empresa_id_filial_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."rep"("empresa_id","filial_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep" ADD CONSTRAINT "rep_empresa_id_filial_id_filial_empresa_id_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD CONSTRAINT "centro_custo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamento" ADD CONSTRAINT "departamento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filial" ADD CONSTRAINT "filial_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sindicato" ADD CONSTRAINT "sindicato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_empresa_id_filial_id_filial_empresa_id_id_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_empresa_id_departamento_id_departamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","departamento_id") REFERENCES "public"."departamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_empresa_id_cargo_id_cargo_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cargo_id") REFERENCES "public"."cargo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_entidade_ix" ON "auditoria" USING btree ("empresa_id","entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_ix" ON "refresh_token" USING btree ("empresa_id","familia");--> statement-breakpoint
CREATE INDEX "tentativa_login_email_ix" ON "tentativa_login" USING btree ("empresa_id","email","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "marcacao_nsr_uq" ON "marcacao" USING btree ("empresa_id","filial_id","nsr");--> statement-breakpoint
CREATE UNIQUE INDEX "marcacao_evento_uq" ON "marcacao" USING btree ("empresa_id","usuario_id","evento_id");--> statement-breakpoint
CREATE INDEX "marcacao_usuario_data_ix" ON "marcacao" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_empresa_nome_uq" ON "cargo" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "centro_custo_empresa_nome_uq" ON "centro_custo" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "departamento_empresa_nome_uq" ON "departamento" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "sindicato_empresa_nome_uq" ON "sindicato" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_empresa_email_uq" ON "usuario" USING btree ("empresa_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_empresa_cpf_uq" ON "usuario" USING btree ("empresa_id","cpf");--> statement-breakpoint
CREATE INDEX "usuario_empresa_departamento_ix" ON "usuario" USING btree ("empresa_id","departamento_id");