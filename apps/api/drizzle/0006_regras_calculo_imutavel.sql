-- Regras de cálculo, de ponto, de apuração e alocações: cada versão é um fato com vigência e
-- autor; uma mudança é sempre uma versão nova (só inserção), para que recalcular um mês passado
-- use a regra em vigor então e o histórico nunca mude.
CREATE TRIGGER regra_calculo_versao_imutavel BEFORE UPDATE OR DELETE ON "regra_calculo_versao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_calculo_versao_sem_truncate BEFORE TRUNCATE ON "regra_calculo_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_ponto_versao_imutavel BEFORE UPDATE OR DELETE ON "regra_ponto_versao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_ponto_versao_sem_truncate BEFORE TRUNCATE ON "regra_ponto_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_ponto_versao_regra_imutavel BEFORE UPDATE OR DELETE ON "regra_ponto_versao_regra"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_ponto_versao_regra_sem_truncate BEFORE TRUNCATE ON "regra_ponto_versao_regra"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_ponto_padrao_imutavel BEFORE UPDATE OR DELETE ON "regra_ponto_padrao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_ponto_padrao_sem_truncate BEFORE TRUNCATE ON "regra_ponto_padrao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_apuracao_versao_imutavel BEFORE UPDATE OR DELETE ON "regra_apuracao_versao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER regra_apuracao_versao_sem_truncate BEFORE TRUNCATE ON "regra_apuracao_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER alocacao_regra_versao_imutavel BEFORE UPDATE OR DELETE ON "alocacao_regra_versao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER alocacao_regra_versao_sem_truncate BEFORE TRUNCATE ON "alocacao_regra_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
