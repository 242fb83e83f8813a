import { describe, expect, it } from 'vitest';
import { avaliarPedidoAVencer, minutosPrevistosRestantes, preverHoraExtra } from './previsao.ts';

const JORNADA = [
  [480, 720],
  [780, 1020],
] as const; // 08:00–12:00 e 13:00–17:00

describe('trabalho previsto que ainda falta', () => {
  it.each([
    { descricao: 'entrada no horário: o dia inteiro', minuto: 480, esperado: 480 },
    { descricao: 'entrada 2 h antes: conta desde a chegada', minuto: 360, esperado: 600 },
    { descricao: 'volta do intervalo às 13:00: a tarde', minuto: 780, esperado: 240 },
    { descricao: 'volta do intervalo às 12:30: desde a volta', minuto: 750, esperado: 270 },
    { descricao: 'depois da saída prevista: nada', minuto: 1030, esperado: 0 },
  ])('$descricao', ({ minuto, esperado }) => {
    expect(minutosPrevistosRestantes(JORNADA, minuto)).toBe(esperado);
  });
});

describe('hora extra prevista na entrada (art. 59)', () => {
  it('saída prevista com exatas 2 h extras não avisa', () => {
    expect(preverHoraExtra(600, 480, 1020)).toBeNull();
  });
  it('2 h 01 previstas avisam que vai passar do limite', () => {
    expect(preverHoraExtra(601, 480, 1020)).toMatchObject({
      tipo: 'horaExtraProxima',
      lei: 'CLT art. 59',
      descricao: expect.stringContaining('(17:00), serão 02h01'),
    });
  });
  it('sem jornada prevista (folga) não há previsão', () => {
    expect(preverHoraExtra(700, 0, 0)).toBeNull();
  });
});

describe('pedido a vencer sem decisão', () => {
  const base = { limiteDias: 3, descricaoPedido: 'Pedido de férias', lei: 'CLT art. 135' };
  it.each([
    { diasParaInicio: 4, trecho: null },
    { diasParaInicio: 3, trecho: 'começa em 3 dia(s)' },
    { diasParaInicio: 0, trecho: 'começa hoje' },
    { diasParaInicio: -2, trecho: 'começou há 2 dia(s)' },
  ])('a $diasParaInicio dias do início', ({ diasParaInicio, trecho }) => {
    const c = avaliarPedidoAVencer({ ...base, diasParaInicio });
    if (trecho === null) expect(c).toBeNull();
    else expect(c?.descricao).toBe(`Pedido de férias ${trecho} e ainda não foi decidido`);
  });
});
