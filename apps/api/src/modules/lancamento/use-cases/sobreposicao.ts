import { formatarDataBr } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import type { LancamentoComPeriodos } from '../lancamento.repository.ts';
import { repo } from './comum.ts';

const NOME_TIPO: Record<string, string> = {
  Ferias: 'férias',
  Recesso: 'recesso',
  DayOff: 'day off',
  AvisoAusencia: 'aviso de ausência',
};

type Trecho = { inicio: string; fim: string };

/** Os dias de um lançamento: os períodos (férias) ou o intervalo (recesso, day off). */
const trechosDe = (l: LancamentoComPeriodos): Trecho[] =>
  l.periodos.length > 0 ? l.periodos : [{ inicio: l.dataInicio, fim: l.dataFim }];

/**
 * Um dia não pode estar em dois lançamentos ativos (pendentes ou aprovados) da mesma pessoa:
 * 409 nomeando o trecho novo (`campo[i].inicio` quando há vários) e o lançamento que já o ocupa.
 */
export const exigirSemSobreposicao = async (
  d: Db | Tx,
  auth: AuthContext,
  usuarioId: number,
  novos: readonly Trecho[],
  campo: string,
  excetoId?: number,
) => {
  const inicio = novos.map((t) => t.inicio).sort()[0]!;
  const fim = novos
    .map((t) => t.fim)
    .sort()
    .reverse()[0]!;
  const ativos = (await repo(d, auth).listAtivosNoIntervalo(usuarioId, inicio, fim)).filter(
    (l) => l.id !== excetoId,
  );
  for (const [i, t] of novos.entries()) {
    for (const l of ativos) {
      const choque = trechosDe(l).find((x) => x.inicio <= t.fim && t.inicio <= x.fim);
      if (!choque) continue;
      throw new AppError(
        'LANCAMENTO_SOBREPOSTO',
        `De ${formatarDataBr(t.inicio)} a ${formatarDataBr(t.fim)} há dias em comum com ${NOME_TIPO[l.tipo] ?? l.tipo} ${l.status.toLowerCase()} de ${formatarDataBr(choque.inicio)} a ${formatarDataBr(choque.fim)}.`,
        409,
        novos.length > 1 || campo === 'periodos' ? `${campo}[${i}].inicio` : campo,
      );
    }
  }
};
