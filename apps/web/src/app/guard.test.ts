import { describe, it } from 'vitest';
import {
  anonimo,
  type CasoGuarda,
  conferirCaso,
  ir,
  logado,
  MENU_ADMIN,
  MENU_GESTOR,
  MEU_PAINEL,
  PERMITIR,
  WEB_PONTO,
} from '../../test/guarda-fixtures.ts';

// Guarda do spec §2, parte 1: rotas de caminho (públicas, privadas, /home, painel sem hash).
const casos: CasoGuarda[] = [
  // Rotas públicas sem sessão
  ...[
    '/login',
    '/login/',
    '/login/123',
    '/login/primeiro-acesso',
    '/forgot-password',
    '/ad',
    '/hq-auth',
    '/sso/55',
    '/comprovantes-marcacao-ponto',
  ].map((pathname) => ({
    descricao: `anônimo em ${pathname} (pública) fica`,
    pathname,
    sessao: anonimo,
    esperado: PERMITIR,
  })),
  // Rotas privadas sem sessão
  {
    descricao: 'anônimo em / vai para /login/',
    pathname: '/',
    sessao: anonimo,
    esperado: ir('/login/'),
  },
  {
    descricao: 'anônimo em rota de hash vai para /login/',
    pathname: '/',
    hash: '#/dashboard/minhas-rotinas/web-ponto',
    sessao: anonimo,
    esperado: ir('/login/'),
  },
  {
    descricao: 'anônimo em /home vai para /login/',
    pathname: '/home',
    sessao: anonimo,
    esperado: ir('/login/'),
  },
  {
    descricao: 'anônimo em caminho desconhecido (catch-all privado) vai para /login/',
    pathname: '/qualquer/coisa',
    sessao: anonimo,
    esperado: ir('/login/'),
  },
  {
    descricao: 'anônimo no detalhe de comprovantes volta para /comprovantes-marcacao-ponto',
    pathname: '/comprovantes-marcacao-ponto/detalhes',
    sessao: anonimo,
    esperado: ir('/comprovantes-marcacao-ponto'),
  },
  // Logado em rota pública
  {
    descricao: 'logado em /login vai para /',
    pathname: '/login',
    sessao: logado(),
    esperado: ir('/'),
  },
  {
    descricao: 'logado em /login/123 vai para /',
    pathname: '/login/123',
    sessao: logado(),
    esperado: ir('/'),
  },
  {
    descricao: 'logado em /sso/55 vai para /',
    pathname: '/sso/55',
    sessao: logado(),
    esperado: ir('/'),
  },
  {
    descricao: 'logado em /hq-auth fica (exceção)',
    pathname: '/hq-auth',
    sessao: logado(),
    esperado: PERMITIR,
  },
  {
    descricao: 'logado em /comprovantes-marcacao-ponto vai para o detalhe',
    pathname: '/comprovantes-marcacao-ponto',
    sessao: logado(),
    esperado: ir('/comprovantes-marcacao-ponto/detalhes'),
  },
  {
    descricao: 'logado no detalhe de comprovantes fica, e o hash não é avaliado',
    pathname: '/comprovantes-marcacao-ponto/detalhes',
    hash: '#/dashboard/admin/billing',
    sessao: logado(),
    esperado: PERMITIR,
  },
  // Painel sem hash e /home
  {
    descricao: 'colaborador web em / sem hash vai para registrar ponto',
    pathname: '/',
    sessao: logado(),
    esperado: ir(WEB_PONTO),
  },
  {
    descricao: 'colaborador sem marcação web em / vai para meu painel',
    pathname: '/',
    hash: '#/',
    sessao: logado({ isWeb: false }),
    esperado: ir(MEU_PAINEL),
  },
  {
    descricao: 'admin em / sem hash vai para /home',
    pathname: '/',
    sessao: logado({ admin: MENU_ADMIN }),
    esperado: ir('/home'),
  },
  {
    descricao: 'admin em /home fica',
    pathname: '/home',
    sessao: logado({ admin: MENU_ADMIN }),
    esperado: PERMITIR,
  },
  {
    descricao: 'gestor (configuração ligada e menu) em /home fica',
    pathname: '/home',
    sessao: logado({ isGestorLigado: true, gestores: MENU_GESTOR }),
    esperado: PERMITIR,
  },
  {
    descricao: 'menu de gestor com a configuração desligada não dá /home',
    pathname: '/home',
    sessao: logado({ gestores: MENU_GESTOR }),
    esperado: ir(WEB_PONTO),
  },
  {
    descricao: 'colaborador em /home vai para a sua landing',
    pathname: '/home',
    sessao: logado(),
    esperado: ir(WEB_PONTO),
  },
  {
    descricao: 'hash digitado em /home vai ao painel em /, onde o guarda decide o hash',
    pathname: '/home',
    hash: '#/dashboard/admin/billing',
    sessao: logado({ admin: MENU_ADMIN }),
    esperado: ir('/#/dashboard/admin/billing'),
  },
  {
    descricao: 'hash digitado em /home por quem não tem /home também vai ao painel',
    pathname: '/home',
    hash: '#/dashboard/minhas-rotinas/espelho',
    sessao: logado(),
    esperado: ir('/#/dashboard/minhas-rotinas/espelho'),
  },
];

describe('decidirRota: rotas de caminho', () => {
  it.each(casos)('$descricao', conferirCaso);
});
