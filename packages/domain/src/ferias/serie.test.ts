import { describe, expect, it } from 'vitest';
import { efeitoFeriasColetivas } from './coletivas.ts';
import { direitoDoPeriodo, periodosAquisitivosDaSerie } from './serie.ts';

const resumo = (admissao: string, ate: string, iniciosColetivas: string[] = []) =>
  periodosAquisitivosDaSerie({ admissao, ate, iniciosColetivas }).map(
    (p) =>
      `${p.inicio}..${p.fim} concessivo ${p.concessivo.inicio}..${p.concessivo.fim}` +
      (p.mesesProporcionais === null ? '' : ` proporcional ${p.mesesProporcionais} meses`),
  );

describe('série de períodos aquisitivos com as coletivas do art. 140 da CLT', () => {
  it('sem coletivas: um período a cada aniversário da admissão (art. 130)', () => {
    expect(resumo('2024-03-01', '2026-11-26')).toEqual([
      '2024-03-01..2025-02-28 concessivo 2025-03-01..2026-02-28',
      '2025-03-01..2026-02-28 concessivo 2026-03-01..2027-02-28',
      '2026-03-01..2027-02-28 concessivo 2027-03-01..2028-02-29',
    ]);
  });

  it('admitido em 15/05/2026, coletivas em 21/12/2026: 7 meses proporcionais e novo período em 21/12/2026', () => {
    expect(resumo('2026-05-15', '2028-01-10', ['2026-12-21'])).toEqual([
      '2026-05-15..2026-12-20 concessivo 2026-12-21..2027-12-20 proporcional 7 meses',
      '2026-12-21..2027-12-20 concessivo 2027-12-21..2028-12-20',
      '2027-12-21..2028-12-20 concessivo 2028-12-21..2029-12-20',
    ]);
  });

  it('coletivas ainda por começar já encerram o período em curso; o novo só aparece quando começa', () => {
    expect(resumo('2026-05-15', '2026-11-26', ['2026-12-21'])).toEqual([
      '2026-05-15..2026-12-20 concessivo 2026-12-21..2027-12-20 proporcional 7 meses',
    ]);
  });

  it('duas coletivas no primeiro ano (julho e dezembro): cada uma reinicia a contagem', () => {
    expect(resumo('2026-02-02', '2027-01-04', ['2026-12-21', '2026-07-06'])).toEqual([
      '2026-02-02..2026-07-05 concessivo 2026-07-06..2027-07-05 proporcional 5 meses',
      '2026-07-06..2026-12-20 concessivo 2026-12-21..2027-12-20 proporcional 6 meses',
      '2026-12-21..2027-12-20 concessivo 2027-12-21..2028-12-20',
    ]);
  });

  it('com 12 meses ou mais de casa as coletivas não reiniciam a contagem', () => {
    expect(resumo('2021-08-02', '2026-12-31', ['2026-12-21'])).toHaveLength(6);
    expect(resumo('2021-08-02', '2026-12-31', ['2026-12-21'])[5]).toBe(
      '2026-08-02..2027-08-01 concessivo 2027-08-02..2028-08-01',
    );
  });

  it('direito proporcional: 1/12 do direito do art. 130 por mês de serviço, para baixo', () => {
    expect(direitoDoPeriodo({ mesesProporcionais: 7 }, 0)).toBe(17);
    expect(direitoDoPeriodo({ mesesProporcionais: 5 }, 0)).toBe(12);
    expect(direitoDoPeriodo({ mesesProporcionais: 7 }, 10)).toBe(14);
    expect(direitoDoPeriodo({ mesesProporcionais: null }, 10)).toBe(24);
  });
});

describe('efeito de coletivas seguidas (CLT arts. 140 e 146)', () => {
  it('segundas coletivas no primeiro ano: proporcionais do período reiniciado pelas primeiras', () => {
    expect(
      efeitoFeriasColetivas({
        admissao: '2026-02-02',
        inicio: '2026-12-21',
        comSaldo: [],
        anteriores: ['2026-07-06'],
      }),
    ).toEqual({
      situacao: 'Proporcional',
      periodoAquisitivo: '2026-07-06',
      diasProporcionais: 15,
      novoPeriodoAquisitivo: '2026-12-21',
    });
  });

  it('com 12 meses de casa e a série reiniciada há menos de 12: o período do art. 140', () => {
    expect(
      efeitoFeriasColetivas({
        admissao: '2026-05-15',
        inicio: '2027-07-05',
        comSaldo: [],
        anteriores: ['2026-12-21'],
      }),
    ).toEqual({ situacao: 'Integral', periodoAquisitivo: '2026-05-15' });
  });

  it('com a série reiniciada há 12 meses ou mais: o último período completo da série nova', () => {
    expect(
      efeitoFeriasColetivas({
        admissao: '2026-05-15',
        inicio: '2028-01-10',
        comSaldo: [],
        anteriores: ['2026-12-21'],
      }),
    ).toEqual({ situacao: 'Integral', periodoAquisitivo: '2026-12-21' });
  });
});
