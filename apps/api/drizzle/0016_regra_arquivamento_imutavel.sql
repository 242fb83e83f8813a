-- Arquivamento de regras: cada arquivamento/reativação é um fato com autor e hora (só inserção);
-- o estado atual é o evento mais recente, e o histórico nunca muda.
CREATE TRIGGER regra_arquivamento_imutavel BEFORE UPDATE OR DELETE ON "regra_arquivamento"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_arquivamento_sem_truncate BEFORE TRUNCATE ON "regra_arquivamento"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
