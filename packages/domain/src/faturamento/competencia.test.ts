import { describe, expect, it } from 'vitest';
import {
  competenciaSeguinte,
  intervaloCompetencia,
  isAtivoNaCompetencia,
  isCompetencia,
  vigenteNaCompetencia,
} from './competencia.ts';

describe('competência', () => {
  it.each([
    { c: '2026-02', inicio: '2026-02-01', fim: '2026-02-28' },
    { c: '2028-02', inicio: '2028-02-01', fim: '2028-02-29' },
    { c: '2026-04', inicio: '2026-04-01', fim: '2026-04-30' },
    { c: '2026-12', inicio: '2026-12-01', fim: '2026-12-31' },
  ])('$c vai de $inicio a $fim', ({ c, inicio, fim }) => {
    expect(intervaloCompetencia(c)).toEqual({ inicio, fim });
  });

  it.each(['2026-13', '2026-00', '26-01', '2026-1', '1999-12', '2026-01-01', ''])(
    "'%s' não é competência",
    (c) => {
      expect(isCompetencia(c)).toBe(false);
      expect(() => intervaloCompetencia(c)).toThrow(RangeError);
    },
  );

  it('a seguinte de dezembro é janeiro do ano seguinte', () => {
    expect(competenciaSeguinte('2026-12')).toBe('2027-01');
    expect(competenciaSeguinte('2026-09')).toBe('2026-10');
  });
});

describe('colaborador ativo na competência (faturável)', () => {
  const casos = [
    {
      descricao: 'admitido antes e sem desligamento',
      admissao: '2024-03-01',
      demissao: null,
      ativo: true,
    },
    {
      descricao: 'admitido no último dia do mês',
      admissao: '2026-10-31',
      demissao: null,
      ativo: true,
    },
    {
      descricao: 'admitido no primeiro dia do mês seguinte',
      admissao: '2026-11-01',
      demissao: null,
      ativo: false,
    },
    {
      descricao: 'desligado no primeiro dia do mês',
      admissao: '2024-03-01',
      demissao: '2026-10-01',
      ativo: true,
    },
    {
      descricao: 'desligado no último dia do mês anterior',
      admissao: '2024-03-01',
      demissao: '2026-09-30',
      ativo: false,
    },
    {
      descricao: 'admitido e desligado dentro do mês',
      admissao: '2026-10-10',
      demissao: '2026-10-12',
      ativo: true,
    },
    {
      descricao: 'sem data de admissão (cadastro antigo)',
      admissao: null,
      demissao: null,
      ativo: true,
    },
    {
      descricao: 'desligamento anterior à admissão (dado inconsistente)',
      admissao: '2026-10-10',
      demissao: '2026-10-01',
      ativo: false,
    },
  ] as const;
  it.each(casos)('$descricao', ({ admissao, demissao, ativo }) => {
    expect(isAtivoNaCompetencia({ admissao, demissao }, '2026-10')).toBe(ativo);
  });
});

describe('vigência por competência', () => {
  const versoes = [
    { vigenciaInicio: '2026-01', v: 1 },
    { vigenciaInicio: '2026-07', v: 2 },
    { vigenciaInicio: '2026-07', v: 3 },
    { vigenciaInicio: '2027-01', v: 4 },
  ];
  it.each([
    { c: '2025-12', v: null },
    { c: '2026-01', v: 1 },
    { c: '2026-06', v: 1 },
    { c: '2026-07', v: 3 },
    { c: '2026-12', v: 3 },
    { c: '2027-05', v: 4 },
  ])('em $c vale a versão $v', ({ c, v }) => {
    expect(vigenteNaCompetencia(versoes, c)?.v ?? null).toBe(v);
  });
});
