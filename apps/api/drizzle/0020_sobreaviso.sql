CREATE TABLE "sobreaviso_alocacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sobreaviso_alocacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"regra_id" integer NOT NULL,
	"data_inicio" text NOT NULL,
	"data_fim" text NOT NULL,
	"dias_semana" integer[] NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fim" text NOT NULL,
	"observacao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sobreaviso_alocacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "sobreaviso_alocacao_periodo_ck" CHECK ("sobreaviso_alocacao"."data_fim" >= "sobreaviso_alocacao"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "sobreaviso_historico" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sobreaviso_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entidade" text NOT NULL,
	"entidade_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"acao" text NOT NULL,
	"dados" jsonb NOT NULL,
	"autor_id" integer,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "sobreaviso_historico_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "sobreaviso_lancamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sobreaviso_lancamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"natureza" text NOT NULL,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"motivo_id" integer NOT NULL,
	"descricao" text,
	"regra_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"observacao_decisao" text,
	"decidido_por" integer,
	"decidido_em" timestamp with time zone,
	"criado_por" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sobreaviso_lancamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "sobreaviso_lancamento_periodo_ck" CHECK ("sobreaviso_lancamento"."fim" > "sobreaviso_lancamento"."inicio"),
	CONSTRAINT "sobreaviso_lancamento_natureza_ck" CHECK ("sobreaviso_lancamento"."natureza" in ('acionamento', 'espera')),
	CONSTRAINT "sobreaviso_lancamento_status_ck" CHECK ("sobreaviso_lancamento"."status" in ('pendente', 'aprovado', 'reprovado', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "sobreaviso_motivo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sobreaviso_motivo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"descricao" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sobreaviso_motivo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "sobreaviso_regra" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sobreaviso_regra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"descontar_acionamento" boolean DEFAULT true NOT NULL,
	"aprovacao_gestor" boolean DEFAULT true NOT NULL,
	"verba_espera" text,
	"verba_acionamento" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sobreaviso_regra_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "sobreaviso_regra_tipo_ck" CHECK ("sobreaviso_regra"."tipo" in ('sobreaviso', 'prontidao'))
);
--> statement-breakpoint
ALTER TABLE "sobreaviso_alocacao" ADD CONSTRAINT "sobreaviso_alocacao_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobreaviso_alocacao" ADD CONSTRAINT "sobreaviso_alocacao_regra_fk" FOREIGN KEY ("empresa_id","regra_id") REFERENCES "public"."sobreaviso_regra"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobreaviso_lancamento" ADD CONSTRAINT "sobreaviso_lancamento_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobreaviso_lancamento" ADD CONSTRAINT "sobreaviso_lancamento_motivo_fk" FOREIGN KEY ("empresa_id","motivo_id") REFERENCES "public"."sobreaviso_motivo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobreaviso_lancamento" ADD CONSTRAINT "sobreaviso_lancamento_regra_fk" FOREIGN KEY ("empresa_id","regra_id") REFERENCES "public"."sobreaviso_regra"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sobreaviso_alocacao_usuario_ix" ON "sobreaviso_alocacao" USING btree ("empresa_id","usuario_id","data_inicio");--> statement-breakpoint
CREATE INDEX "sobreaviso_historico_entidade_ix" ON "sobreaviso_historico" USING btree ("empresa_id","entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "sobreaviso_lancamento_usuario_ix" ON "sobreaviso_lancamento" USING btree ("empresa_id","usuario_id","inicio");--> statement-breakpoint
CREATE INDEX "sobreaviso_lancamento_status_ix" ON "sobreaviso_lancamento" USING btree ("empresa_id","status");