import { describe, it } from 'vitest';
import { item } from '../../test/fixtures.ts';
import {
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

// Guarda do spec §2, parte 2: rotas de hash (menu, sempre permitidas, empresa, holerite).
const casos: CasoGuarda[] = [
  // Hash pelas rotas de menu
  {
    descricao: 'rota de minhas rotinas que está no menu é permitida',
    pathname: '/',
    hash: '#/dashboard/minhas-rotinas/espelho',
    sessao: logado(),
    esperado: PERMITIR,
  },
  {
    descricao: 'subpágina de uma rota de menu é permitida',
    pathname: '/',
    hash: '#/dashboard/minhas-rotinas/espelho/2026-11?x=1',
    sessao: logado(),
    esperado: PERMITIR,
  },
  {
    descricao: 'rota fora do menu volta para a landing',
    pathname: '/',
    hash: '#/dashboard/admin/colaboradores',
    sessao: logado(),
    esperado: ir(WEB_PONTO),
  },
  {
    descricao: 'prefixo sem fronteira de segmento não conta',
    pathname: '/',
    hash: '#/dashboard/minhas-rotinas/espelhox',
    sessao: logado(),
    esperado: ir(WEB_PONTO),
  },
  {
    descricao: 'rota de admin em qualquer nível do MenuAdmin é permitida',
    pathname: '/',
    hash: '#/dashboard/admin/colaboradores',
    sessao: logado({ admin: MENU_ADMIN }),
    esperado: PERMITIR,
  },
  {
    descricao: 'rota de gestor só vale em modo gestor',
    pathname: '/',
    hash: '#/dashboard/gestor/aprovacoes',
    sessao: logado({ isGestorLigado: true, gestores: MENU_GESTOR }),
    esperado: PERMITIR,
  },
  {
    descricao: 'rota de gestor com a configuração desligada é negada',
    pathname: '/',
    hash: '#/dashboard/gestor/aprovacoes',
    sessao: logado({ gestores: MENU_GESTOR }),
    esperado: ir(WEB_PONTO),
  },
  {
    descricao: 'a landing do usuário é sempre permitida, mesmo fora do menu',
    pathname: '/',
    hash: '#/dashboard/minhas-rotinas/meu-painel',
    sessao: logado({ isWeb: false, minhas: [] }),
    esperado: PERMITIR,
  },
  {
    descricao: 'registrar ponto sem marcação web e fora do menu é negado',
    pathname: '/',
    hash: '#/dashboard/minhas-rotinas/web-ponto',
    sessao: logado({ isWeb: false, minhas: [] }),
    esperado: ir(MEU_PAINEL),
  },
  // Sempre permitidas
  ...[
    '#/dashboard/minhas-rotinas',
    '#/primeiro-acesso',
    '#/dashboard/admin/documentos-assinatura-eletronica',
    '#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova',
  ].map((hash) => ({
    descricao: `${hash} é sempre permitida`,
    pathname: '/',
    hash,
    sessao: logado({ minhas: [] }),
    esperado: PERMITIR,
  })),
  // Restrições por empresa
  {
    descricao: 'billing na empresa 1 é permitido',
    pathname: '/',
    hash: '#/dashboard/admin/billing',
    sessao: logado({ empresaId: 1 }),
    esperado: PERMITIR,
  },
  {
    descricao: 'billing fora da empresa 1 é negado mesmo com a rota no menu',
    pathname: '/',
    hash: '#/dashboard/admin/billing',
    sessao: logado({ admin: MENU_ADMIN }),
    esperado: ir('/home'),
  },
  {
    descricao: 'admin-master na empresa 1 é permitido',
    pathname: '/',
    hash: '#/dashboard/admin/admin-master',
    sessao: logado({ empresaId: 1 }),
    esperado: PERMITIR,
  },
  {
    descricao: 'admin-master fora da empresa 1 é negado',
    pathname: '/',
    hash: '#/dashboard/admin/admin-master',
    sessao: logado({ empresaId: 1032, admin: MENU_ADMIN }),
    esperado: ir('/home'),
  },
  {
    descricao: 'importação de períodos aquisitivos na empresa 1032 é permitida',
    pathname: '/',
    hash: '#/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias',
    sessao: logado({ empresaId: 1032 }),
    esperado: PERMITIR,
  },
  {
    descricao: 'importação de períodos aquisitivos na empresa 1 é negada',
    pathname: '/',
    hash: '#/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias',
    sessao: logado({ empresaId: 1 }),
    esperado: ir(WEB_PONTO),
  },
  // Holerite
  {
    descricao: 'holerite com a rota de holerite no menu é permitido',
    pathname: '/',
    hash: '#/dashboard/admin/holerite',
    sessao: logado({ admin: [item('/dashboard/admin/holerite')] }),
    esperado: PERMITIR,
  },
  {
    descricao: 'holerite sem a rota de holerite no menu é negado',
    pathname: '/',
    hash: '#/dashboard/admin/holerite',
    sessao: logado({ admin: MENU_ADMIN }),
    esperado: ir('/home'),
  },
];

describe('decidirRota: rotas de hash', () => {
  it.each(casos)('$descricao', conferirCaso);
});
