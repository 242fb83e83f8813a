import {
  type ArquivoAej,
  montarAej,
  montarAusenciaAej,
  type ResultadoDia,
  validarAej,
} from '@jornada/domain';
import { describe, expect, it } from 'vitest';
import type { LinhaCalculada } from '../apuracao/index.ts';
import { ausenciasAej, lancamentosBancoAej, movimentosBancoAej } from './aej.exportar.ts';

const linha = (
  data: string,
  banco: { credito: number; debito: number } | null,
  compensacaoBancoHoras = 0,
): LinhaCalculada => ({
  data,
  tipoDia: 'trabalho',
  feriado: null,
  jornada: [],
  escalaId: null,
  marcacoes: [],
  apuraveis: [],
  resultado: banco ? ({ data, bancoHoras: banco } as unknown as ResultadoDia) : null,
  pendencias: [],
  compensacaoBancoHoras,
});

describe('AEJ registro 07 tipo 3: movimentos de banco de horas vindos do cálculo do espelho', () => {
  it('crédito e débito do dia viram dois movimentos; a folga compensada soma ao débito', () => {
    const movimentos = movimentosBancoAej(
      [
        linha('2026-11-02', { credito: 45, debito: 0 }),
        linha('2026-11-03', { credito: 0, debito: 20 }, 60),
        linha('2026-11-04', { credito: 10, debito: 5 }),
        linha('2026-11-05', { credito: 0, debito: 0 }),
      ],
      7,
    );
    expect(movimentos).toEqual([
      {
        idtVinculoAej: 7,
        tipoAusenOuComp: 'banco-horas',
        data: '2026-11-02',
        qtMinutos: 45,
        tipoMovBH: 'credito',
      },
      {
        idtVinculoAej: 7,
        tipoAusenOuComp: 'banco-horas',
        data: '2026-11-03',
        qtMinutos: 80,
        tipoMovBH: 'debito',
      },
      {
        idtVinculoAej: 7,
        tipoAusenOuComp: 'banco-horas',
        data: '2026-11-04',
        qtMinutos: 10,
        tipoMovBH: 'credito',
      },
      {
        idtVinculoAej: 7,
        tipoAusenOuComp: 'banco-horas',
        data: '2026-11-04',
        qtMinutos: 5,
        tipoMovBH: 'debito',
      },
    ]);
  });

  it('dia em aberto (sem apuração) não gera movimento; frações de minuto arredondam', () => {
    expect(movimentosBancoAej([linha('2026-11-22', null, 60)], 1)).toEqual([]);
    expect(movimentosBancoAej([linha('2026-11-02', { credito: 52.5714, debito: 0.4 })], 1)).toEqual(
      [
        {
          idtVinculoAej: 1,
          tipoAusenOuComp: 'banco-horas',
          data: '2026-11-02',
          qtMinutos: 53,
          tipoMovBH: 'credito',
        },
      ],
    );
  });

  it('os movimentos montados passam no validador de AEJ do domínio', () => {
    const arquivo: ArquivoAej = {
      cabecalho: {
        tpIdtEmpregador: 'cnpj',
        idtEmpregador: '11222333000181',
        caepf: '',
        cno: '',
        razaoOuNome: 'Empresa',
        dataInicialAej: '2026-11-01',
        dataFinalAej: '2026-11-30',
        dataHoraGerAej: '2026-12-01T08:00:00-0300',
        versaoAej: '001',
      },
      reps: [{ idRepAej: 1, tpRep: 'REP-P', nrRep: '51202300123456789' }],
      vinculos: [{ idtVinculoAej: 1, cpf: '52998224725', nomeEmp: 'Ana' }],
      horarios: [
        {
          codHorContratual: 'C',
          durJornada: 480,
          horarios: [{ entrada: '08:00', saida: '17:00' }],
        },
      ],
      marcacoes: [],
      matriculas: [],
      ausencias: movimentosBancoAej(
        [
          linha('2026-11-02', { credito: 45, debito: 0 }),
          linha('2026-11-03', { credito: 0, debito: 0 }, 60),
        ],
        1,
      ),
      programa: {
        nomeProg: 'Jornada',
        versaoProg: '1.0',
        tpIdtDesenv: 'cnpj',
        idtDesenv: '11222333000181',
        razaoNomeDesenv: 'Jornada',
        emailDesenv: 'dev@jornada.dev',
      },
    };
    const v = validarAej(montarAej(arquivo));
    expect(v.erros).toEqual([]);
    expect(v.registros['07']).toBe(2);
  });
});

describe('AEJ registro 07 tipo 3: lançamentos manuais do banco de horas', () => {
  it('crédito e débito manuais viram as linhas do leiaute (Anexo VI, legal-br.md §1.4)', () => {
    const linhas = lancamentosBancoAej(
      [
        { usuarioId: 9, data: '2026-11-10', tipo: 'credito', minutos: 120 },
        { usuarioId: 9, data: '2026-11-12', tipo: 'debito', minutos: 45 },
      ],
      3,
    ).map(montarAusenciaAej);
    // tipoReg | idtVinculoAej | tipoAusenOuComp (3 = banco) | data | qtMinutos | tipoMovBH
    // (1 = crédito no banco, 2 = compensação/débito): 6 campos, 5 separadores.
    expect(linhas).toEqual(['07|3|3|2026-11-10|120|1', '07|3|3|2026-11-12|45|2']);
  });
});

/** Linha apurada com falta/débito do motor e, se houver, a ausência justificada do dia. */
const apurada = (
  data: string,
  r: { falta?: number; debito?: number },
  ausencia: LinhaCalculada['ausencia'] = null,
): LinhaCalculada => ({
  ...linha(data, { credito: 0, debito: 0 }),
  resultado: {
    data,
    falta: r.falta ?? 0,
    debito: r.debito ?? 0,
    bancoHoras: { credito: 0, debito: 0 },
  } as unknown as ResultadoDia,
  ausencia,
});

const ausencia = (
  motivo: 'ATESTADO_MEDICO' | 'OUTRO',
  abona: boolean,
  minutos: [number, number] | null = null,
): NonNullable<LinhaCalculada['ausencia']> => ({
  id: 1,
  motivo,
  observacao: null,
  minutoInicio: minutos?.[0] ?? null,
  minutoFim: minutos?.[1] ?? null,
  abona,
});

describe('AEJ registro 07 tipos 2 e 1: faltas e DSR vindos do cálculo do espelho', () => {
  const registros = (linhas: LinhaCalculada[], semanas: { dsr: string; perdido: boolean }[]) =>
    ausenciasAej({ linhas, semanas }, 3).map((a) => `${a.tipoAusenOuComp} ${a.data}`);

  it('falta é o dia apurado com falta que a ausência justificada não cobre', () => {
    expect(
      registros(
        [
          apurada('2026-11-02', { falta: 480 }), // sem marcação nem justificativa
          apurada('2026-11-03', { debito: 30 }), // atraso: débito, não falta
          apurada('2026-11-04', { falta: 0 }, ausencia('ATESTADO_MEDICO', true)), // abonada
          apurada('2026-11-05', { falta: 480 }, ausencia('OUTRO', false)), // justificada sem abono
          apurada('2026-11-06', { falta: 360 }, ausencia('ATESTADO_MEDICO', true, [480, 600])),
          linha('2026-11-16', null), // dia em aberto
        ],
        [],
      ),
    ).toEqual(['falta 2026-11-02', 'falta 2026-11-06']);
  });

  it('DSR de cada semana que caiu num dia apurado, perdido ou não; o domingo ainda por vir fica fora', () => {
    expect(
      registros(
        [
          apurada('2026-11-02', { falta: 480 }),
          apurada('2026-11-08', {}),
          apurada('2026-11-09', {}),
          linha('2026-11-15', null),
        ],
        [
          { dsr: '2026-11-08', perdido: true },
          { dsr: '2026-11-15', perdido: false },
        ],
      ),
    ).toEqual(['falta 2026-11-02', 'dsr 2026-11-08']);
  });
});
