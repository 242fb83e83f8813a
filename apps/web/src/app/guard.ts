import type { UsuarioLogado } from '@jornada/contracts';
import { matchPath } from 'react-router';
import { destinoAposLogin, HASH_MEU_PAINEL, HASH_WEB_PONTO } from './landing.ts';
import { isAdmin, isDentroDe, isModoGestor, normalizarRota, rotasDoUsuario } from './menu.ts';
import type { MenusSessao } from './session/session-types.ts';

/** Rotas de caminho públicas (spec §2). A de comprovantes é pública só no caminho exato. */
export const ROTAS_PUBLICAS = [
  '/login',
  '/login/primeiro-acesso',
  '/login/:code',
  '/forgot-password',
  '/ad',
  '/hq-auth',
  '/sso/:empresaId',
  '/comprovantes-marcacao-ponto',
] as const;

export const CAMINHO_COMPROVANTES = '/comprovantes-marcacao-ponto';
export const CAMINHO_COMPROVANTES_DETALHES = '/comprovantes-marcacao-ponto/detalhes';
export const CAMINHO_HQ_AUTH = '/hq-auth';
export const CAMINHO_LOGIN = '/login/';
export const CAMINHO_PRIMEIRO_ACESSO = '/login/primeiro-acesso';

/** Rotas de hash (sem o '#') com regra própria no spec §2. */
export const HASH_ROTAS = {
  minhasRotinas: '/dashboard/minhas-rotinas',
  primeiroAcesso: '/primeiro-acesso',
  documentosAssinatura: '/dashboard/admin/documentos-assinatura-eletronica',
  novaProgramacaoFerias: '/dashboard/minhas-rotinas/minhas-ferias/programacao/nova',
  holerite: '/dashboard/admin/holerite',
  billing: '/dashboard/admin/billing',
  adminMaster: '/dashboard/admin/admin-master',
  importacaoPeriodosAquisitivos: '/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias',
  webPonto: HASH_WEB_PONTO,
  meuPainel: HASH_MEU_PAINEL,
} as const;

const HASH_SEMPRE_PERMITIDAS: readonly string[] = [
  HASH_ROTAS.minhasRotinas,
  HASH_ROTAS.primeiroAcesso,
  HASH_ROTAS.documentosAssinatura,
  HASH_ROTAS.novaProgramacaoFerias,
];

/** Restrições por empresa (spec §2, §9): valem mesmo que o menu traga a rota. */
const HASH_POR_EMPRESA: readonly { base: string; empresaId: number }[] = [
  { base: HASH_ROTAS.billing, empresaId: 1 },
  { base: HASH_ROTAS.adminMaster, empresaId: 1 },
  { base: HASH_ROTAS.importacaoPeriodosAquisitivos, empresaId: 1032 },
];

export type SessaoGuarda = {
  isSigned: boolean;
  usuario: Pick<UsuarioLogado, 'EmpresaId' | 'Configuracao'> | null;
  menus: MenusSessao;
  /** Há o marcador iscomprovante no storage: quem entra vai aos comprovantes (spec §2). */
  isFluxoComprovante?: boolean;
};

export type EntradaGuarda = { pathname: string; hash: string; sessao: SessaoGuarda };

export type DecisaoRota = { tipo: 'permitir' } | { tipo: 'redirecionar'; destino: string };

const PERMITIR: DecisaoRota = { tipo: 'permitir' };
const redirecionar = (destino: string): DecisaoRota => ({ tipo: 'redirecionar', destino });

export const isRotaPublica = (pathname: string): boolean =>
  ROTAS_PUBLICAS.some((padrao) => matchPath({ path: padrao, end: true }, pathname) !== null);

/** O hash da landing do próprio usuário é sempre aceito: o guarda nunca manda para onde barra. */
const hashDaLanding = (sessao: SessaoGuarda): string | null => {
  const destino = destinoAposLogin(sessao);
  return destino.startsWith('/#') ? normalizarRota(destino.slice(2)) : null;
};

/**
 * Uma rota de hash é permitida? Ordem: restrição por empresa; sempre permitidas; landing do
 * usuário; holerite (exige a rota de holerite no menu); demais, pelas rotas de menu que ele detém.
 */
export const isRotaHashPermitida = (hash: string, sessao: SessaoGuarda): boolean => {
  const rota = normalizarRota(hash);
  const restricao = HASH_POR_EMPRESA.find(({ base }) => isDentroDe(rota, base));
  if (restricao) return sessao.usuario?.EmpresaId === restricao.empresaId;
  if (HASH_SEMPRE_PERMITIDAS.includes(rota)) return true;
  if (rota === hashDaLanding(sessao)) return true;
  const rotasMenu = [...rotasDoUsuario(sessao.usuario, sessao.menus)];
  if (isDentroDe(rota, HASH_ROTAS.holerite)) {
    return rotasMenu.some((r) => isDentroDe(r, HASH_ROTAS.holerite));
  }
  return rotasMenu.some((base) => isDentroDe(rota, base));
};

const semBarraFinal = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const isHashVazio = (hash: string): boolean => normalizarRota(hash) === '/';

/**
 * O guarda de rotas do spec §2, puro: recebe caminho, hash e sessão e diz se fica ou para onde vai.
 * Decisões além do texto do spec (documentadas no relatório):
 * - '/' sem hash leva o usuário à sua landing (spec §6), já que o painel não tem página raiz;
 * - '/home' é só para admin ou gestor (spec §2), os demais vão à sua landing; com um hash
 *   ('/home#/dashboard/...', trocado na barra de endereço) vai ao painel '/' com o mesmo hash;
 * - hash negado leva à landing do usuário (que é sempre permitida, sem laço de redirecionamento);
 * - logado numa rota pública com o marcador de comprovantes vai ao detalhe dos comprovantes (é
 *   assim que "depois do login com o marcador, vai aos comprovantes" acontece);
 * - sem sessão em '#/primeiro-acesso' vai à tela pública /login/primeiro-acesso.
 */
export const decidirRota = ({ pathname, hash, sessao }: EntradaGuarda): DecisaoRota => {
  const caminho = semBarraFinal(pathname);

  if (isRotaPublica(caminho)) {
    if (!sessao.isSigned || caminho === CAMINHO_HQ_AUTH) return PERMITIR;
    const isComprovantes = caminho === CAMINHO_COMPROVANTES || sessao.isFluxoComprovante;
    return redirecionar(isComprovantes ? CAMINHO_COMPROVANTES_DETALHES : '/');
  }

  if (!sessao.isSigned) {
    // O primeiro acesso do painel (#/primeiro-acesso) é feito, sem sessão, na tela pública dele.
    if (normalizarRota(hash) === HASH_ROTAS.primeiroAcesso) {
      const query = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
      return redirecionar(`${CAMINHO_PRIMEIRO_ACESSO}${query}`);
    }
    return redirecionar(
      isDentroDe(caminho, CAMINHO_COMPROVANTES_DETALHES) ? CAMINHO_COMPROVANTES : CAMINHO_LOGIN,
    );
  }

  // Comprovantes ficam fora das regras de hash (spec §2).
  if (isDentroDe(caminho, CAMINHO_COMPROVANTES_DETALHES)) return PERMITIR;

  if (caminho === '/home') {
    // Hash trocado na barra de endereço em /home: as rotas de hash são do painel em '/'.
    if (!isHashVazio(hash)) return redirecionar(`/${hash}`);
    return isAdmin(sessao.menus) || isModoGestor(sessao.usuario, sessao.menus)
      ? PERMITIR
      : redirecionar(destinoAposLogin(sessao));
  }

  if (isHashVazio(hash)) return redirecionar(destinoAposLogin(sessao));
  return isRotaHashPermitida(hash, sessao) ? PERMITIR : redirecionar(destinoAposLogin(sessao));
};
