import type { QuiosqueDeps } from './quiosque.comum.ts';
import { createAparelho } from './use-cases/aparelho.ts';
import { createDispositivos } from './use-cases/dispositivos.ts';
import { createIdentificar } from './use-cases/identificar.ts';
import { createMarcarQuiosque } from './use-cases/marcar.ts';
import { createPessoaQuiosque } from './use-cases/pessoa.ts';

/**
 * Quiosque de ponto: cadastro dos aparelhos (RH), credenciais das pessoas (PIN, cartão QR, QR
 * dinâmico) e o próprio aparelho (ativação, identificação e marcação pelo REP-P).
 */
export const createQuiosqueService = (deps: QuiosqueDeps) => {
  const identificar = createIdentificar(deps);
  return {
    dispositivos: createDispositivos(deps),
    pessoa: createPessoaQuiosque(deps),
    aparelho: createAparelho(deps),
    identificar,
    marcar: createMarcarQuiosque(deps, identificar),
  };
};
export type QuiosqueService = ReturnType<typeof createQuiosqueService>;
