-- Histórico de verbas e leiautes de exportação: cada versão gravada é um fato (só inserção); o que
-- já foi registrado nunca muda.
CREATE TRIGGER verba_historico_imutavel BEFORE UPDATE OR DELETE ON "verba_historico"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER verba_historico_sem_truncate BEFORE TRUNCATE ON "verba_historico"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
