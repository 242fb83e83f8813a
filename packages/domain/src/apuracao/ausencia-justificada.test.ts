import { describe, expect, it } from 'vitest';
import { apurarPeriodo } from './apurar-periodo.ts';
import { justificativaDaAusencia, MOTIVOS_AUSENCIA } from './motivos-ausencia.ts';
import { S1 } from './testes/apoio.ts';
import type { DiaEntrada, Justificativa, ResultadoApuracao } from './tipos.ts';

// Ausência justificada registrada (CLT art. 473; Lei 605/49 art. 6º §1º; legal-br.md §2.9).
const BATIDAS = ['08:00', '12:00', '13:00', '17:00'];

/** Semana S1 de 02 a 08/03/2026 com a quarta (04) trocada; sábado folga, domingo DSR. */
const semana = (quarta: Partial<DiaEntrada>): DiaEntrada[] =>
  Array.from({ length: 7 }, (_, k): DiaEntrada => {
    const n = 2 + k;
    const util = k < 5;
    return {
      data: `2026-03-0${n}`,
      jornada: util ? S1 : [],
      marcacoes: util ? BATIDAS : [],
      ...(n === 4 ? quarta : {}),
    };
  });

const quartaDe = (r: ResultadoApuracao) => r.dias.find((d) => d.data === '2026-03-04')!;

type Caso = {
  descricao: string;
  quarta: Partial<DiaEntrada>;
  falta: number;
  debito: number;
  saldo: number;
  dsrPerdido: boolean;
  frase: string;
};

const falecimento = justificativaDaAusencia({ motivo: 'FALECIMENTO' }, false);

const casos: Caso[] = [
  {
    descricao: 'falecimento (art. 473, I) num dia inteiro: dia pago, sem falta, DSR mantido',
    quarta: { marcacoes: [], justificativa: falecimento },
    falta: 0,
    debito: 0,
    saldo: 0,
    dsrPerdido: false,
    frase: 'ausência justificada — CLT art. 473, I (Falecimento',
  },
  {
    descricao: 'sem registro de ausência: falta de 8 h e DSR perdido',
    quarta: { marcacoes: [] },
    falta: 480,
    debito: 0,
    saldo: -480,
    dsrPerdido: true,
    frase: 'dia de trabalho sem marcações nem justificativa',
  },
  {
    descricao: 'atestado de 2 h sem marcações: 2 h pagas, falta de 6 h, DSR perdido pelo resto',
    quarta: {
      marcacoes: [],
      justificativa: justificativaDaAusencia({ motivo: 'ATESTADO_MEDICO', minutos: 120 }, false),
    },
    falta: 360,
    debito: 0,
    saldo: -360,
    dsrPerdido: true,
    frase: '2:00 pagas; falta de 6:00 descontada',
  },
  {
    descricao: 'consulta de filho das 13:00 às 17:00 com manhã trabalhada: sem débito, DSR mantido',
    quarta: {
      marcacoes: ['08:00', '12:00'],
      justificativa: justificativaDaAusencia(
        { motivo: 'ACOMPANHAMENTO_FILHO', minutos: 240 },
        false,
      ),
    },
    falta: 0,
    debito: 0,
    saldo: 0,
    dsrPerdido: false,
    frase:
      '4:00 não trabalhadas abonadas (Acompanhamento de filho de até 6 anos em consulta médica): sem desconto (CLT art. 473, XI)',
  },
  {
    descricao: 'abono parcial de 1 h com 4 h não trabalhadas: só 1 h abonada, 3 h de débito',
    quarta: {
      marcacoes: ['08:00', '12:00'],
      justificativa: justificativaDaAusencia({ motivo: 'ATESTADO_MEDICO', minutos: 60 }, false),
    },
    falta: 0,
    debito: 180,
    saldo: -180,
    dsrPerdido: false,
    frase: '1:00 não trabalhadas abonadas',
  },
  {
    descricao: 'motivo "outro" com justificadaAbona desligada: falta descontada, DSR mantido',
    quarta: {
      marcacoes: [],
      justificativa: justificativaDaAusencia(
        { motivo: 'OUTRO', descricao: 'Enchente no bairro' },
        false,
      ),
    },
    falta: 480,
    debito: 0,
    saldo: -480,
    dsrPerdido: false,
    frase: 'ausência justificada — Lei 605/49 art. 6º §1º (Enchente no bairro) sem abono',
  },
  {
    descricao: 'motivo "outro" com justificadaAbona ligada: dia pago',
    quarta: {
      marcacoes: [],
      justificativa: justificativaDaAusencia(
        { motivo: 'OUTRO', descricao: 'Enchente no bairro' },
        true,
      ),
    },
    falta: 0,
    debito: 0,
    saldo: 0,
    dsrPerdido: false,
    frase: 'ausência justificada — Lei 605/49 art. 6º §1º (Enchente no bairro): dia pago',
  },
];

describe('ausência justificada registrada', () => {
  it.each(casos)('$descricao', ({ quarta, falta, debito, saldo, dsrPerdido, frase }) => {
    const r = apurarPeriodo({ dias: semana(quarta) });
    const d = quartaDe(r);
    expect({ falta: d.falta, debito: d.debito, saldo: d.saldo }).toEqual({ falta, debito, saldo });
    expect(r.semanas).toEqual([{ dsr: '2026-03-08', perdido: dsrPerdido }]);
    expect(d.explicacao.join(' | ')).toContain(frase);
    expect(d.inconsistencias).toEqual(quarta.justificativa ? [] : ['SEM_MARCACAO']);
  });

  it('motivos legais sempre abonam; só "outro" depende da regra ausencia.justificadaAbona', () => {
    for (const m of MOTIVOS_AUSENCIA) {
      const j: Justificativa = justificativaDaAusencia({ motivo: m.codigo }, false);
      expect(j.abona).toBe(m.codigo !== 'OUTRO');
      expect(justificativaDaAusencia({ motivo: m.codigo }, true).abona).toBe(true);
    }
  });

  it('justificada sem abono e parcial: os minutos justificados cobrem a falta; o resto perde o DSR', () => {
    const parcial = semana({
      marcacoes: [],
      justificativa: { tipo: 'dispensa', abona: false, minutos: 120 },
    });
    expect(apurarPeriodo({ dias: parcial }).semanas[0]!.perdido).toBe(true);
    const inteira = semana({
      marcacoes: [],
      justificativa: { tipo: 'dispensa', abona: false, minutos: 480 },
    });
    expect(apurarPeriodo({ dias: inteira }).semanas[0]!.perdido).toBe(false);
  });
});
