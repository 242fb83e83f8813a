import { describe, expect, it } from 'vitest';
import { item } from '../../test/fixtures.ts';
import { destinoAposLogin } from './landing.ts';
import { coletarRotas, hrefDaRota, isModoGestor, normalizarRota } from './menu.ts';
import { MENUS_VAZIOS } from './session/session-types.ts';

const configuracao = (UsarMenuGestor: boolean, HabilitarMarcacaoPelaWeb: boolean) => ({
  Configuracao: { UsarMenuGestor, HabilitarMarcacaoPelaWeb },
});
const ADMIN = [item('/dashboard/admin/x')];
const GESTORES = [item('/dashboard/gestor/x')];

describe('destinoAposLogin (spec §6)', () => {
  it.each([
    {
      descricao: 'admin vai para /home',
      usuario: configuracao(false, true),
      menus: { ...MENUS_VAZIOS, MenuAdmin: ADMIN },
      esperado: '/home',
    },
    {
      descricao: 'gestor em modo gestor vai para /home',
      usuario: configuracao(true, true),
      menus: { ...MENUS_VAZIOS, MenuGestores: GESTORES },
      esperado: '/home',
    },
    {
      descricao: 'configuração de gestor sem menu não é modo gestor',
      usuario: configuracao(true, true),
      menus: MENUS_VAZIOS,
      esperado: '/#/dashboard/minhas-rotinas/web-ponto',
    },
    {
      descricao: 'menu de gestor sem a configuração não é modo gestor',
      usuario: configuracao(false, false),
      menus: { ...MENUS_VAZIOS, MenuGestores: GESTORES },
      esperado: '/#/dashboard/minhas-rotinas/meu-painel',
    },
    {
      descricao: 'colaborador com marcação web vai registrar ponto',
      usuario: configuracao(false, true),
      menus: MENUS_VAZIOS,
      esperado: '/#/dashboard/minhas-rotinas/web-ponto',
    },
    {
      descricao: 'colaborador sem marcação web vai ao meu painel',
      usuario: configuracao(false, false),
      menus: MENUS_VAZIOS,
      esperado: '/#/dashboard/minhas-rotinas/meu-painel',
    },
  ])('$descricao', ({ usuario, menus, esperado }) => {
    expect(destinoAposLogin({ usuario, menus })).toBe(esperado);
  });
});

describe('rotas de menu', () => {
  it.each([
    { entrada: '/dashboard/a', esperado: '/dashboard/a' },
    { entrada: '#/dashboard/a/', esperado: '/dashboard/a' },
    { entrada: 'dashboard/a?x=1', esperado: '/dashboard/a' },
    { entrada: '#/', esperado: '/' },
    { entrada: '', esperado: '/' },
  ])('normaliza "$entrada" → $esperado', ({ entrada, esperado }) => {
    expect(normalizarRota(entrada)).toBe(esperado);
  });

  it('coleta as rotas de todos os níveis', () => {
    const arvore = [item('/a', 'A', [item('/a/b', 'B', [item('/a/b/c')])]), item('/d')];
    expect(coletarRotas(arvore)).toEqual(['/a', '/a/b', '/a/b/c', '/d']);
  });

  it('modo gestor exige a configuração e o menu', () => {
    expect(
      isModoGestor(configuracao(true, false), { ...MENUS_VAZIOS, MenuGestores: GESTORES }),
    ).toBe(true);
    expect(isModoGestor(configuracao(true, false), MENUS_VAZIOS)).toBe(false);
    expect(isModoGestor(null, { ...MENUS_VAZIOS, MenuGestores: GESTORES })).toBe(false);
  });

  it('link de uma rota de menu aponta para o hash de /', () => {
    expect(hrefDaRota('/dashboard/minhas-rotinas/web-ponto')).toBe(
      '/#/dashboard/minhas-rotinas/web-ponto',
    );
  });
});
