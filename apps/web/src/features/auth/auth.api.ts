import type { LoginCredenciais, LoginResposta } from '@jornada/contracts';
import { findUuidDispositivo } from '../../app/session/session-storage.ts';
import type { LoginAceito, TokenRecebido } from '../../app/session/session-store.ts';
import type { TokenSessao } from '../../app/session/session-types.ts';
import { base64Utf8, sha256Hex } from '../../lib/crypto.ts';
import { apiFetch, apiFetchWithCaptcha } from '../../lib/http/api-fetch.ts';
import { ErroApi, isErroApi } from '../../lib/http/erro-api.ts';

export type DadosLogin = {
  empresaId: number;
  email: string;
  senha: string;
  /** Código de 6 dígitos do aplicativo autenticador (segundo fator). */
  codigoTotp?: string;
};

/** Corpo do POST /login (spec §3, §5, §7): base64 do JSON, senha só como SHA-256 maiúsculo. */
export const montarCorpoLogin = async (
  { empresaId, email, senha, codigoTotp }: DadosLogin,
  deviceId: string,
): Promise<{ data: string }> => {
  const credenciais: LoginCredenciais = {
    EmpresaId: empresaId,
    Email: email.trim(),
    Senha: await sha256Hex(senha),
    grantType: 'password',
    deviceId,
    ...(codigoTotp ? { CodigoTotp: codigoTotp } : {}),
  };
  return { data: base64Utf8(JSON.stringify(credenciais)) };
};

/** Os schemas (zod) descem com a primeira resposta, não com a tela de login. */
export const carregarSchemas = () => import('./auth.schemas.ts');

/**
 * Uma resposta de sessão (login, primeiro acesso, reset, SSO, AD, HQ) vira LoginAceito; sem
 * usuário ou token não há sessão, e isso é erro com a Mensagem do servidor.
 */
export const exigirSessao = async (bruto: unknown): Promise<LoginAceito> => {
  const { loginRespostaSchema } = await carregarSchemas();
  const resposta = loginRespostaSchema.parse(bruto);
  const { Usuario, Token } = resposta;
  if (!Usuario || !Token) throw new ErroApi(401, resposta);
  return { ...resposta, Usuario, Token };
};

/**
 * Login. Só HTTP 200 com usuário e token é sucesso (spec §7); 401 e afins chegam como ErroApi com
 * a Mensagem do servidor. Usa a variante com captcha: um 405 abre o desafio e repete a chamada.
 */
export const entrar = async (dados: DadosLogin): Promise<LoginAceito> => {
  // O módulo dos schemas desce enquanto a senha vira SHA-256: nenhuma espera a mais no login.
  const [corpo] = await Promise.all([
    montarCorpoLogin(dados, findUuidDispositivo()),
    carregarSchemas(),
  ]);
  const bruto = await apiFetchWithCaptcha('auth', '/login', {
    method: 'POST',
    body: corpo,
    accessToken: null,
    isSomente200: true,
  });
  return exigirSessao(bruto);
};

const SEGUNDOS_FATORES = ['codigo', 'cadastro'] as const;

/** O servidor pediu o segundo fator? ('codigo' num 401 do login; 'cadastro' numa sessão 200.) */
export const segundoFatorDoErro = (erro: unknown): LoginResposta['SegundoFator'] => {
  if (!isErroApi(erro) || erro.status !== 401) return null;
  const corpo = erro.corpo as { SegundoFator?: unknown } | null | undefined;
  return SEGUNDOS_FATORES.find((fator) => fator === corpo?.SegundoFator) ?? null;
};

/** Revoga o refresh token no servidor. Roda depois de a sessão local já ter sido limpa. */
export const sairNaApi = async (token: TokenSessao): Promise<void> => {
  await apiFetch('auth', '/logout', {
    method: 'POST',
    body: { refreshToken: token.RefreshToken },
    accessToken: token.AccessToken,
  });
};

/**
 * POST /sign-in (spec §7): base64 de {email, grantType refreshToken, refreshToken}. O refresh
 * token gira a cada uso; só HTTP 200 é sucesso.
 */
export const renovarNaApi = async (email: string, refreshToken: string): Promise<TokenRecebido> => {
  const data = base64Utf8(JSON.stringify({ email, grantType: 'refreshToken', refreshToken }));
  const bruto = await apiFetch('auth', '/sign-in', {
    method: 'POST',
    body: { data },
    accessToken: null,
    isSomente200: true,
  });
  const { signInRespostaSchema } = await carregarSchemas();
  return signInRespostaSchema.parse(bruto).Token;
};

/** GET /recurso/update (spec §7): reautentica com as permissões atuais; Data traz o Token. */
export const atualizarRecursosNaApi = async (): Promise<Omit<LoginAceito, 'Mensagem'>> => {
  const [bruto, { recursoUpdateSchema }] = await Promise.all([
    apiFetch('auth', '/recurso/update', { isSomente200: true }),
    carregarSchemas(),
  ]);
  const { Data } = recursoUpdateSchema.parse(bruto);
  if (!Data?.Usuario || !Data.Token) throw new ErroApi(401, bruto);
  return { ...Data, Usuario: Data.Usuario, Token: Data.Token };
};
