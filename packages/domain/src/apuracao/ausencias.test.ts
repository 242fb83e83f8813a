import { describe, expect, it } from 'vitest';
import { apurar, diaS1 } from './testes/apoio.ts';
import type { DiaEntrada, ResultadoDia } from './tipos.ts';

type Caso = {
  descricao: string;
  dia: DiaEntrada;
  esperado: Partial<ResultadoDia>;
};

// Lei 605/49 art. 6º, CLT art. 473, legal-br.md §2.9; inconsistências do ponto.
const casos: Caso[] = [
  {
    descricao: 'sem marcações nem justificativa: falta do dia previsto e SEM_MARCACAO',
    dia: diaS1([]),
    esperado: { falta: 480, debito: 0, saldo: -480, inconsistencias: ['SEM_MARCACAO'] },
  },
  {
    descricao: 'ausência abonada (atestado): dia pago, sem falta nem inconsistência',
    dia: diaS1([], { justificativa: { tipo: 'atestado médico', abona: true } }),
    esperado: { falta: 0, debito: 0, saldo: 0, inconsistencias: [] },
  },
  {
    descricao: 'ausência justificada sem abono: desconta a falta, sem inconsistência',
    dia: diaS1([], { justificativa: { tipo: 'dispensa sem remuneração', abona: false } }),
    esperado: { falta: 480, saldo: -480, inconsistencias: [] },
  },
  {
    descricao: 'abono parcial (consulta à tarde): a parte não trabalhada não é descontada',
    dia: diaS1(['08:00', '12:00'], { justificativa: { tipo: 'consulta médica', abona: true } }),
    esperado: { trabalhadoRelogio: 240, debito: 0, falta: 0, saldo: 0 },
  },
  {
    descricao: 'saída antecipada sem justificativa: débito, não falta',
    dia: diaS1(['08:00', '12:00']),
    esperado: { trabalhadoRelogio: 240, debito: 240, falta: 0, saldo: -240, inconsistencias: [] },
  },
  {
    descricao: 'marcação ímpar: a última sem par fica fora do cálculo e é apontada',
    dia: diaS1(['08:00', '12:00', '13:00']),
    esperado: { trabalhadoRelogio: 240, inconsistencias: ['MARCACAO_IMPAR'] },
  },
  {
    descricao: 'uma marcação só: nada trabalhado, MARCACAO_IMPAR e não SEM_MARCACAO',
    dia: diaS1(['08:00']),
    esperado: { trabalhadoRelogio: 0, falta: 0, debito: 480, inconsistencias: ['MARCACAO_IMPAR'] },
  },
  {
    descricao: 'folga sem marcações: nada a apurar',
    dia: { data: '2026-03-07', jornada: [], marcacoes: [] },
    esperado: {
      tipoDia: 'folga',
      previsto: 0,
      falta: 0,
      saldo: 0,
      inconsistencias: [],
      explicacao: [],
    },
  },
];

describe('faltas, justificativas e inconsistências', () => {
  it.each(casos)('$descricao', ({ dia, esperado }) => {
    expect(apurar(dia)).toMatchObject(esperado);
  });

  it('explica a falta e o abono', () => {
    expect(apurar(diaS1([])).explicacao).toContain(
      'dia de trabalho sem marcações nem justificativa: falta de 8:00 descontada',
    );
    const abonado = apurar(diaS1([], { justificativa: { tipo: 'atestado médico', abona: true } }));
    expect(abonado.explicacao.join(' | ')).toContain('ausência abonada (atestado médico)');
  });
});
