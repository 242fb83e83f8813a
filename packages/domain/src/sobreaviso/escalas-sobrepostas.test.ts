import { describe, it } from 'vitest';
import { type Caso, chamado, conferir, e, escala } from './testes/apoio.ts';

// Escalas sobrepostas: o trecho comum é pago uma vez. Prontidão prevalece sobre sobreaviso
// (2/3, e quem está nas dependências do empregador não está em casa); empate, a que começa antes.
const casos: Caso[] = [
  {
    descricao: 'escalas encostadas (uma termina quando a outra começa) não se sobrepõem',
    entrada: {
      escalas: [
        escala('2026-03-07T08:00', '2026-03-07T20:00'),
        escala('2026-03-07T20:00', '2026-03-08T08:00'),
      ],
      acionamentos: [chamado('2026-03-07T19:00', '2026-03-07T21:00')],
    },
    escalas: [e(720, 60, 660, 220), e(720, 60, 660, 220)],
    totais: { minutosRemunerados: 1320, equivalenteNormal: 440, minutosAcionados: 120 },
    alertas: [],
  },
  {
    descricao: 'escalas de sobreaviso sobrepostas: o trecho comum é pago uma vez, pela primeira',
    entrada: {
      escalas: [
        escala('2026-03-07T08:00', '2026-03-07T20:00'),
        escala('2026-03-07T18:00', '2026-03-07T22:00'),
      ],
    },
    escalas: [e(720, 0, 720, 240), e(240, 0, 120, 40)],
    totais: { minutosRemunerados: 840, equivalenteNormal: 280, minutosAcionados: 0 },
    alertas: ['ESCALAS_SOBREPOSTAS'],
  },
  {
    descricao: 'escala repetida: paga uma vez',
    entrada: {
      escalas: [
        escala('2026-03-07T08:00', '2026-03-07T20:00'),
        escala('2026-03-07T08:00', '2026-03-07T20:00'),
      ],
    },
    escalas: [e(720, 0, 720, 240), e(720, 0, 0, 0)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 0 },
    alertas: ['ESCALAS_SOBREPOSTAS'],
  },
  {
    descricao: 'prontidão dentro de sobreaviso: o trecho comum é prontidão (2/3), pago uma vez',
    entrada: {
      escalas: [
        escala('2026-03-07T08:00', '2026-03-07T20:00'),
        escala('2026-03-07T10:00', '2026-03-07T14:00', 'prontidao'),
      ],
    },
    escalas: [e(720, 0, 480, 160), e(240, 0, 240, 160)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 320, minutosAcionados: 0 },
    alertas: ['ESCALAS_SOBREPOSTAS'],
  },
  {
    descricao: 'acionamento no trecho sobreposto: desconta uma vez e o total conta uma vez',
    entrada: {
      escalas: [
        escala('2026-03-07T08:00', '2026-03-07T20:00'),
        escala('2026-03-07T18:00', '2026-03-07T22:00'),
      ],
      acionamentos: [chamado('2026-03-07T19:00', '2026-03-07T21:00')],
    },
    escalas: [e(720, 60, 660, 220), e(240, 120, 60, 20)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 120 },
    alertas: ['ESCALAS_SOBREPOSTAS'],
  },
  {
    descricao: 'acionamento atravessando duas escalas encostadas não está fora de escala',
    entrada: {
      escalas: [
        escala('2026-03-07T08:00', '2026-03-07T12:00'),
        escala('2026-03-07T12:00', '2026-03-07T16:00', 'prontidao'),
      ],
      acionamentos: [chamado('2026-03-07T11:00', '2026-03-07T13:00')],
    },
    escalas: [e(240, 60, 180, 60), e(240, 60, 180, 120)],
    totais: { minutosRemunerados: 360, equivalenteNormal: 180, minutosAcionados: 120 },
    alertas: [],
  },
  {
    descricao: 'escala de 48 h: alerta e os 2880 min pagos',
    entrada: { escalas: [escala('2026-03-06T08:00', '2026-03-08T08:00')] },
    escalas: [e(2880, 0, 2880, 960, ['ESCALA_ACIMA_24H'])],
    totais: { minutosRemunerados: 2880, equivalenteNormal: 960, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'alertas das escalas e gerais juntos, sem repetir códigos',
    entrada: {
      escalas: [
        escala('2026-03-07T00:00', '2026-03-08T01:00'),
        escala('2026-03-07T12:00', '2026-03-08T13:00'),
      ],
      acionamentos: [
        chamado('2026-03-09T00:00', '2026-03-09T01:00'),
        chamado('2026-03-10T00:00', '2026-03-10T01:00'),
      ],
    },
    escalas: [
      e(1500, 0, 1500, 500, ['ESCALA_ACIMA_24H']),
      e(1500, 0, 720, 240, ['ESCALA_ACIMA_24H']),
    ],
    totais: { minutosRemunerados: 2220, equivalenteNormal: 740, minutosAcionados: 0 },
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA', 'ESCALAS_SOBREPOSTAS'],
  },
];

describe('apurarSobreaviso: escalas encostadas e sobrepostas', () => {
  it.each(casos)('$descricao', conferir);
});
