import { describe, expect, it } from 'vitest';
import { emSilencio, minutosAteEntrega } from './entrega.ts';
import {
  avaliarAtraso,
  avaliarAusencia,
  avaliarCerca,
  avaliarDescansoSemanal,
  avaliarHoraExtra,
  avaliarInterjornada,
  avaliarIntervalo,
  avaliarPendencia,
  intervaloMinimo,
} from './regras.ts';

describe('interjornada (CLT art. 66)', () => {
  it('exatas 11 horas de descanso não geram alerta', () => {
    expect(avaliarInterjornada(660)).toBeNull();
  });
  it('10 h 59 de descanso gera alerta citando o art. 66', () => {
    const a = avaliarInterjornada(659);
    expect(a?.tipo).toBe('interjornada');
    expect(a?.lei).toBe('CLT art. 66');
    expect(a?.descricao).toContain('10h59');
  });
});

describe('atraso (art. 58 §1º)', () => {
  it('chegar exatamente no fim da tolerância não é atraso', () => {
    expect(avaliarAtraso(480, 490, 10)).toBeNull();
  });
  it('um minuto além da tolerância é atraso', () => {
    expect(avaliarAtraso(480, 491, 10)).toMatchObject({ tipo: 'atraso', medido: 11 });
  });
});

describe('hora extra (art. 59)', () => {
  it('exatas 2 horas extras avisam que está próximo, não excedido', () => {
    expect(avaliarHoraExtra(600, 480, 30)?.tipo).toBe('horaExtraProxima');
  });
  it('2 h 01 de extras excede o limite', () => {
    expect(avaliarHoraExtra(601, 480, 30)).toMatchObject({
      tipo: 'horaExtraExcedida',
      lei: 'CLT art. 59',
    });
  });
  it('antes da antecedência não avisa', () => {
    expect(avaliarHoraExtra(569, 480, 30)).toBeNull();
    expect(avaliarHoraExtra(570, 480, 30)?.tipo).toBe('horaExtraProxima');
  });
  it('antecedência zero só avisa quando excede', () => {
    expect(avaliarHoraExtra(600, 480, 0)).toBeNull();
  });
});

describe('repouso semanal (art. 67, OJ 410)', () => {
  it('seis dias seguidos ainda estão dentro da lei', () => {
    expect(avaliarDescansoSemanal(6)).toBeNull();
  });
  it('o sétimo dia seguido gera alerta citando a OJ 410', () => {
    expect(avaliarDescansoSemanal(7)?.lei).toContain('OJ 410');
  });
});

describe('intervalo (art. 71)', () => {
  it('jornada de mais de 6 h exige 1 hora', () => {
    expect(intervaloMinimo(481)).toBe(60);
    expect(avaliarIntervalo(60, 480)).toBeNull();
    expect(avaliarIntervalo(59, 480)?.tipo).toBe('intervaloCurto');
  });
  it('jornada de exatas 6 h exige só 15 min; de 4 h, nenhum', () => {
    expect(intervaloMinimo(360)).toBe(15);
    expect(avaliarIntervalo(15, 360)).toBeNull();
    expect(avaliarIntervalo(14, 360)?.medido).toBe(14);
    expect(intervaloMinimo(240)).toBe(0);
  });
});

describe('cerca, ausência e pendência', () => {
  it('marcação fora da cerca gera alerta; dentro, não', () => {
    expect(avaliarCerca(true)?.tipo).toBe('foraDaCerca');
    expect(avaliarCerca(false)).toBeNull();
    expect(avaliarCerca(undefined)).toBeNull();
  });
  it('ausência só depois do limite e sem marcação', () => {
    expect(avaliarAusencia(480, 509, 30, false)).toBeNull();
    expect(avaliarAusencia(480, 510, 30, false)?.tipo).toBe('marcacaoAusente');
    expect(avaliarAusencia(480, 600, 30, true)).toBeNull();
  });
  it('pendência a partir do limite de dias', () => {
    expect(avaliarPendencia(2, 3, 'Tratamento')).toBeNull();
    expect(avaliarPendencia(3, 3, 'Tratamento')?.descricao).toBe('Tratamento pendente há 3 dias');
  });
});

describe('silêncio e resumo', () => {
  const noite = { inicio: 22 * 60, fim: 7 * 60 };
  it('a janela que atravessa a meia-noite silencia dos dois lados', () => {
    expect(emSilencio(23 * 60, noite)).toBe(true);
    expect(emSilencio(6 * 60 + 59, noite)).toBe(true);
    expect(emSilencio(7 * 60, noite)).toBe(false);
    expect(emSilencio(12 * 60, null)).toBe(false);
  });
  it('no silêncio espera até o fim da janela; fora dele entrega já', () => {
    expect(minutosAteEntrega(23 * 60, noite, null)).toBe(8 * 60);
    expect(minutosAteEntrega(12 * 60, noite, null)).toBe(0);
  });
  it('o resumo diário espera o horário do resumo', () => {
    expect(minutosAteEntrega(10 * 60, null, { horario: 18 * 60 })).toBe(8 * 60);
    expect(minutosAteEntrega(19 * 60, null, { horario: 18 * 60 })).toBe(23 * 60);
  });
  it('resumo que cai no silêncio sai no fim da janela', () => {
    expect(
      minutosAteEntrega(12 * 60, { inicio: 17 * 60, fim: 19 * 60 }, { horario: 18 * 60 }),
    ).toBe(7 * 60);
  });
});
