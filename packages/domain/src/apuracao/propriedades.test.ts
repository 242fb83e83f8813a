import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHhmm } from '../tempo/index.ts';
import { apurar } from './testes/apoio.ts';
import type { DiaEntrada, ResultadoDia } from './tipos.ts';

const horario = fc.integer({ min: 0, max: 1439 }).map(toHhmm);

/** Lista ordenada de `n` minutos distintos em [min, max]. */
const ordenados = (n: number, min: number, max: number) =>
  fc
    .uniqueArray(fc.integer({ min, max }), { minLength: n, maxLength: n })
    .map((xs) => xs.sort((a, b) => a - b));

const pares = (xs: number[]): [string, string][] => {
  const saida: [string, string][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) saida.push([toHhmm(xs[i]!), toHhmm(xs[i + 1]!)]);
  return saida;
};

/** Tudo o que não é noturno nem texto (o deslocamento muda os horários citados na explicação). */
const semNoturnoNemTexto = (r: ResultadoDia) => {
  const { data, explicacao, noturnoRelogio, noturnoReduzido, extrasNoturnas, ...resto } = r;
  return resto;
};

describe('propriedades da apuração', () => {
  it('tempo trabalhado nunca é negativo e o noturno cabe no relógio', () => {
    const jornadaQualquer = fc.array(fc.tuple(horario, horario), { maxLength: 3 });
    fc.assert(
      fc.property(fc.array(horario, { maxLength: 8 }), jornadaQualquer, (marcacoes, jornada) => {
        const r = apurar({ data: '2026-03-02', jornada, marcacoes });
        expect(r.trabalhadoRelogio).toBeGreaterThanOrEqual(0);
        expect(r.trabalhadoComputado).toBeGreaterThanOrEqual(0);
        expect(r.noturnoRelogio).toBeLessThanOrEqual(r.trabalhadoRelogio);
        expect(r.debito).toBeGreaterThanOrEqual(0);
        for (const e of r.extras) expect(e.minutos).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('deslocar marcações e jornada pelo mesmo tanto, dentro do dia, só pode mudar o noturno', () => {
    fc.assert(
      fc.property(
        ordenados(4, 360, 1200),
        fc.integer({ min: 0, max: 6 }).chain((n) => ordenados(n, 360, 1200)),
        fc.integer({ min: -60, max: 120 }),
        (jornada, marcacoes, delta) => {
          const base = (d: number): DiaEntrada => ({
            data: '2026-03-02',
            jornada: pares(jornada.map((m) => m + d)),
            marcacoes: marcacoes.map((m) => toHhmm(m + d)),
          });
          expect(semNoturnoNemTexto(apurar(base(delta)))).toEqual(
            semNoturnoNemTexto(apurar(base(0))),
          );
        },
      ),
    );
  });

  it('fora da tolerância, o saldo é o saldo bruto (Súmula 366); dentro, é zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 4, maxLength: 4 }),
        (v) => {
          const previstas = [480, 720, 780, 1020];
          // v > 0 = mais trabalho: entrada antes (−), saída depois (+).
          const marcadas = previstas.map((p, i) => (i % 2 === 0 ? p - v[i]! : p + v[i]!));
          fc.pre(marcadas[1]! <= marcadas[2]!);
          const r = apurar({
            data: '2026-03-02',
            jornada: pares(previstas),
            marcacoes: marcadas.map(toHhmm),
          });
          const dentro =
            v.every((x) => Math.abs(x) <= 5) && v.reduce((s, x) => s + Math.abs(x), 0) <= 10;
          expect(r.saldo).toBe(dentro ? 0 : r.trabalhadoComputado - r.previsto);
        },
      ),
    );
  });

  it('extras menos débito é o saldo, com ou sem compensação no dia', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }).chain((n) => ordenados(n * 2, 300, 1300)),
        fc.boolean(),
        (marcacoes, compensar) => {
          const r = apurar(
            {
              data: '2026-03-02',
              jornada: [
                ['08:00', '12:00'],
                ['13:00', '17:00'],
              ],
              marcacoes: marcacoes.map(toHhmm),
            },
            { tolerancia: { compensarNoDia: compensar } },
          );
          const extras = r.extras.reduce((s, e) => s + e.minutos, 0);
          expect(extras - r.debito - r.falta).toBeCloseTo(r.saldo, 9);
        },
      ),
    );
  });
});
