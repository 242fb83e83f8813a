import { precarregarPainel } from '../precarregar-painel.ts';
import { cifrar, decifrar } from './cofre-sessao.ts';
import type { SchemasSessao } from './session-schemas.ts';
import type { Sessao, TokenSessao } from './session-types.ts';

/**
 * Todo acesso da sessão ao localStorage passa por aqui (spec §3). As chaves avulsas do spec
 * (lastSignIn, id do usuário, lastLoggedUser, uuid, firebaseToken, iscomprovante,
 * incorrectPassword) ficam em JSON legível, porque o cliente HTTP e outras telas as leem de forma
 * síncrona e nenhuma dá acesso sozinha; o estado da sessão (tokens, usuário, menus) vai cifrado
 * com AES-GCM sob a chave não extraível deste navegador (cofre-sessao.ts).
 */
export const CHAVES_SESSAO = {
  estado: 'persist:jornada',
  lastSignIn: 'lastSignIn',
  usuarioId: 'userId',
  lastLoggedUser: 'lastLoggedUser',
  uuid: 'uuid',
  /** Token de notificações: aqui, o endpoint da inscrição Web Push (spec §3 firebaseToken). */
  firebaseToken: 'firebaseToken',
  /** O usuário veio da tela pública de comprovantes (spec §2, §8). */
  iscomprovante: 'iscomprovante',
  /** Login falhou no fluxo de comprovantes: a tela de comprovantes avisa (spec §8). */
  incorrectPassword: 'incorrectPassword',
} as const;

/** O logout apaga tudo menos estas (spec §4): o último usuário e o uuid do dispositivo. */
const CHAVES_PRESERVADAS_NO_LOGOUT: readonly string[] = [
  CHAVES_SESSAO.lastLoggedUser,
  CHAVES_SESSAO.uuid,
];

export type UltimoUsuario = { EmpresaId: number; Email: string };
export type SessaoPersistida = Pick<Sessao, 'isSigned' | 'token' | 'usuario' | 'menus'>;

const serializar = (valor: unknown): string => JSON.stringify(valor);
const desserializar = (texto: string): unknown => JSON.parse(texto);

const ler = (chave: string): unknown => {
  const texto = localStorage.getItem(chave);
  if (texto === null) return null;
  try {
    return desserializar(texto);
  } catch {
    return null;
  }
};

const gravar = (chave: string, valor: unknown) => localStorage.setItem(chave, serializar(valor));

const lerToken = (bruto: Record<string, unknown>): TokenSessao | null => {
  const token = bruto.token as Partial<TokenSessao> | null | undefined;
  if (!token || typeof token.AccessToken !== 'string' || typeof token.expiraEm !== 'number') {
    return null;
  }
  return {
    AccessToken: token.AccessToken,
    ExpiresIn: Number(token.ExpiresIn ?? 0),
    RefreshToken: typeof token.RefreshToken === 'string' ? token.RefreshToken : undefined,
    expiraEm: token.expiraEm,
  };
};

const validarSessao = (
  bruto: unknown,
  { usuarioSchema, menusSchema }: SchemasSessao,
): SessaoPersistida | null => {
  if (typeof bruto !== 'object' || bruto === null) return null;
  const registro = bruto as Record<string, unknown>;
  const usuario = usuarioSchema.safeParse(registro.usuario);
  const menus = menusSchema.safeParse(registro.menus);
  if (!usuario.success || !menus.success) return null;
  return {
    isSigned: registro.isSigned === true,
    token: lerToken(registro),
    usuario: usuario.data,
    menus: menus.data,
  };
};

/** Lê e decifra o estado; o que não decifra com a chave deste navegador vira "sem sessão". */
export const lerSessaoPersistida = async (): Promise<SessaoPersistida | null> => {
  const texto = localStorage.getItem(CHAVES_SESSAO.estado);
  if (texto === null) return null;
  const [claro, schemas] = await Promise.all([decifrar(texto), import('./session-schemas.ts')]);
  if (claro === null) return null;
  try {
    return validarSessao(JSON.parse(claro), schemas);
  } catch {
    return null;
  }
};

/** Cifra o estado; devolve o texto para quem grava decidir se ainda vale (sessao-store.ts). */
export const cifrarSessao = ({ isSigned, token, usuario, menus }: SessaoPersistida) =>
  cifrar(JSON.stringify({ isSigned, token, usuario, menus }));

export const gravarSessaoCifrada = (texto: string): void => {
  localStorage.setItem(CHAVES_SESSAO.estado, texto);
  precarregarPainel();
};

export const removerSessaoPersistida = (): void => localStorage.removeItem(CHAVES_SESSAO.estado);

export const lerLastSignIn = (): number | null => {
  const valor = ler(CHAVES_SESSAO.lastSignIn);
  return typeof valor === 'number' && Number.isFinite(valor) ? valor : null;
};

export const gravarLastSignIn = (instante: number): void =>
  gravar(CHAVES_SESSAO.lastSignIn, instante);

export const lerUsuarioId = (): string | null => {
  const valor = ler(CHAVES_SESSAO.usuarioId);
  return typeof valor === 'number' || typeof valor === 'string' ? String(valor) : null;
};

export const gravarUsuarioId = (id: number): void => gravar(CHAVES_SESSAO.usuarioId, id);

export const lerUltimoUsuario = (): UltimoUsuario | null => {
  const valor = ler(CHAVES_SESSAO.lastLoggedUser) as Partial<UltimoUsuario> | null;
  if (!valor || typeof valor.EmpresaId !== 'number' || typeof valor.Email !== 'string') {
    return null;
  }
  return { EmpresaId: valor.EmpresaId, Email: valor.Email };
};

export const gravarUltimoUsuario = (usuario: UltimoUsuario): void =>
  gravar(CHAVES_SESSAO.lastLoggedUser, usuario);

/** uuid do dispositivo: criado uma vez e mantido mesmo depois do logout. */
export const findUuidDispositivo = (): string => {
  const atual = ler(CHAVES_SESSAO.uuid);
  if (typeof atual === 'string' && atual !== '') return atual;
  const novo = crypto.randomUUID();
  gravar(CHAVES_SESSAO.uuid, novo);
  return novo;
};

/** Endereço da inscrição Web Push deste navegador, como o spec guarda o firebaseToken. */
export const lerTokenPush = (): string | null => {
  const valor = ler(CHAVES_SESSAO.firebaseToken);
  return typeof valor === 'string' && valor !== '' ? valor : null;
};

export const gravarTokenPush = (token: string): void => gravar(CHAVES_SESSAO.firebaseToken, token);

/** Fluxo de comprovantes (spec §2, §8): quem abre a tela pública marca; o login lê. */
export const isFluxoComprovante = (): boolean => ler(CHAVES_SESSAO.iscomprovante) === true;

export const marcarFluxoComprovante = (ativo: boolean): void =>
  ativo
    ? gravar(CHAVES_SESSAO.iscomprovante, true)
    : localStorage.removeItem(CHAVES_SESSAO.iscomprovante);

export const isSenhaIncorreta = (): boolean => ler(CHAVES_SESSAO.incorrectPassword) === true;

export const marcarSenhaIncorreta = (incorreta: boolean): void =>
  incorreta
    ? gravar(CHAVES_SESSAO.incorrectPassword, true)
    : localStorage.removeItem(CHAVES_SESSAO.incorrectPassword);

export const limparArmazenamentoExcetoPreservadas = (): void => {
  const chaves = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const chave of chaves) {
    if (chave !== null && !CHAVES_PRESERVADAS_NO_LOGOUT.includes(chave)) {
      localStorage.removeItem(chave);
    }
  }
};
