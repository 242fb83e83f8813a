import type {
  AlocacaoSobreaviso,
  CountLancamento,
  DashboardAprovacoes,
  HistoricoSobreaviso,
  LancamentoSobreaviso,
  MotivoSobreaviso,
  RegraSobreaviso,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const S = '/api/sobreaviso';
let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;
let motivoId: number;
let regraId: number;

type Resposta<T> = { status: number; data: T; corpo: Record<string, unknown> };

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  quem: string,
  payload?: object,
): Promise<Resposta<T>> => {
  const r = await t.app.inject({
    method,
    url: `${S}${url}`,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  const corpo = r.json();
  return { status: r.statusCode, data: corpo.data as T, corpo };
};

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026, 10:30 em Brasília
  for (const quem of ['colaborador', 'rh', 'gestor', 'gestora.cd'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
  const motivos = await chamar<MotivoSobreaviso[]>('GET', '/motivo', 'colaborador');
  motivoId = motivos.data.find((m) => m.descricao === 'Incidente em produção')!.id;
  const regras = await chamar<RegraSobreaviso[]>('GET', '/regra', 'colaborador');
  regraId = regras.data[0]!.id;
});
afterAll(() => t.close());

describe('semente da demo', () => {
  it('tem a regra, dois motivos, a escala do mês e acionamentos aprovados e pendentes', async () => {
    const regras = await chamar<RegraSobreaviso[]>('GET', '/regra', 'rh');
    expect(regras.data).toEqual([
      expect.objectContaining({ nome: 'Plantão de manutenção', tipo: 'sobreaviso', fracao: '1/3' }),
    ]);
    expect((await chamar<MotivoSobreaviso[]>('GET', '/motivo', 'rh')).data).toHaveLength(2);
    const alocacoes = await chamar<AlocacaoSobreaviso[]>('GET', '/alocacao', 'rh');
    expect(alocacoes.data).toHaveLength(3);
    const paula = alocacoes.data.find((a) => a.usuarioId === paulaId)!;
    expect(paula).toMatchObject({ dataInicio: '2026-11-01', dataFim: '2026-11-30' });
    expect(paula.escalas[0]).toEqual({ inicio: '2026-11-02T19:00', fim: '2026-11-03T07:00' });
    const minhas = await chamar<{ items: LancamentoSobreaviso[] }>(
      'GET',
      '/lancamento?visao=minhas',
      'colaborador',
    );
    expect(minhas.data.items.map((l) => [l.inicio, l.status])).toEqual([
      ['2026-11-04T21:00', 'pendente'],
      ['2026-11-02T21:00', 'aprovado'],
    ]);
  });

  it('GET /regra/usuario-logado: a regra da escala vigente hoje', async () => {
    const r = await chamar<RegraSobreaviso[]>('GET', '/regra/usuario-logado', 'colaborador');
    expect(r.data.map((x) => x.nome)).toEqual(['Plantão de manutenção']);
    const rh = await chamar<RegraSobreaviso[]>('GET', '/regra/usuario-logado', 'rh');
    expect(rh.data).toEqual([]);
  });
});

describe('motivos e regras (RH)', () => {
  it('cria, altera, lê e guarda o histórico de um motivo', async () => {
    const c = await chamar<MotivoSobreaviso>('POST', '/motivo', 'rh', {
      descricao: 'Falta de energia',
    });
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject({ descricao: 'Falta de energia', ativo: true, versao: 1 });
    const p = await chamar<MotivoSobreaviso>('PUT', `/motivo/${c.data.id}`, 'rh', {
      descricao: 'Queda de energia',
      ativo: false,
    });
    expect(p.data).toMatchObject({ descricao: 'Queda de energia', ativo: false, versao: 2 });
    expect(
      (await chamar<MotivoSobreaviso>('GET', `/motivo/${c.data.id}`, 'gestor')).data.versao,
    ).toBe(2);
    const ativos = await chamar<MotivoSobreaviso[]>('GET', '/motivo?ativo=true', 'rh');
    expect(ativos.data.map((m) => m.id)).not.toContain(c.data.id);
    const h = await chamar<HistoricoSobreaviso[]>('GET', `/motivo/historico/${c.data.id}`, 'rh');
    expect(h.data.map((x) => [x.versao, x.acao, x.dados.descricao])).toEqual([
      [1, 'inclusao', 'Falta de energia'],
      [2, 'alteracao', 'Queda de energia'],
    ]);
    expect(h.data[0]!.alteradoPorNome).toBe('Renata Dias');
  });

  it('colaborador e gestor não configuram motivos nem regras (403)', async () => {
    for (const quem of ['colaborador', 'gestor']) {
      expect((await chamar('POST', '/motivo', quem, { descricao: 'X' })).status).toBe(403);
      expect((await chamar('POST', '/regra', quem, { nome: 'X', tipo: 'sobreaviso' })).status).toBe(
        403,
      );
      expect((await chamar('GET', `/regra/historico/${regraId}`, quem)).status).toBe(403);
    }
  });

  it('validação em pt-BR nomeando o campo', async () => {
    const r = await chamar('POST', '/motivo', 'rh', { descricao: '  ' });
    expect(r.status).toBe(400);
    expect(r.corpo).toMatchObject({ success: false, campo: 'descricao' });
    expect(r.corpo.message).toContain('descricao');
    const g = await chamar('POST', '/regra', 'rh', { nome: 'X', tipo: 'plantao' });
    expect(g.status).toBe(400);
    expect(g.corpo.campo).toBe('tipo');
  });

  it('regra de prontidão: 2/3 e limite de 12 h; PUT gera versão com histórico e auditoria', async () => {
    const c = await chamar<RegraSobreaviso>('POST', '/regra', 'rh', {
      nome: 'Prontidão na subestação',
      tipo: 'prontidao',
      aprovacaoGestor: false,
    });
    expect(c.data).toMatchObject({ fracao: '2/3', limiteMinutos: 720, aprovacaoGestor: false });
    const p = await chamar<RegraSobreaviso>('PUT', `/regra/${c.data.id}`, 'rh', {
      nome: 'Prontidão na subestação norte',
      tipo: 'prontidao',
      aprovacaoGestor: false,
      verbaEspera: '0260',
    });
    expect(p.data).toMatchObject({ versao: 2, verbaEspera: '0260' });
    expect(
      (await chamar<RegraSobreaviso>('GET', `/regra/${c.data.id}`, 'colaborador')).data.nome,
    ).toBe('Prontidão na subestação norte');
    const h = await chamar<HistoricoSobreaviso[]>('GET', `/regra/historico/${c.data.id}`, 'rh');
    expect(h.data).toHaveLength(2);
    const audit = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'sobreaviso_regra' and entidade_id = $2 order by id",
      [EMPRESA_DEMO, String(c.data.id)],
    );
    expect(audit.map((a) => a.acao)).toEqual(['inclusao', 'alteracao']);
  });
});

describe('alocações (a escala)', () => {
  const corpo = () => ({
    usuarioId: paulaId,
    regraId,
    dataInicio: '2026-12-05',
    dataFim: '2026-12-06',
    diasSemana: [6, 0],
    horaInicio: '08:00',
    horaFim: '20:00',
  });

  it('o gestor da equipe planeja; a escala gerada vira a meia-noite quando preciso', async () => {
    const c = await chamar<AlocacaoSobreaviso>('POST', '/alocacao', 'gestor', corpo());
    expect(c.status).toBe(200);
    expect(c.data.escalas).toEqual([
      { inicio: '2026-12-05T08:00', fim: '2026-12-05T20:00' },
      { inicio: '2026-12-06T08:00', fim: '2026-12-06T20:00' },
    ]);
    const p = await chamar<AlocacaoSobreaviso>('PUT', `/alocacao/${c.data.id}`, 'rh', {
      ...corpo(),
      dataFim: '2026-12-05',
      horaInicio: '22:00',
      horaFim: '06:00',
    });
    expect(p.data.escalas).toEqual([{ inicio: '2026-12-05T22:00', fim: '2026-12-06T06:00' }]);
    expect(p.data.versao).toBe(2);
    const h = await chamar<HistoricoSobreaviso[]>(
      'GET',
      `/alocacao/historico/${c.data.id}`,
      'colaborador',
    );
    expect(h.data.map((x) => x.acao)).toEqual(['inclusao', 'alteracao']);
    expect((await chamar('GET', `/alocacao/${c.data.id}`, 'colaborador')).status).toBe(200);
    expect((await chamar('GET', `/alocacao/${c.data.id}`, 'gestora.cd')).status).toBe(404);
  });

  it('colaborador não planeja; gestor de outra equipe não vê a pessoa (404)', async () => {
    expect((await chamar('POST', '/alocacao', 'colaborador', corpo())).status).toBe(403);
    expect((await chamar('POST', '/alocacao', 'gestora.cd', corpo())).status).toBe(404);
  });

  it('validação: datas invertidas, dias da semana vazios, regra inexistente', async () => {
    const a = await chamar('POST', '/alocacao', 'rh', { ...corpo(), dataFim: '2026-12-01' });
    expect(a.corpo.campo).toBe('dataFim');
    const b = await chamar('POST', '/alocacao', 'rh', { ...corpo(), diasSemana: [] });
    expect(b.corpo.campo).toBe('diasSemana');
    const c = await chamar('POST', '/alocacao', 'rh', { ...corpo(), regraId: 999999 });
    expect(c).toMatchObject({ status: 400, corpo: { campo: 'regraId' } });
  });
});

describe('lançamentos, ações e apuração pelo motor', () => {
  let acionamentoId: number;

  it('colaborador lança um acionamento dentro da escala: regra da escala, trabalho pago', async () => {
    const r = await chamar<LancamentoSobreaviso>('POST', '/lancamento', 'colaborador', {
      inicio: '2026-11-09T23:00',
      fim: '2026-11-10T00:30',
      motivoId,
      descricao: 'Alarme do CD',
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      usuarioId: paulaId,
      status: 'pendente',
      regraId,
      tipo: 'sobreaviso',
      apuracao: { minutosTrabalhados: 90, minutosEspera: 0, equivalenteNormal: 0, alertas: [] },
    });
    acionamentoId = r.data.id;
  });

  it('acionamento fora da escala: exige a regra; com ela, alerta do motor', async () => {
    const corpo = { inicio: '2026-11-12T10:00', fim: '2026-11-12T11:00', motivoId };
    const sem = await chamar('POST', '/lancamento', 'colaborador', corpo);
    expect(sem).toMatchObject({ status: 400, corpo: { success: false, campo: 'regraId' } });
    const com = await chamar<LancamentoSobreaviso>('POST', '/lancamento', 'colaborador', {
      ...corpo,
      regraId,
    });
    expect(com.data.apuracao).toEqual({
      minutosTrabalhados: 60,
      minutosEspera: 0,
      equivalenteNormal: 0,
      alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
    });
  });

  it('espera lançada: 1/3 do tempo (art. 244 §2º); prontidão acima de 12 h alerta', async () => {
    const e = await chamar<LancamentoSobreaviso>('POST', '/lancamento', 'gestor', {
      usuarioId: paulaId,
      natureza: 'espera',
      inicio: '2026-11-14T08:00',
      fim: '2026-11-14T14:00',
      motivoId,
      regraId,
    });
    expect(e.data.apuracao).toMatchObject({ minutosEspera: 360, equivalenteNormal: 120 });
    const prontidao = (await chamar<RegraSobreaviso[]>('GET', '/regra?tipo=prontidao', 'rh'))
      .data[0]!;
    const p = await chamar<LancamentoSobreaviso>('POST', '/lancamento', 'rh', {
      usuarioId: paulaId,
      natureza: 'espera',
      inicio: '2026-11-13T06:00',
      fim: '2026-11-13T19:00',
      motivoId,
      regraId: prontidao.id,
    });
    expect(p.data.apuracao).toEqual({
      minutosEspera: 780,
      equivalenteNormal: 520,
      minutosTrabalhados: 0,
      alertas: ['PRONTIDAO_ACIMA_12H'],
    });
  });

  it('validação: fim antes do início, futuro, sobreposição, motivo ausente', async () => {
    const base = { inicio: '2026-11-09T20:00', fim: '2026-11-09T21:00', motivoId };
    const a = await chamar('POST', '/lancamento', 'colaborador', {
      ...base,
      fim: '2026-11-09T19:00',
    });
    expect(a).toMatchObject({ status: 400, corpo: { campo: 'fim' } });
    const b = await chamar('POST', '/lancamento', 'colaborador', {
      ...base,
      inicio: '2026-11-16T09:00',
      fim: '2026-11-16T11:00',
      regraId,
    });
    expect(b).toMatchObject({ status: 400, corpo: { codigo: 'LANCAMENTO_FUTURO', campo: 'fim' } });
    const c = await chamar('POST', '/lancamento', 'colaborador', {
      ...base,
      inicio: '2026-11-09T23:30',
      fim: '2026-11-10T01:00',
    });
    expect(c).toMatchObject({ status: 409, corpo: { campo: 'inicio' } });
    const { motivoId: _, ...semMotivo } = base;
    const d = await chamar('POST', '/lancamento', 'colaborador', semMotivo);
    expect(d).toMatchObject({ status: 400, corpo: { campo: 'motivoId' } });
    expect(String(d.corpo.message)).toContain('motivoId');
  });

  it('PUT altera o pendente e gera versão; a pessoa não muda', async () => {
    const p = await chamar<LancamentoSobreaviso>(
      'PUT',
      `/lancamento/${acionamentoId}`,
      'colaborador',
      {
        inicio: '2026-11-09T23:00',
        fim: '2026-11-10T00:30',
        motivoId,
        descricao: 'Alarme do CD (sensor 3)',
      },
    );
    expect(p.data).toMatchObject({ versao: 2, descricao: 'Alarme do CD (sensor 3)' });
    const outro = await chamar('PUT', `/lancamento/${acionamentoId}`, 'rh', {
      usuarioId: 1,
      inicio: '2026-11-09T23:00',
      fim: '2026-11-10T00:30',
      motivoId,
    });
    expect(outro).toMatchObject({ status: 400, corpo: { campo: 'usuarioId' } });
  });

  it('ações: ninguém aprova o próprio; gestor de outra equipe não vê; transições e histórico', async () => {
    const acao = (a: string, quem: string, corpo: object = { lancamentoId: acionamentoId }) =>
      chamar<LancamentoSobreaviso>('PUT', `/lancamento/${a}/${acionamentoId}`, quem, corpo);
    expect((await acao('aprovar', 'colaborador')).status).toBe(403);
    expect((await acao('aprovar', 'gestora.cd')).status).toBe(404);
    expect((await acao('aprovar', 'gestor', { lancamentoId: acionamentoId + 1 })).corpo.campo).toBe(
      'lancamentoId',
    );
    expect((await acao('reprovar', 'gestor')).corpo).toMatchObject({ campo: 'observacao' });
    const ap = await acao('aprovar', 'gestor');
    expect(ap.data).toMatchObject({ status: 'aprovado', decididoPor: expect.any(Number) });
    expect((await acao('aprovar', 'gestor')).status).toBe(409);
    expect((await acao('cancelar', 'colaborador')).status).toBe(403);
    expect((await acao('reabrir', 'rh')).data.status).toBe('pendente');
    const rp = await acao('reprovar', 'gestor', {
      lancamentoId: acionamentoId,
      observacao: 'Sem chamado',
    });
    expect(rp.data).toMatchObject({ status: 'reprovado', observacaoDecisao: 'Sem chamado' });
    expect((await acao('reabrir', 'gestor')).data.status).toBe('pendente');
    expect((await acao('cancelar', 'colaborador')).data.status).toBe('cancelado');
    expect((await acao('reabrir', 'gestor')).data.status).toBe('pendente');
    expect((await acao('aprovar', 'gestor')).data.status).toBe('aprovado');
    const h = await chamar<HistoricoSobreaviso[]>(
      'GET',
      `/lancamento/historico/${acionamentoId}`,
      'colaborador',
    );
    expect(h.data.map((x) => x.acao)).toEqual([
      'inclusao',
      'alteracao',
      'aprovar',
      'reabrir',
      'reprovar',
      'reabrir',
      'cancelar',
      'reabrir',
      'aprovar',
    ]);
    const audit = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where empresa_id = $1 and entidade = 'sobreaviso_lancamento' and entidade_id = $2",
      [EMPRESA_DEMO, String(acionamentoId)],
    );
    expect(Number(audit[0]!.n)).toBe(9);
  });

  it('regra que não deixa o gestor aprovar: só o RH', async () => {
    const prontidao = (await chamar<RegraSobreaviso[]>('GET', '/regra?tipo=prontidao', 'rh'))
      .data[0]!;
    const l = (
      await chamar<{ items: LancamentoSobreaviso[] }>(
        'GET',
        `/lancamento?visao=todas&usuarioId=${paulaId}`,
        'rh',
      )
    ).data.items.find((x) => x.regraId === prontidao.id)!;
    const corpo = { lancamentoId: l.id };
    expect((await chamar('PUT', `/lancamento/aprovar/${l.id}`, 'gestor', corpo)).status).toBe(403);
    expect((await chamar('PUT', `/lancamento/cancelar/${l.id}`, 'rh', corpo)).status).toBe(200);
  });

  it('count por visão: minhas, aprovar (gestor), todas só o RH', async () => {
    const minhas = await chamar<CountLancamento>(
      'GET',
      '/lancamento/count?visao=minhas',
      'colaborador',
    );
    expect(minhas.data).toMatchObject({ visao: 'minhas', aprovado: 2, cancelado: 1 });
    expect(minhas.data.total).toBe(6);
    const aprovar = await chamar<CountLancamento>(
      'GET',
      '/lancamento/count?visao=aprovar',
      'gestor',
    );
    expect(aprovar.data.pendente).toBeGreaterThanOrEqual(3);
    expect((await chamar('GET', '/lancamento/count?visao=todas', 'gestor')).status).toBe(403);
    expect((await chamar('GET', '/lancamento/count?visao=aprovar', 'colaborador')).status).toBe(
      403,
    );
    expect((await chamar('GET', '/lancamento/count?visao=geral', 'rh')).corpo.campo).toBe('visao');
    const cd = await chamar<CountLancamento>(
      'GET',
      '/lancamento/count?visao=aprovar',
      'gestora.cd',
    );
    expect(cd.data.total).toBe(0);
  });

  it('GET /dashboardAprovacoes: pendentes da equipe e horas acionadas do mês', async () => {
    const d = await chamar<DashboardAprovacoes>('GET', '/dashboardAprovacoes', 'gestor');
    expect(d.corpo.success).toBe(true);
    expect(d.data.periodo).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' });
    expect(d.data.pendentes.every((l) => l.status === 'pendente')).toBe(true);
    expect(d.data.totalPendentes).toBe(d.data.pendentes.length);
    expect(d.data.porPessoa.find((p) => p.usuarioId === paulaId)?.minutos).toBe(180);
    expect((await chamar('GET', '/dashboardAprovacoes', 'colaborador')).corpo.success).toBe(false);
  });
});

describe('relatório (PDF e CSV)', () => {
  it('espera das escalas menos o acionado, equivalente 1/3 e horas trabalhadas', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${S}/lancamento/report-csv?inicio=2026-11-01&fim=2026-11-11&usuarioId=${paulaId}`,
      headers: { authorization: `Bearer ${tokens.rh}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // Escalas 02, 04, 09 e 11/11 (4 × 12 h = 48:00); acionados e aprovados 02/11 e 09/11 (3:00).
    const linhas = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(linhas[0]).toBe(
      'Colaborador;Escala;Espera paga;Equivalente (hora normal);Trabalhado (acionado);Alertas',
    );
    expect(linhas[1]).toBe('Paula Andrade;48:00;45:00;15:00;3:00;');
  });

  it('PDF do período; sem dados responde a mensagem da spec', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${S}/lancamento/report?inicio=2026-11-01&fim=2026-11-30`,
      headers: { authorization: `Bearer ${tokens.gestor}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const vazio = await chamar(
      'GET',
      '/lancamento/report-csv?inicio=2020-01-01&fim=2020-01-31',
      'rh',
    );
    expect(vazio).toMatchObject({
      status: 404,
      corpo: { success: false, message: 'Não contém dados para esse relatório' },
    });
    const invertido = await chamar(
      'GET',
      '/lancamento/report?inicio=2026-11-30&fim=2026-11-01',
      'rh',
    );
    expect(invertido.corpo.campo).toBe('fim');
  });
});
