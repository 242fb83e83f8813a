import { describe, expect, it } from 'vitest';
import {
  ciclica,
  cincoPorDois,
  DSR,
  ESCALA_4X2,
  ESCALA_5X1,
  ESCALA_5X2,
  ESCALA_6X1,
  ESCALA_6X1_ROTATIVA,
  ESCALA_12X36,
  ESCALA_12X36_NOITE,
  ESCALA_24X72,
  ESCALA_NOTURNA_6X1,
  ESCALA_RODIZIO,
  FOLGA,
  seisPorUm,
  semanal,
  TURNO_6X1,
  TURNO_12H_DIA,
  trabalho,
} from './testes/exemplos.ts';
import type { Escala } from './tipos.ts';
import { createTurno } from './turno.ts';
import { validarEscala } from './validar-escala.ts';

const OITO_HORAS = createTurno('08:00', '17:00', ['12:00', '13:00']);
const MANHA = createTurno('06:00', '14:00', ['10:00', '11:00']);
const TARDE = createTurno('14:00', '22:00', ['18:00', '19:00']);

const validas: { descricao: string; escala: Escala; comercio: boolean }[] = [
  { descricao: '5x2 comercial de 44 h', escala: ESCALA_5X2, comercio: true },
  { descricao: '6x1 com domingo fixo', escala: ESCALA_6X1, comercio: true },
  {
    descricao: '6x1 rotativa com domingo a cada 3 semanas',
    escala: ESCALA_6X1_ROTATIVA,
    comercio: true,
  },
  { descricao: '12x36 diurna (CLT art. 59-A)', escala: ESCALA_12X36, comercio: false },
  {
    descricao: '12x36 noturna atravessando a meia-noite',
    escala: ESCALA_12X36_NOITE,
    comercio: false,
  },
  {
    descricao: '12x36 sem intervalo (indenizado, CLT art. 59-A)',
    escala: ciclica('12S', '2026-01-01', [trabalho(createTurno('07:00', '19:00')), FOLGA]),
    comercio: false,
  },
  { descricao: '4x2 de 7 h', escala: ESCALA_4X2, comercio: false },
  { descricao: '5x1 de 7h20', escala: ESCALA_5X1, comercio: false },
  { descricao: 'rodízio de 8 dias manhã-tarde-noite', escala: ESCALA_RODIZIO, comercio: false },
  { descricao: 'noturna 22:00–05:00 em 6x1', escala: ESCALA_NOTURNA_6X1, comercio: true },
];

describe('validarEscala: escalas dentro da lei', () => {
  it.each(validas)('$descricao', ({ escala, comercio }) => {
    expect(validarEscala(escala, { comercio })).toEqual({ valido: true, problemas: null });
  });
});

const invalidas: { descricao: string; escala: Escala; comercio?: boolean; itens: string[] }[] = [
  {
    descricao: 'interjornada de 8 h (CLT art. 66)',
    escala: semanal('INT', {
      seg: trabalho(TARDE),
      ter: trabalho(MANHA),
      qua: trabalho(MANHA),
      qui: trabalho(MANHA),
      sex: trabalho(MANHA),
      sab: FOLGA,
      dom: DSR,
    }),
    itens: [
      'De segunda-feira para terça-feira: só 8 h de descanso entre as jornadas; o mínimo é de 11 h (CLT art. 66).',
    ],
  },
  {
    descricao: 'descanso semanal de 32 h, sem as 11 h da Súmula 110',
    escala: semanal('S110', {
      seg: trabalho(MANHA),
      ter: trabalho(MANHA),
      qua: trabalho(MANHA),
      qui: trabalho(MANHA),
      sex: trabalho(MANHA),
      sab: trabalho(TARDE),
      dom: DSR,
    }),
    itens: [
      'Não há no ciclo nenhum descanso de 35 h seguidas: o repouso semanal de 24 h (CLT art. 67) somado às 11 h entre jornadas (CLT art. 66; Súmula 110 do TST) nunca é concedido.',
    ],
  },
  {
    descricao: '7 dias seguidos de trabalho num rodízio 7x1 (CLT art. 67)',
    escala: ciclica('7X1', '2026-01-01', [
      ...Array.from({ length: 7 }, () =>
        trabalho(createTurno('08:00', '14:00', ['11:00', '11:15'])),
      ),
      FOLGA,
    ] as [ReturnType<typeof trabalho>]),
    itens: [
      'De dia 1 do ciclo a dia 7 do ciclo são 7 dias sem descanso semanal de 35 h: o repouso de 24 h (CLT art. 67) somado às 11 h entre jornadas (CLT art. 66; Súmula 110 do TST) deve vir no máximo após 6 dias de trabalho.',
    ],
  },
  {
    descricao: 'rotativa que empurra a folga para frente na virada do ciclo',
    escala: {
      ...ESCALA_6X1_ROTATIVA,
      folgas: [['dom'], ['seg'], ['ter']],
      domingoACadaSemanas: undefined,
    },
    itens: [
      'De terça-feira da semana 2 a segunda-feira da semana 3 são 7 dias sem descanso semanal de 35 h: o repouso de 24 h (CLT art. 67) somado às 11 h entre jornadas (CLT art. 66; Súmula 110 do TST) deve vir no máximo após 6 dias de trabalho.',
      'De quarta-feira da semana 3 a sábado da semana 1 são 11 dias sem descanso semanal de 35 h: o repouso de 24 h (CLT art. 67) somado às 11 h entre jornadas (CLT art. 66; Súmula 110 do TST) deve vir no máximo após 6 dias de trabalho.',
    ],
  },
  {
    descricao: 'comércio sem folga em domingo (Lei 10.101/2000)',
    escala: seisPorUm('SEG', TURNO_6X1, 'seg'),
    comercio: true,
    itens: [
      'Nenhum domingo do ciclo é de folga; no comércio, o repouso semanal deve coincidir com o domingo ao menos uma vez a cada 3 semanas (Lei 10.101/2000, art. 6º, parágrafo único).',
    ],
  },
  {
    descricao: 'comércio com 4 domingos seguidos de trabalho no 4x2',
    escala: ESCALA_4X2,
    comercio: true,
    itens: [
      'Há 4 domingos seguidos de trabalho, a partir do domingo 25/01/2026; no comércio, o repouso semanal deve coincidir com o domingo ao menos uma vez a cada 3 semanas (Lei 10.101/2000, art. 6º, parágrafo único).',
    ],
  },
  {
    descricao: 'rotativa que não cumpre o domingo prometido',
    escala: { ...ESCALA_6X1_ROTATIVA, domingoACadaSemanas: 2 },
    itens: [
      'Há 2 domingos seguidos de trabalho, a partir do domingo da semana 2; a escala prevê folga no domingo ao menos uma vez a cada 2 semanas (repouso preferencialmente aos domingos, CLT art. 67 e Lei 605/49, art. 1º).',
    ],
  },
  {
    descricao: 'jornada de 8 h sem intervalo (CLT art. 71)',
    escala: cincoPorDois('SI', createTurno('08:00', '16:00')),
    itens: [
      'Segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira: jornada de 8 h sem intervalo; acima de 6 h o intervalo para repouso e alimentação é de 1 h a 2 h (CLT art. 71).',
    ],
  },
  {
    descricao: 'intervalo de 30 min em jornada de 8 h (CLT art. 71)',
    escala: cincoPorDois('I30', createTurno('08:00', '16:30', ['12:00', '12:30'])),
    itens: [
      'Segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira: jornada de 8 h com intervalo de 30 min; acima de 6 h o intervalo para repouso e alimentação é de 1 h a 2 h (CLT art. 71).',
    ],
  },
  {
    descricao: 'intervalo de 3 h (CLT art. 71)',
    escala: cincoPorDois('I3H', createTurno('08:00', '19:00', ['12:00', '15:00'])),
    itens: [
      'Segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira: intervalo de 3 h excede o máximo de 2 h sem acordo escrito ou convenção coletiva (CLT art. 71).',
    ],
  },
  {
    descricao: 'jornada de 5 h sem os 15 min (CLT art. 71 §1º)',
    escala: cincoPorDois('5H', createTurno('08:00', '13:00')),
    itens: [
      'Segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira: jornada de 5 h sem o intervalo de 15 min exigido acima de 4 h (CLT art. 71, §1º).',
    ],
  },
  {
    descricao: '24x72 passa das 10 h diárias (CLT arts. 59 e 59-A)',
    escala: ESCALA_24X72,
    itens: [
      'Dia 1 do ciclo: jornada de 23 h de trabalho excede o limite de 10 h por dia (8 h + 2 h extras, CLT art. 59); acima disso só a 12x36, com até 12 h seguidas e 36 h de descanso (CLT art. 59-A).',
    ],
  },
  {
    descricao: '4x2 de 12 h: sem os 36 h de descanso e acima das 44 h na média',
    escala: ciclica('4X2L', '2026-01-01', [
      trabalho(TURNO_12H_DIA),
      trabalho(TURNO_12H_DIA),
      trabalho(TURNO_12H_DIA),
      trabalho(TURNO_12H_DIA),
      FOLGA,
      FOLGA,
    ]),
    itens: [
      'Dia 1 do ciclo, dia 2 do ciclo, dia 3 do ciclo e dia 4 do ciclo: jornada de 11 h de trabalho excede o limite de 10 h por dia (8 h + 2 h extras, CLT art. 59); acima disso só a 12x36, com até 12 h seguidas e 36 h de descanso (CLT art. 59-A).',
      'A média semanal do ciclo é de 51 h 20 min de trabalho, acima do contrato de 44 h (CF art. 7º, XIII).',
    ],
  },
  {
    descricao: '6x1 de 8 h soma 48 h (CF art. 7º, XIII)',
    escala: seisPorUm('48', OITO_HORAS),
    itens: ['A semana soma 48 h de trabalho, acima do contrato de 44 h (CF art. 7º, XIII).'],
  },
  {
    descricao: '5x2 de 44 h num contrato de 40 h',
    escala: { ...ESCALA_5X2, minutosSemanaisContrato: 2400 },
    itens: ['A semana soma 44 h de trabalho, acima do contrato de 40 h (CF art. 7º, XIII).'],
  },
  {
    descricao: 'contrato de 48 h',
    escala: { ...ESCALA_5X2, minutosSemanaisContrato: 2880 },
    itens: ['O contrato de 48 h semanais excede o limite de 44 h (CF art. 7º, XIII).'],
  },
  {
    descricao: 'rotativa com semana de 7h20 × 6 e sábado longo passa do contrato',
    escala: { ...ESCALA_6X1_ROTATIVA, turnosPorDia: { sab: OITO_HORAS } },
    itens: [
      'Semana 1 do ciclo e semana 3 do ciclo: a semana soma 44 h 40 min de trabalho, acima do contrato de 44 h (CF art. 7º, XIII).',
    ],
  },
  {
    descricao: 'turno com intervalo pela metade',
    escala: cincoPorDois('TR', {
      entrada: 480,
      saidaIntervalo: 720,
      voltaIntervalo: null,
      saida: 1020,
    }),
    itens: [
      'Segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira: informe a saída e a volta do intervalo juntas.',
    ],
  },
  {
    descricao: 'turno com horário fora do dia',
    escala: cincoPorDois('TH', {
      entrada: 480,
      saidaIntervalo: null,
      voltaIntervalo: null,
      saida: 1500,
    }),
    itens: [
      'Segunda-feira, terça-feira, quarta-feira, quinta-feira e sexta-feira: o turno tem horário inválido (use minutos inteiros de 0, 00:00, a 1439, 23:59).',
    ],
  },
  {
    descricao: 'âncora inválida',
    escala: ciclica('X', '2026-02-30', [FOLGA]),
    itens: ['A data de início do ciclo é inválida (use AAAA-MM-DD).'],
  },
];

describe('validarEscala: escalas com problemas', () => {
  it.each(invalidas)('$descricao', ({ escala, comercio, itens }) => {
    const resultado = validarEscala(escala, { comercio: comercio ?? false });
    expect(resultado.valido).toBe(false);
    expect(resultado.problemas?.itens).toEqual(itens);
  });

  it('monta o modal com título, cabeçalho e rodapé', () => {
    expect(validarEscala(seisPorUm('48', OITO_HORAS)).problemas).toEqual({
      titulo: 'ESCALAS COM PROBLEMAS',
      cabecalho: 'A escala 48 – Escala 48 não atende à legislação trabalhista em 1 ponto:',
      itens: ['A semana soma 48 h de trabalho, acima do contrato de 44 h (CF art. 7º, XIII).'],
      rodape:
        'Ajuste os turnos e as folgas e salve a escala novamente. Exceções só valem com acordo ou convenção coletiva que as autorize.',
    });
  });

  it('a mesma escala fora do comércio não exige domingo', () => {
    expect(validarEscala(seisPorUm('SEG', TURNO_6X1, 'seg')).valido).toBe(true);
  });
});
