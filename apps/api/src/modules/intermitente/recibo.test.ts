import type { ConvocacaoWire, Espelho, ReciboConvocacao } from '@jornada/contracts';
import { apurarPagamentoIntermitente } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// "Hoje" = segunda, 16/11/2026. O RH convoca colaborador35, 36 e 37 para o sábado 21/11/2026,
// 10:00–18:00 com 1 h de intervalo (7 h), a R$ 25,00 a hora: 35 e 36 aceitam, 37 recusa. No dia,
// 35 trabalha 10:00–14:00 e 15:00–19:30 (8h30, 1h30 além); 36 não aparece. As leituras são na
// segunda seguinte, 23/11 (o sábado já fechado no espelho).
const I = '/api/intermitente';
const DIA = '2026-11-21';
/** 10:00–18:00 com 1 h de intervalo no meio do trabalho (decisoes/intermitente.md). */
const CONVOCADA = [
  ['10:00', '13:30'],
  ['14:30', '18:00'],
];
const emBrasilia = (dataHora: string) => new Date(`${dataHora}:00-03:00`);
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let convocacaoId: number;

const chamar = async <T>(method: 'GET' | 'POST', url: string, quem: string, payload?: object) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json() as { data: T; message?: string } };
};

const marcarEm = async (quem: string, hora: string) => {
  t.relogio.agora = emBrasilia(`${DIA}T${hora}`);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: { authorization: `Bearer ${tokens[quem]}` },
    payload: {},
  });
  expect(r.statusCode, r.body).toBe(200);
};

const diaDoEspelho = async (quem: string) => {
  const r = await chamar<Espelho>(
    'GET',
    `/api/espelho?ano=2026&mes=11&usuarioId=${ids[quem]}`,
    'rh',
  );
  expect(r.status).toBe(200);
  return r.corpo.data.dias.find((d) => d.data === DIA)!;
};

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['rh', 'colaborador', 'colaborador35', 'colaborador36', 'colaborador37'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  for (const quem of ['colaborador35', 'colaborador36', 'colaborador37']) {
    const [u] = await t.db.query<{ id: number }>(
      'select id from usuario where empresa_id = $1 and email = $2',
      [EMPRESA_DEMO, `${quem}@demo.jornada.dev`],
    );
    ids[quem] = u!.id;
  }
  const um = async (sql: string) => (await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]))[0]!.id;
  const criada = await chamar<ConvocacaoWire>('POST', `${I}/Convocacao`, 'rh', {
    regraId: await um('select id from intermitente_regra where empresa_id = $1'),
    contratanteId: await um(
      "select id from intermitente_contratante where empresa_id = $1 and tipo = 'interno'",
    ),
    usuarioIds: [ids.colaborador35, ids.colaborador36, ids.colaborador37],
    dataInicio: DIA,
    dataFim: DIA,
    horaEntrada: '10:00',
    horaSaida: '18:00',
    intervaloMinutos: 60,
  });
  expect(criada.status, JSON.stringify(criada.corpo)).toBe(201);
  convocacaoId = criada.corpo.data.id;
  for (const [quem, resposta] of [
    ['colaborador35', 'aceita'],
    ['colaborador36', 'aceita'],
    ['colaborador37', 'recusada'],
  ] as const) {
    const r = await chamar('POST', `${I}/Convocacao/responder`, quem, { convocacaoId, resposta });
    expect(r.status).toBe(200);
  }
  for (const hora of ['10:00', '14:00', '15:00', '19:30']) await marcarEm('colaborador35', hora);
  t.relogio.agora = emBrasilia('2026-11-23T10:30');
});
afterAll(() => t.close());

describe('convocação aceita como escala do intermitente', () => {
  it('o espelho espera as horas da convocação e apura o que o convocado trabalhou', async () => {
    const dia = await diaDoEspelho('colaborador35');
    expect(dia.tipoDia).toBe('trabalho');
    expect(dia.jornada).toEqual(CONVOCADA);
    expect(dia.apuracao).toMatchObject({ previsto: 420, trabalhadoComputado: 510 });
    expect(dia.apuracao!.extras.filter((x) => x.minutos > 0)).toEqual([
      { percentual: 50, minutos: 90 },
    ]);
  });

  it('quem aceitou e não marcou fica com a falta; quem recusou segue a própria escala', async () => {
    const faltou = await diaDoEspelho('colaborador36');
    expect(faltou.apuracao).toMatchObject({ previsto: 420, falta: 420 });
    // Quem recusou segue a própria escala no dia, não a da convocação.
    const recusou = await diaDoEspelho('colaborador37');
    expect(recusou.jornada).not.toEqual(CONVOCADA);
  });
});

describe('recibo do período pelas horas do espelho (CLT art. 452-A §6º)', () => {
  it('o RH vê o recibo de quem aceitou, cada parcela numa linha, com as horas apuradas', async () => {
    const r = await chamar<ReciboConvocacao>('GET', `${I}/Convocacao/recibo/${convocacaoId}`, 'rh');
    expect(r.status).toBe(200);
    const recibos = r.corpo.data.recibos;
    expect(recibos.map((x) => x.usuarioId).sort()).toEqual(
      [ids.colaborador35, ids.colaborador36].sort(),
    );
    const trinta = recibos.find((x) => x.usuarioId === ids.colaborador35)!;
    const esperado = apurarPagamentoIntermitente({
      minutosTrabalhados: 510,
      valorHora: 2500,
      adicionais: [{ descricao: 'Horas extras', minutos: 90, percentual: 50 }],
    });
    expect(trinta).toMatchObject({
      minutosPrevistos: 420,
      minutosTrabalhados: 510,
      completo: true,
      linhas: esperado.linhas,
      total: esperado.total,
    });
    expect(trinta.linhas.map((l) => l.parcela)).toEqual([
      'remuneracao',
      'adicional',
      'dsr',
      'ferias-proporcionais',
      'terco-ferias',
      'decimo-terceiro-proporcional',
    ]);
    // R$ 25,00 × 8h30 = R$ 212,50; 1h30 extra a 50 % = R$ 18,75.
    expect(trinta.linhas[0]!.valor).toBe(21250);
    expect(trinta.linhas[1]!.valor).toBe(1875);
  });

  it('o convocado vê só o seu recibo; quem não foi convocado recebe 404', async () => {
    const meu = await chamar<ReciboConvocacao>(
      'GET',
      `${I}/Convocacao/recibo/${convocacaoId}`,
      'colaborador35',
    );
    expect(meu.corpo.data.recibos.map((x) => x.usuarioId)).toEqual([ids.colaborador35]);
    const recusou = await chamar<ReciboConvocacao>(
      'GET',
      `${I}/Convocacao/recibo/${convocacaoId}`,
      'colaborador37',
    );
    expect(recusou.corpo.data.recibos).toEqual([]);
    const estranho = await chamar('GET', `${I}/Convocacao/recibo/${convocacaoId}`, 'colaborador');
    expect(estranho.status).toBe(404);
    expect((await chamar('GET', `${I}/Convocacao/recibo/999999`, 'rh')).status).toBe(404);
  });
});

describe('descumprimento pelo convocado (CLT art. 452-A §4º)', () => {
  const registrar = (usuarioId: number, quem = 'rh') =>
    chamar<ConvocacaoWire>('POST', `${I}/Convocacao/descumprimento`, quem, {
      convocacaoId,
      usuarioId,
    });

  it('quem aceitou e não marcou ponto deve 50 % da remuneração prevista em 30 dias', async () => {
    const r = await registrar(ids.colaborador36!);
    expect(r.status).toBe(200);
    const c31 = r.corpo.data.convocados.find((x) => x.usuarioId === ids.colaborador36)!;
    // 7 h × R$ 25,00 = R$ 175,00 previstos; a multa é R$ 87,50, até 23/12/2026.
    expect(c31.multa).toEqual({ devidaPor: 'empregado', valor: 8750, prazo: '2026-12-23' });
    const auditoria = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'intermitente_convocado' and entidade_id = $2",
      [EMPRESA_DEMO, `${convocacaoId}:${ids.colaborador36}`],
    );
    expect(auditoria.map((a) => a.acao)).toContain('descumprimento');
  });

  it('depois do registro, a convocação sai da escala e do recibo de quem descumpriu', async () => {
    const dia = await diaDoEspelho('colaborador36');
    expect(dia.jornada).not.toEqual(CONVOCADA);
    const r = await chamar<ReciboConvocacao>('GET', `${I}/Convocacao/recibo/${convocacaoId}`, 'rh');
    expect(r.corpo.data.recibos.map((x) => x.usuarioId)).not.toContain(ids.colaborador36);
  });

  it('recusas: compareceu, não aceitou, já registrado, sem permissão, não convocado', async () => {
    const compareceu = await registrar(ids.colaborador35!);
    expect(compareceu.status).toBe(409);
    expect(compareceu.corpo.message).toBe(
      'O convocado registrou ponto em 21/11/2026: não houve descumprimento.',
    );
    expect((await registrar(ids.colaborador37!)).status).toBe(409);
    expect((await registrar(ids.colaborador36!)).status).toBe(409);
    expect((await registrar(ids.colaborador36!, 'colaborador35')).status).toBe(403);
    const naoConvocado = await chamar('POST', `${I}/Convocacao/descumprimento`, 'rh', {
      convocacaoId,
      usuarioId: ids.colaborador35! + 100000,
    });
    expect(naoConvocado.status).toBe(400);
  });
});

describe('recibo do intermitente nas verbas da folha', () => {
  it('as horas do espelho e as parcelas do recibo vão às quantidades da folha', async () => {
    const criar = async (codigo: string, tipo: string) => {
      const r = await chamar('POST', '/api/verbas/verba', 'rh', {
        codigo,
        descricao: `Intermitente ${tipo}`,
        unidade: 'horas',
        quantidades: [{ tipo }],
        vigenciaInicio: '2026-01-01',
      });
      expect(r.status).toBe(200);
    };
    await criar('0400', 'intermitenteHoras');
    await criar('0401', 'intermitenteDsr');
    const r = await chamar<{
      colaboradores: { usuarioId: number; verbas: { codigo: string; espelho: number }[] }[];
    }>('GET', '/api/verbas/conciliacao?ano=2026&mes=11', 'rh');
    expect(r.status).toBe(200);
    const trinta = r.corpo.data.colaboradores.find((c) => c.usuarioId === ids.colaborador35)!;
    const verba = (codigo: string) => trinta.verbas.find((v) => v.codigo === codigo)?.espelho;
    expect(verba('0400')).toBe(510);
    // DSR = (R$ 212,50 + R$ 18,75) ÷ 6 = R$ 38,54 → 38,54 ÷ 25,00 × 60 = 92,5 min equivalentes.
    const dsr = apurarPagamentoIntermitente({
      minutosTrabalhados: 510,
      valorHora: 2500,
      adicionais: [{ descricao: 'Horas extras', minutos: 90, percentual: 50 }],
    }).linhas.find((l) => l.parcela === 'dsr')!.valor;
    expect(verba('0401')).toBeCloseTo((dsr / 2500) * 60, 1);
  });
});
