import { describe, expect, it } from 'vitest';
import { calendarioCiclos, type ParametrosCalendario } from './ciclos.ts';

const base: ParametrosCalendario = {
  regime: 'individual-6m',
  inicioCiclo: '2026-01-01',
  ate: '2026-12-31',
  fechamentoAntecipado: null,
  rescisao: null,
};

type Caso = {
  descricao: string;
  parametros: Partial<ParametrosCalendario>;
  esperado: [string, string, string | null][];
};

const casos: Caso[] = [
  {
    descricao: 'individual-6m (§5º): dois semestres; o que termina em `ate` fecha',
    parametros: {},
    esperado: [
      ['2026-01-01', '2026-06-30', 'fim-do-ciclo'],
      ['2026-07-01', '2026-12-31', 'fim-do-ciclo'],
    ],
  },
  {
    descricao: 'individual-6m: ciclo que passa de `ate` fica aberto, com o fim previsto',
    parametros: { ate: '2026-09-15' },
    esperado: [
      ['2026-01-01', '2026-06-30', 'fim-do-ciclo'],
      ['2026-07-01', '2026-12-31', null],
    ],
  },
  {
    descricao: 'individual-6m: `ate` no último dia do 1º ciclo não lista o 2º',
    parametros: { ate: '2026-06-30' },
    esperado: [['2026-01-01', '2026-06-30', 'fim-do-ciclo']],
  },
  {
    descricao: 'individual-6m: `ate` igual ao início é um ciclo aberto de um dia consultado',
    parametros: { ate: '2026-01-01' },
    esperado: [['2026-01-01', '2026-06-30', null]],
  },
  {
    descricao: 'coletivo-12m (§2º): um ano',
    parametros: { regime: 'coletivo-12m', inicioCiclo: '2026-03-01', ate: '2027-03-01' },
    esperado: [
      ['2026-03-01', '2027-02-28', 'fim-do-ciclo'],
      ['2027-03-01', '2028-02-29', null],
    ],
  },
  {
    descricao: 'individual-6m iniciado em 31/08: fim em 28/02 (CC art. 132 §3º), sem escorregar',
    parametros: { inicioCiclo: '2026-08-31', ate: '2027-09-30' },
    esperado: [
      ['2026-08-31', '2027-02-28', 'fim-do-ciclo'],
      ['2027-03-01', '2027-08-30', 'fim-do-ciclo'],
      ['2027-08-31', '2028-02-29', null],
    ],
  },
  {
    descricao: 'mensal (§6º): o 1º ciclo é o resto do mês de inicioCiclo, depois meses civis',
    parametros: { regime: 'mensal', inicioCiclo: '2026-01-15', ate: '2026-03-31' },
    esperado: [
      ['2026-01-15', '2026-01-31', 'fim-do-ciclo'],
      ['2026-02-01', '2026-02-28', 'fim-do-ciclo'],
      ['2026-03-01', '2026-03-31', 'fim-do-ciclo'],
    ],
  },
  {
    descricao: 'fechamento antecipado: novo ciclo de 6 meses a partir do dia seguinte',
    parametros: { fechamentoAntecipado: '2026-03-31' },
    esperado: [
      ['2026-01-01', '2026-03-31', 'fechamento-antecipado'],
      ['2026-04-01', '2026-09-30', 'fim-do-ciclo'],
      ['2026-10-01', '2027-03-31', null],
    ],
  },
  {
    descricao: 'fechamento antecipado no coletivo: novo ano a partir do dia seguinte',
    parametros: { regime: 'coletivo-12m', fechamentoAntecipado: '2026-05-10' },
    esperado: [
      ['2026-01-01', '2026-05-10', 'fechamento-antecipado'],
      ['2026-05-11', '2027-05-10', null],
    ],
  },
  {
    descricao: 'fechamento antecipado no mensal: o resto do mês é um ciclo próprio',
    parametros: {
      regime: 'mensal',
      inicioCiclo: '2026-03-01',
      fechamentoAntecipado: '2026-03-10',
      ate: '2026-04-30',
    },
    esperado: [
      ['2026-03-01', '2026-03-10', 'fechamento-antecipado'],
      ['2026-03-11', '2026-03-31', 'fim-do-ciclo'],
      ['2026-04-01', '2026-04-30', 'fim-do-ciclo'],
    ],
  },
  {
    descricao: 'fechamento antecipado no último dia previsto: é o fim do ciclo',
    parametros: { fechamentoAntecipado: '2026-06-30', ate: '2026-07-31' },
    esperado: [
      ['2026-01-01', '2026-06-30', 'fim-do-ciclo'],
      ['2026-07-01', '2026-12-31', null],
    ],
  },
  {
    descricao: 'fechamento antecipado depois de `ate`: o ciclo aberto já mostra esse fim',
    parametros: { fechamentoAntecipado: '2026-03-31', ate: '2026-02-15' },
    esperado: [['2026-01-01', '2026-03-31', null]],
  },
  {
    descricao: 'rescisão (§3º): fecha na data e nada vem depois, mesmo com `ate` adiante',
    parametros: { rescisao: '2026-08-20' },
    esperado: [
      ['2026-01-01', '2026-06-30', 'fim-do-ciclo'],
      ['2026-07-01', '2026-08-20', 'rescisao'],
    ],
  },
  {
    descricao: 'rescisão no mesmo dia do fechamento antecipado: prevalece a rescisão',
    parametros: { rescisao: '2026-03-31', fechamentoAntecipado: '2026-03-31' },
    esperado: [['2026-01-01', '2026-03-31', 'rescisao']],
  },
  {
    descricao: 'rescisão depois do fechamento antecipado, no mesmo semestre previsto',
    parametros: { rescisao: '2026-05-05', fechamentoAntecipado: '2026-03-31' },
    esperado: [
      ['2026-01-01', '2026-03-31', 'fechamento-antecipado'],
      ['2026-04-01', '2026-05-05', 'rescisao'],
    ],
  },
];

describe('calendário dos ciclos do banco de horas (CLT art. 59 §§2º, 5º, 6º)', () => {
  it.each(casos)('$descricao', ({ parametros, esperado }) => {
    const ciclos = calendarioCiclos({ ...base, ...parametros });
    expect(ciclos.map((c) => [c.inicio, c.fim, c.encerradoPor])).toEqual(esperado);
  });
});
