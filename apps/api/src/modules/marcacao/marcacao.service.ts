import type { Db } from '../../db/client.ts';
import { criarDiaResumido } from './use-cases/dia-resumido.ts';
import { criarMarcarPonto } from './use-cases/marcar-ponto.ts';

export { COLETOR, codigoComprovante, paraContrato, urlComprovante } from './marcacao.mapeamento.ts';
export type { MarcarPontoEntrada } from './use-cases/marcar-ponto.ts';

/** Registro de ponto do REP-P: marcar (POST /MarcarPonto3) e o dia resumido. */
export const createMarcacaoService = ({ db, clock }: { db: Db; clock: () => Date }) => ({
  marcar: criarMarcarPonto({ db, clock }),
  diaResumido: criarDiaResumido({ db, clock }),
});
