import { describe, expect, it } from 'vitest';
import { instanteLocal } from './fuso.ts';

/**
 * Referência independente: o texto local do `toLocaleString` sueco ("2026-11-28 07:00:10") a cada
 * chamada, sem nada lembrado; o deslocamento é a diferença entre esse texto lido como UTC e o
 * instante (em segundos inteiros).
 */
const referencia = (instante: Date, fuso: string) => {
  const [data, relogio] = instante.toLocaleString('sv-SE', { timeZone: fuso }).split(' ');
  const comoUtc = Date.parse(`${data}T${relogio}Z`);
  const segundos = Math.floor(instante.getTime() / 1000) * 1000;
  return {
    data: data!,
    hora: relogio!.slice(0, 5),
    minutoDoDia: Number(relogio!.slice(0, 2)) * 60 + Number(relogio!.slice(3, 5)),
    offsetMinutos: Math.round((comoUtc - segundos) / 60_000),
  };
};

const FUSOS = [
  'America/Sao_Paulo',
  'America/Noronha',
  'America/Manaus',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'America/St_Johns',
  'Australia/Lord_Howe', // horário de verão de 30 minutos
  'Pacific/Chatham', // +12:45 / +13:45
  'UTC',
];

describe('instanteLocal', () => {
  it('igual ao Intl em toda chamada, com o minuto lembrado, inclusive nas mudanças de horário', () => {
    // Em volta de mudanças de horário reais (Brasil até 2019, EUA, Reino Unido, Lord Howe,
    // Chatham) e de hoje: a cada 7 min 13 s por 3 horas, duas chamadas no mesmo minuto UTC.
    const inicios = [
      '2018-11-04T01:00:00Z',
      '2019-02-17T01:00:00Z',
      '2026-03-08T05:00:00Z',
      '2026-03-29T00:00:00Z',
      '2026-04-04T14:00:00Z',
      '2026-04-04T13:00:00Z',
      '2026-11-28T10:00:00Z',
    ];
    for (const inicio of inicios) {
      for (let t = Date.parse(inicio); t < Date.parse(inicio) + 3 * 3_600_000; t += 433_000) {
        for (const fuso of FUSOS) {
          for (const instante of [new Date(t), new Date(t - (t % 60_000) + 59_999)]) {
            expect(instanteLocal(instante, fuso), `${fuso} ${instante.toISOString()}`).toEqual(
              referencia(instante, fuso),
            );
          }
        }
      }
    }
  });

  it('deslocamento com segundos (hora média local antiga) não reaproveita o minuto', () => {
    // São Paulo em 1900: UTC−03:06:28. 10:00:00Z e 10:00:59Z caem em minutos locais diferentes.
    const a = instanteLocal(new Date('1900-01-01T10:00:00Z'), 'America/Sao_Paulo');
    const b = instanteLocal(new Date('1900-01-01T10:00:59Z'), 'America/Sao_Paulo');
    expect(a.hora).toBe('06:53');
    expect(b.hora).toBe('06:54');
  });

  it('o resultado devolvido pode ser alterado sem mudar o próximo', () => {
    const instante = new Date('2026-11-28T12:00:10Z');
    instanteLocal(instante, 'America/Sao_Paulo');
    const lembrado = instanteLocal(instante, 'America/Sao_Paulo');
    lembrado.data = 'alterada';
    expect(instanteLocal(instante, 'America/Sao_Paulo').data).toBe('2026-11-28');
  });
});
