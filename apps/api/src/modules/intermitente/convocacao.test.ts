import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGORA_TESTE, type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Relógio dos testes: segunda-feira, 16/11/2026, 10:30 em Brasília. 20/11 é feriado nacional.
let t: AppDeTeste;
let rh: string;
let gestor: string;
let paula: string;
let ids: Record<string, number>;
const tokens: Record<number, string> = {};

const B = '/api/intermitente';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${B}${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const intermitente = async (n: number) => {
  tokens[n] ??= await t.token(`colaborador${n}@demo.jornada.dev`);
  return tokens[n]!;
};
const usuarioId = async (n: number) => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, `colaborador${n}@demo.jornada.dev`],
  );
  return u!.id;
};
const emBrasilia = (dataHora: string) => new Date(`${dataHora}:00-03:00`);

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  paula = await t.token('colaborador@demo.jornada.dev');
  const um = async (sql: string) => (await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]))[0]!.id;
  ids = {
    regra: await um('select id from intermitente_regra where empresa_id = $1'),
    interno: await um(
      "select id from intermitente_contratante where empresa_id = $1 and tipo = 'interno'",
    ),
    terceiro: await um(
      "select id from intermitente_contratante where empresa_id = $1 and tipo = 'terceiro'",
    ),
    eventos: await um(
      "select id from intermitente_grupo where empresa_id = $1 and nome = 'Equipe de eventos'",
    ),
    semeada: await um('select id from intermitente_convocacao where empresa_id = $1'),
    motivo: await um(
      "select id from intermitente_motivo_interrupcao where empresa_id = $1 and descricao like 'Evento%'",
    ),
  };
});
afterAll(() => t.close());

const convocacao = (extra: object = {}) => ({
  regraId: ids.regra,
  contratanteId: ids.terceiro,
  grupoId: ids.eventos,
  dataInicio: '2026-11-19',
  dataFim: '2026-11-19',
  horaEntrada: '08:00',
  horaSaida: '17:00',
  intervaloMinutos: 60,
  ...extra,
});

describe('convocação semeada', () => {
  it('resumo: três aceites, uma recusa e um silêncio que virou recusa presumida', async () => {
    const r = await chamar('GET', `/Convocacao/resumo/${ids.semeada}`, rh);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.colaboraresAcitaram).toHaveLength(3);
    expect(d.colaboraresRecusaram.map((c: { situacao: string }) => c.situacao).sort()).toEqual([
      'recusa-presumida',
      'recusada',
    ]);
    expect(d.semResposta).toEqual([]);
    expect(d.interrompido).toBe(false);
  });

  it('listaRH: a convocação passada fica em encerradas', async () => {
    const r = (await chamar('POST', '/Convocacao/listaRH', rh, {})).json().data;
    expect(r.encerradas.map((c: { id: number }) => c.id)).toContain(ids.semeada);
    expect(r.ativas).toEqual([]);
  });
});

describe('POST /Convocacao', () => {
  it('recusa antecedência menor que três dias corridos, com o início mais cedo possível', async () => {
    const r = await chamar(
      'POST',
      '/Convocacao',
      rh,
      convocacao({ dataInicio: '2026-11-18', dataFim: '2026-11-18' }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ codigo: 'ANTECEDENCIA_INSUFICIENTE', campo: 'dataInicio' });
    expect(r.json().Error).toContain('o início mais cedo possível é 19/11/2026 00:00');
    expect(r.json().Error).toContain('art. 452-A');
  });

  it('validação em pt-BR nomeando o campo', async () => {
    const semRegra = await chamar('POST', '/Convocacao', rh, {
      ...convocacao(),
      regraId: undefined,
    });
    expect(semRegra.statusCode).toBe(400);
    expect(semRegra.json().campo).toBe('regraId');
    const hora = await chamar('POST', '/Convocacao', rh, convocacao({ horaSaida: '07:00' }));
    expect(hora.json().campo).toBe('horaSaida');
    const fim = await chamar('POST', '/Convocacao', rh, convocacao({ dataFim: '2026-11-18' }));
    expect(fim.json().campo).toBe('dataFim');
    const vazio = await chamar('POST', '/Convocacao', rh, convocacao({ grupoId: null }));
    expect(vazio.json().campo).toBe('usuarioIds');
  });

  it('cria para o grupo (201): cada convocado aguarda até 17/11 23:59 (um dia útil)', async () => {
    const r = await chamar('POST', '/Convocacao', rh, convocacao());
    expect(r.statusCode).toBe(201);
    const d = r.json().data;
    ids.nova = d.id;
    expect(r.headers.location).toBe(`${B}/Convocacao/resumo/${d.id}`);
    expect(d).toMatchObject({
      enviadaEm: '2026-11-16T10:30',
      status: 'ativas',
      valorHora: 2500,
      remuneracaoPrevista: 20000,
    });
    expect(d.convocados).toHaveLength(5);
    for (const c of d.convocados)
      expect(c).toMatchObject({ situacao: 'aguardando', prazoResposta: '2026-11-17T23:59' });
    const [a] = await t.db.query<{ acao: string }>(
      "select acao from auditoria where entidade = 'intermitente_convocacao' and entidade_id = $1",
      [String(d.id)],
    );
    expect(a?.acao).toBe('inclusao');
  });

  it('o responsável pelo contratante convoca; outro colaborador não (403)', async () => {
    const p = await usuarioId(30);
    const dele = await chamar(
      'POST',
      '/Convocacao',
      gestor,
      convocacao({
        contratanteId: ids.interno,
        grupoId: null,
        usuarioIds: [p],
        dataInicio: '2026-11-26',
        dataFim: '2026-11-26',
      }),
    );
    expect(dele.statusCode).toBe(201);
    const alheio = await chamar('POST', '/Convocacao', gestor, convocacao());
    expect(alheio.statusCode).toBe(403);
    expect((await chamar('POST', '/Convocacao', paula, convocacao())).statusCode).toBe(403);
  });

  it('feriado e sábado no prazo: enviada na quinta 19/11, vence no sábado 21 ou na segunda 23', async () => {
    t.relogio.agora = emBrasilia('2026-11-19T12:00');
    try {
      const sabado = await chamar(
        'POST',
        '/Convocacao',
        rh,
        convocacao({ dataInicio: '2026-11-23', dataFim: '2026-11-23' }),
      );
      expect(sabado.json().data.convocados[0].prazoResposta).toBe('2026-11-21T23:59');
      const regra = await chamar('POST', '/RegrasConvocacao', rh, {
        nome: 'Sem sábado, 72h',
        antecedencia: '72h',
        sabadoUtil: false,
        valorHora: 2500,
      });
      const regraId = regra.json().data.id;
      const segunda = await chamar(
        'POST',
        '/Convocacao',
        rh,
        convocacao({ regraId, dataInicio: '2026-11-23', dataFim: '2026-11-23' }),
      );
      expect(segunda.json().data.convocados[0].prazoResposta).toBe('2026-11-23T23:59');
      const curta = await chamar(
        'POST',
        '/Convocacao',
        rh,
        convocacao({ regraId, dataInicio: '2026-11-22', dataFim: '2026-11-22' }),
      );
      expect(curta.json().codigo).toBe('ANTECEDENCIA_INSUFICIENTE');
      expect(curta.json().Error).toContain('72 horas');
      expect(curta.json().Error).toContain('22/11/2026 12:00');
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });
});

describe('resposta do convocado', () => {
  it('aceita e recusa dentro do prazo; responder de novo: 409', async () => {
    const aceite = await chamar('POST', '/Convocacao/responder', await intermitente(35), {
      convocacaoId: ids.nova,
      resposta: 'aceita',
    });
    expect(aceite.statusCode).toBe(200);
    expect(aceite.json().data.minha).toMatchObject({
      situacao: 'aceita',
      respostaEm: '2026-11-16T10:30',
    });
    const recusa = await chamar('POST', '/Convocacao/responder', await intermitente(36), {
      convocacaoId: ids.nova,
      resposta: 'recusada',
    });
    expect(recusa.json().data.minha.situacao).toBe('recusada');
    const denovo = await chamar('POST', '/Convocacao/responder', await intermitente(35), {
      convocacaoId: ids.nova,
      resposta: 'recusada',
    });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().codigo).toBe('CONVOCACAO_JA_RESPONDIDA');
  });

  it('quem não foi convocado: 404', async () => {
    const r = await chamar('POST', '/Convocacao/responder', paula, {
      convocacaoId: ids.nova,
      resposta: 'aceita',
    });
    expect(r.statusCode).toBe(404);
  });

  it('não aceita duas convocações nos mesmos dias', async () => {
    const outra = await chamar(
      'POST',
      '/Convocacao',
      rh,
      convocacao({ grupoId: null, usuarioIds: [await usuarioId(35)] }),
    );
    const r = await chamar('POST', '/Convocacao/responder', await intermitente(35), {
      convocacaoId: outra.json().data.id,
      resposta: 'aceita',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().codigo).toBe('CONVOCACAO_SOBREPOSTA');
  });

  it('minhas convocações: o colaborador vê o próprio prazo e situação', async () => {
    const r = await chamar('GET', '/Convocacao/minhas', await intermitente(36));
    const nova = r.json().data.find((c: { id: number }) => c.id === ids.nova);
    expect(nova.minha).toMatchObject({ situacao: 'recusada', prazoResposta: '2026-11-17T23:59' });
  });

  it('vencendo-em: prazos do período pela situação pedida', async () => {
    const sem = await chamar('GET', '/Convocacao/vencendo-em/2026-11-17/2026-11-17', rh);
    const item = sem.json().data.find((v: { convocacaoId: number }) => v.convocacaoId === ids.nova);
    expect(item.convocados).toHaveLength(3);
    const aceitas = await chamar(
      'GET',
      '/Convocacao/vencendo-em/2026-11-17/2026-11-17?aceitas=true',
      rh,
    );
    const a = aceitas
      .json()
      .data.find((v: { convocacaoId: number }) => v.convocacaoId === ids.nova);
    expect(a.convocados.map((c: { situacao: string }) => c.situacao)).toEqual(['aceita']);
    const invertido = await chamar('GET', '/Convocacao/vencendo-em/2026-11-18/2026-11-17', rh);
    expect(invertido.json().campo).toBe('fim');
  });

  it('depois do prazo: resposta recusada e o silêncio vira recusa presumida', async () => {
    t.relogio.agora = emBrasilia('2026-11-18T00:00');
    try {
      const r = await chamar('POST', '/Convocacao/responder', await intermitente(37), {
        convocacaoId: ids.nova,
        resposta: 'aceita',
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().codigo).toBe('PRAZO_RESPOSTA_VENCIDO');
      expect(r.json().Error).toContain('17/11/2026 23:59');
      const resumo = (await chamar('GET', `/Convocacao/resumo/${ids.nova}`, rh)).json().data;
      expect(resumo.colaboraresAcitaram).toHaveLength(1);
      expect(resumo.colaboraresRecusaram).toHaveLength(4);
      expect(resumo.semResposta).toEqual([]);
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });
});

describe('interrupção', () => {
  it('só o RH ou o responsável; motivo precisa existir', async () => {
    const colab = await chamar('POST', '/Convocacao/interromper', paula, {
      convocacaoId: ids.nova,
      motivoId: ids.motivo,
    });
    expect(colab.statusCode).toBe(403);
    const semMotivo = await chamar('POST', '/Convocacao/interromper', rh, {
      convocacaoId: ids.nova,
      motivoId: 999999,
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().campo).toBe('motivoId');
  });

  it('interrompe: quem aceitou recebe a multa de 50 % em 30 dias (art. 452-A §4º)', async () => {
    const r = await chamar('POST', '/Convocacao/interromper', rh, {
      convocacaoId: ids.nova,
      motivoId: ids.motivo,
      observacao: 'Cliente cancelou o evento',
    });
    expect(r.statusCode).toBe(200);
    const aceitou = r
      .json()
      .data.convocados.find(
        (c: { respostaEm: string | null; situacao: string }) =>
          c.situacao === 'interrompida' && c.respostaEm,
      );
    expect(aceitou.multa).toEqual({ devidaPor: 'empregador', valor: 10000, prazo: '2026-12-16' });
    const resumo = (await chamar('GET', `/Convocacao/resumo/${ids.nova}`, rh)).json().data;
    expect(resumo.interrompido).toBe(true);
    expect(resumo.interrupcao).toMatchObject({
      motivo: 'Evento cancelado pelo contratante',
      observacao: 'Cliente cancelou o evento',
    });
    expect(resumo.colaboraresAcitaram[0].multa.valor).toBe(10000);
    const denovo = await chamar('POST', '/Convocacao/interromper', rh, {
      convocacaoId: ids.nova,
      motivoId: ids.motivo,
    });
    expect(denovo.json().codigo).toBe('CONVOCACAO_INTERROMPIDA');
    const resposta = await chamar('POST', '/Convocacao/responder', await intermitente(37), {
      convocacaoId: ids.nova,
      resposta: 'aceita',
    });
    expect(resposta.json().codigo).toBe('CONVOCACAO_INTERROMPIDA');
  });

  it('convocação inexistente: 404', async () => {
    const r = await chamar('POST', '/Convocacao/interromper', rh, {
      convocacaoId: 999999,
      motivoId: ids.motivo,
    });
    expect(r.statusCode).toBe(404);
    expect((await chamar('GET', '/Convocacao/resumo/999999', rh)).statusCode).toBe(404);
  });
});

describe('POST /Relatorios/relatorio-sap-v2', () => {
  it('CSV export_Intermitentes_<busqueDe>.csv: uma linha por parcela de quem aceitou', async () => {
    const r = await chamar('POST', '/Relatorios/relatorio-sap-v2', rh, {
      busqueDe: '2026-11-01',
      busqueAte: '2026-11-30',
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename="export_Intermitentes_2026-11-01.csv"',
    );
    const linhas = r.body.trim().split('\r\n');
    expect(linhas[0]).toBe(
      'Matricula;CPF;Nome;Convocacao;Contratante;DataInicio;DataFim;Minutos;ValorHora;Parcela;Verba;Base;Valor',
    );
    // Semeada: os três aceites, com as horas que o espelho apurou no dia (as mesmas do recibo),
    // cada parcela numa linha; a nova foi interrompida.
    const recibo = (await chamar('GET', `/Convocacao/recibo/${ids.semeada}`, rh)).json().data as {
      recibos: {
        nome: string;
        minutosTrabalhados: number;
        linhas: { parcela: string; valor: number }[];
      }[];
    };
    expect(recibo.recibos).toHaveLength(3);
    expect(linhas).toHaveLength(1 + recibo.recibos.reduce((t, x) => t + x.linhas.length, 0));
    const reais = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    for (const x of recibo.recibos) {
      const remuneracao = x.linhas.find((l) => l.parcela === 'remuneracao')!.valor;
      expect(
        linhas.some(
          (l) =>
            l.includes(`;${x.nome};`) &&
            l.includes(`;${x.minutosTrabalhados};25,00;remuneracao;`) &&
            l.endsWith(`;${reais(remuneracao)}`),
        ),
      ).toBe(true);
    }
  });

  it("sem dados: 'Não contém dados para esse relatório'; colaborador: 403", async () => {
    const r = await chamar('POST', '/Relatorios/relatorio-sap-v2', rh, {
      busqueDe: '2025-01-01',
      busqueAte: '2025-01-31',
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().Error).toBe('Não contém dados para esse relatório');
    const colab = await chamar('POST', '/Relatorios/relatorio-sap-v2', paula, {
      busqueDe: '2026-11-01',
      busqueAte: '2026-11-30',
    });
    expect(colab.statusCode).toBe(403);
  });
});
