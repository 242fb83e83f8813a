import { describe, expect, it } from 'vitest';
import { anoDeEstagio } from './recesso.regra.ts';

/** Lei 11.788/2008 art. 13: 30 dias por ano de estágio; proporcional se o estágio é mais curto (§2º). */
const casos = [
  {
    descricao: 'ano completo: 30 dias, do aniversário do início à véspera do seguinte',
    entrada: { admissao: '2026-03-01', demissao: null, data: '2026-12-21' },
    esperado: { inicio: '2026-03-01', fim: '2027-02-28', direito: 30 },
  },
  {
    descricao: 'segundo ano de estágio',
    entrada: { admissao: '2025-08-04', demissao: null, data: '2026-12-21' },
    esperado: { inicio: '2026-08-04', fim: '2027-08-03', direito: 30 },
  },
  {
    descricao: 'estágio de 6 meses: metade do recesso (15 dias)',
    entrada: { admissao: '2026-01-01', demissao: '2026-07-02', data: '2026-05-04' },
    esperado: { inicio: '2026-01-01', fim: '2026-07-02', direito: 15 },
  },
  {
    descricao: 'desligamento no último dia do ano de estágio: ano completo',
    entrada: { admissao: '2026-03-01', demissao: '2027-02-28', data: '2026-12-21' },
    esperado: { inicio: '2026-03-01', fim: '2027-02-28', direito: 30 },
  },
];

describe('ano de estágio e direito ao recesso', () => {
  it.each(casos)('$descricao', ({ entrada, esperado }) => {
    expect(anoDeEstagio(entrada.admissao, entrada.demissao, entrada.data)).toEqual(esperado);
  });

  it('antes do início do estágio não há recesso', () => {
    expect(anoDeEstagio('2026-03-01', null, '2026-02-27')).toBeNull();
  });
});
