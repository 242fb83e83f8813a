import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Relógio dos testes: segunda-feira, 16/11/2026, 10:30 em Brasília.
let t: AppDeTeste;
let rh: string;
let semeada: number;
let nova: number;

const B = '/api/intermitente';
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${B}${url}`, headers: { authorization: `Bearer ${token}` } });
const um = async (sql: string) => (await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]))[0]!.id;

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  semeada = await um('select id from intermitente_convocacao where empresa_id = $1');
  const r = await t.app.inject({
    method: 'POST',
    url: `${B}/Convocacao`,
    headers: { authorization: `Bearer ${rh}` },
    payload: {
      regraId: await um('select id from intermitente_regra where empresa_id = $1'),
      contratanteId: await um(
        "select id from intermitente_contratante where empresa_id = $1 and tipo = 'terceiro'",
      ),
      grupoId: await um(
        "select id from intermitente_grupo where empresa_id = $1 and nome = 'Equipe de eventos'",
      ),
      dataInicio: '2026-11-19',
      dataFim: '2026-11-19',
      horaEntrada: '08:00',
      horaSaida: '17:00',
      intervaloMinutos: 60,
    },
  });
  expect(r.statusCode).toBe(201);
  nova = r.json().data.id;
});
afterAll(() => t.close());

const pdfDoDataUrl = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:application/pdf;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:application/pdf;base64,'.length), 'base64');
};

describe('downloads do RH', () => {
  it('lista a carta de cada convocação, com nome de arquivo e situação', async () => {
    const r = await get('/download', rh);
    expect(r.statusCode).toBe(200);
    const lista = r.json().data as { id: number; nome: string; convocados: number }[];
    expect(lista.map((d) => d.id).sort()).toEqual([semeada, nova].sort());
    const carta = lista.find((d) => d.id === semeada)!;
    expect(carta).toMatchObject({
      convocacaoId: semeada,
      nome: `convocacao-${semeada}.pdf`,
      contratante: 'Loja Centro — reforço de fim de semana',
      status: 'encerradas',
      interrompido: false,
      convocados: 5,
    });
  });

  it('filtra pelo período das convocações', async () => {
    const r = await get('/download?dataInicio=2026-11-18&dataFim=2026-11-20', rh);
    expect(r.json().data.map((d: { id: number }) => d.id)).toEqual([nova]);
  });

  it('o arquivo vem como data URL de um PDF', async () => {
    const r = await get(`/download/${semeada}/arquivo`, rh);
    expect(r.statusCode).toBe(200);
    expect(r.json().success).toBe(true);
    const pdf = pdfDoDataUrl(r.json().data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('vários arquivos num zip download.zip, um PDF por convocação', async () => {
    const r = await get(`/download/arquivos?downloadsIds=${semeada},${nova}`, rh);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/zip');
    expect(r.headers['content-disposition']).toBe('attachment; filename="download.zip"');
    const arquivos = unzipSync(new Uint8Array(r.rawPayload));
    expect(Object.keys(arquivos).sort()).toEqual(
      [`convocacao-${semeada}.pdf`, `convocacao-${nova}.pdf`].sort(),
    );
    for (const pdf of Object.values(arquivos))
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('aceita downloadsIds repetido na query', async () => {
    const r = await get(`/download/arquivos?downloadsIds=${semeada}&downloadsIds=${nova}`, rh);
    expect(r.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(r.rawPayload)))).toHaveLength(2);
  });

  it('sem ids ou com um id inexistente, o zip é recusado', async () => {
    const semIds = await get('/download/arquivos?downloadsIds=', rh);
    expect(semIds.statusCode).toBe(400);
    expect(semIds.json().Error).toContain('escolha ao menos um arquivo');
    const inexistente = await get(`/download/arquivos?downloadsIds=${semeada},999999`, rh);
    expect(inexistente.statusCode).toBe(404);
  });

  it('para quem: os convocados com e-mail e situação', async () => {
    const r = await get(`/download/${semeada}/para-quem`, rh);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.convocacaoId).toBe(semeada);
    expect(d.destinatarios).toHaveLength(5);
    expect(d.destinatarios.map((x: { situacao: string }) => x.situacao).sort()).toEqual([
      'aceita',
      'aceita',
      'aceita',
      'recusa-presumida',
      'recusada',
    ]);
    expect(d.destinatarios[0].email).toMatch(/^colaborador3\d@demo\.jornada\.dev$/);
  });
});

describe('downloads do convocado', () => {
  it('o intermitente vê só as cartas das convocações em que está', async () => {
    const [membro] = await t.db.query<{ email: string }>(
      `select u.email from intermitente_convocado c join usuario u
         on u.empresa_id = c.empresa_id and u.id = c.usuario_id
        where c.empresa_id = $1 and c.convocacao_id = $2 limit 1`,
      [EMPRESA_DEMO, nova],
    );
    const token = await t.token(membro!.email);
    const r = await get('/download', token);
    expect(r.json().data.map((d: { id: number }) => d.id)).toEqual([nova]);
    expect((await get(`/download/${nova}/arquivo`, token)).statusCode).toBe(200);
    expect((await get(`/download/${semeada}/arquivo`, token)).statusCode).toBe(404);
  });

  it('quem não foi convocado não vê nenhuma carta', async () => {
    const paula = await t.token('colaborador@demo.jornada.dev');
    expect((await get('/download', paula)).json().data).toEqual([]);
    expect((await get(`/download/${semeada}/para-quem`, paula)).statusCode).toBe(404);
    expect((await get(`/download/arquivos?downloadsIds=${semeada}`, paula)).statusCode).toBe(404);
  });
});
