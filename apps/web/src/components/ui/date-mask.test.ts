import { describe, expect, it } from 'vitest';
import { lerDataDigitada, mascararData } from './date-mask.ts';

describe('mascararData (DD/MM/AAAA)', () => {
  it.each([
    { descricao: 'dia parcial', entrada: '2', esperado: '2' },
    { descricao: 'dia completo', entrada: '22', esperado: '22' },
    { descricao: 'barra depois do dia', entrada: '221', esperado: '22/1' },
    { descricao: 'barra depois do mês', entrada: '22112', esperado: '22/11/2' },
    { descricao: 'data completa', entrada: '22112026', esperado: '22/11/2026' },
    {
      descricao: 'ignora letras e barras digitadas',
      entrada: '22/a11/2026',
      esperado: '22/11/2026',
    },
    { descricao: 'no máximo oito dígitos', entrada: '221120261', esperado: '22/11/2026' },
    { descricao: 'colado com hífens', entrada: '22-11-2026', esperado: '22/11/2026' },
  ])('$descricao: $entrada → $esperado', ({ entrada, esperado }) => {
    expect(mascararData(entrada)).toBe(esperado);
  });
});

describe('lerDataDigitada', () => {
  it.each([
    { descricao: 'vazia', texto: '', esperado: { tipo: 'vazia' } },
    { descricao: 'incompleta', texto: '22/11/20', esperado: { tipo: 'incompleta' } },
    { descricao: 'válida', texto: '22/11/2026', esperado: { tipo: 'valida', iso: '2026-11-22' } },
    {
      descricao: '29/02 em ano bissexto',
      texto: '29/02/2028',
      esperado: { tipo: 'valida', iso: '2028-02-29' },
    },
    { descricao: '31/02 não existe', texto: '31/02/2026', esperado: { tipo: 'invalida' } },
    { descricao: 'mês 13 não existe', texto: '01/13/2026', esperado: { tipo: 'invalida' } },
    { descricao: 'dia zero não existe', texto: '00/11/2026', esperado: { tipo: 'invalida' } },
  ])('$descricao', ({ texto, esperado }) => {
    expect(lerDataDigitada(texto)).toMatchObject(esperado);
  });

  it('respeita o intervalo permitido', () => {
    const limites = { minDate: '2026-11-10', maxDate: '2026-11-20' };
    expect(lerDataDigitada('09/11/2026', limites)).toMatchObject({ tipo: 'invalida' });
    expect(lerDataDigitada('21/11/2026', limites)).toMatchObject({ tipo: 'invalida' });
    expect(lerDataDigitada('10/11/2026', limites)).toEqual({ tipo: 'valida', iso: '2026-11-10' });
  });
});
