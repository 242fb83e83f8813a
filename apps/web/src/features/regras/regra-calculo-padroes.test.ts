import { validarParametros } from '@jornada/contracts';
import { describe, expect, it } from 'vitest';
import { TIPOS } from './campos-regra.ts';
import { PADROES } from './regra-calculo-form.tsx';
import type { TipoRegraCalculo } from './tipos-regra.ts';

describe('valores propostos numa regra de cálculo nova', () => {
  // Sem isso o RH não cria uma hora positiva (nem um descanso obrigatório) sem mexer em campos
  // que não quer mudar: o formulário recusava "informe se as horas extras exigem autorização".
  it.each(Object.keys(TIPOS) as TipoRegraCalculo[])(
    '%s: os campos do tipo já são válidos',
    (tipo) => {
      const parametros = Object.fromEntries(
        TIPOS[tipo].campos.map((c) => [c.nome, PADROES[tipo][c.nome]]),
      );
      expect(validarParametros(tipo, parametros)).toMatchObject({ ok: true });
    },
  );
});
