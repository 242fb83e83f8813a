import type { AcaoBody } from '@jornada/contracts';
import type { StatusAcao } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { avisarStatusAcao, type Notificador } from '../notificacao/index.ts';
import type { CabeFolgaBancoFolgas } from './acao-banco-folgas.ts';
import type { ListarAusenciasDoPeriodo } from './acao-ferias.ts';
import { acoesDoDia, type FiltroAcoes, findAcao, listAcoes } from './use-cases/consultar-acao.ts';
import { createAcao } from './use-cases/criar-acao.ts';
import { alterarStatusAcao } from './use-cases/status-acao.ts';

/**
 * Ações (alterações de escala): pedir, decidir, remover e consultar (spec §4, §5, §7). Com
 * `notificacao` (o serviço de Web Push do app), a decisão avisa a pessoa da escala; sem ele, não
 * avisa ninguém.
 */
export const createAcaoService = (deps: {
  db: Db;
  clock: () => Date;
  notificacao?: Notificador;
  /** Do banco de folgas (pelo buildApp): oferece a folga do banco no menu 'ações'. */
  cabeFolgaBancoFolgas?: CabeFolgaBancoFolgas;
  /** Abonos e pedidos aprovados (pelo buildApp): recusa ações em dias de férias. */
  listAusencias?: ListarAusenciasDoPeriodo;
}) => ({
  criar: (auth: AuthContext, corpo: AcaoBody) => createAcao(deps, auth, corpo),
  alterarStatus: (auth: AuthContext, pedido: { id: number; status: StatusAcao }) => {
    const decidida = alterarStatusAcao(deps, auth, pedido);
    return deps.notificacao ? decidida.then(avisarStatusAcao(deps.notificacao, auth)) : decidida;
  },
  listar: (auth: AuthContext, f: FiltroAcoes) => listAcoes(deps, auth, f),
  obter: (auth: AuthContext, id: number) => findAcao(deps, auth, id),
  disponiveis: (auth: AuthContext, usuarioId: number, data: string) =>
    acoesDoDia(deps, auth, usuarioId, data),
});
export type AcaoService = ReturnType<typeof createAcaoService>;
