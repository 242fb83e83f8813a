import { describe, expect, it } from 'vitest';
import { findMunicipio, findMunicipioPorNome, listMunicipios, listPaises, UFS } from './index.ts';

describe('@jornada/ibge', () => {
  it('traz os 5.570 municípios, cada um numa das 27 UFs', () => {
    const todos = listMunicipios();
    expect(todos).toHaveLength(5570);
    expect(new Set(todos.map((m) => m.uf)).size).toBe(27);
    expect(todos.every((m) => /^\d{7}$/.test(String(m.codigo)))).toBe(true);
  });

  it('acha o município pelo código e pelo nome (sem acento) na UF certa', () => {
    expect(findMunicipio(3550308)).toEqual({ codigo: 3550308, nome: 'São Paulo', uf: 'SP' });
    expect(findMunicipio(9999999)).toBeUndefined();
    expect(findMunicipioPorNome('SP', '  sao   PAULO ')?.codigo).toBe(3550308);
    expect(findMunicipioPorNome('RJ', 'São Paulo')).toBeUndefined();
    expect(findMunicipioPorNome('DF', 'Brasília')?.codigo).toBe(5300108);
  });

  it('tem as UFs com o código IBGE e os países da ISO 3166', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS.find((u) => u.sigla === 'SP')?.codigo).toBe(35);
    expect(listPaises().find((p) => p.codigo === 76)).toEqual({
      codigo: 76,
      sigla: 'BR',
      nome: 'Brasil',
    });
  });
});
