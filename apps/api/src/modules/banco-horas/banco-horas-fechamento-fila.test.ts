import type { Ciclo, FechamentoCiclo } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { createApuracaoDeTeste } from '../../../test/apuracao-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { createBancoHorasService } from './banco-horas.service.ts';
import { LiquidacaoInterrompida } from './use-cases/liquidacao.ts';

// Fechamento do ciclo pela fila (pg-boss de verdade no mesmo banco do teste) e a retomada do job
// depois de uma queda no meio: cada pessoa paga uma só vez.
let t: AppDeTeste;
let token: string;
let rhId: number;
let cicloId: number;

const B = '/api/banco-horas/api/v1';

const chamar = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json<{ data: T; codigo?: string }>() };
};

/** Itens gravados da rodada, por pessoa/natureza/percentual (repetido = pago duas vezes). */
const itensDaRodada = (rodada: number) =>
  t.db.query<{ usuario_id: number; natureza: string; percentual: number; vezes: number }>(
    `select i.usuario_id, i.natureza, i.percentual, count(*)::int as vezes
       from banco_horas_fechamento f join banco_horas_fechamento_item i
         on i.empresa_id = f.empresa_id and i.fechamento_id = f.id
      where f.empresa_id = $1 and f.ciclo_id = $2 and f.rodada = $3
      group by 1, 2, 3 order by 1, 2, 3`,
    [EMPRESA_DEMO, cicloId, rodada],
  );

const chave = (i: { usuarioId: number; natureza: string; percentual: number }) =>
  `${i.usuarioId}|${i.natureza}|${i.percentual}`;

const reabrir = async (motivo: string) =>
  expect((await chamar('POST', `${B}/ciclo/${cicloId}/reabertura`, { motivo })).status).toBe(200);

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
  token = await t.token('rh@demo.jornada.dev');
  const [rh] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  rhId = rh!.id;
  const [banco] = await t.db.query<{ id: number }>(
    'select min(id) as id from banco_horas where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  const ciclos = await chamar<Ciclo[]>('GET', `${B}/ciclo?bancoHoraId=${banco!.id}`);
  cicloId = ciclos.corpo.data[0]!.id; // o ciclo anterior, fechado pela demo (rodada 1)
});
afterAll(() => t.close());

describe('fechamento do ciclo pela fila', () => {
  it('a confirmação enfileira; o job grava por lotes, o progresso chega ao total e é auditado', async () => {
    await reabrir('Recalcular pela fila');
    const previa = (await chamar<FechamentoCiclo>('GET', `${B}/ciclo/${cicloId}/fechamento`)).corpo
      .data;
    expect(previa.itens.length).toBeGreaterThan(0);

    const r = await chamar<FechamentoCiclo>('POST', `${B}/ciclo/${cicloId}/fechamento`);
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ status: 'fechado', rodada: 2 });
    expect(r.corpo.data.progresso?.total).toBe(previa.colaboradores);

    const fim = await vi.waitFor(
      async () => {
        const g = (await chamar<FechamentoCiclo>('GET', `${B}/ciclo/${cicloId}/fechamento`)).corpo
          .data;
        if (g.progresso?.status !== 'concluido') throw new Error('ainda processando');
        return g;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(fim.progresso).toEqual({
      status: 'concluido',
      feitos: previa.colaboradores,
      total: previa.colaboradores,
      erro: null,
    });
    expect(fim.itens.map(chave).sort()).toEqual(previa.itens.map(chave).sort());
    expect((await itensDaRodada(2)).every((i) => i.vezes === 1)).toBe(true);

    const trilha = await t.db.query<{ acao: string; job: string | null }>(
      `select a.acao, a.job from auditoria a join banco_horas_fechamento f
          on f.empresa_id = a.empresa_id and a.entidade_id = f.id::text
        where a.empresa_id = $1 and a.entidade = 'banco_horas_fechamento'
          and f.ciclo_id = $2 and f.rodada = 2 order by a.id`,
      [EMPRESA_DEMO, cicloId],
    );
    expect(trilha.at(-1)).toEqual({ acao: 'concluir', job: 'fechamento-banco-horas' });
    expect(trilha.filter((a) => a.acao === 'liquidar-lote').length).toBeGreaterThan(0);
    expect(trilha.every((a) => a.job === 'fechamento-banco-horas')).toBe(true);
    expect((await chamar('POST', `${B}/ciclo/${cicloId}/fechamento`)).status).toBe(409);
  });

  it('queda depois do 1º lote: o job retomado continua do cursor e ninguém recebe duas vezes', async () => {
    await reabrir('Simular queda do servidor');
    const clock = () => t.relogio.agora;
    const db = t.db.db;
    // Um segundo "processo" da API: a confirmação enfileira numa fila que ninguém consome.
    const servico = createBancoHorasService({
      db,
      clock,
      apuracao: createApuracaoDeTeste(db, clock),
    });
    const enfileirados: { empresaId: number; fechamentoId: number }[] = [];
    servico.fechamento.usarFila(async (dados) => enfileirados.push(dados));
    const rh = { empresaId: EMPRESA_DEMO, usuarioId: rhId, rotas: new Set() } as AuthContext;
    const previa = await servico.fechamento.previa(rh, cicloId);
    const confirmado = await servico.fechamento.confirmar(rh, cicloId);
    expect(confirmado.progresso).toMatchObject({ status: 'processando', feitos: 0 });
    expect(enfileirados).toHaveLength(1);
    const job = enfileirados[0]!;

    // O processo "morre" depois do primeiro lote (3 vigências gravadas numa transação).
    let lotes = 0;
    await expect(
      servico.fechamento.liquidar(job, { tamanhoLote: 3, interrompido: () => lotes++ >= 1 }),
    ).rejects.toBeInstanceOf(LiquidacaoInterrompida);
    const parcial = await servico.fechamento.previa(rh, cicloId);
    expect(parcial.progresso).toMatchObject({ status: 'processando', feitos: 3 });
    // Enquanto a liquidação não termina, nada de reabrir (estornaria meio fechamento).
    await expect(servico.fechamento.reabrir(rh, cicloId, 'Cedo demais')).rejects.toMatchObject({
      codigo: 'FECHAMENTO_EM_ANDAMENTO',
    });

    // O pg-boss repete o job (duas entregas ao mesmo tempo, inclusive): continua do cursor.
    await Promise.all([
      servico.fechamento.liquidar(job, { tamanhoLote: 3, interrompido: () => false }),
      servico.fechamento.liquidar(job, { tamanhoLote: 3, interrompido: () => false }),
    ]);
    // E uma entrega atrasada depois de concluído não grava nada.
    await servico.fechamento.liquidar(job, { tamanhoLote: 3, interrompido: () => false });

    const final = await servico.fechamento.previa(rh, cicloId);
    expect(final.progresso).toMatchObject({
      status: 'concluido',
      feitos: previa.colaboradores,
      total: previa.colaboradores,
    });
    expect(final.itens.map(chave).sort()).toEqual(previa.itens.map(chave).sort());
    const gravados = await itensDaRodada(3);
    expect(gravados.length).toBe(previa.itens.length);
    expect(gravados.every((i) => i.vezes === 1)).toBe(true);
  });

  it('liquidação que para com erro: confirmar de novo retoma do cursor', async () => {
    await reabrir('Verba removida no meio');
    const clock = () => t.relogio.agora;
    const db = t.db.db;
    const servico = createBancoHorasService({
      db,
      clock,
      apuracao: createApuracaoDeTeste(db, clock),
    });
    const enfileirados: { empresaId: number; fechamentoId: number }[] = [];
    servico.fechamento.usarFila(async (dados) => enfileirados.push(dados));
    const rh = { empresaId: EMPRESA_DEMO, usuarioId: rhId, rotas: new Set() } as AuthContext;
    const previa = await servico.fechamento.previa(rh, cicloId);
    await servico.fechamento.confirmar(rh, cicloId);
    const fechamentoId = enfileirados[0]!.fechamentoId;
    await t.db.query(
      "update banco_horas_fechamento set status = 'erro', erro = 'Falha simulada' where empresa_id = $1 and id = $2",
      [EMPRESA_DEMO, fechamentoId],
    );
    expect((await servico.fechamento.previa(rh, cicloId)).progresso).toMatchObject({
      status: 'erro',
      erro: 'Falha simulada',
    });
    const retomado = await servico.fechamento.confirmar(rh, cicloId);
    expect(retomado.progresso?.status).toBe('processando');
    expect(enfileirados).toEqual([
      { empresaId: EMPRESA_DEMO, fechamentoId },
      { empresaId: EMPRESA_DEMO, fechamentoId },
    ]);
    await servico.fechamento.liquidar(enfileirados[1]!, {
      tamanhoLote: 4,
      interrompido: () => false,
    });
    const final = await servico.fechamento.previa(rh, cicloId);
    expect(final.progresso?.status).toBe('concluido');
    expect(final.itens.length).toBe(previa.itens.length);
  });
});
