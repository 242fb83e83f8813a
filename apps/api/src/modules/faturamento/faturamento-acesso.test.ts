import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS, EMPRESA_OPERADORA } from '../../seed/seed.ts';
import { chamar } from './faturamento-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createAppDeTeste();
  tokens.operador = await t.token('suporte@jornada.dev', EMPRESA_OPERADORA);
  tokens.rhDemo = await t.token('rh@demo.jornada.dev', EMPRESA_DEMO);
  tokens.rhIndustria = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
});
afterAll(() => t.close());

const tabela = {
  vigenciaInicio: '2026-12',
  mensalidadeMinimaCentavos: 0,
  faixas: [{ ate: null, precoCentavos: 100 }],
};

/** Todas as rotas do serviço, com uma entrada válida (e outra inválida, para o 403 vir antes). */
const ROTAS = [
  { metodo: 'GET', url: '/planos' },
  { metodo: 'POST', url: '/planos', corpo: { ...tabela, nome: 'Invasor' } },
  { metodo: 'PUT', url: '/planos', corpo: { planoId: 1, nome: 'Invasor', ativo: true } },
  { metodo: 'POST', url: '/planos/precos', corpo: { ...tabela, planoId: 1 } },
  { metodo: 'GET', url: `/atribuicoes?empresaId=${EMPRESA_DEMO}` },
  {
    metodo: 'POST',
    url: '/atribuicoes',
    corpo: { empresaId: EMPRESA_DEMO, planoId: 1, vigenciaInicio: '2026-12' },
  },
  { metodo: 'GET', url: '/empresas?competencia=2026-10' },
  { metodo: 'GET', url: '/empresas/csv?competencia=2026-10' },
  { metodo: 'GET', url: `/extrato?competencia=2026-10&empresaId=${EMPRESA_DEMO}` },
  { metodo: 'GET', url: `/extrato/colaboradores?competencia=2026-10&empresaId=${EMPRESA_DEMO}` },
  { metodo: 'GET', url: `/extrato/csv?competencia=2026-10&empresaId=${EMPRESA_DEMO}` },
  {
    metodo: 'POST',
    url: '/fechamentos',
    corpo: { competencia: '2026-10', empresaId: EMPRESA_DEMO },
  },
  { metodo: 'GET', url: '/fechamentos' },
] as const;

describe('faturamento: só a operadora (spec §2, empresa 1)', () => {
  it.each(ROTAS)('$metodo $url: RH de outra empresa recebe 403', async (r) => {
    for (const quem of ['rhDemo', 'rhIndustria']) {
      const resp = await chamar(
        t,
        r.metodo,
        r.url,
        tokens[quem]!,
        'corpo' in r ? r.corpo : undefined,
      );
      expect(resp.status).toBe(403);
    }
  });

  it.each(ROTAS)('$metodo $url: sem token, 401', async (r) => {
    const resp = await chamar(t, r.metodo, r.url, null, 'corpo' in r ? r.corpo : undefined);
    expect(resp.status).toBe(401);
  });

  it('o 403 vem antes da validação: entrada inválida de quem não pode não revela o formato', async () => {
    const r = await chamar(t, 'POST', '/planos', tokens.rhDemo!, { nome: '' });
    expect(r.status).toBe(403);
    const q = await chamar(t, 'GET', '/extrato?competencia=xx', tokens.rhIndustria!);
    expect(q.status).toBe(403);
  });

  it('nada foi gravado pelas tentativas de quem não pode', async () => {
    const [p] = await t.db.query<{ n: string }>(
      "select count(*) as n from plano_faturamento where nome = 'Invasor'",
    );
    const [f] = await t.db.query<{ n: string }>('select count(*) as n from fatura');
    expect(Number(p!.n)).toBe(0);
    expect(Number(f!.n)).toBe(0);
  });

  it('a operadora lê; a empresa 1 não aparece como cliente e não tem extrato', async () => {
    const r = await chamar<{ itens: { empresaId: number }[] }>(
      t,
      'GET',
      '/empresas?competencia=2026-10',
      tokens.operador!,
    );
    expect(r.status).toBe(200);
    expect(r.data.itens.map((e) => e.empresaId)).toEqual([EMPRESA_DEMO, EMPRESA_FERIAS]);
    const e = await chamar(
      t,
      'GET',
      `/extrato?competencia=2026-10&empresaId=${EMPRESA_OPERADORA}`,
      tokens.operador!,
    );
    expect(e.status).toBe(404);
  });

  it('entradas estranhas respondem 400 ou 404, nunca 5xx', async () => {
    const op = tokens.operador!;
    const casos: [string, string, object | undefined, number][] = [
      ['GET', '/extrato?competencia=2026-13&empresaId=2', undefined, 400],
      ['GET', '/extrato?competencia=2026-10&empresaId=99999999999999', undefined, 400],
      ['GET', '/extrato?competencia=2026-10&empresaId=2147483647', undefined, 404],
      ['GET', '/extrato?competencia=2026%0010&empresaId=2', undefined, 400],
      [
        'GET',
        '/extrato/colaboradores?competencia=2026-10&empresaId=2&pageSize=100000',
        undefined,
        400,
      ],
      ['GET', '/empresas?competencia=2026-10&pageNumber=999999', undefined, 200],
      ['POST', '/planos', { ...tabela, nome: 'a\u0000b' }, 400],
      ['POST', '/planos', { ...tabela, nome: 'x'.repeat(100_000) }, 400],
      ['POST', '/planos', { ...tabela, nome: 'Teste', mensalidadeMinimaCentavos: 1.5 }, 400],
      [
        'POST',
        '/planos',
        { ...tabela, nome: 'Teste', faixas: [{ ate: 10, precoCentavos: 100 }] },
        400,
      ],
      ['POST', '/planos/precos', { ...tabela, planoId: 2147483647 }, 404],
      [
        'POST',
        '/atribuicoes',
        { empresaId: 2147483647, planoId: 1, vigenciaInicio: '2026-12' },
        404,
      ],
      [
        'POST',
        '/atribuicoes',
        { empresaId: EMPRESA_OPERADORA, planoId: 1, vigenciaInicio: '2026-12' },
        404,
      ],
      ['POST', '/fechamentos', { competencia: '2026-10', empresaId: 1e20 }, 400],
    ];
    for (const [metodo, url, corpo, status] of casos) {
      const r = await chamar(t, metodo as 'GET', url, op, corpo);
      expect({ url, status: r.status }).toEqual({ url, status });
    }
  });

  it('400 de validação nomeia o campo em pt-BR', async () => {
    const r = await chamar(t, 'GET', '/extrato?competencia=2026-13&empresaId=2', tokens.operador!);
    expect(r.corpo.campo).toBe('competencia');
    expect(String(r.corpo.message)).toContain('AAAA-MM');
    const p = await chamar(t, 'POST', '/planos', tokens.operador!, {
      ...tabela,
      nome: 'Faixas ruins',
      faixas: [{ ate: 10, precoCentavos: 100 }],
    });
    expect(p.corpo.campo).toBe('faixas');
    expect(String(p.corpo.message)).toContain('última faixa');
  });
});
