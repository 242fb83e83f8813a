import { jornadaParaHHMM } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGORA_TESTE, type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { colaborador, PAULA, usuarioId } from '../../../test/escala-teste.ts';
import { EMPRESA_DEMO, seedDemo } from '../../seed/seed.ts';
import { somarDias } from '../escala-nucleo/index.ts';
import { createEscalaService } from './escala.service.ts';

let t: AppDeTeste;
let servico: ReturnType<typeof createEscalaService>;
beforeAll(async () => {
  t = await createAppDeTeste();
  servico = createEscalaService({ db: t.db.db, clock: () => AGORA_TESTE });
});
afterAll(() => t.close());

describe('createEscalaService(...).jornadaEfetivaPeriodo (para o espelho e a apuração)', () => {
  it('dia a dia, por colaborador, com o feriado da data; quem não existe fica fora', async () => {
    const paula = await usuarioId(t, PAULA);
    const vigia = await usuarioId(t, colaborador(36));
    const r = await servico.jornadaEfetivaPeriodo(
      EMPRESA_DEMO,
      [paula, vigia, 999_999],
      '2026-11-16',
      '2026-11-22',
    );
    expect([...r.keys()].sort()).toEqual([paula, vigia].sort());
    const dias = r.get(paula)!;
    expect(dias.map((d) => d.data)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(dias[0]).toMatchObject({
      tipoDia: 'trabalho',
      jornada: [
        [480, 720],
        [780, 1068],
      ],
      feriado: null,
      bancoHoras: 0,
    });
    expect(dias[4]!.feriado).toMatchObject({
      nome: 'Dia Nacional de Zumbi e da Consciência Negra',
      tipo: 'nacional',
    });
    expect(dias.map((d) => d.tipoDia).slice(5)).toEqual(['folga', 'dsr']);
    const noturno = r.get(vigia)![1]!;
    expect(noturno).toMatchObject({ data: '2026-11-17', tipoDia: 'trabalho' });
    expect(jornadaParaHHMM(noturno.jornada)).toEqual([
      ['22:00', '01:00'],
      ['02:00', '05:00'],
    ]);
  });

  it('em lote, quem tem as mesmas alocações compartilha o cálculo e fica com a própria alocação', async () => {
    const rows = await t.db.query<{ usuario_id: number; id: number }>(
      'select usuario_id, id from alocacao where empresa_id = 2 and ativo order by usuario_id, id',
    );
    const ids = [...new Set(rows.map((r) => Number(r.usuario_id)))];
    const [inicio, fim] = ['2026-10-26', '2026-11-22'];
    const lote = await servico.jornadaEfetivaPeriodo(EMPRESA_DEMO, ids, inicio, fim);
    for (const id of ids) {
      // O mesmo resultado do cálculo de um colaborador sozinho (sem compartilhamento).
      const sozinho = await servico.jornadaEfetivaPeriodo(EMPRESA_DEMO, [id], inicio, fim);
      expect(lote.get(id), `colaborador ${id}`).toEqual(sozinho.get(id));
      const minhas = rows.filter((r) => Number(r.usuario_id) === id).map((r) => String(r.id));
      for (const d of lote.get(id)!) if (d.alocacaoId) expect(minhas).toContain(d.alocacaoId);
    }
    // A demo tem várias pessoas por escala: o lote de fato compartilha.
    expect(ids.length).toBeGreaterThan(new Set(rows.map((r) => r.id)).size / 2);
  });

  it('outra empresa não enxerga os colaboradores da demo', async () => {
    const paula = await usuarioId(t, PAULA);
    const r = await servico.jornadaEfetivaPeriodo(1032, [paula], '2026-11-16', '2026-11-16');
    expect(r.size).toBe(0);
  });
});

describe('seed da demo', () => {
  it('as marcações da demo caem nas jornadas das escalas alocadas (nunca discordam)', async () => {
    const pessoas = await t.db.query<{ id: number }>(
      'select distinct usuario_id as id from alocacao where empresa_id = 2',
    );
    const ids = pessoas.map((p) => Number(p.id));
    const jornadas = await servico.jornadaEfetivaPeriodo(
      EMPRESA_DEMO,
      ids,
      '2026-09-30',
      '2026-11-16',
    );
    const marcacoes = await t.db.query<{ usuario_id: number; data: string; minuto: number }>(
      'select usuario_id, data, minuto from marcacao where empresa_id = 2',
    );
    expect(marcacoes.length).toBeGreaterThan(1000);
    const fora = marcacoes.filter((m) => {
      const dias = new Map(jornadas.get(Number(m.usuario_id))!.map((d) => [d.data, d]));
      const doDia = dias.get(m.data);
      const perto = (alvo: number) => Math.abs(alvo - m.minuto) <= 120;
      if (doDia?.tipoDia === 'trabalho' && doDia.jornada.flat().some(perto)) return false;
      // Depois da meia-noite, a marcação é da jornada que começou na véspera.
      const vespera = dias.get(somarDias(m.data, -1));
      return !(
        vespera?.tipoDia === 'trabalho' && vespera.jornada.flat().some((x) => perto(x - 1440))
      );
    });
    expect(fora).toEqual([]);
  });

  it('semear de novo não duplica regras nem alocações', async () => {
    expect(await seedDemo(t.db.db, () => AGORA_TESTE)).toEqual({ criado: false });
    const [conta] = await t.db.query<{
      escalas: number;
      alocacoes: number;
      turnos: number;
      gestoes: number;
    }>(
      `select (select count(*)::int from escala where empresa_id = 2) as escalas,
              (select count(*)::int from alocacao where empresa_id = 2) as alocacoes,
              (select count(*)::int from turno where empresa_id = 2) as turnos,
              (select count(*)::int from gestao where empresa_id = 2) as gestoes`,
    );
    expect(conta).toEqual({ escalas: 4, alocacoes: 40, turnos: 4, gestoes: 1 });
  });
});
