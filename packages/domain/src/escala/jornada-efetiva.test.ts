import { describe, expect, it } from 'vitest';
import { jornadaEfetiva, jornadaEfetivaPeriodo } from './jornada-efetiva.ts';
import { ESCALA_5X2, ESCALA_12X36, ESCALA_NOTURNA_6X1 } from './testes/exemplos.ts';
import type { Acao, Alocacao, JornadaMinutos, StatusAcao } from './tipos.ts';

// Semana de referência: segunda 02/03/2026 a domingo 08/03/2026, escala 5x2 comercial.
const ALOCACAO: Alocacao = { id: 'a1', escalaId: '5X2', inicio: '2026-01-01', fim: null };
const ESCALAS = [ESCALA_5X2, ESCALA_12X36, ESCALA_NOTURNA_6X1];
const COMERCIAL: JornadaMinutos = [
  [480, 720],
  [780, 1068],
];

const dia = (data: string, acoes: Acao[] = [], alocacoes: Alocacao[] = [ALOCACAO]) =>
  jornadaEfetiva({ alocacoes, acoes, escalas: ESCALAS, data });

const folga = (data: string, status: StatusAcao = 'Aprovada', fim?: string): Acao => ({
  id: `f-${data}`,
  data,
  status,
  tipoAcao: 'MudarParaFolga',
  alterarDiaDataFim: fim ?? null,
});

describe('jornadaEfetiva: escala e alocação em vigor', () => {
  it('sem ação, vale a escala da alocação', () => {
    expect(dia('2026-03-02')).toEqual({
      data: '2026-03-02',
      tipoDia: 'trabalho',
      jornada: COMERCIAL,
      escalaId: '5X2',
      alocacaoId: 'a1',
      alteracaoEscala: null,
      bancoHoras: 0,
      compensacaoSemanal: 0,
    });
  });

  it('sem alocação na data: folga sem jornada e sem escala', () => {
    expect(dia('2025-12-31')).toMatchObject({
      tipoDia: 'folga',
      jornada: [],
      escalaId: null,
      alocacaoId: null,
    });
  });

  it('troca de alocação: a nova vale a partir do início, com âncora própria do ciclo', () => {
    const alocacoes: Alocacao[] = [
      { ...ALOCACAO, fim: '2026-02-28' },
      { id: 'a2', escalaId: '12X36', inicio: '2026-03-01', inicioCiclo: '2026-03-03' },
    ];
    expect(dia('2026-02-27', [], alocacoes)).toMatchObject({
      tipoDia: 'trabalho',
      escalaId: '5X2',
    });
    expect(dia('2026-03-02', [], alocacoes)).toMatchObject({
      tipoDia: 'folga',
      escalaId: '12X36',
      alocacaoId: 'a2',
    });
    expect(dia('2026-03-03', [], alocacoes)).toMatchObject({
      tipoDia: 'trabalho',
      escalaId: '12X36',
    });
  });
});

describe('jornadaEfetiva: status das ações', () => {
  it.each([
    { status: 'Aprovada', tipoDia: 'folga', marcado: true },
    { status: 'ParaRemover', tipoDia: 'folga', marcado: true },
    { status: 'ParaAprovar', tipoDia: 'trabalho', marcado: true },
    { status: 'Reprovada', tipoDia: 'trabalho', marcado: false },
    { status: 'Removida', tipoDia: 'trabalho', marcado: false },
  ] as const)('MudarParaFolga $status: dia $tipoDia', ({ status, tipoDia, marcado }) => {
    const resultado = dia('2026-03-02', [folga('2026-03-02', status)]);
    expect(resultado.tipoDia).toBe(tipoDia);
    expect(resultado.alteracaoEscala).toEqual(
      marcado ? { tipoAcao: 'MudarParaFolga', acaoId: 'f-2026-03-02' } : null,
    );
  });
});

describe('jornadaEfetiva: cada tipo de ação', () => {
  it('MudarParaFolga com data fim cobre os dias do intervalo', () => {
    const acoes = [folga('2026-03-02', 'Aprovada', '2026-03-03')];
    expect(
      jornadaEfetivaPeriodo(
        { alocacoes: [ALOCACAO], acoes, escalas: ESCALAS },
        '2026-03-02',
        '2026-03-04',
      ).map((d) => d.tipoDia),
    ).toEqual(['folga', 'folga', 'trabalho']);
  });

  it('MudarParaTrabalho no sábado usa o turno normal da escala', () => {
    const acao: Acao = {
      id: 't',
      data: '2026-03-07',
      status: 'Aprovada',
      tipoAcao: 'MudarParaTrabalho',
    };
    expect(dia('2026-03-07', [acao])).toMatchObject({ tipoDia: 'trabalho', jornada: COMERCIAL });
  });

  it('AlterarEntrada desloca a jornada inteira mantendo as durações', () => {
    const acao: Acao = {
      id: 'e',
      data: '2026-03-02',
      status: 'Aprovada',
      tipoAcao: 'AlterarEntrada',
      novoHorarioEntrada: 600,
    };
    expect(dia('2026-03-02', [acao]).jornada).toEqual([
      [600, 840],
      [900, 1188],
    ]);
  });

  it('AlterarEntrada em turno noturno continua atravessando a meia-noite', () => {
    const alocacoes: Alocacao[] = [{ id: 'n', escalaId: 'NOT6X1', inicio: '2026-01-01' }];
    const acao: Acao = {
      id: 'e',
      data: '2026-03-02',
      status: 'Aprovada',
      tipoAcao: 'AlterarEntrada',
      novoHorarioEntrada: 1380,
    };
    expect(dia('2026-03-02', [acao], alocacoes).jornada).toEqual([
      [1380, 1560],
      [1620, 1800],
    ]);
  });

  it('MoverFolgaSemanal: a quarta vira dsr e o domingo de origem trabalha com o turno normal', () => {
    const acao: Acao = {
      id: 'm',
      data: '2026-03-08',
      status: 'Aprovada',
      tipoAcao: 'MoverFolgaSemanal',
      novaFolgaSemanal: '2026-03-04',
    };
    expect(dia('2026-03-04', [acao])).toMatchObject({
      tipoDia: 'dsr',
      jornada: [],
      alteracaoEscala: { acaoId: 'm' },
    });
    expect(dia('2026-03-08', [acao])).toMatchObject({ tipoDia: 'trabalho', jornada: COMERCIAL });
    expect(dia('2026-03-05', [acao]).tipoDia).toBe('trabalho');
  });

  it('FolgaCompensarDuranteSemana: a sexta vira compensado e 8h48 se repartem entre segunda e quinta', () => {
    const acao: Acao = {
      id: 'c',
      data: '2026-03-06',
      status: 'Aprovada',
      tipoAcao: 'FolgaCompensarDuranteSemana',
    };
    const semana = jornadaEfetivaPeriodo(
      { alocacoes: [ALOCACAO], acoes: [acao], escalas: ESCALAS },
      '2026-03-02',
      '2026-03-08',
    );
    expect(semana.map((d) => [d.tipoDia, d.compensacaoSemanal])).toEqual([
      ['trabalho', 132],
      ['trabalho', 132],
      ['trabalho', 132],
      ['trabalho', 132],
      ['compensado', -528],
      ['folga', 0],
      ['dsr', 0],
    ]);
    expect(semana[0]!.jornada).toEqual([
      [480, 720],
      [780, 1200],
    ]);
    expect(dia('2026-03-09', [acao]).compensacaoSemanal).toBe(0);
  });

  it('compensação na semana não estende o dia que compensa do banco de horas', () => {
    const acoes: Acao[] = [
      { id: 'c', data: '2026-03-06', status: 'Aprovada', tipoAcao: 'FolgaCompensarDuranteSemana' },
      {
        id: 'b',
        data: '2026-03-02',
        status: 'Aprovada',
        tipoAcao: 'FolgaCompensarBancoHoras',
        folgaCompensarBancoHorasDiaTodo: true,
        folgaCompensarBancoHorasValor: 0,
      },
    ];
    expect(dia('2026-03-02', acoes)).toMatchObject({
      tipoDia: 'compensado',
      compensacaoSemanal: 0,
      bancoHoras: 528,
    });
    expect(dia('2026-03-03', acoes).compensacaoSemanal).toBe(176);
  });

  it.each([
    {
      descricao: 'dia todo',
      diaTodo: true,
      valor: 0,
      tipoDia: 'compensado',
      jornada: [],
      banco: 528,
    },
    {
      descricao: 'valor 0 também é o dia todo',
      diaTodo: false,
      valor: 0,
      tipoDia: 'compensado',
      jornada: [],
      banco: 528,
    },
    {
      descricao: '2 h saem do fim da jornada',
      diaTodo: false,
      valor: 120,
      tipoDia: 'trabalho',
      jornada: [
        [480, 720],
        [780, 948],
      ],
      banco: 120,
    },
    {
      descricao: '5 h atravessam o intervalo',
      diaTodo: false,
      valor: 300,
      tipoDia: 'trabalho',
      jornada: [[480, 708]],
      banco: 300,
    },
  ])('FolgaCompensarBancoHoras: $descricao', ({ diaTodo, valor, tipoDia, jornada, banco }) => {
    const acao: Acao = {
      id: 'b',
      data: '2026-03-03',
      status: 'Aprovada',
      tipoAcao: 'FolgaCompensarBancoHoras',
      folgaCompensarBancoHorasDiaTodo: diaTodo,
      folgaCompensarBancoHorasValor: valor,
    };
    expect(dia('2026-03-03', [acao])).toMatchObject({ tipoDia, jornada, bancoHoras: banco });
  });

  it('AlterarEscala com data fim: outra escala só no intervalo, marcada no dia de início', () => {
    const acao: Acao = {
      id: 'x',
      data: '2026-03-04',
      status: 'Aprovada',
      tipoAcao: 'AlterarEscala',
      novaEscalaId: '12X36',
      novaEscalaDataFim: '2026-03-05',
    };
    const semana = jornadaEfetivaPeriodo(
      { alocacoes: [ALOCACAO], acoes: [acao], escalas: ESCALAS },
      '2026-03-03',
      '2026-03-06',
    );
    expect(semana.map((d) => [d.escalaId, d.tipoDia, d.alteracaoEscala?.acaoId ?? null])).toEqual([
      ['5X2', 'trabalho', null],
      ['12X36', 'folga', 'x'],
      ['12X36', 'trabalho', null],
      ['5X2', 'trabalho', null],
    ]);
  });

  it('AlterarEscala sem data fim vale por prazo indeterminado, mesmo sem alocação', () => {
    const acao: Acao = {
      id: 'x',
      data: '2026-03-04',
      status: 'Aprovada',
      tipoAcao: 'AlterarEscala',
      novaEscalaId: '12X36',
    };
    expect(dia('2027-06-01', [acao], [])).toMatchObject({ escalaId: '12X36', alocacaoId: null });
  });
});
