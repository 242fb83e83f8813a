-- Tentativas de verificação facial: só inserção (auditoria das pontuações de cada marcação).
CREATE TRIGGER biometria_verificacao_imutavel BEFORE UPDATE OR DELETE ON "biometria_verificacao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER biometria_verificacao_sem_truncate BEFORE TRUNCATE ON "biometria_verificacao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
