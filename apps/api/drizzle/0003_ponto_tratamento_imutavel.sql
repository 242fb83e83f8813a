-- Portaria 671: o ARP nunca é alterado nem excluído — eventos do REP (AFD tipos 2, 4, 5, 6) e
-- marcações importadas de REP-C/REP-A ficam só inserção, como a marcação original.
CREATE TRIGGER rep_evento_imutavel BEFORE UPDATE OR DELETE ON "rep_evento"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER rep_evento_sem_truncate BEFORE TRUNCATE ON "rep_evento"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER marcacao_importada_imutavel BEFORE UPDATE OR DELETE ON "marcacao_importada"
  FOR EACH ROW EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
CREATE TRIGGER marcacao_importada_sem_truncate BEFORE TRUNCATE ON "marcacao_importada"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
--> statement-breakpoint
-- Tratamento: nunca excluído; a única mudança é a decisão, uma vez, de ParaAprovar para Aprovada
-- ou Reprovada, sem tocar no que foi pedido (tipo, alvo, hora, motivo, autor).
CREATE OR REPLACE FUNCTION tratamento_so_decisao() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'registro imutável: marcacao_tratamento não permite DELETE'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'ParaAprovar' OR NEW.status NOT IN ('Aprovada', 'Reprovada')
    OR (to_jsonb(NEW) - ARRAY['status', 'decidido_por_id', 'decidido_em', 'decisao_observacao'])
       IS DISTINCT FROM
       (to_jsonb(OLD) - ARRAY['status', 'decidido_por_id', 'decidido_em', 'decisao_observacao'])
  THEN
    RAISE EXCEPTION 'registro imutável: o tratamento % só pode ser decidido uma vez', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER marcacao_tratamento_so_decisao BEFORE UPDATE OR DELETE ON "marcacao_tratamento"
  FOR EACH ROW EXECUTE FUNCTION tratamento_so_decisao();
--> statement-breakpoint
CREATE TRIGGER marcacao_tratamento_sem_truncate BEFORE TRUNCATE ON "marcacao_tratamento"
  FOR EACH STATEMENT EXECUTE FUNCTION recusar_alteracao();
