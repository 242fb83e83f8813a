import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const m = SERVICOS.main;
let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;

const EMAIL = {
  paula: 'colaborador@demo.jornada.dev',
  gestor: 'gestor@demo.jornada.dev',
  gestoraCd: 'gestora.cd@demo.jornada.dev',
  rh: 'rh@demo.jornada.dev',
} as const;
type Quem = keyof typeof EMAIL;

const como = (quem: Quem) => bearer(tokens[quem]!);
const salvarFerias = (quem: Quem, corpo: object) =>
  t.app.inject({
    method: 'POST',
    url: `${m}/salvarFeriaslancamento`,
    headers: como(quem),
    payload: corpo,
  });

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of Object.keys(EMAIL) as Quem[]) tokens[quem] = await t.token(EMAIL[quem]);
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, EMAIL.paula],
  );
  paulaId = u!.id;
});
afterAll(() => t.close());

/** Programação fracionada que a lei permite (CLT art. 134 §1º: 14 + 10 + 6, início fora da véspera do repouso). */
const PERMITIDA = {
  periodoAquisitivo: '2025-03-01',
  periodos: [
    { inicio: '2026-12-16', dias: 6 },
    { inicio: '2027-01-04', dias: 14 },
    { inicio: '2027-01-18', dias: 10 },
  ],
};

describe('períodos aquisitivos e saldo', () => {
  it('lista os períodos desde a admissão com o direito do art. 130 e o gozo já aprovado', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarPeriodosAquisitivos`,
      headers: como('paula'),
    });
    expect(r.statusCode).toBe(200);
    const periodos = r.json().Data as {
      inicio: string;
      situacao: string;
      direito: number;
      gozados: number;
      saldo: number;
      origemFaltas: string;
    }[];
    expect(periodos.map((p) => [p.inicio, p.situacao])).toEqual([
      ['2026-03-01', 'EmAquisicao'],
      ['2025-03-01', 'Concessivo'],
      ['2024-03-01', 'Vencido'],
    ]);
    const p2024 = periodos[2]!;
    expect(p2024).toMatchObject({ direito: 30, gozados: 30, saldo: 0, origemFaltas: 'AjusteRh' });
    expect(periodos[1]).toMatchObject({ direito: 30, saldo: 30 });
  });

  it('o RH ajusta as faltas com motivo (auditado); o colaborador não', async () => {
    const corpo = {
      usuarioId: paulaId,
      periodoAquisitivo: '2025-03-01',
      faltasInjustificadas: 7,
      motivo: 'Faltas do sistema anterior',
    };
    const negado = await t.app.inject({
      method: 'POST',
      url: `${m}/AjustarPeriodoAquisitivo`,
      headers: como('paula'),
      payload: corpo,
    });
    expect(negado.statusCode).toBe(403);
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/AjustarPeriodoAquisitivo`,
      headers: como('rh'),
      payload: corpo,
    });
    expect(r.statusCode).toBe(200);
    const lista = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarPeriodosAquisitivos?usuarioId=${paulaId}`,
      headers: como('rh'),
    });
    expect(lista.json().Data[1]).toMatchObject({
      faltasInjustificadas: 7,
      direito: 24,
      ajusteMotivo: 'Faltas do sistema anterior',
    });
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where empresa_id = $1 and entidade = 'periodo_aquisitivo'",
      [EMPRESA_DEMO],
    );
    expect(Number(a!.n)).toBe(1);
    // Volta ao saldo migrado para os próximos casos.
    await t.app.inject({
      method: 'POST',
      url: `${m}/AjustarPeriodoAquisitivo`,
      headers: como('rh'),
      payload: { ...corpo, faltasInjustificadas: 0 },
    });
  });
});

describe('ajustes só por inserção', () => {
  it('o banco recusa alterar ou excluir um ajuste de período aquisitivo', async () => {
    await expect(
      t.db.query(
        'update lancamento_ferias_ajuste set faltas_injustificadas = 99 where empresa_id = $1',
        [EMPRESA_DEMO],
      ),
    ).rejects.toThrow();
    await expect(
      t.db.query('delete from lancamento_ferias_ajuste where empresa_id = $1', [EMPRESA_DEMO]),
    ).rejects.toThrow();
  });
});

describe('programação de férias conferida pela lei', () => {
  it('recusa início a 2 dias do repouso semanal, nomeando o período e o campo', async () => {
    const r = await salvarFerias('paula', {
      periodoAquisitivo: '2025-03-01',
      periodos: [
        { inicio: '2027-01-04', dias: 20 },
        { inicio: '2027-01-22', dias: 10 },
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      codigo: 'INICIO_ANTES_DE_FERIADO_OU_DESCANSO',
      campo: 'periodos[1].inicio',
    });
    expect(r.json().Mensagem).toContain(
      '2º período (22/01/2027): começa 2 dias antes do repouso semanal',
    );
    expect(r.json().Mensagem).toContain('CLT art. 134 §3º');
  });

  it('recusa período de menos de 5 dias (campo dias do período) e aviso de menos de 30 dias', async () => {
    const curto = await salvarFerias('paula', {
      periodoAquisitivo: '2025-03-01',
      periodos: [
        { inicio: '2027-01-04', dias: 20 },
        { inicio: '2027-02-01', dias: 6 },
        { inicio: '2027-02-15', dias: 4 },
      ],
    });
    expect(curto.statusCode).toBe(422);
    expect(curto.json()).toMatchObject({
      codigo: 'PERIODO_MENOR_QUE_5_DIAS',
      campo: 'periodos[2].dias',
    });
    expect(curto.json().Mensagem).toContain('3º período (15/02/2027): só 4 dias');
    const cedo = await salvarFerias('paula', {
      periodoAquisitivo: '2025-03-01',
      periodos: [{ inicio: '2026-11-30', dias: 30 }],
    });
    expect(cedo.json()).toMatchObject({
      codigo: 'AVISO_MENOR_QUE_30_DIAS',
      campo: 'periodos[0].inicio',
    });
  });

  it('recusa mais de 3 períodos e período aquisitivo fora do aniversário da admissão', async () => {
    const quatro = await salvarFerias('paula', {
      periodoAquisitivo: '2025-03-01',
      periodos: [
        { inicio: '2027-01-04', dias: 14 },
        { inicio: '2027-01-25', dias: 6 },
        { inicio: '2027-02-01', dias: 5 },
        { inicio: '2027-02-15', dias: 5 },
      ],
    });
    expect(quatro.statusCode).toBe(400);
    expect(quatro.json().campo).toBe('periodos');
    const fora = await salvarFerias('paula', { ...PERMITIDA, periodoAquisitivo: '2025-04-01' });
    expect(fora.json()).toMatchObject({
      codigo: 'PERIODO_AQUISITIVO_INVALIDO',
      campo: 'periodoAquisitivo',
    });
  });

  it('aceita férias fracionadas que a lei permite e as deixa pendentes, auditadas', async () => {
    const r = await salvarFerias('paula', PERMITIDA);
    expect(r.statusCode).toBe(200);
    const l = r.json().Data;
    expect(l).toMatchObject({
      tipo: 'Ferias',
      status: 'Pendente',
      dias: 30,
      dataInicio: '2026-12-16',
      dataFim: '2027-01-27',
    });
    expect(l.periodos.map((p: { fim: string }) => p.fim)).toEqual([
      '2026-12-21',
      '2027-01-17',
      '2027-01-27',
    ]);
    const [a] = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'lancamento' and entidade_id = $2",
      [EMPRESA_DEMO, String(l.id)],
    );
    expect(a!.acao).toBe('solicitar');
    const outra = await salvarFerias('paula', PERMITIDA);
    expect(outra.statusCode).toBe(409);
    expect(outra.json().campo).toBe('periodoAquisitivo');
  });
});

describe('faltas do espelho', () => {
  it('o período em aquisição conta as faltas do espelho desde a implantação (sem ajuste do RH)', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarPeriodosAquisitivos`,
      headers: como('paula'),
    });
    const atual = r.json().Data[0];
    expect(atual).toMatchObject({
      inicio: '2026-03-01',
      origemFaltas: 'Espelho',
      ajusteMotivo: null,
    });
    // Só a partir da primeira marcação no produto: os meses antes da implantação não são faltas.
    expect(atual.faltasInjustificadas).toBeLessThanOrEqual(5);
    expect(atual.direito).toBe(30);
  });
});
