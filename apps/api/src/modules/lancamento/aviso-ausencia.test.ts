import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Aviso de ausência do colaborador com o comprovante, pendente até o gestor decidir (issue 14 §2).
const M = '/api/main';
let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });

const PDF = Buffer.from('%PDF-1.4\nconteúdo do atestado');
type Anexo = { nome: string; tipo: string; bytes: Buffer };

/** Corpo multipart binário: campos de texto e um arquivo no campo `anexo`. */
const multipart = (campos: Record<string, string>, anexo?: Anexo) => {
  const limite = '----jornada-aviso';
  const partes: Buffer[] = Object.entries(campos).map(([k, v]) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (anexo)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="anexo"; filename="${anexo.nome}"\r\nContent-Type: ${anexo.tipo}\r\n\r\n`,
      ),
      anexo.bytes,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    'content-type': `multipart/form-data; boundary=${limite}`,
    payload: Buffer.concat(partes),
  };
};

const avisar = (quem: string, campos: Record<string, string>, anexo?: Anexo) => {
  const { payload, ...cabecalho } = multipart(campos, anexo);
  return t.app.inject({
    method: 'POST',
    url: `${M}/SolicitarAvisoAusencia`,
    headers: { ...como(quem), ...cabecalho },
    payload,
  });
};
const decidir = (quem: string, corpo: object) =>
  t.app.inject({
    method: 'POST',
    url: `${M}/AlterarStatusLancamento`,
    headers: como(quem),
    payload: corpo,
  });
/** As ausências justificadas (abono) da Paula em novembro. */
const abonos = async () => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${M}/CarregarAvisoAusenciaLancamentos?usuarioId=${paulaId}&inicio=2026-11-01&fim=2026-11-30`,
    headers: como('rh'),
  });
  return r.json().Data as {
    motivo: string;
    status: string;
    dataInicio: string;
    horaInicio: string | null;
  }[];
};

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['colaborador', 'colaborador02', 'gestor', 'rh'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
}, 600_000);
afterAll(() => t.close());
vi.setConfig({ testTimeout: 300_000 });

describe('aviso de ausência com anexo', () => {
  let atestadoId: number;

  it('atestado sem o arquivo, ou com um arquivo que não é PDF/JPG/PNG: 400 nomeando o anexo', async () => {
    const sem = await avisar('colaborador', {
      dataInicio: '2026-11-18',
      motivo: 'ATESTADO_MEDICO',
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({
      campo: 'anexo',
      message: 'Anexo: envie o comprovante (atestado médico).',
    });
    const texto = await avisar(
      'colaborador',
      { dataInicio: '2026-11-18', motivo: 'ATESTADO_MEDICO' },
      { nome: 'atestado.txt', tipo: 'text/plain', bytes: Buffer.from('não é pdf') },
    );
    expect(texto.statusCode).toBe(400);
    expect(texto.json()).toMatchObject({ codigo: 'ANEXO_TIPO', campo: 'anexo' });
    const motivo = await avisar('colaborador', { dataInicio: '2026-11-18', motivo: 'PASSEIO' });
    expect(motivo.json()).toMatchObject({ campo: 'motivo' });
  });

  it('a colaboradora avisa com o atestado em PDF: fica pendente, com o anexo', async () => {
    const r = await avisar(
      'colaborador',
      { dataInicio: '2026-11-18', motivo: 'ATESTADO_MEDICO', observacao: 'Consulta' },
      { nome: 'atestado.pdf', tipo: 'application/pdf', bytes: PDF },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      Mensagem: 'Aviso de ausência enviado. Aguarde a decisão do seu gestor.',
      Data: {
        tipo: 'AvisoAusencia',
        status: 'Pendente',
        dataInicio: '2026-11-18',
        dataFim: '2026-11-18',
        motivo: 'ATESTADO_MEDICO',
        anexo: { nome: 'atestado.pdf', tipo: 'application/pdf', tamanho: PDF.length },
      },
    });
    atestadoId = r.json().Data.id;
    const [a] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where entidade = 'lancamento' and entidade_id = $1 and acao = 'solicitar'",
      [String(atestadoId)],
    );
    expect(a!.n).toBe(1);
  });

  it('o gestor vê o aviso na caixa e baixa o anexo; outro colaborador não (404)', async () => {
    const caixa = await t.app.inject({
      method: 'GET',
      url: `${M}/CarregarLancamentos?tipo=AvisoAusencia&status=Pendente`,
      headers: como('gestor'),
    });
    expect(caixa.json().Data.map((l: { id: number }) => l.id)).toContain(atestadoId);
    const baixado = await t.app.inject({
      method: 'GET',
      url: `${M}/lancamentos/${atestadoId}/anexo`,
      headers: como('gestor'),
    });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.rawPayload.equals(PDF)).toBe(true);
    const outro = await t.app.inject({
      method: 'GET',
      url: `${M}/lancamentos/${atestadoId}/anexo`,
      headers: como('colaborador02'),
    });
    expect(outro.statusCode).toBe(404);
  });

  it('aprovado, vira ausência justificada (abono) no espelho; cancelado antes do dia, o abono é cancelado', async () => {
    const ok = await decidir('gestor', { lancamentoId: atestadoId, status: 'Aprovado' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data.status).toBe('Aprovado');
    expect(await abonos()).toContainEqual(
      expect.objectContaining({
        motivo: 'ATESTADO_MEDICO',
        status: 'Ativa',
        dataInicio: '2026-11-18',
      }),
    );
    const totais = await t.app.inject({
      method: 'POST',
      url: `${M}/CarregarTotaisLancamentos`,
      headers: como('colaborador'),
      payload: {},
    });
    expect(totais.json().Data.AvisoAusencia).toMatchObject({ Aprovado: 1 });
    const cancelado = await decidir('gestor', {
      lancamentoId: atestadoId,
      status: 'Cancelado',
      motivo: 'Consulta remarcada',
    });
    expect(cancelado.json().Data.status).toBe('Cancelado');
    expect((await abonos()).find((a) => a.dataInicio === '2026-11-18')?.status).toBe('Cancelada');
  });

  it('parte do dia, sem anexo (comparecimento a juízo): o gestor reprova com motivo e nada vira abono', async () => {
    const r = await avisar('colaborador', {
      dataInicio: '2026-11-19',
      horaInicio: '09:00',
      horaFim: '11:00',
      motivo: 'COMPARECIMENTO_JUDICIAL',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().Data).toMatchObject({ horaInicio: '09:00', horaFim: '11:00', anexo: null });
    const sobreposto = await avisar('colaborador', { dataInicio: '2026-11-19', motivo: 'OUTRO' });
    expect(sobreposto.statusCode).toBe(409);
    expect(sobreposto.json().message).toContain('aviso de ausência pendente');
    const semMotivo = await decidir('gestor', {
      lancamentoId: r.json().Data.id,
      status: 'Reprovado',
    });
    expect(semMotivo.json()).toMatchObject({ campo: 'motivo' });
    const reprovado = await decidir('gestor', {
      lancamentoId: r.json().Data.id,
      status: 'Reprovado',
      motivo: 'Sem a intimação',
    });
    expect(reprovado.json().Data.status).toBe('Reprovado');
    expect((await abonos()).some((a) => a.dataInicio === '2026-11-19')).toBe(false);
  });
});
