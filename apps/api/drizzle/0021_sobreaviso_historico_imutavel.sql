-- Histórico do sobreaviso: cada versão gravada de motivo, regra, alocação e lançamento é um fato
-- (só inserção); o que já foi registrado nunca muda.
CREATE TRIGGER sobreaviso_historico_imutavel BEFORE UPDATE OR DELETE ON "sobreaviso_historico"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER sobreaviso_historico_sem_truncate BEFORE TRUNCATE ON "sobreaviso_historico"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
