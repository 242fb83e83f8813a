import { describe, expect, it } from 'vitest';
import { apurarBancoHoras } from './apurar-banco-horas.ts';
import { credito, debito, ESCALONADA, entrada } from './testes/apoio.ts';
import type {
  CicloBancoHoras,
  EntradaBancoHoras,
  PoliticaSaldoNegativo,
  TipoRescisao,
} from './tipos.ts';

// Fechamento do ciclo (CLT art. 59 §§2º, 5º, 6º), fechamento antecipado e rescisão (§3º).

type Caso = {
  descricao: string;
  entrada: EntradaBancoHoras;
  ciclos: Partial<CicloBancoHoras>[];
  saldoAtual: number;
};

/** −120 em março; +200 em agosto (2º semestre). */
const DEVE_E_CREDITA = [debito('2026-03-02', 120), credito('2026-08-03', 200)];

const politica = (saldoNegativoNoFechamento: PoliticaSaldoNegativo, ate = '2026-12-31') =>
  entrada({ ate, configuracao: { saldoNegativoNoFechamento }, movimentos: DEVE_E_CREDITA });

const casos: Caso[] = [
  {
    descricao: 'saldo negativo perdoado (padrão): o 2º ciclo começa em zero',
    entrada: politica('perdoar'),
    ciclos: [
      { saldoFinal: -120, perdoado: 120, descontar: 0, transportado: 0 },
      { saldoInicial: 0, saldoFinal: 200, pagarComoExtra: [{ percentual: 50, minutos: 200 }] },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'saldo negativo transportado: o 2º ciclo começa com −120 e o crédito o quita',
    entrada: politica('transportar'),
    ciclos: [
      { saldoFinal: -120, transportado: 120, perdoado: 0 },
      {
        saldoInicial: -120,
        creditos: 200,
        saldoFinal: 80,
        pagarComoExtra: [{ percentual: 50, minutos: 80 }],
      },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'saldo negativo descontado (norma coletiva): o 2º ciclo começa em zero',
    entrada: politica('descontar'),
    ciclos: [
      { saldoFinal: -120, descontar: 120, perdoado: 0 },
      { saldoInicial: 0, saldoFinal: 200 },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'transporte em `ate` igual ao fim do ciclo: o saldo atual é a dívida transportada',
    entrada: politica('transportar', '2026-06-30'),
    ciclos: [{ saldoFinal: -120, transportado: 120 }],
    saldoAtual: -120,
  },
  {
    descricao: 'individual-6m: crédito de fevereiro não compensa débito de novembro (§5º)',
    entrada: entrada({
      ate: '2026-12-31',
      movimentos: [credito('2026-02-02', 60), debito('2026-11-30', 60)],
    }),
    ciclos: [
      { saldoFinal: 60, pagarComoExtra: [{ percentual: 50, minutos: 60 }] },
      { saldoFinal: -60, perdoado: 60 },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'coletivo-12m: o mesmo crédito compensa o débito dentro do ano (§2º)',
    entrada: entrada({
      ate: '2026-12-31',
      configuracao: { regime: 'coletivo-12m' },
      movimentos: [credito('2026-02-02', 60), debito('2026-11-30', 60)],
    }),
    ciclos: [{ fim: '2026-12-31', saldoFinal: 0, pagarComoExtra: [], perdoado: 0 }],
    saldoAtual: 0,
  },
  {
    descricao: 'mensal (§6º): crédito de março pago no fim de março; débito de abril perdoado',
    entrada: entrada({
      ate: '2026-04-30',
      configuracao: { regime: 'mensal', inicioCiclo: '2026-03-01' },
      movimentos: [credito('2026-03-10', 60), debito('2026-04-06', 60)],
    }),
    ciclos: [
      {
        inicio: '2026-03-01',
        fim: '2026-03-31',
        saldoFinal: 60,
        pagarComoExtra: [{ percentual: 50, minutos: 60 }],
      },
      { inicio: '2026-04-01', fim: '2026-04-30', saldoFinal: -60, perdoado: 60 },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'fechamento antecipado: paga o saldo em 31/03 e abre novo semestre em 01/04',
    entrada: entrada({
      ate: '2026-09-30',
      fechamentoAntecipado: '2026-03-31',
      movimentos: [credito('2026-02-02', 60), debito('2026-04-06', 30)],
    }),
    ciclos: [
      {
        fim: '2026-03-31',
        encerradoPor: 'fechamento-antecipado',
        saldoFinal: 60,
        pagarComoExtra: [{ percentual: 50, minutos: 60 }],
      },
      {
        inicio: '2026-04-01',
        fim: '2026-09-30',
        encerradoPor: 'fim-do-ciclo',
        saldoFinal: -30,
        perdoado: 30,
      },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'rescisão com saldo positivo: pago como extra (§3º), nada depois',
    entrada: entrada({
      ate: '2026-12-31',
      configuracao: { faixasCredito: ESCALONADA },
      movimentos: [credito('2026-03-02', 150)],
      rescisao: { data: '2026-04-10', tipo: 'sem-justa-causa' },
    }),
    ciclos: [
      {
        fim: '2026-04-10',
        encerradoPor: 'rescisao',
        saldoFinal: 165,
        pagarComoExtra: [{ percentual: 50, minutos: 150 }],
      },
    ],
    saldoAtual: 0,
  },
  {
    descricao: 'rescisão no último dia previsto do ciclo: encerrado pela rescisão',
    entrada: entrada({
      movimentos: [debito('2026-03-02', 60)],
      rescisao: { data: '2026-06-30', tipo: 'acordo' },
    }),
    ciclos: [{ fim: '2026-06-30', encerradoPor: 'rescisao', perdoado: 60 }],
    saldoAtual: 0,
  },
];

describe('fechamento do ciclo e destino do saldo', () => {
  it.each(casos)('$descricao', ({ entrada: e, ciclos, saldoAtual }) => {
    const r = apurarBancoHoras(e);
    expect(r.ciclos).toHaveLength(ciclos.length);
    ciclos.forEach((esperado, i) => {
      expect(r.ciclos[i]).toMatchObject(esperado);
    });
    expect(r.saldoAtual).toBe(saldoAtual);
  });

  it('extrato do transporte: a linha fica no último dia do ciclo, com o saldo que segue', () => {
    expect(apurarBancoHoras(politica('transportar')).extrato).toEqual([
      { data: '2026-03-02', tipo: 'debito', minutos: 120, saldo: -120 },
      { data: '2026-06-30', tipo: 'transporte', minutos: 120, saldo: -120 },
      { data: '2026-08-03', tipo: 'credito', minutos: 200, saldo: 80 },
      { data: '2026-12-31', tipo: 'fechamento', minutos: 80, saldo: 0 },
    ]);
  });

  it('extrato do perdão: a linha de fechamento zera o saldo', () => {
    expect(apurarBancoHoras(politica('perdoar', '2026-06-30')).extrato).toEqual([
      { data: '2026-03-02', tipo: 'debito', minutos: 120, saldo: -120 },
      { data: '2026-06-30', tipo: 'fechamento', minutos: 120, saldo: 0 },
    ]);
  });
});

describe('rescisão com saldo negativo (§3º; TST após STF Tema 1.046)', () => {
  const rescindir = (saldoNegativoNoFechamento: PoliticaSaldoNegativo, tipo: TipoRescisao) =>
    apurarBancoHoras(
      entrada({
        ate: '2026-12-31',
        configuracao: { saldoNegativoNoFechamento },
        movimentos: [debito('2026-03-02', 120)],
        rescisao: { data: '2026-05-15', tipo },
      }),
    );

  it.each([
    { politica: 'descontar', tipo: 'pedido-demissao', descontar: 120, perdoado: 0 },
    { politica: 'descontar', tipo: 'justa-causa', descontar: 120, perdoado: 0 },
    { politica: 'descontar', tipo: 'sem-justa-causa', descontar: 0, perdoado: 120 },
    { politica: 'descontar', tipo: 'acordo', descontar: 0, perdoado: 120 },
    { politica: 'descontar', tipo: 'fim-contrato', descontar: 0, perdoado: 120 },
    { politica: 'transportar', tipo: 'pedido-demissao', descontar: 0, perdoado: 120 },
    { politica: 'perdoar', tipo: 'justa-causa', descontar: 0, perdoado: 120 },
  ] as const)('política $politica, $tipo → desconta $descontar, perdoa $perdoado', (caso) => {
    const r = rescindir(caso.politica, caso.tipo);
    expect(r.ciclos).toEqual([
      expect.objectContaining({
        fim: '2026-05-15',
        encerradoPor: 'rescisao',
        saldoFinal: -120,
        descontar: caso.descontar,
        perdoado: caso.perdoado,
        transportado: 0,
      }),
    ]);
    expect(r.saldoAtual).toBe(0);
  });
});
