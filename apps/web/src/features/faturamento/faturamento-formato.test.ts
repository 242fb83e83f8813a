import { describe, expect, it } from 'vitest';
import {
  competenciaAnterior,
  descreverFaixa,
  formatarCentavos,
  reaisParaCentavos,
} from './faturamento-formato.ts';

describe('formatos do faturamento', () => {
  it.each([
    ['9,90', 990],
    ['9,9', 990],
    ['10', 1000],
    ['1.299,90', 129_990],
    ['R$ 0,05', 5],
    ['', null],
    ['9,999', null],
    ['-1', null],
    ['abc', null],
  ])("'%s' em reais é %s centavos", (texto, centavos) => {
    expect(reaisParaCentavos(texto)).toBe(centavos);
  });

  it('centavos em reais e faixas por extenso', () => {
    expect(formatarCentavos(51_170)).toBe('R$ 511,70');
    expect(formatarCentavos(null)).toBe('—');
    expect(descreverFaixa(1, 50)).toBe('de 1 a 50');
    expect(descreverFaixa(51, null)).toBe('acima de 50');
    expect(descreverFaixa(1, null)).toBe('qualquer quantidade');
  });

  it('o mês faturado é o anterior (janeiro volta para dezembro do ano anterior)', () => {
    expect(competenciaAnterior(new Date(2026, 10, 16))).toBe('2026-10');
    expect(competenciaAnterior(new Date(2027, 0, 5))).toBe('2026-12');
  });
});
