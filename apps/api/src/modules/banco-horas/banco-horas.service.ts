import type { Deps } from './banco-horas.comum.ts';
import { createCadastros } from './use-cases/cadastros.ts';
import { createCiclos } from './use-cases/ciclos.ts';
import { createColaboradores } from './use-cases/colaboradores.ts';
import { createEncerramentos } from './use-cases/encerramentos.ts';
import { createEquipe } from './use-cases/equipe.ts';
import { createEstagios } from './use-cases/estagios.ts';
import { createEstorno } from './use-cases/estorno.ts';
import { createExtrato } from './use-cases/extrato.ts';
import { createFechamento } from './use-cases/fechamento.ts';
import { createImportacao } from './use-cases/importacao.ts';
import { createLote } from './use-cases/lote.ts';
import { createPagamentos } from './use-cases/pagamentos.ts';
import { createPendentes } from './use-cases/pendentes.ts';

/**
 * Banco de horas (CLT art. 59): configuração, ciclos, colaboradores, lançamentos, extrato,
 * fechamento, pagamentos extraordinários, encerramentos (antecipado, rescisão), importação de
 * saldo anterior, atribuição em lote e a equipe do gestor. Saldos, extratos e fechamentos saem do motor (`apurarBancoHoras`, @jornada/domain)
 * sobre os créditos e débitos diários do espelho (`calcularEspelhos`).
 */
export const createBancoHorasService = (deps: Deps) => ({
  ...createCadastros(deps),
  ciclos: createCiclos(deps),
  estagios: createEstagios(deps),
  colaboradores: createColaboradores(deps),
  ...createExtrato(deps),
  fechamento: createFechamento(deps),
  pagamentos: createPagamentos(deps),
  ...createEstorno(deps),
  encerramentos: createEncerramentos(deps),
  ...createPendentes(deps),
  importacao: createImportacao(deps),
  lote: createLote(deps),
  ...createEquipe(deps),
});
export type BancoHorasService = ReturnType<typeof createBancoHorasService>;
