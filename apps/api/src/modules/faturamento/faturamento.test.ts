import type {
  EmpresasFaturamento,
  ExtratoFaturamento,
  FechamentoFaturamento,
  PlanoFaturamento,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS, EMPRESA_OPERADORA } from '../../seed/seed.ts';
import { chamar, contarAtivos } from './faturamento-teste.ts';

let t: AppDeTeste;
let op: string;
/** Pessoas da Demo Comércio ativas em 10/2026 pela semente (contadas no banco, não fixadas). */
let n: number;
const get = <T>(url: string) => chamar<T>(t, 'GET', url, op);
const post = <T>(url: string, corpo: object) => chamar<T>(t, 'POST', url, op, corpo);
const extrato = (c: string, e = EMPRESA_DEMO) =>
  get<ExtratoFaturamento>(`/extrato?competencia=${c}&empresaId=${e}`);
const pessoas = (c: string, pagina = 1, e = EMPRESA_DEMO) =>
  get<{ itens: { nome: string; usuarioId: number }[]; total: number }>(
    `/extrato/colaboradores?competencia=${c}&empresaId=${e}&pageNumber=${pagina}&pageSize=25`,
  );

beforeAll(async () => {
  t = await createAppDeTeste();
  op = await t.token('suporte@jornada.dev', EMPRESA_OPERADORA);
  n = await contarAtivos(t, EMPRESA_DEMO, '2026-10-01', '2026-10-31');
});
afterAll(() => t.close());

describe('faturamento: extrato do mês com os colaboradores semeados', () => {
  it('Demo Comércio em 10/2026: os ativos do cadastro no plano Profissional', async () => {
    expect(n).toBeGreaterThan(25);
    const r = await extrato('2026-10');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      empresaNome: 'Demo Comércio Ltda',
      situacao: 'aberto',
      planoNome: 'Profissional',
      ativos: n,
      faixaAplicada: 1,
      minimoAplicado: false,
      valorCentavos: n * 1_190,
    });
    expect(r.data.faixas[0]).toMatchObject({ de: 1, ate: 100, quantidade: n });
  });

  it('Demo Indústria: poucos ativos pagam a mensalidade mínima do Essencial', async () => {
    const r = await extrato('2026-10', EMPRESA_FERIAS);
    expect(r.data).toMatchObject({
      planoNome: 'Essencial',
      minimoAplicado: true,
      valorCentavos: 14_900,
    });
    expect(r.data.ativos).toBe(await contarAtivos(t, EMPRESA_FERIAS, '2026-10-01', '2026-10-31'));
  });

  it('antes da vigência dos planos a empresa fica sem plano e sem valor', async () => {
    const r = await extrato('2025-12');
    expect(r.data).toMatchObject({ situacao: 'sem-plano', planoNome: null, valorCentavos: null });
  });

  it('quem são: paginado no servidor, 25 por página', async () => {
    const p1 = await pessoas('2026-10');
    const p2 = await pessoas('2026-10', 2);
    expect(p1.data.total).toBe(n);
    expect(p1.data.itens).toHaveLength(25);
    expect(p2.data.itens).toHaveLength(Math.min(25, n - 25));
    const todos = [...p1.data.itens, ...p2.data.itens];
    expect(new Set(todos.map((p) => p.usuarioId)).size).toBe(Math.min(50, n));
    expect(todos.map((p) => p.nome)).toContain('Paula Andrade');
  });

  it('empresas do mês com os totais de todas', async () => {
    const r = await get<EmpresasFaturamento>('/empresas?competencia=2026-10');
    expect(r.data.itens.map((e) => [e.empresaNome, e.situacao])).toEqual([
      ['Demo Comércio Ltda', 'aberto'],
      ['Demo Indústria S.A.', 'aberto'],
    ]);
    const soma = r.data.itens.reduce((s, e) => s + (e.valorCentavos ?? 0), 0);
    expect(r.data.totais).toMatchObject({ empresas: 2, valorCentavos: soma, fechadas: 0 });
    expect(r.data.totais.ativos).toBe(r.data.itens.reduce((s, e) => s + e.ativos, 0));
  });

  it('CSV do mês: UTF-8 com BOM, ";" e vírgula decimal', async () => {
    const r = await get<never>('/empresas/csv?competencia=2026-10');
    expect(r.status).toBe(200);
    expect(r.texto.charCodeAt(0)).toBe(0xfeff);
    const linhas = r.texto.slice(1).trimEnd().split('\r\n');
    expect(linhas[0]).toBe(
      'Competência;Empresa;CNPJ;Plano;Faixa;Colaboradores ativos;Valor (R$);Situação',
    );
    // R$ 11,90 por ativo na 1ª faixa do Profissional: 43 ativos → '511,70'.
    const c = n * 1_190;
    const valor = `${Math.trunc(c / 100)},${String(c % 100).padStart(2, '0')}`;
    expect(linhas[1]).toBe(
      `10/2026;Demo Comércio Ltda;11222333000181;Profissional;1;${n};${valor};Aberto`,
    );
    expect(linhas.at(-1)).toMatch(/^10\/2026;Total;;;;\d+;\d+,\d{2};$/);
  });

  it('CSV do extrato: uma linha por pessoa cobrada', async () => {
    const r = await get<never>(`/extrato/csv?competencia=2026-10&empresaId=${EMPRESA_DEMO}`);
    const linhas = r.texto.slice(1).trimEnd().split('\r\n');
    expect(linhas[0]).toBe('Competência;Empresa;CNPJ;Nome;Matrícula;Admissão;Desligamento');
    expect(linhas).toHaveLength(n + 1);
    expect(linhas).toContain(
      '10/2026;Demo Comércio Ltda;11222333000181;Paula Andrade;1003;01/03/2024;',
    );
  });
});

describe('faturamento: admissão e desligamento no mês', () => {
  it('desligado antes do mês sai; admitido no último dia entra; o mês anterior não o vê', async () => {
    await t.db.query(
      "update usuario set demissao = '2026-09-30' where empresa_id = $1 and email = 'colaborador05@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    await t.db.query(
      "update usuario set demissao = '2026-10-01' where empresa_id = $1 and email = 'colaborador06@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    await t.db.query(
      "update usuario set admissao = '2026-10-31' where empresa_id = $1 and email = 'colaborador07@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    expect((await extrato('2026-10')).data.ativos).toBe(n - 1);
    expect((await extrato('2026-09')).data.ativos).toBe(n - 1);
    expect((await extrato('2026-11')).data.ativos).toBe(n - 2);
  });
});

describe('faturamento: fechamento congela o extrato', () => {
  it('só fecha mês terminado e com plano', async () => {
    const atual = await post('/fechamentos', { competencia: '2026-11', empresaId: EMPRESA_DEMO });
    expect(atual.status).toBe(400);
    expect(atual.corpo.campo).toBe('competencia');
    const semPlano = await post('/fechamentos', {
      competencia: '2025-12',
      empresaId: EMPRESA_DEMO,
    });
    expect(semPlano.status).toBe(409);
  });

  it('fechado, não muda quando colaboradores mudam depois; fechar de novo é 409', async () => {
    const fechado = await post<ExtratoFaturamento>('/fechamentos', {
      competencia: '2026-10',
      empresaId: EMPRESA_DEMO,
    });
    expect(fechado.status).toBe(200);
    expect(fechado.data).toMatchObject({
      situacao: 'fechado',
      ativos: n - 1,
      fechadoPorNome: 'Suporte Jornada',
    });
    const antes = (await pessoas('2026-10')).data;

    await t.db.query(
      "update usuario set demissao = '2026-01-31' where empresa_id = $1 and email like 'colaborador1%'",
      [EMPRESA_DEMO],
    );
    await t.db.query(
      "update usuario set admissao = '2026-10-15', demissao = null where empresa_id = $1 and email = 'colaborador05@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    const depois = await extrato('2026-10');
    expect(depois.data).toEqual(fechado.data);
    expect((await pessoas('2026-10')).data).toEqual(antes);
    // O mês seguinte, aberto, já vê as mudanças.
    expect((await extrato('2026-11')).data.ativos).toBeLessThan(n - 2);

    const deNovo = await post('/fechamentos', { competencia: '2026-10', empresaId: EMPRESA_DEMO });
    expect(deNovo.status).toBe(409);
  });

  it('a fatura fechada não se altera nem no banco, e o fechamento está na auditoria', async () => {
    await expect(t.db.query('update fatura set valor_centavos = 1')).rejects.toThrow();
    await expect(t.db.query('delete from fatura_colaborador')).rejects.toThrow();
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where empresa_id = $1 and entidade = 'fatura' and acao = 'fechamento'",
      [EMPRESA_OPERADORA],
    );
    expect(Number(a!.n)).toBe(1);
  });

  it('histórico de fechamentos e a lista do mês mostram o fechado', async () => {
    const h = await get<{ itens: FechamentoFaturamento[]; total: number }>(
      `/fechamentos?empresaId=${EMPRESA_DEMO}`,
    );
    expect(h.data.total).toBe(1);
    expect(h.data.itens[0]).toMatchObject({
      competencia: '2026-10',
      situacao: 'fechado',
      ativos: n - 1,
    });
    const m = await get<EmpresasFaturamento>('/empresas?competencia=2026-10');
    expect(m.data.totais.fechadas).toBe(1);
  });
});

describe('faturamento: planos com vigência e atribuição', () => {
  it('novo preço vale da vigência em diante; o antigo continua nos meses anteriores', async () => {
    const planos = await get<PlanoFaturamento[]>('/planos');
    const prof = planos.data.find((p) => p.nome === 'Profissional')!;
    const recusa = await post('/planos/precos', {
      planoId: prof.id,
      vigenciaInicio: '2026-01',
      mensalidadeMinimaCentavos: 0,
      faixas: [{ ate: null, precoCentavos: 1 }],
    });
    expect(recusa.status).toBe(409);
    expect(recusa.corpo.campo).toBe('vigenciaInicio');
    const novo = await post<PlanoFaturamento>('/planos/precos', {
      planoId: prof.id,
      vigenciaInicio: '2026-12',
      mensalidadeMinimaCentavos: 29_900,
      faixas: [{ ate: null, precoCentavos: 1_000 }],
    });
    expect(novo.status).toBe(200);
    expect(novo.data.versoes.map((v) => [v.versao, v.vigenciaInicio])).toEqual([
      [2, '2026-12'],
      [1, '2026-01'],
    ]);
    expect((await extrato('2026-11')).data.planoVersao).toBe(1);
    const dez = (await extrato('2026-12')).data;
    expect(dez).toMatchObject({
      planoVersao: 2,
      valorCentavos: Math.max(29_900, dez.ativos * 1_000),
    });
    await expect(
      t.db.query('update plano_faturamento_versao set faixas = $1', ['[]']),
    ).rejects.toThrow();
  });

  it('cria plano, recusa nome repetido, atribui a uma empresa e arquivado não se atribui', async () => {
    const corpo = {
      nome: 'Enterprise Anual',
      vigenciaInicio: '2026-11',
      mensalidadeMinimaCentavos: 50_000,
      faixas: [
        { ate: 1000, precoCentavos: 800 },
        { ate: null, precoCentavos: 600 },
      ],
    };
    const p = await post<PlanoFaturamento>('/planos', corpo);
    expect(p.status).toBe(200);
    expect((await post('/planos', { ...corpo, nome: 'enterprise anual' })).status).toBe(409);
    const a = await post('/atribuicoes', {
      empresaId: EMPRESA_FERIAS,
      planoId: p.data.id,
      vigenciaInicio: '2026-11',
    });
    expect(a.status).toBe(200);
    expect((await extrato('2026-11', EMPRESA_FERIAS)).data).toMatchObject({
      planoNome: 'Enterprise Anual',
      valorCentavos: 50_000,
    });
    expect((await extrato('2026-10', EMPRESA_FERIAS)).data.planoNome).toBe('Essencial');
    const hist = await get<{ planoNome: string }[]>(`/atribuicoes?empresaId=${EMPRESA_FERIAS}`);
    expect(hist.data.map((x) => x.planoNome)).toEqual(['Essencial', 'Enterprise Anual']);

    const arq = await chamar<PlanoFaturamento>(t, 'PUT', '/planos', op, {
      planoId: p.data.id,
      nome: 'Enterprise Anual',
      ativo: false,
    });
    expect(arq.data.ativo).toBe(false);
    const recusa = await post('/atribuicoes', {
      empresaId: EMPRESA_DEMO,
      planoId: p.data.id,
      vigenciaInicio: '2027-01',
    });
    expect(recusa.status).toBe(409);
    const [aud] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where empresa_id = $1 and entidade like 'plano_faturamento%'",
      [EMPRESA_OPERADORA],
    );
    expect(Number(aud!.n)).toBe(4);
  });
});
