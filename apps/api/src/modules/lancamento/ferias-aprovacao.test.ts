import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { listAusenciasAprovadas } from './index.ts';

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
const alterarStatus = (quem: Quem, corpo: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({
    method,
    url: `${m}/AlterarStatusLancamento`,
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
  // A programação fracionada permitida, pendente, que o gestor vai decidir.
  const r = await salvarFerias('paula', PERMITIDA);
  if (r.statusCode !== 200) throw new Error(r.body);
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

describe('aprovação pelo gestor da equipe', () => {
  const pendente = async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarFeriasLancamentos?usuarioId=${paulaId}&status=Pendente`,
      headers: como('paula'),
    });
    return r.json().Data[0] as { id: number };
  };

  it('outro gestor (fora da equipe) e a própria colaboradora não aprovam', async () => {
    const { id } = await pendente();
    const outra = await alterarStatus('gestoraCd', { lancamentoId: id, status: 'Aprovado' });
    expect(outra.statusCode).toBe(404);
    const propria = await alterarStatus('paula', { lancamentoId: id, status: 'Aprovado' });
    expect(propria.statusCode).toBe(403);
    expect(propria.json().Mensagem).toBe(
      'Um lançamento seu é decidido pelo seu gestor ou pelo RH.',
    );
  });

  it('reprovar exige motivo; o gestor da equipe aprova e as férias aparecem para o calendário', async () => {
    const { id } = await pendente();
    const semMotivo = await alterarStatus('gestor', { lancamentoId: id, status: 'Reprovado' });
    expect(semMotivo.json()).toMatchObject({ codigo: 'MOTIVO_OBRIGATORIO', campo: 'motivo' });
    const r = await alterarStatus('gestor', { lancamentoId: id, status: 'Aprovado' }, 'PUT');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      Mensagem: 'Lançamento aprovado.',
      Data: { status: 'Aprovado' },
    });
    const ausencias = await listAusenciasAprovadas(
      { db: t.db.db, empresaId: EMPRESA_DEMO },
      [paulaId],
      '2026-12-01',
      '2027-01-10',
    );
    expect(ausencias.filter((a) => a.lancamentoId === id).map((a) => [a.inicio, a.fim])).toEqual([
      ['2026-12-16', '2026-12-21'],
      ['2027-01-04', '2027-01-17'],
    ]);
    const periodos = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarPeriodosAquisitivos`,
      headers: como('paula'),
    });
    expect(periodos.json().Data[1]).toMatchObject({ agendados: 30, saldo: 0 });
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'lancamento' and entidade_id = $1 and acao = 'aprovar'",
      [String(id)],
    );
    expect(Number(a!.n)).toBe(1);
  });

  it('aprovado só volta por cancelamento do gestor com motivo; a colaboradora não cancela', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarFeriasLancamentos?usuarioId=${paulaId}&status=Aprovado`,
      headers: como('gestor'),
    });
    const { id } = (r.json().Data as { id: number; dataInicio: string }[]).find(
      (l) => l.dataInicio === '2026-12-16',
    )!;
    const dela = await alterarStatus('paula', { lancamentoId: id, status: 'Cancelado' });
    expect(dela.statusCode).toBe(403);
    const deNovo = await alterarStatus('gestor', { lancamentoId: id, status: 'Aprovado' });
    expect(deNovo.statusCode).toBe(409);
    const um = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarFeriasLancamento?id=${id}`,
      headers: como('paula'),
    });
    expect(um.json().Data).toMatchObject({
      id,
      status: 'Aprovado',
      decididoPor: expect.any(Number),
    });
  });
});

describe('aviso de 30 dias conferido na aprovação', () => {
  it('a aprovação tardia é recusada: o aviso da concessão ficaria com menos de 30 dias (art. 135)', async () => {
    const [c2] = await t.db.query<{ id: number }>(
      "select id from lancamento where empresa_id = $1 and tipo = 'Ferias' and status = 'Pendente'",
      [EMPRESA_DEMO],
    );
    const antes = t.relogio.agora;
    t.relogio.agora = new Date('2026-12-20T13:00:00Z');
    try {
      const rh = await t.token(EMAIL.rh);
      const r = await t.app.inject({
        method: 'POST',
        url: `${m}/AlterarStatusLancamento`,
        headers: bearer(rh),
        payload: { lancamentoId: c2!.id, status: 'Aprovado' },
      });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({
        codigo: 'AVISO_MENOR_QUE_30_DIAS',
        campo: 'periodos[0].inicio',
      });
      expect(r.json().Mensagem).toContain(
        '1º período (11/01/2027): aviso em 20/12/2026, só 22 dias antes do início',
      );
    } finally {
      t.relogio.agora = antes;
    }
  });
});
