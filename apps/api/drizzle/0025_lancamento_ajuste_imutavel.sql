-- Ajustes de período aquisitivo (faltas que valem para o direito, CLT art. 130): cada ajuste do RH
-- é um fato com motivo (só inserção); corrigir é gravar outro ajuste, o mais recente vale.
CREATE TRIGGER lancamento_ferias_ajuste_imutavel BEFORE UPDATE OR DELETE ON "lancamento_ferias_ajuste"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER lancamento_ferias_ajuste_sem_truncate BEFORE TRUNCATE ON "lancamento_ferias_ajuste"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
