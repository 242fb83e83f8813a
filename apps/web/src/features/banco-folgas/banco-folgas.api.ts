import { type ExtratoFolgas, extratoFolgasRespostaSchema } from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** GET /api/banco-folgas/meu: o saldo, o que vence e o extrato da própria pessoa. */
export const loadMeuBancoFolgas = async (): Promise<ExtratoFolgas> => {
  const r = extratoFolgasRespostaSchema.parse(await apiFetch('bancoFolgas', '/meu'));
  if (!r.data) throw new Error('Resposta sem dados do banco de folgas.');
  return r.data;
};
