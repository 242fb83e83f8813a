CREATE TABLE "banco_horas" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"configuracao_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banco_horas_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_ciclo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_ciclo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banco_hora_id" integer NOT NULL,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banco_horas_ciclo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_ciclo_inicio_uq" UNIQUE("empresa_id","banco_hora_id","inicio"),
	CONSTRAINT "banco_horas_ciclo_periodo_ck" CHECK ("banco_horas_ciclo"."fim" >= "banco_horas_ciclo"."inicio"),
	CONSTRAINT "banco_horas_ciclo_status_ck" CHECK ("banco_horas_ciclo"."status" in ('aberto', 'fechado'))
);
--> statement-breakpoint
CREATE TABLE "banco_horas_ciclo_verba" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_ciclo_verba_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuracao_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"percentual" double precision NOT NULL,
	"verba" text NOT NULL,
	"descricao" text,
	CONSTRAINT "banco_horas_ciclo_verba_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_ciclo_verba_uq" UNIQUE("empresa_id","configuracao_id","tipo","percentual")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_colaborador" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_colaborador_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banco_hora_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"vigencia_fim" text,
	"saldo_anterior_minutos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banco_horas_colaborador_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_colaborador_vigencia_ck" CHECK ("banco_horas_colaborador"."vigencia_fim" is null or "banco_horas_colaborador"."vigencia_fim" >= "banco_horas_colaborador"."vigencia_inicio")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_configuracao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_configuracao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"fator_domingo_feriado" double precision NOT NULL,
	"percentual_pagamento" double precision NOT NULL,
	"percentual_pagamento_domingo_feriado" double precision NOT NULL,
	"saldo_negativo_no_fechamento" text NOT NULL,
	"vencimento_meses" smallint,
	CONSTRAINT "banco_horas_configuracao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_configuracao_ciclo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_configuracao_ciclo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuracao_id" integer NOT NULL,
	"regime" text NOT NULL,
	"inicio_ciclo" text NOT NULL,
	CONSTRAINT "banco_horas_configuracao_ciclo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_configuracao_ciclo_uq" UNIQUE("empresa_id","configuracao_id")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_estagio" (
	"empresa_id" integer NOT NULL,
	"banco_hora_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"limite_minutos" integer NOT NULL,
	CONSTRAINT "banco_horas_estagio_empresa_id_banco_hora_id_ordem_pk" PRIMARY KEY("empresa_id","banco_hora_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_estagio_verba" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"verba" text NOT NULL,
	"descricao" text
);
--> statement-breakpoint
CREATE TABLE "banco_horas_faixa" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_faixa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuracao_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"ate_minutos" integer,
	"fator" double precision NOT NULL,
	CONSTRAINT "banco_horas_faixa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_faixa_ordem_uq" UNIQUE("empresa_id","configuracao_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_faixa_verba" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_faixa_verba_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"faixa_id" integer NOT NULL,
	"verba" text NOT NULL,
	"descricao" text,
	CONSTRAINT "banco_horas_faixa_verba_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_faixa_verba_uq" UNIQUE("empresa_id","faixa_id")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_fechamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_fechamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ciclo_id" integer NOT NULL,
	"rodada" integer NOT NULL,
	"autor_id" integer,
	"confirmado_em" timestamp with time zone NOT NULL,
	"reaberto_em" timestamp with time zone,
	"reaberto_por" integer,
	"motivo_reabertura" text,
	CONSTRAINT "banco_horas_fechamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_fechamento_rodada_uq" UNIQUE("empresa_id","ciclo_id","rodada")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_fechamento_item" (
	"empresa_id" integer NOT NULL,
	"fechamento_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"natureza" text NOT NULL,
	"percentual" double precision NOT NULL,
	"verba" text,
	"minutos" double precision NOT NULL,
	CONSTRAINT "banco_horas_fechamento_item_empresa_id_fechamento_id_usuario_id_natureza_percentual_pk" PRIMARY KEY("empresa_id","fechamento_id","usuario_id","natureza","percentual")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_lancamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_lancamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data" text NOT NULL,
	"tipo" text NOT NULL,
	"minutos" integer NOT NULL,
	"motivo" text NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banco_horas_lancamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_lancamento_tipo_ck" CHECK ("banco_horas_lancamento"."tipo" in ('credito', 'debito')),
	CONSTRAINT "banco_horas_lancamento_minutos_ck" CHECK ("banco_horas_lancamento"."minutos" > 0)
);
--> statement-breakpoint
CREATE TABLE "intermitente_contratante" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intermitente_contratante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"cnpj" text,
	"responsavel_id" integer,
	"arquivado" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intermitente_contratante_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "intermitente_contratante_tipo_ck" CHECK ("intermitente_contratante"."tipo" in ('interno', 'terceiro'))
);
--> statement-breakpoint
CREATE TABLE "intermitente_contratante_departamento" (
	"empresa_id" integer NOT NULL,
	"contratante_id" integer NOT NULL,
	"departamento_id" integer NOT NULL,
	CONSTRAINT "intermitente_contratante_departamento_empresa_id_contratante_id_departamento_id_pk" PRIMARY KEY("empresa_id","contratante_id","departamento_id")
);
--> statement-breakpoint
CREATE TABLE "intermitente_convocacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intermitente_convocacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"regra_id" integer NOT NULL,
	"contratante_id" integer NOT NULL,
	"grupo_id" integer,
	"cargo_id" integer,
	"filial_id" integer,
	"data_inicio" text NOT NULL,
	"data_fim" text NOT NULL,
	"minuto_entrada" smallint NOT NULL,
	"minuto_saida" smallint NOT NULL,
	"intervalo_minutos" smallint DEFAULT 0 NOT NULL,
	"valor_hora" integer NOT NULL,
	"antecedencia" text NOT NULL,
	"sabado_util" boolean NOT NULL,
	"descricao" text,
	"enviada_em" text NOT NULL,
	"criado_por" integer NOT NULL,
	"interrompida_em" text,
	"motivo_interrupcao_id" integer,
	"interrupcao_observacao" text,
	"interrompida_por" integer,
	CONSTRAINT "intermitente_convocacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "intermitente_convocacao_periodo_ck" CHECK ("intermitente_convocacao"."data_fim" >= "intermitente_convocacao"."data_inicio"),
	CONSTRAINT "intermitente_convocacao_horario_ck" CHECK ("intermitente_convocacao"."minuto_entrada" >= 0 and "intermitente_convocacao"."minuto_saida" <= 1439 and "intermitente_convocacao"."minuto_saida" > "intermitente_convocacao"."minuto_entrada")
);
--> statement-breakpoint
CREATE TABLE "intermitente_convocado" (
	"empresa_id" integer NOT NULL,
	"convocacao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"resposta" text,
	"resposta_em" text,
	"multa_devida_por" text,
	"multa_valor" integer,
	"multa_prazo" text,
	CONSTRAINT "intermitente_convocado_empresa_id_convocacao_id_usuario_id_pk" PRIMARY KEY("empresa_id","convocacao_id","usuario_id"),
	CONSTRAINT "intermitente_convocado_resposta_ck" CHECK (("intermitente_convocado"."resposta" is null and "intermitente_convocado"."resposta_em" is null) or ("intermitente_convocado"."resposta" in ('aceita', 'recusada') and "intermitente_convocado"."resposta_em" is not null))
);
--> statement-breakpoint
CREATE TABLE "intermitente_grupo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intermitente_grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"descricao" text,
	"contratante_id" integer,
	"arquivado" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intermitente_grupo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "intermitente_grupo_membro" (
	"empresa_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "intermitente_grupo_membro_empresa_id_grupo_id_usuario_id_pk" PRIMARY KEY("empresa_id","grupo_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "intermitente_motivo_interrupcao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intermitente_motivo_interrupcao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"descricao" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "intermitente_motivo_interrupcao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "intermitente_regra" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intermitente_regra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"antecedencia" text NOT NULL,
	"sabado_util" boolean NOT NULL,
	"valor_hora" integer NOT NULL,
	"verbas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"arquivada" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intermitente_regra_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "intermitente_regra_antecedencia_ck" CHECK ("intermitente_regra"."antecedencia" in ('dias-corridos', '72h'))
);
--> statement-breakpoint
ALTER TABLE "banco_horas" ADD CONSTRAINT "banco_horas_configuracao_fk" FOREIGN KEY ("empresa_id","configuracao_id") REFERENCES "public"."banco_horas_configuracao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_ciclo" ADD CONSTRAINT "banco_horas_ciclo_banco_fk" FOREIGN KEY ("empresa_id","banco_hora_id") REFERENCES "public"."banco_horas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_ciclo_verba" ADD CONSTRAINT "banco_horas_ciclo_verba_configuracao_fk" FOREIGN KEY ("empresa_id","configuracao_id") REFERENCES "public"."banco_horas_configuracao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_colaborador" ADD CONSTRAINT "banco_horas_colaborador_banco_fk" FOREIGN KEY ("empresa_id","banco_hora_id") REFERENCES "public"."banco_horas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_colaborador" ADD CONSTRAINT "banco_horas_colaborador_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_configuracao_ciclo" ADD CONSTRAINT "banco_horas_configuracao_ciclo_configuracao_fk" FOREIGN KEY ("empresa_id","configuracao_id") REFERENCES "public"."banco_horas_configuracao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_estagio" ADD CONSTRAINT "banco_horas_estagio_banco_fk" FOREIGN KEY ("empresa_id","banco_hora_id") REFERENCES "public"."banco_horas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_faixa" ADD CONSTRAINT "banco_horas_faixa_configuracao_fk" FOREIGN KEY ("empresa_id","configuracao_id") REFERENCES "public"."banco_horas_configuracao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_faixa_verba" ADD CONSTRAINT "banco_horas_faixa_verba_faixa_fk" FOREIGN KEY ("empresa_id","faixa_id") REFERENCES "public"."banco_horas_faixa"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento" ADD CONSTRAINT "banco_horas_fechamento_ciclo_fk" FOREIGN KEY ("empresa_id","ciclo_id") REFERENCES "public"."banco_horas_ciclo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento_item" ADD CONSTRAINT "banco_horas_fechamento_item_fechamento_fk" FOREIGN KEY ("empresa_id","fechamento_id") REFERENCES "public"."banco_horas_fechamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_fechamento_item" ADD CONSTRAINT "banco_horas_fechamento_item_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_lancamento" ADD CONSTRAINT "banco_horas_lancamento_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_contratante" ADD CONSTRAINT "intermitente_contratante_responsavel_fk" FOREIGN KEY ("empresa_id","responsavel_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_contratante_departamento" ADD CONSTRAINT "intermitente_contratante_departamento_contratante_fk" FOREIGN KEY ("empresa_id","contratante_id") REFERENCES "public"."intermitente_contratante"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_contratante_departamento" ADD CONSTRAINT "intermitente_contratante_departamento_departamento_fk" FOREIGN KEY ("empresa_id","departamento_id") REFERENCES "public"."departamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_regra_fk" FOREIGN KEY ("empresa_id","regra_id") REFERENCES "public"."intermitente_regra"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_contratante_fk" FOREIGN KEY ("empresa_id","contratante_id") REFERENCES "public"."intermitente_contratante"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_grupo_fk" FOREIGN KEY ("empresa_id","grupo_id") REFERENCES "public"."intermitente_grupo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_cargo_fk" FOREIGN KEY ("empresa_id","cargo_id") REFERENCES "public"."cargo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_filial_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_criado_por_fk" FOREIGN KEY ("empresa_id","criado_por") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocacao" ADD CONSTRAINT "intermitente_convocacao_motivo_fk" FOREIGN KEY ("empresa_id","motivo_interrupcao_id") REFERENCES "public"."intermitente_motivo_interrupcao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocado" ADD CONSTRAINT "intermitente_convocado_convocacao_fk" FOREIGN KEY ("empresa_id","convocacao_id") REFERENCES "public"."intermitente_convocacao"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_convocado" ADD CONSTRAINT "intermitente_convocado_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_grupo" ADD CONSTRAINT "intermitente_grupo_contratante_fk" FOREIGN KEY ("empresa_id","contratante_id") REFERENCES "public"."intermitente_contratante"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_grupo_membro" ADD CONSTRAINT "intermitente_grupo_membro_grupo_fk" FOREIGN KEY ("empresa_id","grupo_id") REFERENCES "public"."intermitente_grupo"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermitente_grupo_membro" ADD CONSTRAINT "intermitente_grupo_membro_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banco_horas_colaborador_usuario_ix" ON "banco_horas_colaborador" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "banco_horas_colaborador_banco_ix" ON "banco_horas_colaborador" USING btree ("empresa_id","banco_hora_id");--> statement-breakpoint
CREATE INDEX "banco_horas_lancamento_usuario_ix" ON "banco_horas_lancamento" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "intermitente_contratante_nome_uq" ON "intermitente_contratante" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "intermitente_convocacao_periodo_ix" ON "intermitente_convocacao" USING btree ("empresa_id","data_inicio","data_fim");--> statement-breakpoint
CREATE INDEX "intermitente_convocado_usuario_ix" ON "intermitente_convocado" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intermitente_grupo_nome_uq" ON "intermitente_grupo" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "intermitente_grupo_membro_usuario_ix" ON "intermitente_grupo_membro" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intermitente_motivo_interrupcao_uq" ON "intermitente_motivo_interrupcao" USING btree ("empresa_id",lower("descricao"));