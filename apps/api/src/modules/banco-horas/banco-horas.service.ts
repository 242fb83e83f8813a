import type { Deps } from './banco-horas.comum.ts';
import { criarCadastros } from './use-cases/cadastros.ts';
import { criarCiclos } from './use-cases/ciclos.ts';
import { criarColaboradores } from './use-cases/colaboradores.ts';
import { criarEstagios } from './use-cases/estagios.ts';
import { criarExtrato } from './use-cases/extrato.ts';
import { criarFechamento } from './use-cases/fechamento.ts';

/**
 * Banco de horas (CLT art. 59): configuração, ciclos, colaboradores, lançamentos, extrato e
 * fechamento. Saldos, extratos e fechamentos saem do motor (`apurarBancoHoras`, @jornada/domain)
 * sobre os créditos e débitos diários do espelho (`calcularEspelhos`).
 */
export const createBancoHorasService = (deps: Deps) => ({
  ...criarCadastros(deps),
  ciclos: criarCiclos(deps),
  estagios: criarEstagios(deps),
  colaboradores: criarColaboradores(deps),
  ...criarExtrato(deps),
  fechamento: criarFechamento(deps),
});
export type BancoHorasService = ReturnType<typeof createBancoHorasService>;
