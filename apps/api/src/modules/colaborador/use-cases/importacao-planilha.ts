import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { lerPlanilha, type PlanilhaLida } from '../../../shared/planilha.ts';

export { MAXIMO_LINHAS_IMPORTACAO } from '../../../shared/planilha.ts';
export type PlanilhaColaboradores = PlanilhaLida;

/** A planilha de colaboradores (a leitura comum de `shared/planilha.ts`). */
export const lerPlanilhaColaboradores = (arquivo: ArquivoRecebido): Promise<PlanilhaLida> =>
  lerPlanilha(arquivo, { singular: 'colaborador', plural: 'colaboradores' });
