import type { FechamentoDeps } from './use-cases/comum.ts';
import { consultasUseCases } from './use-cases/consultas.ts';
import { fecharUseCases } from './use-cases/fechar.ts';

export type { FechamentoDeps } from './use-cases/comum.ts';

/**
 * Fechamento da competência (issue #17 §2): verifica (recalcula os espelhos e lista o que impede
 * fechar), fecha com a fotografia das quantidades da folha, congela os dias (módulo
 * `competencia`), reabre com motivo e leva as diferenças do refechamento ao mês seguinte.
 * Acima de `apuracao`, `espelho` e `verba`: recebe as fontes pelo `buildApp`.
 */
export const createFechamentoService = (deps: FechamentoDeps) => ({
  ...consultasUseCases(deps),
  ...fecharUseCases(deps),
});
export type FechamentoService = ReturnType<typeof createFechamentoService>;
