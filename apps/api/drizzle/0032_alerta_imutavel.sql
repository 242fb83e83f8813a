-- Histórico de alertas e leituras: só inserção (quem viu e quando fica como foi registrado).
CREATE TRIGGER alerta_imutavel BEFORE UPDATE OR DELETE ON "alerta"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER alerta_sem_truncate BEFORE TRUNCATE ON "alerta"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER alerta_leitura_imutavel BEFORE UPDATE OR DELETE ON "alerta_leitura"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER alerta_leitura_sem_truncate BEFORE TRUNCATE ON "alerta_leitura"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
