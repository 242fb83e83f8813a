import { apiFetch } from '../../../lib/http/api-fetch.ts';

/**
 * GET /push/chave-publica: a chave VAPID do servidor (applicationServerKey do subscribe). O
 * schema (zod) desce só aqui, depois do login, e não com a tela de login.
 */
export const findChavePublicaVapid = async (): Promise<string> => {
  const [bruto, { pushChaveRespostaSchema }] = await Promise.all([
    apiFetch('auth', '/push/chave-publica', { accessToken: null }),
    import('../auth.schemas.ts'),
  ]);
  const { data } = pushChaveRespostaSchema.parse(bruto);
  if (!data) throw new Error('resposta sem a chave VAPID');
  return data.publicKey;
};

export type InscricaoPush = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** POST /push/inscricao: registra (ou atualiza) a inscrição deste dispositivo (uuid). */
export const registrarInscricaoPush = async (uuid: string, subscription: InscricaoPush) => {
  await apiFetch('auth', '/push/inscricao', { method: 'POST', body: { uuid, subscription } });
};

/** DELETE /push/inscricao/{uuid}: no logout, o dispositivo deixa de receber avisos da conta. */
export const removerInscricaoPush = async (uuid: string, accessToken: string) => {
  await apiFetch('auth', `/push/inscricao/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
    accessToken,
  });
};
