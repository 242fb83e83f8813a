import type { DiaResumido } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { paraContrato } from '../marcacao.mapeamento.ts';
import { marcacaoRepository } from '../marcacao.repository.ts';

/** Marcações originais do dia do colaborador logado (hoje, no fuso da empresa, por padrão). */
export const createDiaResumido =
  ({ db, clock }: { db: Db; clock: () => Date }) =>
  async (auth: AuthContext, data: string | undefined): Promise<DiaResumido> => {
    const repo = marcacaoRepository({ db, empresaId: auth.empresaId });
    const dia = data ?? instanteLocal(clock(), await repo.fusoDaEmpresa()).data;
    const rows = await repo.listDoPeriodo(auth.usuarioId, dia, dia);
    return { data: dia, marcacoes: rows.map(paraContrato) };
  };
