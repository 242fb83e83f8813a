import { describe, expect, it } from 'vitest';
import {
  ANTECEDENCIA_RENOVACAO_MS,
  atrasoAteRenovar,
  deveRenovar,
  deveRenovarNaAtividade,
} from './renovacao.ts';

const AGORA = Date.parse('2026-11-22T09:00:00-03:00');
const MIN = 60_000;

describe('renovação da sessão (spec §4, §7)', () => {
  it('agenda a renovação 11 minutos antes de expirar, antes do aviso de 10 minutos', () => {
    expect(ANTECEDENCIA_RENOVACAO_MS).toBe(11 * MIN);
    expect(atrasoAteRenovar(AGORA + 60 * MIN, AGORA)).toBe(49 * MIN);
    expect(atrasoAteRenovar(AGORA + 5 * MIN, AGORA)).toBe(0);
  });

  it.each([
    {
      descricao: 'houve atividade com este token: renova',
      ultimaAtividade: AGORA + MIN,
      agora: AGORA + 49 * MIN,
      esperado: true,
    },
    {
      descricao: 'sem atividade desde o token: não renova (sessão ociosa expira)',
      ultimaAtividade: AGORA - MIN,
      agora: AGORA + 49 * MIN,
      esperado: false,
    },
    {
      descricao: 'token já vencido: não renova',
      ultimaAtividade: AGORA + MIN,
      agora: AGORA + 60 * MIN,
      esperado: false,
    },
  ])('$descricao', ({ ultimaAtividade, agora, esperado }) => {
    expect(deveRenovar({ desde: AGORA, ultimaAtividade, expiraEm: AGORA + 60 * MIN, agora })).toBe(
      esperado,
    );
  });

  it.each([
    { descricao: 'atividade a 3 minutos do fim renova', restante: 3 * MIN, esperado: true },
    { descricao: 'atividade longe do fim não renova', restante: 30 * MIN, esperado: false },
    { descricao: 'atividade depois do fim não renova', restante: -1, esperado: false },
  ])('$descricao', ({ restante, esperado }) => {
    expect(deveRenovarNaAtividade(AGORA + restante, AGORA)).toBe(esperado);
  });
});
