import { describe, expect, it } from 'vitest';
import { apurarSobreaviso } from './apurar-sobreaviso.ts';
import { type Caso, chamado, conferir, e, escala } from './testes/apoio.ts';

const casos: Caso[] = [
  {
    descricao: 'exemplo do contrato (S1): sábado 08–20, acionado 14–16 → 600 min, 200 equivalentes',
    entrada: {
      configuracao: { descontarAcionamento: true },
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [chamado('2026-03-07T14:00', '2026-03-07T16:00')],
    },
    escalas: [e(720, 120, 600, 200)],
    totais: { minutosRemunerados: 600, equivalenteNormal: 200, minutosAcionados: 120 },
    alertas: [],
  },
  {
    descricao: 'sobreaviso sem acionamento: todo o período a 1/3 (art. 244 §2º)',
    entrada: { escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')], acionamentos: [] },
    escalas: [e(720, 0, 720, 240)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'sem a lista de acionamentos e sem configuração: padrões',
    entrada: { escalas: [escala('2026-03-07T08:00', '2026-03-07T08:10')] },
    escalas: [e(10, 0, 10, 10 / 3)],
    totais: { minutosRemunerados: 10, equivalenteNormal: 10 / 3, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'prontidão de exatamente 12 h: sem alerta, 2/3 (art. 244 §3º)',
    entrada: { escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00', 'prontidao')] },
    escalas: [e(720, 0, 720, 480)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 480, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'prontidão de 12 h 01: alerta, e o minuto além do limite continua pago',
    entrada: { escalas: [escala('2026-03-07T08:00', '2026-03-07T20:01', 'prontidao')] },
    escalas: [e(721, 0, 721, 1442 / 3, ['PRONTIDAO_ACIMA_12H'])],
    totais: { minutosRemunerados: 721, equivalenteNormal: 1442 / 3, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'sobreaviso de exatamente 24 h: sem alerta',
    entrada: { escalas: [escala('2026-03-07T08:00', '2026-03-08T08:00')] },
    escalas: [e(1440, 0, 1440, 480)],
    totais: { minutosRemunerados: 1440, equivalenteNormal: 480, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'sobreaviso de 24 h 01: ESCALA_ACIMA_24H, todo o período pago',
    entrada: { escalas: [escala('2026-03-07T08:00', '2026-03-08T08:01')] },
    escalas: [e(1441, 0, 1441, 1441 / 3, ['ESCALA_ACIMA_24H'])],
    totais: { minutosRemunerados: 1441, equivalenteNormal: 1441 / 3, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'prontidão de 13 h não passa de 24 h: só o alerta de prontidão',
    entrada: { escalas: [escala('2026-03-07T07:00', '2026-03-07T20:00', 'prontidao')] },
    escalas: [e(780, 0, 780, 520, ['PRONTIDAO_ACIMA_12H'])],
    totais: { minutosRemunerados: 780, equivalenteNormal: 520, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'escala que vira a meia-noite com acionamento que também vira',
    entrada: {
      escalas: [escala('2026-03-06T18:00', '2026-03-07T08:00')],
      acionamentos: [chamado('2026-03-06T23:00', '2026-03-07T01:00')],
    },
    escalas: [e(840, 120, 720, 240)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 120 },
    alertas: [],
  },
  {
    descricao: 'escala que vira o ano',
    entrada: { escalas: [escala('2026-12-31T20:00', '2027-01-01T08:00')] },
    escalas: [e(720, 0, 720, 240)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 0 },
    alertas: [],
  },
  {
    descricao: 'vários acionamentos na mesma escala somam',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [
        chamado('2026-03-07T09:00', '2026-03-07T09:30'),
        chamado('2026-03-07T18:00', '2026-03-07T19:30'),
      ],
    },
    escalas: [e(720, 120, 600, 200)],
    totais: { minutosRemunerados: 600, equivalenteNormal: 200, minutosAcionados: 120 },
    alertas: [],
  },
  {
    descricao: 'acionamentos sobrepostos contam a união, não duas vezes',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [
        chamado('2026-03-07T14:00', '2026-03-07T16:00'),
        chamado('2026-03-07T15:00', '2026-03-07T17:00'),
      ],
    },
    escalas: [e(720, 180, 540, 180)],
    totais: { minutosRemunerados: 540, equivalenteNormal: 180, minutosAcionados: 180 },
    alertas: [],
  },
  {
    descricao: 'acionamento metade fora da escala: só a parte de dentro desconta, e há alerta',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [chamado('2026-03-07T19:00', '2026-03-07T21:00')],
    },
    escalas: [e(720, 60, 660, 220)],
    totais: { minutosRemunerados: 660, equivalenteNormal: 220, minutosAcionados: 60 },
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
  },
  {
    descricao: 'acionamento inteiro fora da escala: não desconta, é trabalho sem sobreaviso',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [chamado('2026-03-07T21:00', '2026-03-07T22:00')],
    },
    escalas: [e(720, 0, 720, 240)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 0 },
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
  },
  {
    descricao: 'acionamento que termina quando a escala começa está fora dela',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [chamado('2026-03-07T07:00', '2026-03-07T08:00')],
    },
    escalas: [e(720, 0, 720, 240)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 0 },
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
  },
  {
    descricao: 'acionamento sem nenhuma escala',
    entrada: { escalas: [], acionamentos: [chamado('2026-03-07T07:00', '2026-03-07T08:00')] },
    escalas: [],
    totais: { minutosRemunerados: 0, equivalenteNormal: 0, minutosAcionados: 0 },
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
  },
  {
    descricao: 'descontarAcionamento false: a escala inteira é paga e o acionamento à parte',
    entrada: {
      configuracao: { descontarAcionamento: false },
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      acionamentos: [chamado('2026-03-07T14:00', '2026-03-07T16:00')],
    },
    escalas: [e(720, 120, 720, 240)],
    totais: { minutosRemunerados: 720, equivalenteNormal: 240, minutosAcionados: 120 },
    alertas: [],
  },
  {
    descricao: 'acionado a escala inteira: nada resta de sobreaviso',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T12:00')],
      acionamentos: [chamado('2026-03-07T07:00', '2026-03-07T13:00')],
    },
    escalas: [e(240, 240, 0, 0)],
    totais: { minutosRemunerados: 0, equivalenteNormal: 0, minutosAcionados: 240 },
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
  },
  {
    descricao: 'prontidão com acionamento: o trabalho sai dos 2/3',
    entrada: {
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00', 'prontidao')],
      acionamentos: [chamado('2026-03-07T10:00', '2026-03-07T11:00')],
    },
    escalas: [e(720, 60, 660, 440)],
    totais: { minutosRemunerados: 660, equivalenteNormal: 440, minutosAcionados: 60 },
    alertas: [],
  },
];

describe('apurarSobreaviso: casos legais (CLT art. 244 §§2º–3º, Súmula 428)', () => {
  it.each(casos)('$descricao', conferir);

  it('saída do contrato, campo a campo', () => {
    expect(
      apurarSobreaviso({
        configuracao: { descontarAcionamento: true },
        escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
        acionamentos: [chamado('2026-03-07T14:00', '2026-03-07T16:00')],
      }),
    ).toEqual({
      escalas: [
        {
          inicio: '2026-03-07T08:00',
          fim: '2026-03-07T20:00',
          tipo: 'sobreaviso',
          minutosEscala: 720,
          minutosAcionados: 120,
          minutosRemunerados: 600,
          equivalenteNormal: 200,
          alertas: [],
        },
      ],
      totais: { minutosRemunerados: 600, equivalenteNormal: 200, minutosAcionados: 120 },
      alertas: [],
    });
  });

  it.each([
    { descricao: 'fim igual ao início', inicio: '2026-03-07T08:00', fim: '2026-03-07T08:00' },
    { descricao: 'fim antes do início', inicio: '2026-03-07T08:00', fim: '2026-03-06T20:00' },
    { descricao: 'data e hora malformadas', inicio: '2026-03-07 08:00', fim: '2026-03-07T20:00' },
  ])('escala inválida lança RangeError: $descricao', ({ inicio, fim }) => {
    expect(() => apurarSobreaviso({ escalas: [escala(inicio, fim)] })).toThrow(RangeError);
    expect(() => apurarSobreaviso({ escalas: [], acionamentos: [chamado(inicio, fim)] })).toThrow(
      /acionamentos\[0\]/,
    );
  });
});
