import { describe, expect, it } from 'vitest';
import { cnpjValido, completarCnpj, cpfValido, pisValido } from './documentos.ts';

describe('documentos: dígitos verificadores', () => {
  it('completa o CNPJ a partir dos 12 primeiros dígitos e o confere', () => {
    expect(completarCnpj('11.222.333/0001')).toBe('11222333000181');
    expect(completarCnpj('112223330001')).toBe('11222333000181');
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11.222.333/0001-82')).toBe(false);
    expect(cnpjValido('11111111111111')).toBe(false);
    expect(cnpjValido('1122233300018')).toBe(false);
  });

  it('confere CPF e PIS', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(pisValido('120.56554.22-6')).toBe(true);
    expect(pisValido('12056554223')).toBe(false);
  });
});
