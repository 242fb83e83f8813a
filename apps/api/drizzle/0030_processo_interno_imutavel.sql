-- Histórico dos processos internos: cada ação (pedido, decisão, devolução, reenvio) é um fato
-- com autor e comentário; nada é alterado nem apagado.
CREATE TRIGGER processo_interno_historico_imutavel BEFORE UPDATE OR DELETE ON "processo_interno_historico"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER processo_interno_historico_sem_truncate BEFORE TRUNCATE ON "processo_interno_historico"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
