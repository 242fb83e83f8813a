import { describe, expect, it } from 'vitest';
import { apurarPeriodo } from './apurar-periodo.ts';
import { apurar, diaS1, S1 } from './testes/apoio.ts';
import type { ConfiguracaoParcial, DiaEntrada, ResultadoDia } from './tipos.ts';

// CLT art. 66 (interjornada), art. 59 caput (2 h extras) e §2º (10 h com banco), Súmula 110 TST:
// os limites vêm da configuração; o padrão (CFG-DEFAULT) mantém 660 / 120 / 600.

type CasoInterjornada = {
  descricao: string;
  dias: DiaEntrada[];
  configuracao?: ConfiguracaoParcial;
  esperado: ResultadoDia['interjornada'];
  alerta: boolean;
};

const J1: DiaEntrada[] = [
  { data: '2026-03-02', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '23:00'] },
  { data: '2026-03-03', jornada: S1, marcacoes: ['08:00', '12:00', '13:00', '17:00'] },
];

/** Saída sábado 22:00, DSR no domingo, entrada segunda 06:00: 32 h de descanso. */
const APOS_DSR: DiaEntrada[] = [
  { data: '2026-03-07', jornada: [], marcacoes: ['14:00', '22:00'] },
  { data: '2026-03-08', jornada: [], marcacoes: [] },
  { data: '2026-03-09', jornada: S1, marcacoes: ['06:00', '12:00', '13:00', '17:00'] },
];

const casosInterjornada: CasoInterjornada[] = [
  {
    descricao: 'padrão: 9 h de descanso contra 11 h exigidas → 120 suprimidos (J1)',
    dias: J1,
    esperado: { descanso: 540, exigido: 660, suprimido: 120 },
    alerta: true,
  },
  {
    descricao: 'mínimo de 8 h: as mesmas 9 h cumprem a interjornada',
    dias: J1,
    configuracao: { interjornada: { minima: 480 } },
    esperado: { descanso: 540, exigido: 480, suprimido: 0 },
    alerta: false,
  },
  {
    descricao: 'mínimo de 12 h: as mesmas 9 h suprimem 180',
    dias: J1,
    configuracao: { interjornada: { minima: 720 } },
    esperado: { descanso: 540, exigido: 720, suprimido: 180 },
    alerta: true,
  },
  {
    descricao: 'Súmula 110 no padrão: 32 h de 35 h → 180 suprimidos',
    dias: APOS_DSR,
    esperado: { descanso: 1920, exigido: 2100, suprimido: 180 },
    alerta: true,
  },
  {
    descricao: 'Súmula 110 com mínimo de 8 h: exige 24 h + 8 h e 32 h bastam',
    dias: APOS_DSR,
    configuracao: { interjornada: { minima: 480 } },
    esperado: { descanso: 1920, exigido: 1920, suprimido: 0 },
    alerta: false,
  },
];

type CasoLimite = {
  descricao: string;
  dia: DiaEntrada;
  configuracao?: ConfiguracaoParcial;
  alertas: ResultadoDia['alertas'];
  frase?: string;
};

const casosLimite: CasoLimite[] = [
  {
    descricao: 'padrão: 2:30 de extras passam do limite de 2:00 do art. 59',
    dia: diaS1(['08:00', '12:00', '13:00', '19:30']),
    alertas: ['LIMITE_ART59_EXCEDIDO'],
    frase: 'acima do limite de 2:00 por dia (CLT art. 59 caput)',
  },
  {
    descricao: 'limite de 3:00 (configurado): as mesmas 2:30 de extras não geram alerta',
    dia: diaS1(['08:00', '12:00', '13:00', '19:30']),
    configuracao: { limites: { extrasDiarias: 180 } },
    alertas: [],
  },
  {
    descricao: 'limite de 1:00 (configurado): 1:30 de extras geram alerta citando 1:00',
    dia: diaS1(['08:00', '12:00', '13:00', '18:30']),
    configuracao: { limites: { extrasDiarias: 60 } },
    alertas: ['LIMITE_ART59_EXCEDIDO'],
    frase: 'acima do limite de 1:00 por dia',
  },
  {
    descricao: 'dia sem jornada: limite é 8 h + o configurado (9:00 com limite de 1:00)',
    dia: { data: '2026-03-07', jornada: [], marcacoes: ['08:00', '12:00', '13:00', '18:30'] },
    configuracao: { limites: { extrasDiarias: 60 } },
    alertas: ['LIMITE_ART59_EXCEDIDO'],
    frase: 'acima de 9:00 (CLT arts. 58 e 59)',
  },
  {
    descricao:
      'banco no padrão: 10:30 trabalhadas passam das 10:00 do art. 59 §2º e das 2:00 do caput',
    dia: diaS1(['07:00', '12:00', '13:00', '18:30']),
    configuracao: { bancoHoras: { ativo: true } },
    alertas: ['LIMITE_ART59_EXCEDIDO', 'LIMITE_DIARIO_BANCO_EXCEDIDO'],
    frase: 'acima de 10:00 no dia com banco de horas',
  },
  {
    descricao:
      'banco com limite de 11:00 (configurado): as mesmas 10:30 só passam do art. 59 caput',
    dia: diaS1(['07:00', '12:00', '13:00', '18:30']),
    configuracao: { bancoHoras: { ativo: true }, limites: { diarioBanco: 660 } },
    alertas: ['LIMITE_ART59_EXCEDIDO'],
    frase: 'creditadas no banco de horas, acima do limite de 2:00 por dia (CLT art. 59 caput)',
  },
  {
    descricao: 'banco com limite do art. 59 de 3:00 (configurado): 2:30 ao banco não alertam',
    dia: diaS1(['07:00', '12:00', '13:00', '18:30']),
    configuracao: {
      bancoHoras: { ativo: true },
      limites: { diarioBanco: 660, extrasDiarias: 180 },
    },
    alertas: [],
  },
  {
    descricao: 'banco com limite de 9:00 (configurado): 9:30 trabalhadas geram alerta',
    dia: diaS1(['07:30', '12:00', '13:00', '18:00']),
    configuracao: { bancoHoras: { ativo: true }, limites: { diarioBanco: 540 } },
    alertas: ['LIMITE_DIARIO_BANCO_EXCEDIDO'],
    frase: 'acima de 9:00 no dia com banco de horas',
  },
];

describe('limites configuráveis da regra de cálculo', () => {
  it.each(casosInterjornada)(
    'interjornada — $descricao',
    ({ dias, configuracao, esperado, alerta }) => {
      const ultimo = apurarPeriodo({ dias, configuracao }).dias.at(-1)!;
      expect(ultimo.interjornada).toEqual(esperado);
      expect(ultimo.alertas.includes('INTERJORNADA_SUPRIMIDA')).toBe(alerta);
    },
  );

  it('a explicação cita o mínimo configurado quando ele não é o legal', () => {
    const [, terca] = apurarPeriodo({
      dias: J1,
      configuracao: { interjornada: { minima: 720 } },
    }).dias;
    expect(terca!.explicacao.join(' | ')).toContain(
      'exigido 12:00: 3:00 suprimidas, pagas como extras (CLT art. 66; configuração interjornada.minima 12:00; OJ 355 SDI-1)',
    );
  });

  it.each(casosLimite)('alertas — $descricao', ({ dia, configuracao, alertas, frase }) => {
    const r = apurar(dia, configuracao);
    expect(r.alertas).toEqual(alertas);
    if (frase) expect(r.explicacao.join(' | ')).toContain(frase);
  });
});
