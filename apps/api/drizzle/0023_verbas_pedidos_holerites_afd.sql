CREATE TABLE "holerite" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "holerite_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lote_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"paginas" jsonb NOT NULL,
	"identificado_por" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	CONSTRAINT "holerite_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "holerite_lote" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "holerite_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holerite_tipo_id" smallint NOT NULL,
	"competencia" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"sha256" text NOT NULL,
	"paginas" integer NOT NULL,
	"nao_identificadas" jsonb NOT NULL,
	"situacao" text NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"publicado_em" timestamp with time zone,
	CONSTRAINT "holerite_lote_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "importacao_afd_mapeamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "importacao_afd_mapeamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"identificador" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "importacao_afd_mapeamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "importacao_afd_tarefa_parte" (
	"empresa_id" integer NOT NULL,
	"tarefa_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"dados" "bytea" NOT NULL,
	CONSTRAINT "importacao_afd_tarefa_parte_empresa_id_tarefa_id_ordem_pk" PRIMARY KEY("empresa_id","tarefa_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "importacao_afd_tarefa" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "importacao_afd_tarefa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"filial_id" integer,
	"numero_rep" text,
	"tamanho" bigint NOT NULL,
	"processados" bigint DEFAULT 0 NOT NULL,
	"resultado" jsonb,
	"erro" text,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"concluido_em" timestamp with time zone,
	"job_id" text,
	CONSTRAINT "importacao_afd_tarefa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "lancamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"data_inicio" text NOT NULL,
	"data_fim" text NOT NULL,
	"dias" integer NOT NULL,
	"motivo" text,
	"observacao" text,
	"periodo_aquisitivo" text,
	"abono_pecuniario" integer DEFAULT 0 NOT NULL,
	"solicitante_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"decidido_por" integer,
	"decidido_em" timestamp with time zone,
	"motivo_decisao" text,
	CONSTRAINT "lancamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "lancamento_tipo_ck" CHECK ("lancamento"."tipo" in ('Ferias', 'Recesso', 'DayOff')),
	CONSTRAINT "lancamento_status_ck" CHECK ("lancamento"."status" in ('Pendente', 'Aprovado', 'Reprovado', 'Cancelado')),
	CONSTRAINT "lancamento_periodo_ck" CHECK ("lancamento"."data_fim" >= "lancamento"."data_inicio" and "lancamento"."dias" > 0)
);
--> statement-breakpoint
CREATE TABLE "lancamento_ferias_ajuste" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_ferias_ajuste_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"periodo_aquisitivo" text NOT NULL,
	"faltas_injustificadas" integer NOT NULL,
	"motivo" text NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "lancamento_ferias_ajuste_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "lancamento_ferias_ajuste_faltas_ck" CHECK ("lancamento_ferias_ajuste"."faltas_injustificadas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lancamento_ferias_periodo" (
	"empresa_id" integer NOT NULL,
	"lancamento_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"dias" integer NOT NULL,
	CONSTRAINT "lancamento_ferias_periodo_empresa_id_lancamento_id_ordem_pk" PRIMARY KEY("empresa_id","lancamento_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "leiaute_exportacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leiaute_exportacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"extensao" text DEFAULT 'txt' NOT NULL,
	"definicao" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "leiaute_exportacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "leiaute_exportacao_extensao_ck" CHECK ("leiaute_exportacao"."extensao" in ('txt', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "verba" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "verba_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidades" jsonb NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"vigencia_fim" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "verba_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "verba_unidade_ck" CHECK ("verba"."unidade" in ('horas', 'dias')),
	CONSTRAINT "verba_vigencia_ck" CHECK ("verba"."vigencia_fim" is null or "verba"."vigencia_fim" >= "verba"."vigencia_inicio")
);
--> statement-breakpoint
CREATE TABLE "verba_historico" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "verba_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entidade" text NOT NULL,
	"entidade_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"acao" text NOT NULL,
	"dados" jsonb NOT NULL,
	"autor_id" integer,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "verba_historico_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "verba_historico_entidade_ck" CHECK ("verba_historico"."entidade" in ('verba', 'leiaute'))
);
--> statement-breakpoint
ALTER TABLE "rep_externo" ADD COLUMN "leiaute" text;--> statement-breakpoint
ALTER TABLE "rep_externo" ADD COLUMN "fabricante" text;--> statement-breakpoint
ALTER TABLE "rep_externo" ADD COLUMN "modelo" text;--> statement-breakpoint
ALTER TABLE "rep_externo" ADD COLUMN "fuso" text;--> statement-breakpoint
ALTER TABLE "rep_externo" ADD COLUMN "nome" text;--> statement-breakpoint
ALTER TABLE "rep_externo" ADD COLUMN "criado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holerite" ADD CONSTRAINT "holerite_empresa_id_lote_id_holerite_lote_empresa_id_id_fk" FOREIGN KEY ("empresa_id","lote_id") REFERENCES "public"."holerite_lote"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holerite" ADD CONSTRAINT "holerite_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD CONSTRAINT "holerite_lote_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holerite_lote" ADD CONSTRAINT "holerite_lote_empresa_id_autor_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao_afd_mapeamento" ADD CONSTRAINT "importacao_afd_mapeamento_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao_afd_tarefa_parte" ADD CONSTRAINT "importacao_afd_tarefa_parte_empresa_id_tarefa_id_importacao_afd_tarefa_empresa_id_id_fk" FOREIGN KEY ("empresa_id","tarefa_id") REFERENCES "public"."importacao_afd_tarefa"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao_afd_tarefa" ADD CONSTRAINT "importacao_afd_tarefa_empresa_id_autor_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento" ADD CONSTRAINT "lancamento_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento" ADD CONSTRAINT "lancamento_solicitante_fk" FOREIGN KEY ("empresa_id","solicitante_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento" ADD CONSTRAINT "lancamento_decidido_por_fk" FOREIGN KEY ("empresa_id","decidido_por") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_ajuste" ADD CONSTRAINT "lancamento_ferias_ajuste_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_ajuste" ADD CONSTRAINT "lancamento_ferias_ajuste_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_periodo" ADD CONSTRAINT "lancamento_ferias_periodo_lancamento_fk" FOREIGN KEY ("empresa_id","lancamento_id") REFERENCES "public"."lancamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holerite_lote_usuario_uq" ON "holerite" USING btree ("empresa_id","lote_id","usuario_id");--> statement-breakpoint
CREATE INDEX "holerite_usuario_ix" ON "holerite" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "importacao_afd_mapeamento_uq" ON "importacao_afd_mapeamento" USING btree ("empresa_id","tipo","identificador");--> statement-breakpoint
CREATE INDEX "lancamento_usuario_ix" ON "lancamento" USING btree ("empresa_id","usuario_id","tipo","data_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "lancamento_ferias_ativa_uq" ON "lancamento" USING btree ("empresa_id","usuario_id","periodo_aquisitivo") WHERE "lancamento"."tipo" = 'Ferias' and "lancamento"."status" in ('Pendente', 'Aprovado');--> statement-breakpoint
CREATE INDEX "lancamento_ferias_ajuste_periodo_ix" ON "lancamento_ferias_ajuste" USING btree ("empresa_id","usuario_id","periodo_aquisitivo");--> statement-breakpoint
CREATE INDEX "lancamento_ferias_periodo_inicio_ix" ON "lancamento_ferias_periodo" USING btree ("empresa_id","inicio");--> statement-breakpoint
CREATE INDEX "verba_codigo_ix" ON "verba" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "verba_historico_entidade_ix" ON "verba_historico" USING btree ("empresa_id","entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "colaborador_documento_pis_ix" ON "colaborador_documento" USING btree ("empresa_id","pis");--> statement-breakpoint
CREATE INDEX "importacao_afd_rep_ix" ON "importacao_afd" USING btree ("empresa_id","rep_externo_id");