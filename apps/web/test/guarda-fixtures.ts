import type { MenuItem } from '@jornada/contracts';
import { expect } from 'vitest';
import { type DecisaoRota, decidirRota, type SessaoGuarda } from '../src/app/guard.ts';
import { item, MENU_COLABORADOR } from './fixtures.ts';

/** Sessões e decisões de exemplo para as tabelas do guarda de rotas. */
type Opcoes = {
  empresaId?: number;
  isWeb?: boolean;
  isGestorLigado?: boolean;
  minhas?: MenuItem[];
  gestores?: MenuItem[];
  admin?: MenuItem[];
};

export const logado = ({
  empresaId = 10,
  isWeb = true,
  isGestorLigado = false,
  minhas = MENU_COLABORADOR,
  gestores = [],
  admin = [],
}: Opcoes = {}): SessaoGuarda => ({
  isSigned: true,
  usuario: {
    EmpresaId: empresaId,
    Configuracao: { UsarMenuGestor: isGestorLigado, HabilitarMarcacaoPelaWeb: isWeb },
  },
  menus: { MenuMinhasRotinas: minhas, MenuGestores: gestores, MenuAdmin: admin },
});

export const anonimo: SessaoGuarda = {
  isSigned: false,
  usuario: null,
  menus: { MenuMinhasRotinas: [], MenuGestores: [], MenuAdmin: [] },
};

export const MENU_ADMIN = [
  item('/dashboard/admin/cadastros', 'Cadastros', [item('/dashboard/admin/colaboradores')]),
  item('/dashboard/admin/billing'),
  item('/dashboard/admin/admin-master'),
];
export const MENU_GESTOR = [
  item('/dashboard/gestor', 'Equipe', [item('/dashboard/gestor/aprovacoes')]),
];

export const PERMITIR: DecisaoRota = { tipo: 'permitir' };
export const ir = (destino: string): DecisaoRota => ({ tipo: 'redirecionar', destino });
export const WEB_PONTO = '/#/dashboard/minhas-rotinas/web-ponto';
export const MEU_PAINEL = '/#/dashboard/minhas-rotinas/meu-painel';

export type CasoGuarda = {
  descricao: string;
  pathname: string;
  hash?: string;
  sessao: SessaoGuarda;
  esperado: DecisaoRota;
};

export const conferirCaso = ({ pathname, hash = '', sessao, esperado }: CasoGuarda) => {
  expect(decidirRota({ pathname, hash, sessao })).toEqual(esperado);
};
