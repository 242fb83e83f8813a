import {
  envelopeMinusculoSchema,
  filtroRespostaSchema,
  type ItemFiltro,
  ldapConfigSchema,
  politicaSegurancaSchema,
  ssoConfigSchema,
} from '@jornada/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';

export type PoliticaSeguranca = z.infer<typeof politicaSegurancaSchema>;
export type LdapConfig = z.infer<typeof ldapConfigSchema>;
export type SsoConfig = z.infer<typeof ssoConfigSchema>;
export type PessoaFiltro = ItemFiltro;

/** Corpo do PUT /ldap/config (ldapConfigBodySchema): sem `bindSenha`, mantém a guardada. */
export type LdapConfigBody = Omit<LdapConfig, 'temBindSenha'> & { bindSenha?: string };
/** Corpo do PUT /sso/config (ssoConfigBodySchema): sem `clientSecret`, mantém o guardado. */
export type SsoConfigBody = Omit<SsoConfig, 'temClientSecret' | 'redirectUri'> & {
  clientSecret?: string;
};

const politicaResposta = envelopeMinusculoSchema(politicaSegurancaSchema);
const ldapResposta = envelopeMinusculoSchema(ldapConfigSchema);
const ssoResposta = envelopeMinusculoSchema(ssoConfigSchema);

/** Envelope minúsculo conferido pelo contrato; sucesso sem `data` é resposta inválida. */
const dadosDe = <T>(schema: z.ZodType<{ data: T | null }>, bruto: unknown): T => {
  const { data } = schema.parse(bruto);
  if (data === null) throw new Error('resposta sem dados');
  return data;
};

/** GET /politica-seguranca: segundo fator obrigatório para quem tem menu de administração. */
export const loadPolitica = async (): Promise<PoliticaSeguranca> =>
  dadosDe(politicaResposta, await apiFetch('auth', '/politica-seguranca'));

export const salvarPolitica = async (politica: PoliticaSeguranca): Promise<PoliticaSeguranca> =>
  dadosDe(
    politicaResposta,
    await apiFetch('auth', '/politica-seguranca', { method: 'PUT', body: politica }),
  );

/** DELETE /totp/usuarios/{usuarioId}: a pessoa volta a entrar só com a senha (aparelho perdido). */
export const resetarTotp = async (usuarioId: number): Promise<void> => {
  await apiFetch('auth', `/totp/usuarios/${usuarioId}`, { method: 'DELETE' });
};

/** GET /filter/pessoas?search= (serviço base): pessoas da empresa. */
export const findPessoas = async (search: string): Promise<PessoaFiltro[]> =>
  filtroRespostaSchema.parse(await apiFetch('base', '/filter/pessoas', { query: { search } })).data;

export const loadLdap = async (): Promise<LdapConfig> =>
  dadosDe(ldapResposta, await apiFetch('auth', '/ldap/config'));

export const salvarLdap = async (config: LdapConfigBody): Promise<LdapConfig> =>
  dadosDe(ldapResposta, await apiFetch('auth', '/ldap/config', { method: 'PUT', body: config }));

export const loadSso = async (): Promise<SsoConfig> =>
  dadosDe(ssoResposta, await apiFetch('auth', '/sso/config'));

export const salvarSso = async (config: SsoConfigBody): Promise<SsoConfig> =>
  dadosDe(ssoResposta, await apiFetch('auth', '/sso/config', { method: 'PUT', body: config }));
