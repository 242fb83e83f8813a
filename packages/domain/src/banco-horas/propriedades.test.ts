import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDias } from '../tempo/index.ts';
import { apurarBancoHoras } from './apurar-banco-horas.ts';
import { ErroBancoHoras } from './erros.ts';
import type {
  EntradaBancoHoras,
  FaixaCredito,
  LancamentoBancoHoras,
  ResultadoBancoHoras,
} from './tipos.ts';

const INICIO = '2026-01-01';
const dia = (n: number) => addDias(INICIO, n);
const fator = fc.constantFrom(1, 1.25, 1.5, 2);

const faixas: fc.Arbitrary<FaixaCredito[]> = fc.oneof(
  fc.constant<FaixaCredito[]>([{ fator: 1 }]),
  fc
    .tuple(fc.integer({ min: 1, max: 240 }), fator, fator)
    .map(([ateMinutos, f1, f2]) => [{ ateMinutos, fator: f1 }, { fator: f2 }]),
);

const minutos = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max }),
    fc.integer({ min: 0, max: max * 4 }).map((m) => m / 4),
  );

const movimento = fc.record({
  data: fc.integer({ min: 0, max: 420 }).map(dia),
  credito: minutos(300),
  debito: fc.oneof(fc.constant(0), minutos(200)),
  domingoFeriado: fc.boolean(),
});

const entradaQualquer: fc.Arbitrary<EntradaBancoHoras> = fc
  .record({
    regime: fc.constantFrom('individual-6m', 'coletivo-12m', 'mensal') as fc.Arbitrary<
      'individual-6m' | 'coletivo-12m' | 'mensal'
    >,
    faixasCredito: faixas,
    fatorDomingoFeriado: fator,
    saldoNegativoNoFechamento: fc.constantFrom(
      'perdoar',
      'transportar',
      'descontar',
    ) as fc.Arbitrary<'perdoar' | 'transportar' | 'descontar'>,
    vencimentoMeses: fc.option(fc.integer({ min: 1, max: 8 })),
    saldoAnterior: fc.integer({ min: -200, max: 200 }),
    movimentos: fc.array(movimento, { maxLength: 30 }),
    pagamentos: fc.array(
      fc.record({ data: fc.integer({ min: 0, max: 420 }).map(dia), minutos: minutos(40) }),
      { maxLength: 3 },
    ),
    fechamentoAntecipado: fc.option(fc.integer({ min: 0, max: 420 }).map(dia)),
    rescisao: fc.option(
      fc.record({
        data: fc.integer({ min: 0, max: 500 }).map(dia),
        tipo: fc.constantFrom(
          'sem-justa-causa',
          'pedido-demissao',
          'justa-causa',
          'acordo',
        ) as fc.Arbitrary<'sem-justa-causa' | 'pedido-demissao' | 'justa-causa' | 'acordo'>,
      }),
    ),
    ate: fc.integer({ min: 0, max: 500 }).map(dia),
  })
  .map(
    ({
      regime,
      faixasCredito,
      fatorDomingoFeriado,
      saldoNegativoNoFechamento,
      vencimentoMeses,
      ...resto
    }) => {
      // Nada depois da rescisão: o que viria depois é erro de entrada, testado nos casos legais.
      const limite = resto.rescisao?.data ?? '9999-12-31';
      return {
        ...resto,
        movimentos: resto.movimentos.filter((m) => m.data <= limite),
        pagamentos: resto.pagamentos.filter((p) => p.data <= limite),
        fechamentoAntecipado:
          resto.fechamentoAntecipado !== null && resto.fechamentoAntecipado <= limite
            ? resto.fechamentoAntecipado
            : null,
        configuracao: {
          regime,
          inicioCiclo: INICIO,
          faixasCredito,
          fatorDomingoFeriado,
          saldoNegativoNoFechamento,
          vencimentoMeses,
        },
      };
    },
  );

/** Apura; um pagamento acima do saldo é erro esperado (saída 2), não falha da propriedade. */
const apurar = (e: EntradaBancoHoras): ResultadoBancoHoras | null => {
  try {
    return apurarBancoHoras(e);
  } catch (erro) {
    if (erro instanceof ErroBancoHoras && /^pagamentos\[\d+\]\.minutos$/.test(erro.campo))
      return null;
    throw erro;
  }
};

const PERTO = 6;
const somaExtras = (r: ResultadoBancoHoras) =>
  r.ciclos.flatMap((c) => c.pagarComoExtra).reduce((s, e) => s + e.minutos, 0);

/** Refaz o saldo a partir das linhas do extrato (minutos são grandezas; o tipo dá o sentido). */
const refazer = (saldo: number, l: LancamentoBancoHoras): number => {
  if (l.tipo === 'saldo-anterior') return l.saldo < 0 ? -l.minutos : l.minutos;
  if (l.tipo === 'credito') return saldo + l.minutos;
  if (l.tipo === 'fechamento') return 0;
  if (l.tipo === 'transporte') return saldo;
  return saldo - l.minutos;
};

describe('propriedades do banco de horas', () => {
  it('cada ciclo conserva: inicial + créditos − débitos − pagos − vencidos = final', () => {
    fc.assert(
      fc.property(entradaQualquer, (e) => {
        const r = apurar(e);
        if (!r) return;
        for (const c of r.ciclos) {
          const conta = c.saldoInicial + c.creditos - c.debitos - c.pagos - c.vencidos;
          expect(conta).toBeCloseTo(c.saldoFinal, PERTO);
          for (const campo of [
            c.creditos,
            c.debitos,
            c.pagos,
            c.vencidos,
            c.descontar,
            c.perdoado,
            c.transportado,
          ]) {
            expect(campo).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ciclos contíguos; só o último pode estar aberto; transporte vira o saldo inicial seguinte', () => {
    fc.assert(
      fc.property(entradaQualquer, (e) => {
        const r = apurar(e);
        if (!r) return;
        expect(r.ciclos[0]?.inicio).toBe(INICIO);
        r.ciclos.forEach((c, i) => {
          const proximo = r.ciclos[i + 1];
          if (!proximo) return;
          expect(c.encerradoPor).not.toBeNull();
          expect(proximo.inicio).toBe(addDias(c.fim, 1));
          expect(proximo.saldoInicial).toBeCloseTo(-c.transportado, PERTO);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('o fechamento dá destino a todo saldo negativo e paga todo o positivo', () => {
    fc.assert(
      fc.property(entradaQualquer, (e) => {
        const r = apurar(e);
        if (!r) return;
        for (const c of r.ciclos.filter((x) => x.encerradoPor !== null)) {
          const destino = c.descontar + c.perdoado + c.transportado;
          expect(destino).toBeCloseTo(Math.max(0, -c.saldoFinal), PERTO);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('minutos pagos como extra nunca passam dos minutos trabalhados creditados', () => {
    fc.assert(
      fc.property(entradaQualquer, (e) => {
        const r = apurar(e);
        if (!r) return;
        const creditado =
          (e.movimentos ?? []).reduce((s, m) => s + (m.credito ?? 0), 0) +
          Math.max(0, e.saldoAnterior ?? 0);
        expect(somaExtras(r)).toBeLessThanOrEqual(creditado + 1e-6);
        for (const c of r.ciclos) {
          const percentuais = c.pagarComoExtra.map((x) => x.percentual);
          expect(percentuais).toEqual([...new Set(percentuais)].sort((a, b) => a - b));
          for (const x of c.pagarComoExtra) expect(x.minutos).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sem débitos e com o último ciclo fechado, todo minuto trabalhado creditado é pago', () => {
    const semDebitos = entradaQualquer.map((e) => ({
      ...e,
      saldoAnterior: Math.abs(e.saldoAnterior ?? 0),
      movimentos: (e.movimentos ?? []).map((m) => ({ ...m, debito: 0 })),
      ate: '2027-12-31',
      rescisao: e.rescisao ?? { data: '2027-06-30', tipo: 'acordo' as const },
    }));
    fc.assert(
      fc.property(semDebitos, (e) => {
        const r = apurar(e);
        if (!r) return;
        const creditado =
          (e.movimentos ?? []).reduce((s, m) => s + (m.credito ?? 0), 0) + (e.saldoAnterior ?? 0);
        expect(r.saldoAtual).toBe(0);
        expect(somaExtras(r)).toBeCloseTo(creditado, PERTO);
      }),
      { numRuns: 200 },
    );
  });

  it('o extrato refeito linha a linha dá os saldos e termina no saldo atual', () => {
    fc.assert(
      fc.property(entradaQualquer, (e) => {
        const r = apurar(e);
        if (!r) return;
        let saldo = 0;
        for (const linha of r.extrato) {
          expect(linha.minutos).toBeGreaterThanOrEqual(0);
          saldo = refazer(saldo, linha);
          expect(saldo).toBeCloseTo(linha.saldo, PERTO);
        }
        expect(saldo).toBeCloseTo(r.saldoAtual, PERTO);
        const datas = r.extrato.map((l) => l.data);
        expect(datas).toEqual([...datas].sort());
      }),
      { numRuns: 300 },
    );
  });
});
