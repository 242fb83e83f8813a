-- Tratativas de divergências: histórico só de inserção ("desfazer" insere uma linha desfeita).
CREATE TRIGGER divergencia_tratativa_imutavel BEFORE UPDATE OR DELETE ON "divergencia_tratativa"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER divergencia_tratativa_sem_truncate BEFORE TRUNCATE ON "divergencia_tratativa"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
