-- Ausência justificada (abono): muda o pagamento do dia, então é um fato com autor e hora, só
-- inserção; desfaz-se gravando um cancelamento (também só inserção).
CREATE TRIGGER ausencia_justificada_imutavel BEFORE UPDATE OR DELETE ON "ausencia_justificada"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER ausencia_justificada_sem_truncate BEFORE TRUNCATE ON "ausencia_justificada"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER ausencia_justificada_cancelamento_imutavel BEFORE UPDATE OR DELETE ON "ausencia_justificada_cancelamento"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER ausencia_justificada_cancelamento_sem_truncate BEFORE TRUNCATE ON "ausencia_justificada_cancelamento"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
