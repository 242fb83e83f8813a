CREATE TABLE "apuracao_resultado" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data" text NOT NULL,
	"reprocessamento_id" integer,
	"tipo_dia" text NOT NULL,
	"previsto" double precision NOT NULL,
	"trabalhado" double precision NOT NULL,
	"trabalhado_relogio" integer NOT NULL,
	"noturno" double precision NOT NULL,
	"saldo" double precision NOT NULL,
	"extras" jsonb NOT NULL,
	"extras_noturnas" double precision NOT NULL,
	"debito" double precision NOT NULL,
	"falta" double precision NOT NULL,
	"intervalo_indenizado" integer NOT NULL,
	"interjornada_suprimida" integer NOT NULL,
	"banco_credito" double precision NOT NULL,
	"banco_debito" double precision NOT NULL,
	"dsr_perdido" boolean NOT NULL,
	"alertas" jsonb NOT NULL,
	"inconsistencias" jsonb NOT NULL,
	"pendente" boolean NOT NULL,
	"marcacoes" jsonb NOT NULL,
	"calculado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "apuracao_resultado_empresa_id_usuario_id_data_pk" PRIMARY KEY("empresa_id","usuario_id","data")
);
--> statement-breakpoint
CREATE TABLE "reprocessamento" (
	"empresa_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reprocessamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"data_inicio" text NOT NULL,
	"data_fim" text NOT NULL,
	"departamento_id" integer,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processados" integer DEFAULT 0 NOT NULL,
	"dias_apurados" integer DEFAULT 0 NOT NULL,
	"dias_com_ocorrencia" integer DEFAULT 0 NOT NULL,
	"solicitante_id" integer NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"iniciado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"cancelado_por_id" integer,
	"job_id" text,
	"erro" text,
	CONSTRAINT "reprocessamento_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "reprocessamento_log" (
	"empresa_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reprocessamento_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reprocessamento_id" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"nivel" text NOT NULL,
	"mensagem" text NOT NULL,
	CONSTRAINT "reprocessamento_log_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "apuracao_resultado" ADD CONSTRAINT "apuracao_resultado_empresa_id_usuario_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apuracao_resultado" ADD CONSTRAINT "apuracao_resultado_empresa_id_reprocessamento_id_reprocessamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","reprocessamento_id") REFERENCES "public"."reprocessamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reprocessamento" ADD CONSTRAINT "reprocessamento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reprocessamento" ADD CONSTRAINT "reprocessamento_empresa_id_departamento_id_departamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","departamento_id") REFERENCES "public"."departamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reprocessamento" ADD CONSTRAINT "reprocessamento_empresa_id_solicitante_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","solicitante_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reprocessamento" ADD CONSTRAINT "reprocessamento_empresa_id_cancelado_por_id_usuario_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cancelado_por_id") REFERENCES "public"."usuario"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reprocessamento_log" ADD CONSTRAINT "reprocessamento_log_empresa_id_reprocessamento_id_reprocessamento_empresa_id_id_fk" FOREIGN KEY ("empresa_id","reprocessamento_id") REFERENCES "public"."reprocessamento"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apuracao_resultado_data_ix" ON "apuracao_resultado" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "reprocessamento_status_ix" ON "reprocessamento" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "reprocessamento_log_pedido_ix" ON "reprocessamento_log" USING btree ("empresa_id","reprocessamento_id","id");