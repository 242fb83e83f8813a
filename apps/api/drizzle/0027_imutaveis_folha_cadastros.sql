-- Faturamento: preços, atribuições de plano e faturas fechadas são só inserção. Mudar um preço é
-- gravar outra vigência; trocar o plano é outra atribuição; uma fatura fechada nunca muda.
CREATE TRIGGER plano_faturamento_versao_imutavel BEFORE UPDATE OR DELETE ON "plano_faturamento_versao"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER plano_faturamento_versao_sem_truncate BEFORE TRUNCATE ON "plano_faturamento_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER plano_faturamento_empresa_imutavel BEFORE UPDATE OR DELETE ON "plano_faturamento_empresa"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER plano_faturamento_empresa_sem_truncate BEFORE TRUNCATE ON "plano_faturamento_empresa"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER fatura_imutavel BEFORE UPDATE OR DELETE ON "fatura"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER fatura_sem_truncate BEFORE TRUNCATE ON "fatura"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER fatura_colaborador_imutavel BEFORE UPDATE OR DELETE ON "fatura_colaborador"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER fatura_colaborador_sem_truncate BEFORE TRUNCATE ON "fatura_colaborador"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
-- Histórico dos cadastros da estrutura: cada versão gravada nunca muda (só inserção).
CREATE TRIGGER cadastro_historico_imutavel BEFORE UPDATE OR DELETE ON "cadastro_historico"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER cadastro_historico_sem_truncate BEFORE TRUNCATE ON "cadastro_historico"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
-- Evidências da assinatura eletrônica (envio, visualização, assinatura, recusa, lembrete): só
-- inserção. Quem assinou, quando, de onde e o hash do documento nunca mudam depois de gravados.
CREATE TRIGGER documento_assinatura_evento_imutavel BEFORE UPDATE OR DELETE ON "documento_assinatura_evento"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER documento_assinatura_evento_sem_truncate BEFORE TRUNCATE ON "documento_assinatura_evento"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
