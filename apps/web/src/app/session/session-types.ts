import type { MenuItem, UsuarioLogado } from '@jornada/contracts';

export type TokenSessao = {
  AccessToken: string;
  /** Segundos de validade, como veio do login. */
  ExpiresIn: number;
  RefreshToken?: string;
  /** Instante (ms desde a época) em que o token expira, calculado no login. */
  expiraEm: number;
};

export type MenusSessao = {
  MenuMinhasRotinas: MenuItem[];
  MenuGestores: MenuItem[];
  MenuAdmin: MenuItem[];
};

/** Estado da sessão (spec §3): signed, loading, captchaToken, token, usuário e menus. */
export type Sessao = {
  isSigned: boolean;
  isLoading: boolean;
  captchaToken: string | null;
  token: TokenSessao | null;
  usuario: UsuarioLogado | null;
  menus: MenusSessao;
};

export const MENUS_VAZIOS: MenusSessao = { MenuMinhasRotinas: [], MenuGestores: [], MenuAdmin: [] };

export const SESSAO_VAZIA: Sessao = {
  isSigned: false,
  isLoading: false,
  captchaToken: null,
  token: null,
  usuario: null,
  menus: MENUS_VAZIOS,
};
