import type { Deps } from './banco-horas.comum.ts';
import { createCadastros } from './use-cases/cadastros.ts';
import { createCiclos } from './use-cases/ciclos.ts';
import { createColaboradores } from './use-cases/colaboradores.ts';
import { createEstagios } from './use-cases/estagios.ts';
import { createExtrato } from './use-cases/extrato.ts';
import { createFechamento } from './use-cases/fechamento.ts';

/**
 * Banco de horas (CLT art. 59): configuração, ciclos, colaboradores, lançamentos, extrato e
 * fechamento. Saldos, extratos e fechamentos saem do motor (`apurarBancoHoras`, @jornada/domain)
 * sobre os créditos e débitos diários do espelho (`calcularEspelhos`).
 */
export const createBancoHorasService = (deps: Deps) => ({
  ...createCadastros(deps),
  ciclos: createCiclos(deps),
  estagios: createEstagios(deps),
  colaboradores: createColaboradores(deps),
  ...createExtrato(deps),
  fechamento: createFechamento(deps),
});
export type BancoHorasService = ReturnType<typeof createBancoHorasService>;
