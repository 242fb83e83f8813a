import type { LancamentoSobreaviso } from '@jornada/contracts';
import { addDias, type TipoSobreaviso } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import type { AlocacaoRow, LancamentoRow } from '../sobreaviso.repository.ts';
import { type Apuracao, apurar, comTipo, escalasDaAlocacao } from './apuracao.ts';
import { repo } from './comum.ts';

/** Escalas planejadas (alocações ativas) de uma pessoa que começam em [de, ate]. */
export const escalasPlanejadas = (alocacoes: readonly AlocacaoRow[], de: string, ate: string) =>
  alocacoes.flatMap((a) => comTipo(escalasDaAlocacao(a, de, ate), a.tipo));

/**
 * Apuração de um lançamento pelo motor: a espera paga a sua fração; o acionamento é trabalho
 * (Súmula 428 TST), apurado contra as escalas planejadas da pessoa (alerta se cair fora delas).
 */
const apurarUm = (l: LancamentoRow, alocacoes: readonly AlocacaoRow[]): Apuracao => {
  if (l.natureza === 'espera') {
    const a = apurar(comTipo([l], l.tipo), []);
    return { ...a, minutosTrabalhados: 0 };
  }
  const escalas = escalasPlanejadas(
    alocacoes.filter((a) => a.usuarioId === l.usuarioId),
    addDias(l.inicio.slice(0, 10), -1),
    l.fim.slice(0, 10),
  );
  const a = apurar(escalas, [l]);
  return {
    minutosEspera: 0,
    equivalenteNormal: 0,
    minutosTrabalhados: a.minutosTrabalhados,
    alertas: a.alertas.filter((x) => x === 'ACIONAMENTO_FORA_DE_ESCALA'),
  };
};

export const paraLancamento = (r: LancamentoRow, apuracao: Apuracao): LancamentoSobreaviso => ({
  id: r.id,
  usuarioId: r.usuarioId,
  usuarioNome: r.usuarioNome,
  natureza: r.natureza as LancamentoSobreaviso['natureza'],
  inicio: r.inicio,
  fim: r.fim,
  motivoId: r.motivoId,
  motivoDescricao: r.motivoDescricao,
  descricao: r.descricao,
  regraId: r.regraId,
  regraNome: r.regraNome,
  tipo: r.tipo as TipoSobreaviso,
  status: r.status as LancamentoSobreaviso['status'],
  observacaoDecisao: r.observacaoDecisao,
  decididoPor: r.decididoPor,
  decididoEm: r.decididoEm?.toISOString() ?? null,
  criadoPor: r.criadoPor,
  criadoEm: r.criadoEm.toISOString(),
  versao: r.versao,
  apuracao,
});

/** Lançamentos com a apuração: uma consulta de alocações para o lote todo. */
export const comApuracao = async (
  d: Db | Tx,
  auth: AuthContext,
  linhas: readonly LancamentoRow[],
): Promise<LancamentoSobreaviso[]> => {
  if (linhas.length === 0) return [];
  const datas = linhas.flatMap((l) => [l.inicio.slice(0, 10), l.fim.slice(0, 10)]).sort();
  const alocacoes = await repo(d, auth).listAlocacoes({
    inicio: addDias(datas[0]!, -1),
    fim: datas[datas.length - 1]!,
    ativo: true,
  });
  return linhas.map((l) => paraLancamento(l, apurarUm(l, alocacoes)));
};
