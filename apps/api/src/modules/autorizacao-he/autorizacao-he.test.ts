import type { ConciliacaoVerbas, DiaEspelho, Espelho, HoraExtraRetida } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Autorização prévia de horas extras (issue #22 parte 1) sobre a demo: a regra "horaPositiva"
// padrão passa a exigir autorização desde 01/11/2026 (retendo o excedente); "hoje" = 16/11/2026.

const H = '/api/autorizacao-he';
const NOVEMBRO = 'ano=2026&mes=11';
let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  quem: string,
  payload?: object,
) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  const corpo = r.json();
  return { status: r.statusCode, data: corpo.data as T, campo: corpo.campo as string | undefined };
};

const espelho = async () =>
  (await chamar<Espelho>('GET', `/api/espelho?${NOVEMBRO}&usuarioId=${paulaId}`, 'rh')).data.dias;
const dia = async (data: string) => (await espelho()).find((d) => d.data === data)!;
const extrasPagas = (d: DiaEspelho) => d.apuracao!.extras.reduce((s, e) => s + e.minutos, 0);
const retidas = async () =>
  (
    await chamar<HoraExtraRetida[]>(
      'GET',
      `${H}/retidas?inicio=2026-11-01&fim=2026-11-15`,
      'gestor',
    )
  ).data.filter((r) => r.usuarioId === paulaId);
const auditoria = (entidade: string) =>
  t.db.query<{ acao: string }>(
    'select acao from auditoria where empresa_id = $1 and entidade = $2 order by id',
    [EMPRESA_DEMO, entidade],
  );

let diasRetidos: HoraExtraRetida[];

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['rh', 'gestor', 'colaborador'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  tokens.gestoraCd = await t.token('gestora.cd@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
  const regras = await chamar<{ id: number; nome: string }[]>(
    'GET',
    '/api/regras-calculo/api/v1/horaPositiva',
    'rh',
  );
  const padrao = regras.data.find((r) => r.nome.endsWith('padrão CLT'))!;
  const r = await chamar('PUT', `/api/regras-calculo/api/v1/horaPositiva/${padrao.id}`, 'rh', {
    exigeAutorizacaoHoraExtra: true,
    destinoNaoAutorizada: 'reter',
    vigenciaInicio: '2026-11-01',
  });
  expect(r.status).toBe(200);
  diasRetidos = await retidas();
}, 300_000);
afterAll(() => t.close());

describe('regra com autorização prévia: o espelho divide as horas extras', () => {
  it('sem autorização, as extras de novembro ficam retidas (fora da folha), não apagadas', async () => {
    expect(diasRetidos.length).toBeGreaterThan(1);
    for (const r of diasRetidos) {
      const d = await dia(r.data);
      expect(d.apuracao!.horasExtras).toMatchObject({ autorizada: 0, destino: 'reter' });
      expect(d.apuracao!.horasExtras!.retida).toBeCloseTo(d.apuracao!.horasExtras!.total, 6);
      expect(extrasPagas(d)).toBe(0);
      expect(d.apuracao!.saldo).toBeGreaterThan(0);
    }
  });

  it('antes da vigência (outubro) nada muda: sem divisão no espelho', async () => {
    const outubro = (
      await chamar<Espelho>('GET', `/api/espelho?ano=2026&mes=10&usuarioId=${paulaId}`, 'rh')
    ).data.dias;
    expect(outubro.some((d) => d.apuracao && extrasPagas(d) > 0)).toBe(true);
    expect(outubro.every((d) => d.apuracao?.horasExtras === undefined)).toBe(true);
  });
});

describe('autorizações do gestor', () => {
  it('o gestor autoriza 30 min no dia: 30 min pagos, o resto segue retido; auditado', async () => {
    const alvo = diasRetidos[0]!;
    const r = await chamar<{ id: number }>('POST', `${H}/autorizacoes`, 'gestor', {
      usuarioId: paulaId,
      dataInicio: alvo.data,
      dataFim: alvo.data,
      limiteMinutos: 30,
      motivo: 'Fechamento do estoque',
    });
    expect(r.status).toBe(200);
    const d = await dia(alvo.data);
    const esperado = Math.min(30, alvo.total);
    expect(d.apuracao!.horasExtras!.autorizada).toBeCloseTo(esperado, 6);
    expect(extrasPagas(d)).toBeCloseTo(esperado, 6);
    expect((await auditoria('autorizacao_hora_extra')).map((a) => a.acao)).toContain('autorizar');
    const lista = await chamar<{ id: number }[]>(
      'GET',
      `${H}/autorizacoes?usuarioId=${paulaId}`,
      'colaborador',
    );
    expect(lista.data.map((a) => a.id)).toContain(r.data.id);
  });

  it('revogar volta o dia a retido; revogar de novo → 409', async () => {
    const alvo = diasRetidos[0]!;
    const [a] = (
      await chamar<{ id: number }[]>('GET', `${H}/autorizacoes?usuarioId=${paulaId}`, 'gestor')
    ).data;
    const r = await chamar('POST', `${H}/autorizacoes/${a!.id}/revogar`, 'gestor', {
      motivo: 'Lançada por engano',
    });
    expect(r.status).toBe(200);
    expect((await dia(alvo.data)).apuracao!.horasExtras!.autorizada).toBe(0);
    const deNovo = await chamar('POST', `${H}/autorizacoes/${a!.id}/revogar`, 'gestor', {
      motivo: 'De novo',
    });
    expect(deNovo.status).toBe(409);
    expect((await auditoria('autorizacao_hora_extra')).map((x) => x.acao)).toContain('revogar');
  });

  it.each([
    { corpo: { limiteMinutos: 0 }, campo: 'limiteMinutos' },
    { corpo: { limiteMinutos: 1441 }, campo: 'limiteMinutos' },
    { corpo: { dataInicio: '2026-11-10', dataFim: '2026-11-09' }, campo: 'dataFim' },
    { corpo: { dataInicio: '2026-02-30' }, campo: 'dataInicio' },
    { corpo: { usuarioId: 2_147_483_648 }, campo: 'usuarioId' },
  ])('entrada inválida → 400 nomeando $campo', async ({ corpo, campo }) => {
    const r = await chamar('POST', `${H}/autorizacoes`, 'gestor', {
      usuarioId: paulaId,
      dataInicio: '2026-11-10',
      dataFim: '2026-11-10',
      limiteMinutos: 60,
      ...corpo,
    });
    expect(r.status).toBe(400);
    expect(r.campo).toBe(campo);
  });

  it('permissões: a colaboradora não autoriza; a gestora de outro departamento recebe 403', async () => {
    const corpo = {
      usuarioId: paulaId,
      dataInicio: '2026-11-10',
      dataFim: '2026-11-10',
      limiteMinutos: 60,
    };
    expect((await chamar('POST', `${H}/autorizacoes`, 'colaborador', corpo)).status).toBe(403);
    expect((await chamar('POST', `${H}/autorizacoes`, 'gestoraCd', corpo)).status).toBe(403);
    const lista = await chamar('GET', `${H}/autorizacoes?usuarioId=${paulaId}`, 'gestoraCd');
    expect(lista.status).toBe(404);
    expect(
      (await chamar('GET', `${H}/retidas?inicio=2026-11-01&fim=2026-11-15`, 'colaborador')).status,
    ).toBe(403);
  });
});

describe('decisão do gestor sobre as retidas', () => {
  it('pagar: o dia sai da lista, o espelho paga tudo e a folha (conciliação) leva as extras', async () => {
    const alvo = diasRetidos[1]!;
    const antes = await chamar<ConciliacaoVerbas>(
      'GET',
      `/api/verbas/conciliacao?${NOVEMBRO}`,
      'rh',
    );
    const extrasFolha = (c: ConciliacaoVerbas) =>
      c.colaboradores
        .find((x) => x.usuarioId === paulaId)!
        .verbas.filter((v) => v.codigo === '150' || v.codigo === '200')
        .reduce((s, v) => s + v.espelho, 0);
    const r = await chamar('POST', `${H}/decisoes`, 'gestor', {
      usuarioId: paulaId,
      data: alvo.data,
      destino: 'pagar',
    });
    expect(r.status).toBe(200);
    const d = await dia(alvo.data);
    expect(d.apuracao!.horasExtras).toMatchObject({ decisao: 'pagar', retida: 0 });
    expect(extrasPagas(d)).toBeCloseTo(alvo.total, 6);
    expect((await retidas()).map((x) => x.data)).not.toContain(alvo.data);
    const depois = await chamar<ConciliacaoVerbas>(
      'GET',
      `/api/verbas/conciliacao?${NOVEMBRO}`,
      'rh',
    );
    expect(extrasFolha(depois.data) - extrasFolha(antes.data)).toBeCloseTo(alvo.total, 6);
    expect((await auditoria('decisao_hora_extra')).map((a) => a.acao)).toEqual(['decidir']);
  });

  it('banco: nada pago no dia, o crédito do banco recebe as não autorizadas', async () => {
    const alvo = diasRetidos[2] ?? diasRetidos[0]!;
    const r = await chamar('POST', `${H}/decisoes`, 'gestor', {
      usuarioId: paulaId,
      data: alvo.data,
      destino: 'banco',
    });
    expect(r.status).toBe(200);
    const d = await dia(alvo.data);
    expect(extrasPagas(d)).toBe(0);
    expect(d.apuracao!.bancoHoras.credito).toBeCloseTo(alvo.total, 6);
    expect(d.apuracao!.horasExtras).toMatchObject({ decisao: 'banco', destino: 'banco' });
  });

  it('dia sem horas extras não autorizadas ou ainda aberto → recusado nomeando a data', async () => {
    const semExtra = (await espelho()).find(
      (d) => d.apuracao && d.apuracao.horasExtras?.total === 0,
    )!;
    const r = await chamar('POST', `${H}/decisoes`, 'gestor', {
      usuarioId: paulaId,
      data: semExtra.data,
      destino: 'pagar',
    });
    expect([r.status, r.campo]).toEqual([409, 'data']);
    const hoje = await chamar('POST', `${H}/decisoes`, 'gestor', {
      usuarioId: paulaId,
      data: '2026-11-16',
      destino: 'pagar',
    });
    expect([hoje.status, hoje.campo]).toEqual([400, 'data']);
    const destino = await chamar('POST', `${H}/decisoes`, 'gestor', {
      usuarioId: paulaId,
      data: '2026-11-05',
      destino: 'apagar',
    });
    expect([destino.status, destino.campo]).toEqual([400, 'destino']);
  });
});

describe('pedido do colaborador pelo celular', () => {
  it('pede para hoje; o gestor vê, aprova e o pedido vira autorização do dia', async () => {
    const pedido = await chamar<{ id: number; status: string }>(
      'POST',
      `${H}/solicitacoes`,
      'colaborador',
      {
        data: '2026-11-16',
        minutos: 90,
        motivo: 'Inventário',
      },
    );
    expect(pedido.status).toBe(200);
    expect(pedido.data.status).toBe('pendente');
    const fila = await chamar<{ id: number; podeDecidir: boolean }[]>(
      'GET',
      `${H}/solicitacoes?status=pendente`,
      'gestor',
    );
    expect(fila.data.find((s) => s.id === pedido.data.id)?.podeDecidir).toBe(true);
    const propria = await chamar(
      'POST',
      `${H}/solicitacoes/${pedido.data.id}/decidir`,
      'colaborador',
      {
        aprovar: true,
      },
    );
    expect(propria.status).toBe(403);
    const ok = await chamar<{ status: string; autorizacaoId: number }>(
      'POST',
      `${H}/solicitacoes/${pedido.data.id}/decidir`,
      'gestor',
      { aprovar: true },
    );
    expect(ok.data.status).toBe('aprovada');
    const autorizacoes = await chamar<{ id: number; limiteMinutos: number; dataInicio: string }[]>(
      'GET',
      `${H}/autorizacoes?usuarioId=${paulaId}`,
      'colaborador',
    );
    expect(autorizacoes.data.find((a) => a.id === ok.data.autorizacaoId)).toMatchObject({
      limiteMinutos: 90,
      dataInicio: '2026-11-16',
    });
    const deNovo = await chamar('POST', `${H}/solicitacoes/${pedido.data.id}/decidir`, 'gestor', {
      aprovar: false,
      motivo: 'x',
    });
    expect(deNovo.status).toBe(409);
  });

  it('rejeitar exige motivo; data passada é recusada', async () => {
    const pedido = await chamar<{ id: number }>('POST', `${H}/solicitacoes`, 'colaborador', {
      data: '2026-11-17',
      minutos: 60,
      motivo: 'Entrega',
    });
    const sem = await chamar('POST', `${H}/solicitacoes/${pedido.data.id}/decidir`, 'gestor', {
      aprovar: false,
    });
    expect([sem.status, sem.campo]).toEqual([400, 'motivo']);
    const rejeitado = await chamar<{ status: string }>(
      'POST',
      `${H}/solicitacoes/${pedido.data.id}/decidir`,
      'gestor',
      { aprovar: false, motivo: 'Sem demanda' },
    );
    expect(rejeitado.data.status).toBe('rejeitada');
    const passado = await chamar('POST', `${H}/solicitacoes`, 'colaborador', {
      data: '2026-11-10',
      minutos: 60,
      motivo: 'Atrasado',
    });
    expect([passado.status, passado.campo]).toEqual([400, 'data']);
  });

  it('o gestor aprova com um limite menor que o pedido', async () => {
    const pedido = await chamar<{ id: number }>('POST', `${H}/solicitacoes`, 'colaborador', {
      data: '2026-11-18',
      minutos: 120,
      motivo: 'Fechamento do estoque',
    });
    const ok = await chamar<{ status: string; autorizacaoId: number }>(
      'POST',
      `${H}/solicitacoes/${pedido.data.id}/decidir`,
      'gestor',
      { aprovar: true, limiteMinutos: 60 },
    );
    expect(ok.data.status).toBe('aprovada');
    const autorizacoes = await chamar<{ id: number; limiteMinutos: number }[]>(
      'GET',
      `${H}/autorizacoes?usuarioId=${paulaId}`,
      'gestor',
    );
    expect(autorizacoes.data.find((a) => a.id === ok.data.autorizacaoId)?.limiteMinutos).toBe(60);
  });
});
