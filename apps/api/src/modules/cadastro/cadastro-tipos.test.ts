import type {
  CadastroExclusao,
  CadastroItem,
  CadastroPagina,
  MembrosGrupoPagina,
  VersaoCadastro,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';

const C = '/api/cadastros';
let t: AppDeTeste;
let token: string;

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const r = await t.app.inject({
    method,
    url: `${C}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, data: r.json().data as T, corpo: r.json() };
};

const baixar = (url: string) =>
  t.app.inject({ method: 'GET', url: `${C}${url}`, headers: { authorization: `Bearer ${token}` } });

const idsPorEmail = async (empresaId: number, emails: string[]) => {
  const r = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = any($2::text[]) order by id',
    [empresaId, emails],
  );
  return r.map((x) => x.id);
};

beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('rh@demo.jornada.dev');
});
afterAll(() => t.close());

describe('cargos com CBO', () => {
  it('aceita a CBO com ou sem hífen e guarda só os 6 dígitos', async () => {
    const r = await chamar<CadastroItem>('POST', '/cargos', { nome: 'Almoxarife', cbo: '4141-05' });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ nome: 'Almoxarife', cbo: '414105', codigo: '414105' });
    const put = await chamar<CadastroItem>('PUT', `/cargos/${r.data.id}`, {
      nome: 'Almoxarife',
      cbo: '414110',
    });
    expect(put.data.cbo).toBe('414110');
  });

  it.each(['41410', '4141-055', 'abcdef', '4141/05'])(
    'CBO inválida "%s" responde 400 nomeando cbo',
    async (cbo) => {
      const r = await chamar('POST', '/cargos', { nome: `Cargo ${cbo}`, cbo });
      expect(r.status).toBe(400);
      expect(r.corpo.campo).toBe('cbo');
      expect(r.corpo.message).toContain('CBO');
    },
  );

  it('cargo com pessoas é arquivado ao excluir', async () => {
    const lista = await chamar<CadastroPagina>('GET', '/cargos?search=operador de caixa');
    const cargo = lista.data.items[0]!;
    expect(cargo.pessoas).toBeGreaterThan(0);
    const r = await chamar<CadastroExclusao>('DELETE', `/cargos/${cargo.id}`);
    expect(r.data.resultado).toBe('arquivado');
  });
});

describe('sindicatos e centros de custo', () => {
  it('sindicato guarda a data-base e as observações da convenção', async () => {
    const r = await chamar<CadastroItem>('POST', '/sindicatos', {
      nome: 'Sindicato dos Comerciários de São Paulo',
      codigo: 'SECSP',
      dataBaseMes: 9,
      observacoes: 'Convenção 2026/2027: piso reajustado em setembro.',
    });
    expect(r.data).toMatchObject({ dataBaseMes: 9, observacoes: expect.stringContaining('piso') });
    const put = await chamar<CadastroItem>('PUT', `/sindicatos/${r.data.id}`, {
      nome: 'Sindicato dos Comerciários de São Paulo',
      dataBaseMes: null,
    });
    expect(put.data).toMatchObject({ dataBaseMes: null, observacoes: null, codigo: null });
    const mes = await chamar('PUT', `/sindicatos/${r.data.id}`, { nome: 'X', dataBaseMes: 13 });
    expect(mes.status).toBe(400);
    expect(mes.corpo.campo).toBe('dataBaseMes');
    const sem = await chamar<CadastroExclusao>('DELETE', `/sindicatos/${r.data.id}`);
    expect(sem.data.resultado).toBe('excluido');
    const h = await t.db.query<{ acao: string }>(
      "select acao from cadastro_historico where empresa_id = $1 and entidade = 'sindicato' and entidade_id = $2 order by versao",
      [EMPRESA_DEMO, r.data.id],
    );
    expect(h.map((x) => x.acao)).toEqual(['inclusao', 'alteracao', 'exclusao']);
  });

  it('centro de custo sem uso é excluído de fato', async () => {
    const r = await chamar<CadastroItem>('POST', '/centros-custos', {
      nome: 'CC 1001 — Vendas',
      codigo: '1001',
    });
    expect(r.data).not.toHaveProperty('cbo');
    const del = await chamar<CadastroExclusao>('DELETE', `/centros-custos/${r.data.id}`);
    expect(del.data.resultado).toBe('excluido');
  });

  it('o histórico não muda depois de gravado', async () => {
    await expect(t.db.query('update cadastro_historico set acao = $1', ['x'])).rejects.toThrow();
  });
});

describe('grupos e membros', () => {
  it('inclui duas pessoas, lista os membros paginados e retira uma', async () => {
    const g = await chamar<CadastroItem>('POST', '/grupos', { nome: 'Comissão de festas' });
    const [a, b] = await idsPorEmail(EMPRESA_DEMO, [
      'colaborador@demo.jornada.dev',
      'colaborador02@demo.jornada.dev',
    ]);
    const inc = await chamar<CadastroItem>('POST', `/grupos/${g.data.id}/membros`, {
      usuarioIds: [a, b, a],
    });
    expect(inc.data.pessoas).toBe(2);
    const lista = await chamar<MembrosGrupoPagina>(
      'GET',
      `/grupos/${g.data.id}/membros?pageSize=1`,
    );
    expect(lista.data.total).toBe(2);
    expect(lista.data.items).toHaveLength(1);
    const ret = await chamar<CadastroItem>('DELETE', `/grupos/${g.data.id}/membros/${a}`);
    expect(ret.data.pessoas).toBe(1);
    expect((await chamar('DELETE', `/grupos/${g.data.id}/membros/${a}`)).status).toBe(404);
    const h = await chamar<VersaoCadastro[]>('GET', `/grupos/${g.data.id}/historico`);
    expect(h.data.map((v) => v.acao)).toEqual(['retirada_membro', 'inclusao_membros', 'inclusao']);
    expect(h.data[1]?.dados.incluidos).toEqual([a, b].sort((x, y) => x! - y!));
    // Com membro, excluir arquiva; arquivado, não muda de membros.
    const del = await chamar<CadastroExclusao>('DELETE', `/grupos/${g.data.id}`);
    expect(del.data.resultado).toBe('arquivado');
    const bloqueado = await chamar('POST', `/grupos/${g.data.id}/membros`, { usuarioIds: [a] });
    expect(bloqueado.status).toBe(409);
  });

  it('pessoa de outra empresa não entra no grupo', async () => {
    const g = await chamar<CadastroItem>('POST', '/grupos', { nome: 'Grupo fechado' });
    const [deFora] = await idsPorEmail(EMPRESA_FERIAS, ['rh@industria.jornada.dev']);
    const r = await chamar('POST', `/grupos/${g.data.id}/membros`, { usuarioIds: [deFora] });
    expect(r.status).toBe(400);
    expect(r.corpo.campo).toBe('usuarioIds');
    const vazio = await chamar('POST', `/grupos/${g.data.id}/membros`, { usuarioIds: [] });
    expect(vazio.status).toBe(400);
  });
});

describe('exportação CSV', () => {
  it('cargos em CSV com BOM, ";" e a CBO formatada', async () => {
    await chamar('POST', '/cargos', { nome: 'Estoquista; noturno', cbo: '414105' });
    const r = await baixar('/cargos/csv?search=estoquista');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('cargos.csv');
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    const linhas = r.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(linhas).toEqual(['Nome;CBO;Pessoas;Situação', '"Estoquista; noturno";4141-05;0;Ativo']);
  });

  it('sindicatos com a data-base por extenso; arquivados só com o filtro', async () => {
    const s = await chamar<CadastroItem>('POST', '/sindicatos', {
      nome: '=Sindicato dos Vigilantes',
      dataBaseMes: 3,
    });
    await chamar('POST', `/sindicatos/${s.data.id}/arquivar`);
    const sem = await baixar('/sindicatos/csv?search=vigilantes');
    expect(sem.body.replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1);
    const com = await baixar('/sindicatos/csv?search=vigilantes&arquivados=true');
    const linhas = com.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(linhas[0]).toBe('Nome;Código;Data-base;Observações;Situação');
    expect(linhas[1]).toBe("'=Sindicato dos Vigilantes;;março;;Arquivado");
  });
});
