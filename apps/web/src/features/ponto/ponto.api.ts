import {
  type DiaResumido,
  diaResumidoRespostaSchema,
  type MarcarPontoResposta,
  marcarPontoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** GET /monolito/dia-resumido?data=YYYY-MM-DD: as marcações do usuário logado no dia. */
export const loadDiaResumido = async (data: string): Promise<DiaResumido> => {
  const bruto = await apiFetch('main', '/monolito/dia-resumido', { query: { data } });
  return diaResumidoRespostaSchema.parse(bruto).data;
};

export type PontoRegistrado = MarcarPontoResposta['Data'];

export type MarcarPontoCorpo = {
  eventoId: string;
  offline?: true;
  dataHoraDispositivo?: string;
  /** Local do aparelho no clique (cerca virtual da filial). */
  latitude?: number;
  longitude?: number;
  precisaoMetros?: number;
};

/**
 * POST /MarcarPonto3. On-line, o servidor é quem dá a hora (nunca o navegador); só a marcação
 * off-line leva a hora do dispositivo. O `eventoId` torna o reenvio idempotente.
 */
export const registrarPonto = async (corpo: MarcarPontoCorpo): Promise<PontoRegistrado> => {
  const bruto = await apiFetch('main', '/MarcarPonto3', {
    method: 'POST',
    body: { origem: 'navegador', ...corpo },
  });
  return marcarPontoRespostaSchema.parse(bruto).Data;
};
