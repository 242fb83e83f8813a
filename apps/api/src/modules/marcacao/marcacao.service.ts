import type { Db } from '../../db/client.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import { createDiaResumido } from './use-cases/dia-resumido.ts';
import { createMarcarPonto } from './use-cases/marcar-ponto.ts';
import type { VerificarCerca } from './use-cases/verificar-cerca.ts';

export { COLETOR, codigoComprovante, paraContrato, urlComprovante } from './marcacao.mapeamento.ts';
export type { MarcarPontoEntrada } from './use-cases/marcar-ponto.ts';

/** Registro de ponto do REP-P: marcar (POST /MarcarPonto3) e o dia resumido. */
export const createMarcacaoService = ({
  db,
  clock,
  publicar,
  verificarCerca,
}: {
  db: Db;
  clock: () => Date;
  publicar?: PublicarEvento;
  verificarCerca?: VerificarCerca;
}) => ({
  marcar: createMarcarPonto({ db, clock, publicar, verificarCerca }),
  diaResumido: createDiaResumido({ db, clock }),
});
