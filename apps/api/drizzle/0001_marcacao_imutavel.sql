-- Portaria 671: marcações originais nunca são alteradas nem excluídas; a trilha de auditoria também.
CREATE OR REPLACE FUNCTION recusar_alteracao() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'registro imutável: % não permite %', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER marcacao_imutavel BEFORE UPDATE OR DELETE ON "marcacao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER marcacao_sem_truncate BEFORE TRUNCATE ON "marcacao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER auditoria_imutavel BEFORE UPDATE OR DELETE ON "auditoria"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
