-- Índice único do reenvio idempotente (empresa, colaborador, eventoId) só com as marcações que têm
-- eventoId: a unicidade é a mesma (nulos não colidem num índice único), o índice fica do tamanho
-- dos reenvios e deixa de concorrer com marcacao_usuario_data_ix na busca do duplo clique do lote
-- do REP. Sem estatísticas da tabela (autovacuum desligado ou tabela que acabou de crescer), o
-- planejador escolhia este índice: empresa e colaborador na busca, data e minuto como filtro
-- sobre todas as marcações da pessoa, a cada linha do lote e sob a trava do REP.
DROP INDEX "marcacao_evento_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "marcacao_evento_uq" ON "marcacao" USING btree ("empresa_id","usuario_id","evento_id") WHERE "marcacao"."evento_id" is not null;