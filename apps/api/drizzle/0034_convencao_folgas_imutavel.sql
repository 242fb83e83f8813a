-- Versões da convenção coletiva e razão do banco de folgas: só inserção (estorno desfaz, não apaga).
CREATE TRIGGER convencao_coletiva_versao_imutavel BEFORE UPDATE OR DELETE ON "convencao_coletiva_versao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER convencao_coletiva_versao_sem_truncate BEFORE TRUNCATE ON "convencao_coletiva_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER banco_folga_lancamento_imutavel BEFORE UPDATE OR DELETE ON "banco_folga_lancamento"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER banco_folga_lancamento_sem_truncate BEFORE TRUNCATE ON "banco_folga_lancamento"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
