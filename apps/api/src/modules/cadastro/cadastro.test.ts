import type {
  CadastroExclusao,
  CadastroItem,
  CadastroPagina,
  VersaoCadastro,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const C = '/api/cadastros';
let t: AppDeTeste;
const tokens: Record<string, string> = {};

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  quem = 'rh',
) => {
  const r = await t.app.inject({
    method,
    url: `${C}${url}`,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  const corpo = r.json();
  return { status: r.statusCode, data: corpo.data as T, corpo };
};

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['rh', 'colaborador'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
});
afterAll(() => t.close());

describe('departamentos', () => {
  it('lista paginada no servidor, com as pessoas de cada departamento', async () => {
    const r = await chamar<CadastroPagina>('GET', '/departamentos?pageSize=2');
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(3);
    expect(r.data.items).toHaveLength(2);
    expect(r.data.items[0]).toMatchObject({ nome: 'Administrativo', ativo: true });
    expect(r.data.items.every((i) => i.pessoas > 0)).toBe(true);
    const p2 = await chamar<CadastroPagina>('GET', '/departamentos?pageSize=2&pageNumber=2');
    expect(p2.data.items.map((i) => i.nome)).toEqual(['Loja Centro']);
  });

  it('busca sem acento e sem caixa', async () => {
    const r = await chamar<CadastroPagina>('GET', '/departamentos?search=DISTRIBUICAO');
    expect(r.data.items.map((i) => i.nome)).toEqual(['Centro de Distribuição']);
  });

  it('cria, altera e guarda o histórico com quem gravou', async () => {
    const criado = await chamar<CadastroItem>('POST', '/departamentos', {
      nome: '  Logística reversa ',
      codigo: 'LOG-R',
    });
    expect(criado.status).toBe(200);
    expect(criado.data).toMatchObject({ nome: 'Logística reversa', codigo: 'LOG-R', pessoas: 0 });
    const id = criado.data.id;
    const alterado = await chamar<CadastroItem>('PUT', `/departamentos/${id}`, {
      nome: 'Logística',
      codigo: null,
    });
    expect(alterado.data).toMatchObject({ id, nome: 'Logística', codigo: null });
    const h = await chamar<VersaoCadastro[]>('GET', `/departamentos/${id}/historico`);
    expect(h.data.map((v) => [v.versao, v.acao])).toEqual([
      [2, 'alteracao'],
      [1, 'inclusao'],
    ]);
    expect(h.data[0]?.alteradoPorNome).toBeTruthy();
    expect(h.data[0]?.dados).toMatchObject({ nome: 'Logística', versao: 2 });
    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'departamento' and entidade_id = $2",
      [EMPRESA_DEMO, String(id)],
    );
    expect(aud?.n).toBe(2);
  });

  it('nome repetido (sem diferenciar maiúsculas) responde 409 nomeando o campo nome', async () => {
    const r = await chamar('POST', '/departamentos', { nome: 'loja centro' });
    expect(r.status).toBe(409);
    expect(r.corpo.campo).toBe('nome');
    expect(r.corpo.message).toContain('nome');
    const outro = await chamar<CadastroItem>('POST', '/departamentos', { nome: 'Expedição' });
    const put = await chamar('PUT', `/departamentos/${outro.data.id}`, { nome: 'ADMINISTRATIVO' });
    expect(put.status).toBe(409);
  });

  it('entrada inválida responde 400 nomeando o campo, sem 5xx para entradas estranhas', async () => {
    const vazio = await chamar('POST', '/departamentos', { nome: '   ' });
    expect(vazio.status).toBe(400);
    expect(vazio.corpo.campo).toBe('nome');
    const longo = await chamar('POST', '/departamentos', { nome: 'x'.repeat(100_000) });
    expect(longo.status).toBe(400);
    const nul = await chamar('POST', '/departamentos', { nome: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect((await chamar('GET', '/departamentos/99999999999')).status).toBe(400);
    expect((await chamar('GET', '/departamentos/2147483647')).status).toBe(404);
    expect((await chamar('GET', '/departamentos?pageSize=100000')).status).toBe(400);
    const busca = await chamar<CadastroPagina>('GET', '/departamentos?search=%25_%5C');
    expect(busca.status).toBe(200);
    expect(busca.data.total).toBe(0);
  });

  it('excluir um departamento com pessoas arquiva; sem nada apontando, exclui', async () => {
    const lista = await chamar<CadastroPagina>('GET', '/departamentos?search=Loja');
    const loja = lista.data.items[0]!;
    const r = await chamar<CadastroExclusao>('DELETE', `/departamentos/${loja.id}`);
    expect(r.data).toMatchObject({ resultado: 'arquivado', item: { ativo: false } });
    const ativos = await chamar<CadastroPagina>('GET', '/departamentos?search=Loja');
    expect(ativos.data.total).toBe(0);
    const todos = await chamar<CadastroPagina>('GET', '/departamentos?search=Loja&arquivados=true');
    expect(todos.data.items[0]).toMatchObject({ id: loja.id, ativo: false });
    // Arquivado some das consultas (/filter), mas as pessoas continuam nele.
    const filtro = await t.app.inject({
      method: 'GET',
      url: '/api/base/filter/departamentos',
      headers: { authorization: `Bearer ${tokens.rh}` },
    });
    expect(filtro.json().data.map((i: { id: number }) => i.id)).not.toContain(loja.id);
    const des = await chamar<CadastroItem>('POST', `/departamentos/${loja.id}/desarquivar`);
    expect(des.data.ativo).toBe(true);
    const h = await chamar<VersaoCadastro[]>('GET', `/departamentos/${loja.id}/historico`);
    expect(h.data.map((v) => v.acao)).toEqual(['desarquivamento', 'arquivamento']);

    const novo = await chamar<CadastroItem>('POST', '/departamentos', { nome: 'Temporário' });
    const del = await chamar<CadastroExclusao>('DELETE', `/departamentos/${novo.data.id}`);
    expect(del.data).toEqual({ resultado: 'excluido', item: null });
    expect((await chamar('GET', `/departamentos/${novo.data.id}`)).status).toBe(404);
  });

  it('departamento usado só por outro registro (reprocessamento) é arquivado, não excluído', async () => {
    const novo = await chamar<CadastroItem>('POST', '/departamentos', {
      nome: 'Auditoria interna',
    });
    await t.db.query(
      `insert into reprocessamento (empresa_id, departamento_id, data_inicio, data_fim, status, solicitante_id, criado_em)
       select $1, $2, '2026-11-01', '2026-11-02', 'concluido', id, now() from usuario
        where empresa_id = $1 and email = 'rh@demo.jornada.dev'`,
      [EMPRESA_DEMO, novo.data.id],
    );
    const del = await chamar<CadastroExclusao>('DELETE', `/departamentos/${novo.data.id}`);
    expect(del.data.resultado).toBe('arquivado');
  });

  it('arquivar duas vezes não grava outra versão', async () => {
    const novo = await chamar<CadastroItem>('POST', '/departamentos', { nome: 'Qualidade' });
    await chamar('POST', `/departamentos/${novo.data.id}/arquivar`);
    const de_novo = await chamar<CadastroItem>('POST', `/departamentos/${novo.data.id}/arquivar`);
    expect(de_novo.data.ativo).toBe(false);
    const h = await chamar<VersaoCadastro[]>('GET', `/departamentos/${novo.data.id}/historico`);
    expect(h.data.map((v) => v.acao)).toEqual(['arquivamento', 'inclusao']);
  });
});

describe('permissão', () => {
  it.each([
    ['GET', '/departamentos'],
    ['POST', '/cargos'],
    ['GET', '/sindicatos/csv'],
    ['DELETE', '/grupos/1'],
    ['POST', '/grupos/1/membros'],
  ] as const)('colaborador recebe 403 em %s %s (mesmo com entrada inválida)', async (m, url) => {
    const r = await chamar(m, url, m === 'POST' ? { invalido: true } : undefined, 'colaborador');
    expect(r.status).toBe(403);
  });

  it('sem token responde 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: `${C}/cargos` });
    expect(r.statusCode).toBe(401);
  });

  it('o perfil RH da demo tem o menu Estrutura da empresa', async () => {
    const [p] = await t.db.query<{ ok: boolean }>(
      "select '/dashboard/admin/estrutura' = any(rotas) as ok from perfil where empresa_id = $1 and nome = 'RH'",
      [EMPRESA_DEMO],
    );
    expect(p?.ok).toBe(true);
  });
});
