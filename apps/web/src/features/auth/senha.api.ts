import type { empresaDoEmailSchema } from '@jornada/contracts';
import type { LoginAceito } from '../../app/session/session-store.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { apiFetch, apiFetchWithCaptcha } from '../../lib/http/api-fetch.ts';
import { carregarSchemas, exigirSessao } from './auth.api.ts';

export type EmpresaDoEmail = ReturnType<typeof empresaDoEmailSchema.parse>;

/** Envelope minúsculo do serviço de autenticação: { success, data, error, message }. */
type EnvelopeAuth = { message?: unknown };

/** POST /validate: empresas em que o e-mail (aparado, spec §5) tem conta e os meios de entrada. */
export const validarEmail = async (email: string): Promise<EmpresaDoEmail[]> => {
  const [bruto, { validateRespostaSchema }] = await Promise.all([
    apiFetchWithCaptcha('auth', '/validate', {
      method: 'POST',
      body: { email: email.trim() },
      accessToken: null,
    }),
    carregarSchemas(),
  ]);
  const { data } = validateRespostaSchema.parse(bruto);
  return data?.empresas ?? [];
};

/** POST /forgot-password: o servidor responde igual exista ou não a conta; devolve a mensagem. */
export const pedirRecuperacaoSenha = async (email: string): Promise<string | null> => {
  const bruto = await apiFetchWithCaptcha('auth', '/forgot-password', {
    method: 'POST',
    body: { email: email.trim() },
    accessToken: null,
  });
  const mensagem = (bruto as EnvelopeAuth | undefined)?.message;
  return typeof mensagem === 'string' ? mensagem : null;
};

export type DadosRedefinicao = { token: string; novaSenha: string; codigoTotp?: string };

/** POST /reset-password com o token do link do e-mail; a senha vai só como SHA-256 maiúsculo. */
export const redefinirSenha = async ({
  token,
  novaSenha,
  codigoTotp,
}: DadosRedefinicao): Promise<LoginAceito> => {
  const bruto = await apiFetch('auth', '/reset-password', {
    method: 'POST',
    body: { token, novaSenha: await sha256Hex(novaSenha), ...(codigoTotp ? { codigoTotp } : {}) },
    accessToken: null,
    isSomente200: true,
  });
  return exigirSessao(bruto);
};

export type DadosTrocaSenha = { senhaAtual: string; novaSenha: string };

/** POST /change-password (logado): devolve a nova sessão (as outras foram revogadas). */
export const trocarSenha = async ({
  senhaAtual,
  novaSenha,
}: DadosTrocaSenha): Promise<LoginAceito> => {
  const bruto = await apiFetch('auth', '/change-password', {
    method: 'POST',
    body: { senhaAtual: await sha256Hex(senhaAtual), novaSenha: await sha256Hex(novaSenha) },
    isSomente200: true,
  });
  return exigirSessao(bruto);
};
