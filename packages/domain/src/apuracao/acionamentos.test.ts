import { describe, expect, it } from 'vitest';
import { juntarAcionamentos } from './acionamentos.ts';
import { apurarPeriodo } from './apurar-periodo.ts';
import { arredondar, extra, S1 } from './testes/apoio.ts';
import type { DiaEntrada, ResultadoApuracao } from './tipos.ts';

// Acionamentos de sobreaviso como trabalho (Súmula 428, II, TST), semana S1 de 2026-03-02.
const SEMANA = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const BATIDAS = ['08:00', '12:00', '13:00', '17:00'];

const semana = (trocas: Record<string, Partial<DiaEntrada>> = {}): DiaEntrada[] => [
  ...SEMANA.map((data) => ({ data, jornada: S1, marcacoes: BATIDAS, ...trocas[data] })),
  { data: '2026-03-07', jornada: [], marcacoes: [], ...trocas['2026-03-07'] },
  { data: '2026-03-08', jornada: [], marcacoes: [], ...trocas['2026-03-08'] },
];

const dia = (r: ResultadoApuracao, data: string) =>
  arredondar(r.dias.find((d) => d.data === data)!);

describe('acionamentos de sobreaviso na apuração', () => {
  it('sábado de folga com acionamento 14:00–16:00 → 120 a 50 %, sem marcação', () => {
    const r = apurarPeriodo({
      dias: semana({ '2026-03-07': { acionamentos: [['14:00', '16:00']] } }),
    });
    const d = dia(r, '2026-03-07');
    expect([d.trabalhadoRelogio, extra(d, 50)]).toEqual([120, 120]);
    expect(d.inconsistencias).toEqual([]);
    expect(d.explicacao.join(' ')).toContain(
      'acionamento de sobreaviso 14:00–16:00 computado como trabalho (Súmula 428, II, TST)',
    );
  });

  it('acionamento 23:00–01:00 depois da jornada: noturno, extras e sem alerta de intervalo', () => {
    const r = apurarPeriodo({
      dias: semana({ '2026-03-03': { acionamentos: [['23:00', '01:00']] } }),
    });
    const d = dia(r, '2026-03-03');
    expect(d.trabalhadoRelogio).toBe(600);
    expect(d.noturnoRelogio).toBe(120);
    // 120 de relógio noturno viram 137,14 reduzidos (CLT art. 73 §1º); todos são extras.
    expect(d.noturnoReduzido).toBeCloseTo(137.14, 1);
    expect(d.extrasNoturnas).toBeGreaterThan(0);
    expect(d.alertas).not.toContain('INTERVALO_ACIMA_MAXIMO');
    expect(d.intervalo).toEqual({ exigido: 60, concedido: 60, indenizado: 0 });
  });

  it('o acionamento que termina 01:00 encurta o descanso até a entrada das 08:00 (CLT art. 66)', () => {
    const r = apurarPeriodo({
      dias: semana({ '2026-03-03': { acionamentos: [['23:00', '01:00']] } }),
    });
    const seguinte = dia(r, '2026-03-04');
    expect(seguinte.interjornada).toEqual({ descanso: 420, exigido: 660, suprimido: 240 });
    expect(seguinte.alertas).toContain('INTERJORNADA_SUPRIMIDA');
  });

  it('acionamento sobreposto às marcações conta uma vez', () => {
    const r = apurarPeriodo({
      dias: semana({ '2026-03-02': { acionamentos: [['16:00', '18:00']] } }),
    });
    const d = dia(r, '2026-03-02');
    expect([d.trabalhadoRelogio, d.saldo, extra(d, 50)]).toEqual([540, 60, 60]);
  });

  it('sem acionamentos (lista vazia) o resultado é o mesmo de antes', () => {
    const sem = apurarPeriodo({ dias: semana() });
    const vazia = apurarPeriodo({
      dias: semana().map((d) => ({ ...d, acionamentos: [] })),
    });
    expect(vazia).toEqual(sem);
  });

  it('junta pares e acionamentos em ordem; marcação sem par continua sem par', () => {
    expect(juntarAcionamentos([480, 720], [[1380, 1500]])).toEqual([480, 720, 1380, 1500]);
    expect(juntarAcionamentos([480, 720], [[700, 800]])).toEqual([480, 800]);
    expect(juntarAcionamentos([480, 720, 780], [[1380, 1500]])).toEqual([
      480, 720, 780, 1380, 1500,
    ]);
    expect(juntarAcionamentos([480], [])).toEqual([480]);
  });
});
