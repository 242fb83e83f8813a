import type { Reprocessamento } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// A fila é o pg-boss de verdade, no mesmo banco do teste (PGlite pelo adaptador de stack.md §3.5,
// ou o schema descartável do PostgreSQL). Lotes de 10 colaboradores: o progresso anda em passos.
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5, loteReprocessamento: 10 } });
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
});
afterAll(() => t.close());

const criar = (payload: object, quem = 'rh') =>
  t.app.inject({
    method: 'POST',
    url: '/api/espelho/reprocessamento',
    headers: como(quem),
    payload,
  });

const obter = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/espelho/reprocessamento/${id}`,
      headers: como('rh'),
    })
  ).json().data as Reprocessamento;

const logDe = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/espelho/reprocessamento/${id}/log`,
      headers: como('rh'),
    })
  ).json().data.items as { nivel: string; mensagem: string }[];

/** Espera até a condição valer (o job roda em segundo plano). */
const esperar = async (id: number, ate: (r: Reprocessamento) => boolean, ms = 20_000) => {
  const fim = Date.now() + ms;
  for (;;) {
    const r = await obter(id);
    if (ate(r)) return r;
    if (Date.now() > fim) throw new Error(`tempo esgotado: ${JSON.stringify(r)}`);
    await new Promise((ok) => setTimeout(ok, 25));
  }
};

describe('reprocessamento em segundo plano (pg-boss)', () => {
  it('criar → progresso → concluído: fotografia por colaborador-dia e log por lote', async () => {
    const r = await criar({ dataInicio: '2026-10-01', dataFim: '2026-10-31' });
    expect(r.statusCode).toBe(201);
    const criado = r.json().data as Reprocessamento;
    expect(r.headers.location).toBe(`/api/espelho/reprocessamento/${criado.id}`);
    expect(['pendente', 'processando']).toContain(criado.status);

    const vistos = new Set<number>();
    const fim = await esperar(criado.id, (x) => {
      vistos.add(x.processados);
      return x.status === 'concluido';
    });
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from usuario where empresa_id = $1 and (admissao is null or admissao <= '2026-10-31')",
      [EMPRESA_DEMO],
    );
    expect(fim).toMatchObject({ total: n, processados: n, percentual: 100, erro: null });
    expect(fim.diasApurados).toBe(n * 31);
    expect(fim.diasComOcorrencia).toBeGreaterThan(0);
    expect(Math.max(...vistos)).toBe(n);

    const [foto] = await t.db.query<{ dias: number; ocorrencias: number }>(
      `select count(*)::int as dias,
              count(*) filter (where jsonb_array_length(alertas) + jsonb_array_length(inconsistencias) > 0)::int as ocorrencias
         from apuracao_resultado where empresa_id = $1 and reprocessamento_id = $2`,
      [EMPRESA_DEMO, criado.id],
    );
    expect(foto).toEqual({ dias: fim.diasApurados, ocorrencias: fim.diasComOcorrencia });

    const log = await logDe(criado.id);
    expect(log[0]!.mensagem).toMatch(/^Pedido criado/);
    expect(log[1]!.mensagem).toMatch(new RegExp(`^Início: ${n} colaborador`));
    expect(log.filter((l) => l.mensagem.startsWith('Lote '))).toHaveLength(Math.ceil(n / 10));
    expect(log.at(-1)!.mensagem).toMatch(/^Concluído em/);

    // A trilha de auditoria diz quem regravou os resultados: o job, não "ninguém".
    const auditoriaDoJob = async () =>
      t.db.query<{ usuario_id: number | null; hq_operador_id: number | null; job: string | null }>(
        `select usuario_id, hq_operador_id, job from auditoria
          where empresa_id = $1 and entidade = 'reprocessamento' and entidade_id = $2 and acao = 'concluir'`,
        [EMPRESA_DEMO, String(criado.id)],
      );
    let linhas = await auditoriaDoJob();
    for (let i = 0; linhas.length === 0 && i < 200; i++) {
      await new Promise((ok) => setTimeout(ok, 25));
      linhas = await auditoriaDoJob();
    }
    expect(linhas).toEqual([{ usuario_id: null, hq_operador_id: null, job: 'reprocessamento' }]);

    // A fotografia serve às divergências: mesma lista que o cálculo na hora.
    const url = '/api/espelho/ocorrencias?ano=2026&mes=10&pageSize=5000';
    const calc = (await t.app.inject({ method: 'GET', url, headers: como('rh') })).json().data;
    const foto2 = (
      await t.app.inject({
        method: 'GET',
        url: `${url}&fonte=reprocessamento`,
        headers: como('rh'),
      })
    ).json().data;
    expect(foto2.total).toBe(calc.total);
    expect(foto2.porCodigo).toEqual(calc.porCodigo);
    expect(foto2.items.map((i: { data: string }) => i.data)).toEqual(
      calc.items.map((i: { data: string }) => i.data),
    );
    expect(foto2.items[0].calculadoEm).not.toBeNull();

    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/espelho/reprocessamento?status=concluido',
      headers: como('rh'),
    });
    expect(lista.json().data.items.map((x: Reprocessamento) => x.id)).toContain(criado.id);
  });

  it('cancelar por PUT para o job entre lotes; pedido já terminado dá 409', async () => {
    const [dep] = await t.db.query<{ id: number }>(
      "select id from departamento where empresa_id = $1 and nome = 'Loja Centro'",
      [EMPRESA_DEMO],
    );
    const criado = (
      await criar({ dataInicio: '2026-01-01', dataFim: '2026-10-31', departamentoId: dep!.id })
    ).json().data as Reprocessamento;
    // Logo depois de criar: o job ainda não começou ou está no primeiro lote.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/espelho/reprocessamento/${criado.id}/cancelar`,
      headers: como('rh'),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.status).toBe('cancelado');
    // Prazo, não medida: o worker pega o pedido na próxima busca da fila (0,5 s), mas com a suíte
    // do navegador na mesma máquina de 2 núcleos (npm test) a busca já levou mais de 60 s.
    await expect
      .poll(async () => (await logDe(criado.id)).at(-1)!.mensagem, { timeout: 150_000 })
      .toMatch(/^Cancelado( antes de começar|: parou depois de \d+ de \d+)/);
    const final = await obter(criado.id);
    expect(final.status).toBe('cancelado');
    // Nem começou (total 0) ou parou antes do último lote.
    expect(final.total === 0 || final.processados < final.total).toBe(true);
    expect(final.departamento).toBe('Loja Centro');
    expect(final.canceladoEm).not.toBeNull();
    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'reprocessamento' and entidade_id = $2",
      [EMPRESA_DEMO, String(criado.id)],
    );
    expect(aud!.n).toBe(2); // criar e cancelar

    const de_novo = await t.app.inject({
      method: 'PUT',
      url: `/api/espelho/reprocessamento/${criado.id}/cancelar`,
      headers: como('rh'),
    });
    expect(de_novo.statusCode).toBe(409);
  }, 180_000);

  it('validação e permissões: só quem tem o menu de reprocessamento', async () => {
    expect((await criar({ dataInicio: '2026-10-31', dataFim: '2026-10-01' })).statusCode).toBe(400);
    expect((await criar({ dataInicio: '2025-01-01', dataFim: '2026-10-01' })).statusCode).toBe(400);
    expect(
      (await criar({ dataInicio: '2026-10-01', dataFim: '2026-10-31', departamentoId: 99999 }))
        .statusCode,
    ).toBe(404);
    for (const quem of ['colaborador', 'gestor']) {
      expect(
        (await criar({ dataInicio: '2026-10-01', dataFim: '2026-10-31' }, quem)).statusCode,
      ).toBe(403);
      const lista = await t.app.inject({
        method: 'GET',
        url: '/api/espelho/reprocessamento',
        headers: como(quem),
      });
      expect(lista.statusCode).toBe(403);
    }
    const inexistente = await t.app.inject({
      method: 'GET',
      url: '/api/espelho/reprocessamento/99999/log',
      headers: como('rh'),
    });
    expect(inexistente.statusCode).toBe(404);
  });
});

describe('sem fila no servidor', () => {
  it('criar responde 503 em vez de fingir que enfileirou', async () => {
    const semFila = await createAppDeTeste();
    try {
      const token = await semFila.token('rh@demo.jornada.dev');
      const r = await semFila.app.inject({
        method: 'POST',
        url: '/api/espelho/reprocessamento',
        headers: { authorization: `Bearer ${token}` },
        payload: { dataInicio: '2026-10-01', dataFim: '2026-10-31' },
      });
      expect(r.statusCode).toBe(503);
      expect(r.json().codigo).toBe('FILA_INDISPONIVEL');
    } finally {
      await semFila.close();
    }
  });
});
