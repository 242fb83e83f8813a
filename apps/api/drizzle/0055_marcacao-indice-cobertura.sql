-- Índice de cobertura para a leitura das marcações em lote (espelho, recálculo, reprocessamento):
-- as mesmas colunas de busca (empresa, colaborador, data, minuto) e, só nas folhas, o que a
-- leitura devolve (id, NSR, instante, duplicada). Com o mapa de visibilidade em dia (o autovacuum
-- passa nas tabelas só de inserção), a consulta de um lote de 500 pessoas no mês não visita a
-- tabela: ~40 % menos tempo no banco por lote (docs/desempenho-motor.md). O Drizzle não declara
-- INCLUDE: o schema (marcacao.table.ts) mantém o mesmo nome e as mesmas colunas de busca.
DROP INDEX IF EXISTS "marcacao_usuario_data_ix";
--> statement-breakpoint
CREATE INDEX "marcacao_usuario_data_ix" ON "marcacao" USING btree ("empresa_id","usuario_id","data","minuto") INCLUDE ("id","nsr","data_hora","duplicada");
