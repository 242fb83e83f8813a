import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { enviarHolerites, pdfDaDemo, pessoasDaDemo } from '../../../test/holerites-de-teste.ts';

let t: AppDeTeste;
let rh: string;
const como = () => ({ authorization: `Bearer ${rh}` });
type Pessoa = Awaited<ReturnType<typeof pessoasDaDemo>>[number];
let pessoas: Pessoa[];

const listar = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/holerite/importacao?${query}`, headers: como() });

const auditorias = async (entidade: string, acao: string) => {
  const [r] = await t.db.query<{ n: string }>(
    'select count(*) as n from auditoria where entidade = $1 and acao = $2',
    [entidade, acao],
  );
  return Number(r!.n);
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  pessoas = await pessoasDaDemo(t, 4);
  // Duas importações: mensal de outubro (PDF) e férias de novembro (ZIP com um PDF por pessoa).
  await enviarHolerites(t, rh, { nome: 'outubro.pdf', bytes: await pdfDaDemo(pessoas) });
  const zip = zipSync({
    'ferias/a.pdf': new Uint8Array(await pdfDaDemo([pessoas[0]!], 0, '2026-11')),
    'ferias/b.pdf': new Uint8Array(await pdfDaDemo([pessoas[1]!], 0, '2026-11')),
    'leia-me.txt': new TextEncoder().encode('não é PDF'),
  });
  const r = await enviarHolerites(
    t,
    rh,
    { nome: 'ferias.zip', tipo: 'application/zip', bytes: Buffer.from(zip) },
    'holeriteTipoId=4&competencia=2026-11',
  );
  expect(r.json().data.encontrados).toHaveLength(2);
});
afterAll(() => t.close());

describe('gestão dos holerites pelo RH', () => {
  it('lista com filtros de competência, tipo, pessoa e paginação', async () => {
    const todos = await listar('');
    expect(todos.json().data.total).toBe(6);
    const ferias = await listar('competencia=2026-11&holeriteTipoId=4');
    expect(ferias.json().data.itens.map((i: { tipo: string }) => i.tipo)).toEqual([
      'Férias',
      'Férias',
    ]);
    const daPessoa = await listar(`usuarioId=${pessoas[0]!.id}`);
    expect(daPessoa.json().data.total).toBe(2);
    const pagina = await listar('pageNumber=2&pageSize=4');
    expect(pagina.json().data).toMatchObject({ total: 6, pageNumber: 2, pageSize: 4 });
    expect(pagina.json().data.itens).toHaveLength(2);
  });

  it('aceita o filtro no corpo do GET, como na spec', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/holerite/importacao',
      headers: como(),
      payload: { competencia: '2026-10' },
    });
    expect(r.json().data.total).toBe(4);
  });

  it('exclui um holerite e audita', async () => {
    const [primeiro] = (await listar('competencia=2026-10')).json().data.itens;
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/holerite/importacao/${primeiro.id}`,
      headers: como(),
    });
    expect(r.json()).toMatchObject({ success: true, data: { excluidos: 1 } });
    expect((await listar('competencia=2026-10')).json().data.total).toBe(3);
    expect(await auditorias('holerite', 'excluir')).toBe(1);
  });

  it('exclui um grupo; um id inexistente recusa o grupo inteiro', async () => {
    const itens = (await listar('competencia=2026-10')).json().data.itens as { id: number }[];
    const recusado = await t.app.inject({
      method: 'DELETE',
      url: '/api/holerite/importacao',
      headers: como(),
      payload: { ids: [itens[0]!.id, 999999] },
    });
    expect(recusado.statusCode).toBe(404);
    expect((await listar('competencia=2026-10')).json().data.total).toBe(3);
    const r = await t.app.inject({
      method: 'DELETE',
      url: '/api/holerite/importacao',
      headers: como(),
      payload: { ids: itens.slice(0, 2).map((i) => i.id) },
    });
    expect(r.json().data.excluidos).toBe(2);
    expect((await listar('competencia=2026-10')).json().data.total).toBe(1);
  });

  it('exclui a importação inteira (descarta o rascunho)', async () => {
    const [item] = (await listar('competencia=2026-11')).json().data.itens;
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/holerite/importacao/lote/${item.loteId}`,
      headers: como(),
    });
    expect(r.json().data.excluidos).toBe(2);
    expect((await listar('competencia=2026-11')).json().data.total).toBe(0);
    expect(await auditorias('holerite_lote', 'excluir')).toBe(1);
  });

  it.each([
    [
      'um arquivo que não é PDF nem ZIP',
      Buffer.from('texto qualquer'),
      'Envie um PDF com os holerites ou um ZIP de PDFs.',
    ],
    [
      'um ZIP sem PDF',
      Buffer.from(zipSync({ 'a.txt': new Uint8Array([65]) })),
      'O ZIP enviado não tem nenhum PDF.',
    ],
    [
      'um PDF corrompido',
      Buffer.from('%PDF-1.7\nlixo'),
      'Não foi possível ler o PDF x.pdf: o arquivo está corrompido ou protegido por senha.',
    ],
  ])('recusa %s com a mensagem', async (_caso, bytes, mensagem) => {
    const r = await enviarHolerites(t, rh, { nome: 'x.pdf', bytes });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(mensagem);
  });

  it.each([
    ['holeriteTipoId=9&competencia=2026-10', 'holeriteTipoId'],
    ['holeriteTipoId=1&competencia=2026-13', 'competencia'],
  ])('valida a query do envio (%s)', async (query, campo) => {
    const r = await enviarHolerites(
      t,
      rh,
      { nome: 'x.pdf', bytes: await pdfDaDemo(pessoas) },
      query,
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe(campo);
  });
});
