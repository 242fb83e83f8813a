import type { Db } from '../../db/client.ts';
import { createDiaResumido } from './use-cases/dia-resumido.ts';
import { createMarcarPonto } from './use-cases/marcar-ponto.ts';

export { COLETOR, codigoComprovante, paraContrato, urlComprovante } from './marcacao.mapeamento.ts';
export type { MarcarPontoEntrada } from './use-cases/marcar-ponto.ts';

/** Registro de ponto do REP-P: marcar (POST /MarcarPonto3) e o dia resumido. */
export const createMarcacaoService = ({ db, clock }: { db: Db; clock: () => Date }) => ({
  marcar: createMarcarPonto({ db, clock }),
  diaResumido: createDiaResumido({ db, clock }),
});
