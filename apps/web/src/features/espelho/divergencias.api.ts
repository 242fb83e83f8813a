import { type AplicarAcaoDivergencia, aplicadasRespostaSchema } from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** POST /api/divergencias/acoes: pedir tratamento, justificar ou ignorar dias em lote. */
export const aplicarAcaoDivergencia = async (corpo: AplicarAcaoDivergencia) => {
  const bruto = await apiFetch('divergencias', '/acoes', { method: 'POST', body: corpo });
  return aplicadasRespostaSchema.parse(bruto).data;
};

/** POST /api/divergencias/desfazer: o dia volta a estar aberto. */
export const desfazerTratativa = async (id: number) => {
  const bruto = await apiFetch('divergencias', '/desfazer', { method: 'POST', body: { id } });
  return aplicadasRespostaSchema.parse(bruto).data;
};
