import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { enviarHolerites, pdfDaDemo, pessoasDaDemo } from '../../../test/holerites-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
type Pessoa = Awaited<ReturnType<typeof pessoasDaDemo>>[number];
let pessoas: Pessoa[];
let paula: Pessoa;
/** Prévia do envio principal (rascunho), guardada para os casos seguintes. */
let previa: {
  loteId: number;
  paginas: number;
  encontrados: { id: number; usuarioId: number; paginas: number[]; identificadoPor: string }[];
  naoIdentificadas: { pagina: number; identificador: string | null; motivo: string }[];
};

const textoDoPdf = async (bytes: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const paginas: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const c = await (await pdf.getPage(n)).getTextContent();
    paginas.push(c.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return paginas;
};

beforeAll(async () => {
  t = await createAppDeTeste();
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  tokens.gestor = await t.token('gestor@demo.jornada.dev');
  pessoas = await pessoasDaDemo(t, 6);
  paula = pessoas.find((p) => p.nome === 'Paula Andrade')!;
});
afterAll(() => t.close());

describe('importação de holerites', () => {
  it('lista os tipos de holerite', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/holerite/holeritetipo',
      headers: como('colaborador'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((x: { nome: string }) => x.nome)).toEqual([
      'Mensal',
      '13º salário — 1ª parcela',
      '13º salário — 2ª parcela',
      'Férias',
      'PLR',
      'Rescisão',
    ]);
  });

  it('divide o PDF por CPF e matrícula e mostra o que não casou antes de publicar', async () => {
    const estranho = { nome: 'Fulano de Outra Empresa', cpf: '12345678909', matricula: '99999' };
    const bytes = await pdfDaDemo(
      [
        ...pessoas.slice(0, 4),
        { ...pessoas[4]!, semCpf: true },
        estranho,
        // Segunda página da Paula (holerite de duas folhas): vai para o mesmo PDF.
        paula,
      ],
      1,
    );
    const r = await enviarHolerites(t, tokens.rh!, { nome: 'folha-outubro.pdf', bytes });
    expect(r.statusCode).toBe(200);
    previa = r.json().data;
    expect(previa.paginas).toBe(8);
    expect(r.json().data.situacao).toBe('rascunho');
    expect(previa.encontrados).toHaveLength(5);
    const daPaula = previa.encontrados.find((e) => e.usuarioId === paula.id)!;
    expect(daPaula.paginas).toEqual([4, 7]);
    const pelaMatricula = previa.encontrados.find((e) => e.usuarioId === pessoas[4]!.id)!;
    expect(pelaMatricula.identificadoPor).toBe('matricula');
    expect(previa.naoIdentificadas).toEqual([
      expect.objectContaining({
        pagina: 6,
        identificador: '123.456.789-09',
        motivo: 'Nenhum colaborador da empresa tem este CPF.',
      }),
      expect.objectContaining({
        pagina: 8,
        identificador: null,
        motivo: 'Nenhum CPF ou matrícula encontrado na página.',
      }),
    ]);
  });

  it('o rascunho não aparece para a pessoa, e o download dela dá 404', async () => {
    const meus = await t.app.inject({
      method: 'GET',
      url: '/api/holerite/importacao/meus',
      headers: como('colaborador'),
    });
    expect(meus.json().data).toEqual([]);
    const daPaula = previa.encontrados.find((e) => e.usuarioId === paula.id)!;
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/holerite/importacao/${daPaula.id}/arquivo`,
      headers: como('colaborador'),
    });
    expect(r.statusCode).toBe(404);
  });

  it('o RH reabre a prévia, e o PDF de cada pessoa tem só as páginas dela', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/holerite/importacao/lote/${previa.loteId}`,
      headers: como('rh'),
    });
    expect(r.json().data.encontrados).toHaveLength(5);
    const daPaula = previa.encontrados.find((e) => e.usuarioId === paula.id)!;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/holerite/importacao/${daPaula.id}/arquivo`,
      headers: como('rh'),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(2);
    const textos = await textoDoPdf(pdf.rawPayload);
    for (const texto of textos) expect(texto).toContain('Paula Andrade');
    expect(textos.join(' ')).not.toContain(pessoas[0]!.nome);
  });

  it('publica, audita, e a pessoa lista e baixa só o próprio holerite', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/holerite/importacao/lote/${previa.loteId}/publicar`,
      headers: como('rh'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.situacao).toBe('publicada');
    const [audit] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'holerite_lote' and acao in ('importar', 'publicar') and entidade_id = $1",
      [String(previa.loteId)],
    );
    expect(Number(audit!.n)).toBe(2);

    const meus = await t.app.inject({
      method: 'GET',
      url: '/api/holerite/importacao/meus',
      headers: como('colaborador'),
    });
    const lista = meus.json().data as { id: number; usuarioId: number; competencia: string }[];
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ usuarioId: paula.id, competencia: '2026-10', tipo: 'Mensal' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/holerite/importacao/${lista[0]!.id}/arquivo`,
      headers: como('colaborador'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(
      'holerite-2026-10-mensal-paula-andrade.pdf',
    );

    const deOutro = previa.encontrados.find((e) => e.usuarioId !== paula.id)!;
    const alheio = await t.app.inject({
      method: 'GET',
      url: `/api/holerite/importacao/${deOutro.id}/arquivo`,
      headers: como('colaborador'),
    });
    expect(alheio.statusCode).toBe(404);
  });

  it('publicar de novo responde 409 com a mensagem', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/holerite/importacao/lote/${previa.loteId}/publicar`,
      headers: como('rh'),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Esta importação já foi publicada.');
  });

  it('quem não tem o menu de holerites não importa nem lista', async () => {
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/holerite/importacao',
      headers: como('gestor'),
    });
    expect(lista.statusCode).toBe(403);
    const envio = await enviarHolerites(t, tokens.colaborador!, {
      nome: 'x.pdf',
      bytes: await pdfDaDemo([paula]),
    });
    expect(envio.statusCode).toBe(403);
  });
});
