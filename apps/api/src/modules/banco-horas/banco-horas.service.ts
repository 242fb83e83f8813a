import type { Deps } from './banco-horas.comum.ts';
import { createCadastros } from './use-cases/cadastros.ts';
import { createCiclos } from './use-cases/ciclos.ts';
import { createColaboradores } from './use-cases/colaboradores.ts';
import { createEncerramentos } from './use-cases/encerramentos.ts';
import { createEquipe } from './use-cases/equipe.ts';
import { createEstagios } from './use-cases/estagios.ts';
import { createEstagiosMensais } from './use-cases/estagios-mensais.ts';
import { createEstorno } from './use-cases/estorno.ts';
import { createEstornoPagamento } from './use-cases/estorno-pagamento.ts';
import { createExtrato } from './use-cases/extrato.ts';
import { createFechamento } from './use-cases/fechamento.ts';
import { quantidadesDoBancoParaFolha } from './use-cases/folha.ts';
import { createImportacao } from './use-cases/importacao.ts';
import { createLote } from './use-cases/lote.ts';
import { createPagamentos } from './use-cases/pagamentos.ts';
import { createPendentes } from './use-cases/pendentes.ts';
import { createRelatorios } from './use-cases/relatorios.ts';
import { createSimulador } from './use-cases/simulador.ts';

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
  /** Pagamento por estágio no fechamento da competência (o módulo `fechamento` o recebe). */
  estagiosMensais: createEstagiosMensais(deps),
  /** Pagamentos do banco como quantidades da folha (o módulo `verba` as recebe). */
  quantidadesParaFolha: quantidadesDoBancoParaFolha(deps.db),
  /** Desfazer pagamento extraordinário, fechamento antecipado e rescisão. */
  estornoPagamento: createEstornoPagamento(deps),
  ...createPendentes(deps),
  importacao: createImportacao(deps),
  lote: createLote(deps),
  ...createEquipe(deps),
  relatorios: createRelatorios(deps),
  ...createSimulador(deps),
});
export type BancoHorasService = ReturnType<typeof createBancoHorasService>;
