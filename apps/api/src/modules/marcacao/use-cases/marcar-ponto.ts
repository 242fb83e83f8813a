import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import type { PublicarEvento } from '../../../shared/eventos.ts';
import { createFilaEmLote } from '../../../shared/gravacao-em-lote.ts';
import type { MarcacaoRow } from '../marcacao.mapeamento.ts';
import { marcacaoRepository } from '../marcacao.repository.ts';
import { gravarLote, type MarcarPontoEntrada, type Pedido } from './gravar-lote.ts';
import type { VerificarCerca } from './verificar-cerca.ts';

export { MARCACAO_WEB_DESABILITADA, type MarcarPontoEntrada } from './gravar-lote.ts';

export const createMarcarPonto = ({
  db,
  clock,
  publicar,
  verificarCerca,
}: {
  db: Db;
  clock: () => Date;
  /** Avisa alertas e webhooks depois do commit (só marcações novas, nunca o reenvio). */
  publicar?: PublicarEvento;
  /** Cerca virtual (módulo cerca-virtual): sem ela, nenhuma marcação é avaliada. */
  verificarCerca?: VerificarCerca;
}) => {
  // Uma fila por empresa: as marcações que chegam enquanto um lote da empresa está no banco vão
  // todas no próximo (cerca numa consulta, uma transação para todos os REP do lote). Uma fila
  // por REP dividia os lotes pelo número de filiais e multiplicava as idas ao banco por
  // marcação (docs/desempenho-ponto.md, sétima sessão).
  const enfileirar = createFilaEmLote<Pedido, MarcacaoRow>(gravarLote(db, verificarCerca));

  /**
   * Registra uma marcação com o relógio do servidor (Portaria 671 art. 74: nunca recusa por estar
   * fora da escala). NSR e hash encadeado são calculados na transação que grava; o mesmo
   * `eventoId` devolve a marcação já gravada (reenvio do dispositivo).
   */
  return async (auth: AuthContext, entrada: MarcarPontoEntrada) => {
    // Só o reenvio com `eventoId` consulta o banco antes da fila (o repositório nem é montado).
    const jaGravada = async () =>
      entrada.eventoId
        ? marcacaoRepository({ db, empresaId: auth.empresaId }).findByEvento(
            auth.usuarioId,
            entrada.eventoId,
          )
        : undefined;
    const existente = await jaGravada();
    if (existente) return { marcacao: existente, repetida: true };
    try {
      const pedido = { usuarioId: auth.usuarioId, recebidoEm: clock(), entrada };
      const marcacao = await enfileirar(String(auth.empresaId), pedido);
      if (!marcacao.duplicada)
        publicar?.({
          tipo: 'marcacao.registrada',
          empresaId: auth.empresaId,
          usuarioId: marcacao.usuarioId,
          marcacaoId: marcacao.id,
          dataHora: marcacao.dataHora.toISOString(),
          data: marcacao.data,
          minuto: marcacao.minuto,
          origem: marcacao.origem,
          nsr: marcacao.nsr,
          filialId: marcacao.filialId,
          ...(marcacao.foraDaCerca === null ? {} : { foraDaCerca: marcacao.foraDaCerca }),
        });
      return { marcacao, repetida: false };
    } catch (erro) {
      // Dois envios do mesmo eventoId ao mesmo tempo: o segundo devolve o primeiro.
      const concorrente = isUniqueViolation(erro) ? await jaGravada() : undefined;
      if (concorrente) return { marcacao: concorrente, repetida: true };
      throw erro;
    }
  };
};

const isUniqueViolation = (e: unknown): boolean => {
  const code =
    (e as { code?: string; cause?: { code?: string } }).code ??
    (e as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};
