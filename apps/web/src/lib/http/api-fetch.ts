// Pelo subcaminho, e não pelo índice: o índice configura as mensagens do zod (locale.ts), e o
// cliente HTTP, que desce com o /login, traria o zod junto.
import { SERVICOS, type Servico } from '@jornada/contracts/servicos';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi, MENSAGEM_ERRO_SERVIDOR } from './erro-api.ts';

type ValorQuery = string | number | boolean | null | undefined;
export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiFetchOptions = {
  method?: MetodoHttp;
  query?: Record<string, ValorQuery>;
  /** JSON, ou `FormData` para multipart (o navegador põe o Content-Type com o boundary). */
  body?: unknown;
  /** `arquivo`: a resposta de sucesso vem como blob com o nome do content-disposition. */
  resposta?: 'json' | 'arquivo';
  headers?: Record<string, string>;
  /** Usa este token em vez do da sessão (ex.: logout, que roda depois de a sessão ser limpa). */
  accessToken?: string | null;
  /** Chamadas de autenticação: só HTTP 200 é sucesso (spec §7). */
  isSomente200?: boolean;
  signal?: AbortSignal;
};

/**
 * O cliente não conhece a sessão (lib/ não importa app/): quem monta o app injeta de onde vêm o
 * token, o id do usuário e o captcha. O desafio de captcha é plugável porque a tela dele vem depois.
 */
export type ConfiguracaoApi = {
  findAccessToken: () => string | null;
  findUsuarioId: () => string | null;
  findCaptchaToken: () => string | null;
  guardarCaptchaToken: (token: string) => void;
  onCaptchaChallenge: (() => Promise<string>) | null;
  onErroServidor: (erro: ErroApi) => void;
};

const CONFIGURACAO_PADRAO: ConfiguracaoApi = {
  findAccessToken: () => null,
  findUsuarioId: () => null,
  findCaptchaToken: () => null,
  guardarCaptchaToken: () => {},
  onCaptchaChallenge: null,
  onErroServidor: () => {
    toast.erro(MENSAGEM_ERRO_SERVIDOR);
  },
};

let configuracao: ConfiguracaoApi = CONFIGURACAO_PADRAO;

export const configurarApi = (parcial: Partial<ConfiguracaoApi>): void => {
  configuracao = { ...configuracao, ...parcial };
};

export const redefinirConfiguracaoApi = (): void => {
  configuracao = CONFIGURACAO_PADRAO;
};

export const montarUrl = (servico: Servico, path: string, query?: ApiFetchOptions['query']) => {
  const params = new URLSearchParams();
  for (const [chave, valor] of Object.entries(query ?? {})) {
    if (valor !== null && valor !== undefined) params.append(chave, String(valor));
  }
  const busca = params.toString();
  return `${SERVICOS[servico]}${path}${busca ? `?${busca}` : ''}`;
};

/** Arquivo baixado com `resposta: 'arquivo'`: o blob, o nome dado pelo servidor e os cabeçalhos. */
export type ArquivoApi = { blob: Blob; nome: string | null; headers: Headers };

const isMultipart = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

const montarCabecalhos = (opcoes: ApiFetchOptions): Headers => {
  const cabecalhos = new Headers({
    Accept: opcoes.resposta === 'arquivo' ? '*/*' : 'application/json',
  });
  if (opcoes.body !== undefined && !isMultipart(opcoes.body))
    cabecalhos.set('Content-Type', 'application/json');
  const token =
    opcoes.accessToken === undefined ? configuracao.findAccessToken() : opcoes.accessToken;
  if (token) cabecalhos.set('Authorization', `Bearer ${token}`);
  const usuarioId = configuracao.findUsuarioId();
  if (usuarioId) cabecalhos.set('usuarioId', usuarioId);
  for (const [nome, valor] of Object.entries(opcoes.headers ?? {})) cabecalhos.set(nome, valor);
  return cabecalhos;
};

const lerCorpo = async (resposta: Response): Promise<unknown> => {
  const texto = await resposta.text();
  if (texto === '') return undefined;
  if (!(resposta.headers.get('content-type') ?? '').includes('json')) return texto;
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
};

/** Nome do arquivo no content-disposition (`filename*=UTF-8''…` ou `filename="…"`). */
export const nomeDoContentDisposition = (valor: string | null): string | null => {
  if (!valor) return null;
  const estendido = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(valor)?.[1];
  const simples = /filename="?([^";]+)"?/i.exec(valor)?.[1];
  const bruto = (estendido ?? simples)?.trim();
  if (!bruto) return null;
  try {
    return decodeURIComponent(bruto);
  } catch {
    return bruto;
  }
};

const corpoDaRequisicao = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  return isMultipart(body) ? body : JSON.stringify(body);
};

/**
 * Chamada genérica (spec §7): bearer da sessão, cabeçalho `usuarioId`, JSON (ou multipart quando
 * `body` é um FormData). Com `resposta: 'arquivo'`, o sucesso vem como {@link ArquivoApi}.
 * 500–599 → aviso 'Erro do servidor' e rejeição; outros erros → rejeição com ErroApi carregando a
 * Mensagem do servidor, para o chamador decidir o que mostrar. Falha de rede rejeita com o
 * TypeError do fetch, que o chamador trata como exceção.
 */
export function apiFetch(
  servico: Servico,
  path: string,
  opcoes: ApiFetchOptions & { resposta: 'arquivo' },
): Promise<ArquivoApi>;
export function apiFetch<T = unknown>(
  servico: Servico,
  path: string,
  opcoes?: ApiFetchOptions,
): Promise<T>;
export async function apiFetch(
  servico: Servico,
  path: string,
  opcoes: ApiFetchOptions = {},
): Promise<unknown> {
  const resposta = await fetch(montarUrl(servico, path, opcoes.query), {
    method: opcoes.method ?? 'GET',
    headers: montarCabecalhos(opcoes),
    body: corpoDaRequisicao(opcoes.body),
    signal: opcoes.signal,
  });
  const isSucesso = opcoes.isSomente200 ? resposta.status === 200 : resposta.ok;
  if (isSucesso && opcoes.resposta === 'arquivo')
    return {
      blob: await resposta.blob(),
      nome: nomeDoContentDisposition(resposta.headers.get('content-disposition')),
      headers: resposta.headers,
    } satisfies ArquivoApi;
  const corpo = await lerCorpo(resposta);
  if (isSucesso) return corpo;
  const erro = new ErroApi(resposta.status, corpo);
  if (erro.isErroServidor) configuracao.onErroServidor(erro);
  throw erro;
}

const STATUS_DESAFIO_CAPTCHA = 405;
const comCaptcha = (opcoes: ApiFetchOptions, token: string | null): ApiFetchOptions =>
  token ? { ...opcoes, headers: { ...opcoes.headers, 'x-captcha-token': token } } : opcoes;

/**
 * Variante com captcha: envia o token guardado; se o servidor responder 405, pede um novo token
 * ao desafio plugado e tenta UMA vez mais. Sem desafio plugado, o 405 chega ao chamador.
 */
export const apiFetchWithCaptcha = async <T = unknown>(
  servico: Servico,
  path: string,
  opcoes: ApiFetchOptions = {},
): Promise<T> => {
  try {
    return await apiFetch<T>(servico, path, comCaptcha(opcoes, configuracao.findCaptchaToken()));
  } catch (erro) {
    const desafio = configuracao.onCaptchaChallenge;
    if (!(erro instanceof ErroApi) || erro.status !== STATUS_DESAFIO_CAPTCHA || !desafio) {
      throw erro;
    }
    const novoToken = await desafio();
    configuracao.guardarCaptchaToken(novoToken);
    return apiFetch<T>(servico, path, comCaptcha(opcoes, novoToken));
  }
};
