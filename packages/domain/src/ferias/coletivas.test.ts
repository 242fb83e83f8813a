import { describe, expect, it } from 'vitest';
import { conferirFeriasColetivas, efeitoFeriasColetivas, mesesDeServico } from './coletivas.ts';

describe('limites das férias coletivas (CLT art. 139)', () => {
  const base = { inicio: '2026-12-21', dias: 10, avisoEm: '2026-11-16', iniciosJaMarcados: [] };
  it.each([
    { descricao: '10 dias com 15 de aviso: permitidas', entrada: {}, erros: [] },
    {
      descricao: 'menos de 10 dias',
      entrada: { dias: 9 },
      erros: [
        'dias: Nenhum período de férias coletivas pode ter menos de 10 dias corridos (CLT art. 139 §1º).',
      ],
    },
    {
      descricao: 'terceiro período no mesmo ano',
      entrada: { iniciosJaMarcados: ['2026-01-05', '2026-07-06', '2025-12-22'] },
      erros: [
        'inicio: Este grupo já tem 2 períodos de férias coletivas em 2026: no máximo 2 por ano (CLT art. 139 §1º).',
      ],
    },
    {
      descricao: 'aviso com menos de 15 dias',
      entrada: { inicio: '2026-11-30' },
      erros: [
        'inicio: O aviso aos empregados precisa de 15 dias de antecedência (CLT art. 139 §2º): avisando hoje, o início mais cedo é 01/12/2026.',
      ],
    },
  ])('$descricao', ({ entrada, erros }) => {
    expect(
      conferirFeriasColetivas({ ...base, ...entrada }).map((e) => `${e.campo}: ${e.mensagem}`),
    ).toEqual(erros);
  });
});

describe('efeito em cada colaborador (CLT arts. 140 e 146)', () => {
  it('conta meses de serviço com a fração de 15 dias ou mais', () => {
    expect(mesesDeServico('2026-05-15', '2026-12-21')).toBe(7);
    expect(mesesDeServico('2026-05-15', '2026-12-29')).toBe(7);
    expect(mesesDeServico('2026-05-15', '2026-12-30')).toBe(8);
    expect(mesesDeServico('2026-01-31', '2026-02-28')).toBe(1);
  });
  it('menos de 12 meses: proporcionais e novo período aquisitivo no início das coletivas', () => {
    expect(
      efeitoFeriasColetivas({ admissao: '2026-05-15', inicio: '2026-12-21', comSaldo: [] }),
    ).toEqual({
      situacao: 'Proporcional',
      periodoAquisitivo: '2026-05-15',
      diasProporcionais: 17,
      novoPeriodoAquisitivo: '2026-12-21',
    });
  });
  it('12 meses ou mais: o período mais antigo com saldo, senão o último completo', () => {
    const admissao = '2021-08-02';
    expect(
      efeitoFeriasColetivas({
        admissao,
        inicio: '2026-12-21',
        comSaldo: ['2024-08-02', '2025-08-02'],
      }),
    ).toEqual({ situacao: 'Integral', periodoAquisitivo: '2024-08-02' });
    expect(efeitoFeriasColetivas({ admissao, inicio: '2026-12-21', comSaldo: [] })).toEqual({
      situacao: 'Integral',
      periodoAquisitivo: '2025-08-02',
    });
  });
});
