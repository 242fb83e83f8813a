-- Gravação de um lote de marcações do REP-P num comando só (issue #20; docs/desempenho-ponto.md,
-- item 13). Antes, o lote era uma transação de quatro idas ao banco (BEGIN, trava do REP, INSERT,
-- COMMIT), e a trava ficava segura enquanto o processo da API esperava a vez no laço de eventos
-- para mandar o comando seguinte: na carga aberta, o REP ficava travado ~80 % do tempo, 60 % disso
-- com o banco esperando o cliente. Agora o processo manda um comando (fora de transação aberta por
-- ele): a função trava o REP de cada filial em ordem crescente, numera e encadeia (o hash de cada
-- registro tipo 7 sobre as posições 001–073 seguidas do hash anterior, convenção de
-- packages/domain/src/afd/hash.ts), grava, atualiza o último NSR e hash e devolve as linhas. A
-- trava dura o comando e o commit, nunca uma volta do laço de eventos.
--
-- O domínio continua montando o registro: `resto` são as posições 010–073 (tipo, data-hora da
-- marcação, CPF, data-hora da gravação, coletor, on/off-line) calculadas pelo domínio; aqui só
-- entram o NSR (posições 001–009) e o hash. A busca da duplicada (mesmo colaborador, data e
-- minuto) é um comando da função depois da trava: numa função VOLATILE cada comando tem o seu
-- instantâneo, então ela vê a marcação que o outro processo gravou antes de soltar a trava.
--
-- O commit deste comando não espera o disco (`synchronous_commit` desligado só nele): a trava do
-- REP se solta assim que o commit entra no WAL, e o próximo lote (de outro processo) já pode
-- numerar. Antes, a trava durava também a espera do fsync. Quem chama só responde depois de
-- `marcacao_lote_duravel()`, um commit síncrono que grava um registro mínimo no WAL e espera o
-- disco até ele, e portanto até o commit do lote, que veio antes. Uma queda no meio perde o lote
-- que ninguém viu confirmado (o aparelho reenvia pelo `eventoId`), e o WAL é reaplicado em ordem:
-- um lote posterior nunca sobrevive sem o anterior, então o NSR continua sem lacuna.
-- Ao incluir uma coluna em "marcacao", inclua-a também aqui.
CREATE OR REPLACE FUNCTION marcacao_gravar_lote(p_empresa int, p_linhas jsonb)
RETURNS TABLE (o_id bigint, o_filial int, o_nsr bigint, o_hash text, o_registro text, o_duplicada boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_filiais int[];
  v_travados int;
  v_filial int;
  v_nsr bigint;
  v_hash text;
  v_campos text;
  v_linha record;
  v_k int[] := '{}';
  v_nsrs bigint[] := '{}';
  v_hashes text[] := '{}';
  v_registros text[] := '{}';
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT array_agg(DISTINCT x.filial_id ORDER BY x.filial_id) INTO v_filiais
    FROM jsonb_to_recordset(p_linhas) AS x(filial_id int);
  -- Em ordem crescente: dois lotes nunca se travam em ordem oposta.
  PERFORM 1 FROM rep r
    WHERE r.empresa_id = p_empresa AND r.filial_id = ANY (v_filiais)
    ORDER BY r.filial_id FOR UPDATE;
  GET DIAGNOSTICS v_travados = ROW_COUNT;
  IF v_travados <> coalesce(cardinality(v_filiais), 0) THEN
    RAISE EXCEPTION 'REP-P ausente numa filial do lote de marcações' USING ERRCODE = 'no_data_found';
  END IF;
  FOREACH v_filial IN ARRAY coalesce(v_filiais, '{}') LOOP
    SELECT r.ultimo_nsr, r.ultimo_hash INTO v_nsr, v_hash FROM rep r
      WHERE r.empresa_id = p_empresa AND r.filial_id = v_filial;
    FOR v_linha IN
      SELECT x.k, x.resto FROM jsonb_to_recordset(p_linhas) AS x(k int, filial_id int, resto text)
        WHERE x.filial_id = v_filial ORDER BY x.k
    LOOP
      v_nsr := v_nsr + 1;
      IF v_nsr > 999999998 THEN
        RAISE EXCEPTION 'NSR inválido: % (de 1 a 999999998)', v_nsr;
      END IF;
      IF length(v_linha.resto) <> 64 THEN
        RAISE EXCEPTION 'registro tipo 7 sem as posições 010 a 073: %', v_linha.resto;
      END IF;
      v_campos := lpad(v_nsr::text, 9, '0') || v_linha.resto;
      v_hash := encode(sha256(convert_to(v_campos || coalesce(v_hash, ''), 'LATIN1')), 'hex');
      v_k := v_k || v_linha.k;
      v_nsrs := v_nsrs || v_nsr;
      v_hashes := v_hashes || v_hash;
      v_registros := v_registros || (v_campos || v_hash);
    END LOOP;
    UPDATE rep SET ultimo_nsr = v_nsr, ultimo_hash = v_hash
      WHERE rep.empresa_id = p_empresa AND rep.filial_id = v_filial;
  END LOOP;
  RETURN QUERY
  WITH gravadas AS (
    INSERT INTO marcacao (empresa_id, filial_id, nsr, usuario_id, cpf, data_hora, gravado_em,
      fuso, data, minuto, origem, coletor, offline, evento_id, duplicada, latitude, longitude,
      precisao_metros, fora_da_cerca, distancia_cerca_metros, hash, data_hora_dispositivo,
      gravado_afd, registro)
    SELECT p_empresa, m.filial_id, c.nsr, m.usuario_id, m.cpf, m.data_hora, m.gravado_em,
      m.fuso, m.data, m.minuto, m.origem, m.coletor, m.offline, m.evento_id,
      m.dup OR ja.existe IS NOT NULL,
      m.latitude, m.longitude, m.precisao_metros, m.fora_da_cerca, m.distancia_cerca_metros,
      c.hash, m.data_hora_dispositivo, m.gravado_afd, c.registro
    FROM jsonb_to_recordset(p_linhas) AS m(k int, filial_id int, usuario_id int, cpf text,
      data_hora timestamptz, gravado_em timestamptz, fuso text, data text, minuto smallint,
      origem text, coletor smallint, offline boolean, evento_id text, dup boolean,
      latitude float8, longitude float8, precisao_metros float8, fora_da_cerca boolean,
      distancia_cerca_metros int, data_hora_dispositivo timestamptz, gravado_afd text)
    JOIN unnest(v_k, v_nsrs, v_hashes, v_registros) AS c(k, nsr, hash, registro) ON c.k = m.k
    -- Uma busca no índice por linha (LATERAL + LIMIT): outra marcação do colaborador no minuto.
    LEFT JOIN LATERAL (
      SELECT true AS existe FROM marcacao o
      WHERE o.empresa_id = p_empresa AND o.usuario_id = m.usuario_id
        AND o.data = m.data AND o.minuto = m.minuto
      LIMIT 1
    ) ja ON true
    ORDER BY m.filial_id, c.nsr
    RETURNING marcacao.id, marcacao.filial_id, marcacao.nsr, marcacao.hash, marcacao.registro,
      marcacao.duplicada
  )
  SELECT g.id, g.filial_id, g.nsr, g.hash, g.registro, g.duplicada FROM gravadas g;
END;
$$;
--> statement-breakpoint
-- Barreira de durabilidade: um commit síncrono com um registro transacional mínimo no WAL. O
-- fsync cobre todo o WAL até ele, inclusive o commit assíncrono de `marcacao_gravar_lote`.
CREATE OR REPLACE FUNCTION marcacao_lote_duravel() RETURNS pg_lsn
LANGUAGE sql VOLATILE AS $$
  SELECT pg_logical_emit_message(true, 'jornada.marcacao', '')
$$;
