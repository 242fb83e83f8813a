CREATE TABLE "documento_assinatura" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "documento_assinatura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lote_id" text NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"competencia" text,
	"usuario_id" integer NOT NULL,
	"enviado_por_id" integer NOT NULL,
	"enviado_em" timestamp with time zone NOT NULL,
	"nome_arquivo" text NOT NULL,
	"original" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"situacao" text NOT NULL,
	"visualizado_em" timestamp with time zone,
	"assinado_em" timestamp with time zone,
	"recusado_em" timestamp with time zone,
	"motivo_recusa" text,
	"metodo" text,
	"ip" text,
	"user_agent" text,
	"codigo" text,
	"selado" "bytea",
	"sha256_selado" text,
	"lembretes" integer DEFAULT 0 NOT NULL,
	"ultimo_lembrete_em" timestamp with time zone,
	CONSTRAINT "documento_assinatura_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "documento_assinatura_evento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "documento_assinatura_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"documento_id" integer NOT NULL,
	"evento" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"detalhe" jsonb,
	CONSTRAINT "documento_assinatura_evento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "banco_horas_pagamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banco_horas_pagamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"vigencia_id" integer NOT NULL,
	"origem" text NOT NULL,
	"data" text NOT NULL,
	"minutos" integer,
	"tipo_rescisao" text,
	"motivo" text NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banco_horas_pagamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "banco_horas_pagamento_origem_ck" CHECK ("banco_horas_pagamento"."origem" in ('extraordinario', 'fechamento-antecipado', 'rescisao')),
	CONSTRAINT "banco_horas_pagamento_minutos_ck" CHECK (("banco_horas_pagamento"."origem" = 'extraordinario') = ("banco_horas_pagamento"."minutos" is not null and "banco_horas_pagamento"."minutos" > 0))
);
--> statement-breakpoint
CREATE TABLE "banco_horas_pagamento_item" (
	"empresa_id" integer NOT NULL,
	"pagamento_id" integer NOT NULL,
	"natureza" text NOT NULL,
	"percentual" double precision NOT NULL,
	"verba" text,
	"minutos" double precision NOT NULL,
	CONSTRAINT "banco_horas_pagamento_item_empresa_id_pagamento_id_natureza_percentual_pk" PRIMARY KEY("empresa_id","pagamento_id","natureza","percentual")
);
--> statement-breakpoint
CREATE TABLE "cadastro_historico" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cadastro_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entidade" text NOT NULL,
	"entidade_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"acao" text NOT NULL,
	"dados" jsonb NOT NULL,
	"autor_id" integer,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "cadastro_historico_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "sindicato_convencao" (
	"empresa_id" integer NOT NULL,
	"sindicato_id" integer NOT NULL,
	"data_base_mes" integer,
	"observacoes" text,
	CONSTRAINT "sindicato_convencao_empresa_id_sindicato_id_pk" PRIMARY KEY("empresa_id","sindicato_id"),
	CONSTRAINT "sindicato_convencao_mes_ck" CHECK ("sindicato_convencao"."data_base_mes" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "colaborador_importacao" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "colaborador_importacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"autor_id" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"linhas" jsonb NOT NULL,
	"cabecalho" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"confirmado_em" timestamp with time zone,
	"rejeitados" jsonb,
	"importados" integer,
	CONSTRAINT "colaborador_importacao_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "competencia_fechada" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"competencia" text NOT NULL,
	"fechamento_id" integer NOT NULL,
	CONSTRAINT "competencia_fechada_empresa_id_usuario_id_competencia_pk" PRIMARY KEY("empresa_id","usuario_id","competencia")
);
--> statement-breakpoint
CREATE TABLE "fatura" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fatura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_empresa_id" integer NOT NULL,
	"competencia" text NOT NULL,
	"empresa_nome" text NOT NULL,
	"cnpj" text NOT NULL,
	"plano_id" integer NOT NULL,
	"plano_nome" text NOT NULL,
	"plano_versao" integer NOT NULL,
	"ativos" integer NOT NULL,
	"faixas" jsonb NOT NULL,
	"faixa_aplicada" integer NOT NULL,
	"subtotal_faixas_centavos" integer NOT NULL,
	"mensalidade_minima_centavos" integer NOT NULL,
	"minimo_aplicado" boolean NOT NULL,
	"valor_centavos" integer NOT NULL,
	"fechado_em" timestamp with time zone NOT NULL,
	"fechado_por" integer,
	CONSTRAINT "fatura_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "fatura_colaborador" (
	"empresa_id" integer NOT NULL,
	"fatura_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"nome" text NOT NULL,
	"matricula" text,
	"admissao" text,
	"demissao" text,
	CONSTRAINT "fatura_colaborador_empresa_id_fatura_id_usuario_id_pk" PRIMARY KEY("empresa_id","fatura_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "plano_faturamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plano_faturamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "plano_faturamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "plano_faturamento_empresa" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plano_faturamento_empresa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_empresa_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"atribuido_em" timestamp with time zone NOT NULL,
	"atribuido_por" integer,
	CONSTRAINT "plano_faturamento_empresa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "plano_faturamento_versao" (
	"empresa_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"vigencia_inicio" text NOT NULL,
	"mensalidade_minima_centavos" integer NOT NULL,
	"faixas" jsonb NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"criado_por" integer,
	CONSTRAINT "plano_faturamento_versao_empresa_id_plano_id_versao_pk" PRIMARY KEY("empresa_id","plano_id","versao"),
	CONSTRAINT "plano_faturamento_versao_minima_ck" CHECK ("plano_faturamento_versao"."mensalidade_minima_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fechamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fechamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competencia" text NOT NULL,
	"escopo" text NOT NULL,
	"filial_id" integer,
	"departamento_id" integer,
	"status" text NOT NULL,
	"colaboradores" integer NOT NULL,
	"avisos" jsonb NOT NULL,
	"fechado_por_id" integer NOT NULL,
	"fechado_em" timestamp with time zone NOT NULL,
	"reaberto_por_id" integer,
	"reaberto_em" timestamp with time zone,
	"motivo_reabertura" text,
	CONSTRAINT "fechamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "fechamento_status_ck" CHECK ("fechamento"."status" in ('fechado', 'reaberto')),
	CONSTRAINT "fechamento_escopo_ck" CHECK ("fechamento"."escopo" in ('empresa', 'filial', 'departamento'))
);
--> statement-breakpoint
CREATE TABLE "fechamento_colaborador" (
	"empresa_id" integer NOT NULL,
	"fechamento_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"competencia" text NOT NULL,
	CONSTRAINT "fechamento_colaborador_empresa_id_fechamento_id_usuario_id_pk" PRIMARY KEY("empresa_id","fechamento_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "fechamento_diferenca" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fechamento_diferenca_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fechamento_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"origem" text NOT NULL,
	"destino" text NOT NULL,
	"codigo" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "fechamento_diferenca_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "fechamento_quantidade" (
	"empresa_id" integer NOT NULL,
	"fechamento_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" integer NOT NULL,
	"espelho" real NOT NULL,
	CONSTRAINT "fechamento_quantidade_empresa_id_fechamento_id_usuario_id_codigo_unidade_pk" PRIMARY KEY("empresa_id","fechamento_id","usuario_id","codigo","unidade")
);
--> statement-breakpoint
CREATE TABLE "ferias_coletiva" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ferias_coletiva_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departamento_id" integer,
	"filial_id" integer,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"dias" integer NOT NULL,
	"aviso_em" text NOT NULL,
	"observacao" text,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "ferias_coletiva_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ferias_coletiva_alvo_ck" CHECK (("ferias_coletiva"."departamento_id" is null) <> ("ferias_coletiva"."filial_id" is null)),
	CONSTRAINT "ferias_coletiva_periodo_ck" CHECK ("ferias_coletiva"."fim" >= "ferias_coletiva"."inicio" and "ferias_coletiva"."dias" >= 10)
);
--> statement-breakpoint
CREATE TABLE "lancamento_ferias_importado" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_ferias_importado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"periodo_aquisitivo" text NOT NULL,
	"periodo_fim" text NOT NULL,
	"dias_direito" integer NOT NULL,
	"dias_gozados" integer NOT NULL,
	"dias_vendidos" integer NOT NULL,
	"observacao" text,
	"arquivo" text NOT NULL,
	"linha" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "lancamento_ferias_importado_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "lancamento_ferias_importado_dias_ck" CHECK ("lancamento_ferias_importado"."dias_direito" between 0 and 30 and "lancamento_ferias_importado"."dias_gozados" >= 0 and "lancamento_ferias_importado"."dias_vendidos" >= 0 and "lancamento_ferias_importado"."dias_gozados" + "lancamento_ferias_importado"."dias_vendidos" <= "lancamento_ferias_importado"."dias_direito")
);
--> statement-breakpoint
CREATE TABLE "empresa_cliente" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"nome_fantasia" text,
	"situacao" text DEFAULT 'ativa' NOT NULL,
	"motivo_situacao" text,
	"situacao_em" timestamp with time zone,
	"modulos_desligados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensagem" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mensagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remetente_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"exigir_confirmacao" boolean NOT NULL,
	"canal_push" boolean NOT NULL,
	"canal_email" boolean NOT NULL,
	"canal_sms" boolean NOT NULL,
	"destinos" jsonb NOT NULL,
	"anexo_nome" text,
	"anexo_tipo" text,
	"anexo_conteudo" "bytea",
	"enviada_em" timestamp with time zone NOT NULL,
	CONSTRAINT "mensagem_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "mensagem_destinatario" (
	"empresa_id" integer NOT NULL,
	"mensagem_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"status_app" text NOT NULL,
	"status_push" text,
	"status_email" text,
	"status_sms" text,
	"erro_entrega" text,
	"lida_em" timestamp with time zone,
	"confirmada_em" timestamp with time zone,
	CONSTRAINT "mensagem_destinatario_empresa_id_mensagem_id_usuario_id_pk" PRIMARY KEY("empresa_id","mensagem_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "grupo" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "grupo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "grupo_membro" (
	"empresa_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "grupo_membro_empresa_id_grupo_id_usuario_id_pk" PRIMARY KEY("empresa_id","grupo_id","usuario_id")
);
--> statement-breakpoint
DROP INDEX "lancamento_ferias_ativa_uq";--> statement-breakpoint
ALTER TABLE "banco_horas_lancamento" ADD COLUMN "estorno_de_id" integer;--> statement-breakpoint
ALTER TABLE "lancamento" ADD COLUMN "ferias_coletiva_id" integer;--> statement-breakpoint
ALTER TABLE "documento_assinatura" ADD CONSTRAINT "documento_assinatura_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura" ADD CONSTRAINT "documento_assinatura_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura" ADD CONSTRAINT "documento_assinatura_empresa_id_enviado_por_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","enviado_por_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura_evento" ADD CONSTRAINT "documento_assinatura_evento_empresa_id_documento_id_documento_assinatura_empresa_id_id_fk" FOREIGN KEY ("empresa_id","documento_id") REFERENCES "public"."documento_assinatura"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinatura_evento" ADD CONSTRAINT "documento_assinatura_evento_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" ADD CONSTRAINT "banco_horas_pagamento_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento" ADD CONSTRAINT "banco_horas_pagamento_vigencia_fk" FOREIGN KEY ("empresa_id","vigencia_id") REFERENCES "public"."banco_horas_colaborador"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banco_horas_pagamento_item" ADD CONSTRAINT "banco_horas_pagamento_item_pagamento_fk" FOREIGN KEY ("empresa_id","pagamento_id") REFERENCES "public"."banco_horas_pagamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sindicato_convencao" ADD CONSTRAINT "sindicato_convencao_sindicato_fk" FOREIGN KEY ("empresa_id","sindicato_id") REFERENCES "public"."sindicato"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_importacao" ADD CONSTRAINT "colaborador_importacao_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencia_fechada" ADD CONSTRAINT "competencia_fechada_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatura" ADD CONSTRAINT "fatura_cliente_empresa_id_empresa_id_fk" FOREIGN KEY ("cliente_empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatura" ADD CONSTRAINT "fatura_empresa_id_plano_id_plano_faturamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","plano_id") REFERENCES "public"."plano_faturamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatura_colaborador" ADD CONSTRAINT "fatura_colaborador_empresa_id_fatura_id_fatura_empresa_id_id_fk" FOREIGN KEY ("empresa_id","fatura_id") REFERENCES "public"."fatura"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_faturamento" ADD CONSTRAINT "plano_faturamento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_faturamento_empresa" ADD CONSTRAINT "plano_faturamento_empresa_cliente_empresa_id_empresa_id_fk" FOREIGN KEY ("cliente_empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_faturamento_empresa" ADD CONSTRAINT "plano_faturamento_empresa_empresa_id_plano_id_plano_faturamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","plano_id") REFERENCES "public"."plano_faturamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_faturamento_versao" ADD CONSTRAINT "plano_faturamento_versao_empresa_id_plano_id_plano_faturamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","plano_id") REFERENCES "public"."plano_faturamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamento_colaborador" ADD CONSTRAINT "fechamento_colaborador_fechamento_fk" FOREIGN KEY ("empresa_id","fechamento_id") REFERENCES "public"."fechamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamento_colaborador" ADD CONSTRAINT "fechamento_colaborador_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamento_diferenca" ADD CONSTRAINT "fechamento_diferenca_colaborador_fk" FOREIGN KEY ("empresa_id","fechamento_id","usuario_id") REFERENCES "public"."fechamento_colaborador"("empresa_id","fechamento_id","usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamento_quantidade" ADD CONSTRAINT "fechamento_quantidade_colaborador_fk" FOREIGN KEY ("empresa_id","fechamento_id","usuario_id") REFERENCES "public"."fechamento_colaborador"("empresa_id","fechamento_id","usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ferias_coletiva" ADD CONSTRAINT "ferias_coletiva_departamento_fk" FOREIGN KEY ("empresa_id","departamento_id") REFERENCES "public"."departamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ferias_coletiva" ADD CONSTRAINT "ferias_coletiva_filial_fk" FOREIGN KEY ("empresa_id","filial_id") REFERENCES "public"."filial"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ferias_coletiva" ADD CONSTRAINT "ferias_coletiva_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_importado" ADD CONSTRAINT "lancamento_ferias_importado_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_ferias_importado" ADD CONSTRAINT "lancamento_ferias_importado_autor_fk" FOREIGN KEY ("empresa_id","autor_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_cliente" ADD CONSTRAINT "empresa_cliente_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_remetente_fk" FOREIGN KEY ("empresa_id","remetente_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem_destinatario" ADD CONSTRAINT "mensagem_destinatario_mensagem_fk" FOREIGN KEY ("empresa_id","mensagem_id") REFERENCES "public"."mensagem"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem_destinatario" ADD CONSTRAINT "mensagem_destinatario_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo" ADD CONSTRAINT "grupo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_membro" ADD CONSTRAINT "grupo_membro_grupo_fk" FOREIGN KEY ("empresa_id","grupo_id") REFERENCES "public"."grupo"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_membro" ADD CONSTRAINT "grupo_membro_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documento_assinatura_codigo_uq" ON "documento_assinatura" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "documento_assinatura_codigo_ix" ON "documento_assinatura" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "documento_assinatura_usuario_ix" ON "documento_assinatura" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "documento_assinatura_lote_ix" ON "documento_assinatura" USING btree ("empresa_id","lote_id");--> statement-breakpoint
CREATE INDEX "documento_assinatura_evento_doc_ix" ON "documento_assinatura_evento" USING btree ("empresa_id","documento_id");--> statement-breakpoint
CREATE INDEX "banco_horas_pagamento_usuario_ix" ON "banco_horas_pagamento" USING btree ("empresa_id","usuario_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "banco_horas_pagamento_encerramento_uq" ON "banco_horas_pagamento" USING btree ("empresa_id","vigencia_id","origem") WHERE "banco_horas_pagamento"."origem" <> 'extraordinario';--> statement-breakpoint
CREATE UNIQUE INDEX "cadastro_historico_versao_uq" ON "cadastro_historico" USING btree ("empresa_id","entidade","entidade_id","versao");--> statement-breakpoint
CREATE INDEX "cadastro_historico_entidade_ix" ON "cadastro_historico" USING btree ("empresa_id","entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "competencia_fechada_fechamento_ix" ON "competencia_fechada" USING btree ("empresa_id","fechamento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fatura_cliente_competencia_uq" ON "fatura" USING btree ("empresa_id","cliente_empresa_id","competencia");--> statement-breakpoint
CREATE INDEX "fatura_competencia_ix" ON "fatura" USING btree ("empresa_id","competencia");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_faturamento_nome_uq" ON "plano_faturamento" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "plano_faturamento_empresa_cliente_ix" ON "plano_faturamento_empresa" USING btree ("empresa_id","cliente_empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_faturamento_versao_vigencia_uq" ON "plano_faturamento_versao" USING btree ("empresa_id","plano_id","vigencia_inicio");--> statement-breakpoint
CREATE INDEX "fechamento_competencia_ix" ON "fechamento" USING btree ("empresa_id","competencia");--> statement-breakpoint
CREATE INDEX "fechamento_colaborador_usuario_ix" ON "fechamento_colaborador" USING btree ("empresa_id","usuario_id","competencia");--> statement-breakpoint
CREATE INDEX "fechamento_diferenca_destino_ix" ON "fechamento_diferenca" USING btree ("empresa_id","destino","usuario_id");--> statement-breakpoint
CREATE INDEX "ferias_coletiva_inicio_ix" ON "ferias_coletiva" USING btree ("empresa_id","inicio");--> statement-breakpoint
CREATE INDEX "lancamento_ferias_importado_periodo_ix" ON "lancamento_ferias_importado" USING btree ("empresa_id","usuario_id","periodo_aquisitivo");--> statement-breakpoint
CREATE INDEX "mensagem_remetente_ix" ON "mensagem" USING btree ("empresa_id","remetente_id","enviada_em");--> statement-breakpoint
CREATE INDEX "mensagem_enviada_ix" ON "mensagem" USING btree ("empresa_id","enviada_em");--> statement-breakpoint
CREATE INDEX "mensagem_destinatario_usuario_ix" ON "mensagem_destinatario" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_empresa_nome_uq" ON "grupo" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "grupo_membro_usuario_idx" ON "grupo_membro" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
ALTER TABLE "banco_horas_lancamento" ADD CONSTRAINT "banco_horas_lancamento_estorno_fk" FOREIGN KEY ("empresa_id","estorno_de_id") REFERENCES "public"."banco_horas_lancamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento" ADD CONSTRAINT "lancamento_ferias_coletiva_fk" FOREIGN KEY ("empresa_id","ferias_coletiva_id") REFERENCES "public"."ferias_coletiva"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banco_horas_lancamento_estorno_uq" ON "banco_horas_lancamento" USING btree ("empresa_id","estorno_de_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lancamento_ferias_ativa_uq" ON "lancamento" USING btree ("empresa_id","usuario_id","periodo_aquisitivo") WHERE "lancamento"."tipo" = 'Ferias' and "lancamento"."status" in ('Pendente', 'Aprovado') and "lancamento"."ferias_coletiva_id" is null;