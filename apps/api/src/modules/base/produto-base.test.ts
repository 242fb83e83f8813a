import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGORA_TESTE, type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_FERIAS } from '../../seed/seed.ts';
import { competenciasAte } from './produto-base.ts';

let t: AppDeTeste;
let rh: string;
let colaborador: string;
let gestor: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/base${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const PRODUTOS = ['ponto', 'bancohoras', 'sobreaviso', 'intermitente', 'ferias'];
const CHAMADAS = ['periodos', 'regras', 'modulos-origem', 'messagebird-status'];

describe('chamadas base dos produtos (/api/base/{produto}base/...)', () => {
  it('responde as quatro chamadas de cada produto conhecido no envelope minúsculo', async () => {
    for (const p of PRODUTOS)
      for (const c of CHAMADAS) {
        const r = await get(`/${p}base/${c}`, rh);
        expect(r.statusCode, `${p}base/${c}`).toBe(200);
        expect(r.json()).toMatchObject({ success: true, error: null });
      }
  });

  it('produto desconhecido ou sem o sufixo base: 400 nomeando produto', async () => {
    for (const url of ['/folhabase/periodos', '/ponto/regras', '/PONTOBASE/modulos-origem']) {
      const r = await get(url, rh);
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toMatchObject({ success: false });
      expect(JSON.stringify(r.json())).toContain('produto');
    }
    expect((await get('/folhabase/messagebird-status', rh)).statusCode).toBe(400);
  });

  it('sem sessão: 401, antes de olhar o produto', async () => {
    for (const c of CHAMADAS) expect((await get(`/folhabase/${c}`)).statusCode).toBe(401);
  });

  it('períodos: competências AAAA-MM da admissão mais antiga ao mês corrente, a mais nova primeiro', async () => {
    const r = await get('/pontobase/periodos', colaborador);
    const periodos: { id: string; nome: string; inicio: string; fim: string }[] = r.json().data;
    // Relógio do teste em 16/11/2026; a primeira admissão da Demo Comércio é de março de 2024.
    expect(periodos).toHaveLength(33);
    expect(periodos[0]).toEqual({
      id: '2026-11',
      nome: 'Novembro/2026',
      inicio: '2026-11-01',
      fim: '2026-11-30',
    });
    expect(periodos.at(-1)).toEqual({
      id: '2024-03',
      nome: 'Março/2024',
      inicio: '2024-03-01',
      fim: '2024-03-31',
    });
    expect(periodos.find((p) => p.id === '2025-02')).toMatchObject({ fim: '2025-02-28' });
    expect(periodos.find((p) => p.id === '2024-02')).toBeUndefined();
    const ids = periodos.map((p) => p.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(ids.every((id) => /^\d{4}-(0[1-9]|1[0-2])$/.test(id))).toBe(true);
    // Os mesmos períodos em todos os produtos.
    expect((await get('/feriasbase/periodos', rh)).json().data).toEqual(periodos);
  });

  it('períodos seguem o mês no fuso da empresa (virada do mês às 03:00 UTC em São Paulo)', async () => {
    t.relogio.agora = new Date('2026-12-01T02:30:00Z');
    try {
      expect((await get('/pontobase/periodos', rh)).json().data[0].id).toBe('2026-11');
      t.relogio.agora = new Date('2026-12-01T03:30:00Z');
      const [dezembro] = (await get('/pontobase/periodos', rh)).json().data;
      expect(dezembro).toEqual({
        id: '2026-12',
        nome: 'Dezembro/2026',
        inicio: '2026-12-01',
        fim: '2026-12-31',
      });
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });

  it('regras: as da demonstração em cada produto, só as da empresa de quem chama', async () => {
    const regras = async (p: string, token = rh) =>
      (await get(`/${p}base/regras`, token)).json().data;
    expect(await regras('ponto', colaborador)).toEqual([
      { id: 1, nome: 'Padrão CLT', detalhe: expect.stringContaining('Padrão da empresa') },
    ]);
    expect(await regras('bancohoras')).toEqual([
      { id: 1, nome: 'Banco de horas — acordo individual', detalhe: expect.any(String) },
    ]);
    expect(await regras('sobreaviso')).toEqual([
      {
        id: 1,
        nome: 'Plantão de manutenção',
        detalhe: 'Sobreaviso (1/3 do salário-hora)',
      },
    ]);
    expect(await regras('intermitente')).toEqual([
      {
        id: 1,
        nome: 'Intermitente padrão',
        detalhe: expect.stringMatching(/^R\$\s?\d+,\d{2} por hora · antecedência /),
      },
    ]);
    expect(await regras('ferias')).toEqual([]);

    // Outra empresa vê as suas (pelos ids gravados dela), nunca as da Demo Comércio.
    const outra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    const consultas: Record<string, string> = {
      bancohoras: 'select id from banco_horas where empresa_id = $1 and ativo',
      sobreaviso: 'select id from sobreaviso_regra where empresa_id = $1 and ativo',
      intermitente: 'select id from intermitente_regra where empresa_id = $1 and not arquivada',
    };
    for (const [p, sql] of Object.entries(consultas)) {
      const daOutra = await t.db.query<{ id: number }>(sql, [EMPRESA_FERIAS]);
      const lista: { id: number; nome: string }[] = await regras(p, outra);
      expect(lista.map((r) => r.id).sort(), p).toEqual(daOutra.map((r) => r.id).sort());
    }
  });

  it('regras arquivadas ou inativas não entram na lista', async () => {
    await t.db.query('update sobreaviso_regra set ativo = false where empresa_id = 2 and id = 1');
    try {
      expect((await get('/sobreavisobase/regras', rh)).json().data).toEqual([]);
    } finally {
      await t.db.query('update sobreaviso_regra set ativo = true where empresa_id = 2 and id = 1');
    }
  });

  it('módulos de origem: catálogo fixo por produto, com id e nome', async () => {
    const ponto = (await get('/pontobase/modulos-origem', colaborador)).json().data;
    expect(ponto.map((m: { nome: string }) => m.nome)).toEqual(
      expect.arrayContaining([
        'REP-P no navegador',
        'Importação de AFD de REP-C',
        'Importação de AFD de REP-A',
        'Tratamento de ponto',
        'Ausência justificada',
        'Solicitação aprovada',
        'Escala',
      ]),
    );
    const nomes = async (p: string) =>
      (await get(`/${p}base/modulos-origem`, rh)).json().data.map((m: { nome: string }) => m.nome);
    expect(await nomes('bancohoras')).toContain('Lançamento manual do banco');
    expect(await nomes('sobreaviso')).toContain('Acionamento de sobreaviso');
    expect(await nomes('intermitente')).toContain('Convocação');
    expect(await nomes('ferias')).toContain('Solicitação aprovada');
    for (const p of PRODUTOS) {
      const lista: { id: string; nome: string }[] = (
        await get(`/${p}base/modulos-origem`, rh)
      ).json().data;
      expect(lista.length, p).toBeGreaterThan(0);
      expect(new Set(lista.map((m) => m.id)).size, p).toBe(lista.length);
    }
  });

  it('messagebird-status: o mesmo estado de /api/mensagens e a mesma permissão', async () => {
    const base = await get('/pontobase/messagebird-status', rh);
    expect(base.statusCode).toBe(200);
    const s = base.json().data;
    expect(s).toMatchObject({
      app: { ativo: true },
      push: { ativo: expect.any(Boolean), chavesConfiguradas: expect.any(Boolean) },
      email: { ativo: expect.any(Boolean), modo: expect.stringMatching(/^(smtp|arquivo)$/) },
      sms: { ativo: expect.any(Boolean) },
    });
    expect(Array.isArray(s.ultimas24h)).toBe(true);
    const mensagens = await t.app.inject({
      method: 'GET',
      url: '/api/mensagens/messagebird-status',
      headers: { authorization: `Bearer ${rh}` },
    });
    expect(s).toEqual(mensagens.json().data);
    expect((await get('/sobreavisobase/messagebird-status', gestor)).statusCode).toBe(200);
    // O colaborador não envia mensagens: 403, também com um produto desconhecido.
    for (const url of ['/pontobase/messagebird-status', '/folhabase/messagebird-status']) {
      const r = await get(url, colaborador);
      expect(r.statusCode, url).toBe(403);
      expect(r.json()).toMatchObject({ success: false });
    }
  });
});

describe('competenciasAte', () => {
  it('atravessa a virada do ano e vai da mais nova à mais antiga', () => {
    expect(competenciasAte('2025-11-20', '2026-02-03').map((p) => p.nome)).toEqual([
      'Fevereiro/2026',
      'Janeiro/2026',
      'Dezembro/2025',
      'Novembro/2025',
    ]);
    expect(competenciasAte('2024-02-10', '2024-02-10')).toEqual([
      { id: '2024-02', nome: 'Fevereiro/2024', inicio: '2024-02-01', fim: '2024-02-29' },
    ]);
  });

  it('primeiro dia depois de hoje (relógio atrasado) dá só o mês corrente', () => {
    expect(competenciasAte('2027-01-05', '2026-11-16').map((p) => p.id)).toEqual(['2026-11']);
  });
});
