import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinutosDataHora, toMinutosDataHora } from '../tempo/data-hora.ts';
import { apurarSobreaviso } from './apurar-sobreaviso.ts';
import type { Acionamento, EscalaSobreaviso, TipoSobreaviso } from './tipos.ts';

// Propriedades contra um oráculo minuto a minuto, numa janela de três dias a partir de 06/03/2026.
const BASE = toMinutosDataHora('2026-03-06T00:00');
const JANELA = 3 * 1440;

const periodo = fc
  .tuple(fc.integer({ min: 0, max: JANELA - 1 }), fc.integer({ min: 1, max: 1600 }))
  .map(([inicio, duracao]) => ({
    inicio: fromMinutosDataHora(BASE + inicio),
    fim: fromMinutosDataHora(BASE + inicio + duracao),
  }));

const escalaArb: fc.Arbitrary<EscalaSobreaviso> = fc
  .tuple(periodo, fc.constantFrom<TipoSobreaviso>('sobreaviso', 'prontidao'))
  .map(([p, tipo]) => ({ ...p, tipo }));

const entradaArb = fc.record({
  escalas: fc.array(escalaArb, { maxLength: 4 }),
  acionamentos: fc.array(periodo, { maxLength: 4 }),
  descontar: fc.boolean(),
});

const minutosDe = (p: { inicio: string; fim: string }): number[] => {
  const a = toMinutosDataHora(p.inicio);
  const b = toMinutosDataHora(p.fim);
  return Array.from({ length: b - a }, (_, k) => a + k);
};

/** Oráculo: cada minuto coberto por escala paga uma vez, pela maior razão que o cobre. */
const oraculo = (escalas: EscalaSobreaviso[], acionamentos: Acionamento[], descontar: boolean) => {
  const razao = new Map<number, number>();
  for (const e of escalas) {
    for (const m of minutosDe(e)) {
      razao.set(m, Math.max(razao.get(m) ?? 0, e.tipo === 'prontidao' ? 2 / 3 : 1 / 3));
    }
  }
  const acionados = new Set(acionamentos.flatMap(minutosDe));
  let remunerados = 0;
  let equivalente = 0;
  let acionadosEmEscala = 0;
  for (const [m, r] of razao) {
    if (acionados.has(m)) acionadosEmEscala++;
    if (descontar && acionados.has(m)) continue;
    remunerados++;
    equivalente += r;
  }
  const fora = [...acionados].some((m) => !razao.has(m));
  const soma = escalas.reduce((t, e) => t + minutosDe(e).length, 0);
  return { remunerados, equivalente, acionadosEmEscala, fora, sobrepostas: soma > razao.size };
};

describe('apurarSobreaviso: propriedades', () => {
  it('totais e alertas conferem com o oráculo minuto a minuto', () => {
    fc.assert(
      fc.property(entradaArb, ({ escalas, acionamentos, descontar }) => {
        const r = apurarSobreaviso({
          configuracao: { descontarAcionamento: descontar },
          escalas,
          acionamentos,
        });
        const o = oraculo(escalas, acionamentos, descontar);
        expect(r.totais.minutosRemunerados).toBe(o.remunerados);
        expect(r.totais.minutosAcionados).toBe(o.acionadosEmEscala);
        expect(r.totais.equivalenteNormal).toBeCloseTo(o.equivalente, 2);
        expect(r.alertas.includes('ACIONAMENTO_FORA_DE_ESCALA')).toBe(o.fora);
        expect(r.alertas.includes('ESCALAS_SOBREPOSTAS')).toBe(o.sobrepostas);
      }),
      { numRuns: 150 },
    );
  });

  it('cada escala: 0 ≤ remunerados ≤ escala, acionados ≤ escala; totais são a soma das escalas', () => {
    fc.assert(
      fc.property(entradaArb, ({ escalas, acionamentos, descontar }) => {
        const r = apurarSobreaviso({
          configuracao: { descontarAcionamento: descontar },
          escalas,
          acionamentos,
        });
        for (const e of r.escalas) {
          expect(e.minutosRemunerados).toBeGreaterThanOrEqual(0);
          expect(e.minutosRemunerados).toBeLessThanOrEqual(e.minutosEscala);
          expect(e.minutosAcionados).toBeLessThanOrEqual(e.minutosEscala);
          const fator = e.tipo === 'sobreaviso' ? 1 / 3 : 2 / 3;
          expect(e.equivalenteNormal).toBeCloseTo(e.minutosRemunerados * fator, 6);
        }
        const soma = r.escalas.reduce((t, e) => t + e.minutosRemunerados, 0);
        const somaEq = r.escalas.reduce((t, e) => t + e.equivalenteNormal, 0);
        expect(r.totais.minutosRemunerados).toBe(soma);
        expect(r.totais.equivalenteNormal).toBeCloseTo(somaEq, 6);
      }),
      { numRuns: 150 },
    );
  });

  it('a ordem e a divisão dos acionamentos não mudam nada', () => {
    fc.assert(
      fc.property(entradaArb, fc.nat(), ({ escalas, acionamentos }, corte) => {
        const original = apurarSobreaviso({ escalas, acionamentos });
        const [primeiro, ...resto] = acionamentos;
        if (!primeiro) return;
        const a = toMinutosDataHora(primeiro.inicio);
        const b = toMinutosDataHora(primeiro.fim);
        const meio = fromMinutosDataHora(a + 1 + (corte % Math.max(1, b - a)));
        const pedacos =
          toMinutosDataHora(meio) < b
            ? [
                { inicio: primeiro.inicio, fim: meio },
                { inicio: meio, fim: primeiro.fim },
              ]
            : [primeiro];
        const variado = apurarSobreaviso({
          escalas,
          acionamentos: [...resto.reverse(), ...pedacos],
        });
        expect(variado).toEqual(original);
      }),
      { numRuns: 100 },
    );
  });

  it('um acionamento a mais nunca aumenta o sobreaviso pago', () => {
    fc.assert(
      fc.property(entradaArb, periodo, ({ escalas, acionamentos }, extra) => {
        const antes = apurarSobreaviso({ escalas, acionamentos });
        const depois = apurarSobreaviso({ escalas, acionamentos: [...acionamentos, extra] });
        expect(depois.totais.minutosRemunerados).toBeLessThanOrEqual(
          antes.totais.minutosRemunerados,
        );
        expect(depois.totais.minutosAcionados).toBeGreaterThanOrEqual(
          antes.totais.minutosAcionados,
        );
      }),
      { numRuns: 100 },
    );
  });
});
