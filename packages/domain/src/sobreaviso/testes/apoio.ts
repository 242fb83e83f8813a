// Apoio aos testes do sobreaviso: montagem de escalas, acionamentos e conferência de um caso.
import { expect } from 'vitest';
import { apurarSobreaviso } from '../apurar-sobreaviso.ts';
import type { EntradaSobreaviso, TipoSobreaviso } from '../tipos.ts';

export const escala = (inicio: string, fim: string, tipo: TipoSobreaviso = 'sobreaviso') => ({
  inicio,
  fim,
  tipo,
});
export const chamado = (inicio: string, fim: string) => ({ inicio, fim });

export type Esperado = {
  minutosEscala: number;
  minutosAcionados: number;
  minutosRemunerados: number;
  equivalenteNormal: number;
  alertas: string[];
};

export type Caso = {
  descricao: string;
  entrada: EntradaSobreaviso;
  escalas: Esperado[];
  totais: { minutosRemunerados: number; equivalenteNormal: number; minutosAcionados: number };
  alertas: string[];
};

export const e = (
  minutosEscala: number,
  minutosAcionados: number,
  minutosRemunerados: number,
  equivalenteNormal: number,
  alertas: string[] = [],
): Esperado => ({
  minutosEscala,
  minutosAcionados,
  minutosRemunerados,
  equivalenteNormal,
  alertas,
});

/** Confere o resultado de `apurarSobreaviso` com o esperado (frações com ±0,01). */
export const conferir = ({ entrada, escalas, totais, alertas }: Caso): void => {
  const r = apurarSobreaviso(entrada);
  expect(r.escalas).toHaveLength(escalas.length);
  r.escalas.forEach((obtida, i) => {
    const esperada = escalas[i]!;
    expect(obtida).toMatchObject({
      ...entrada.escalas[i],
      ...esperada,
      equivalenteNormal: obtida.equivalenteNormal,
    });
    expect(obtida.equivalenteNormal).toBeCloseTo(esperada.equivalenteNormal, 2);
  });
  expect(r.totais.minutosRemunerados).toBe(totais.minutosRemunerados);
  expect(r.totais.minutosAcionados).toBe(totais.minutosAcionados);
  expect(r.totais.equivalenteNormal).toBeCloseTo(totais.equivalenteNormal, 2);
  expect(r.alertas).toEqual(alertas);
};
