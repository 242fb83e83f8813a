import { describe, expect, it } from 'vitest';
import { gerarMarcacoesDemo } from './demo-marcacoes.ts';

// Dados de demonstração realistas (issue #12, item 16): o ruído de relógio não pode virar
// intervalo suprimido em um dia a cada três; intervalo curto é exceção.
describe('marcações da demo', () => {
  const agora = new Date('2026-11-16T12:00:00-03:00');
  const pessoas = Array.from({ length: 30 }, (_, i) => ({
    usuarioId: i + 1,
    cpf: String(10_000_000_000 + i),
    jornada: (['comercial', 'seisPorUm', 'noturno'] as const)[i % 3]!,
  }));

  it('o intervalo de quem marcou os quatro horários nunca fica abaixo do da escala', () => {
    const porDia = new Map<string, number[]>();
    for (const m of gerarMarcacoesDemo(pessoas, agora)) {
      const chave = `${m.usuarioId}|${m.data}`;
      porDia.set(chave, [...(porDia.get(chave) ?? []), m.instante.getTime()]);
    }
    const intervalos = [...porDia.values()]
      .filter((d) => d.length === 4)
      .map(([, saida, volta]) => (volta! - saida!) / 60_000);
    expect(intervalos.length).toBeGreaterThan(500);
    expect(Math.min(...intervalos)).toBeGreaterThanOrEqual(60);
  });
});
