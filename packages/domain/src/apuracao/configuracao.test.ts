import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_PADRAO, resolverConfiguracao } from './configuracao.ts';
import { parametrosDe } from './parametros.ts';

describe('configuração (CFG-DEFAULT de legal-br.md §2.0)', () => {
  it('padrão: urbano, 5/10 em todas, compensação no dia, Súmula 60, 120 a 50 % e 100 %, 11 h entre jornadas', () => {
    expect(CONFIGURACAO_PADRAO).toEqual({
      tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas', compensarNoDia: true },
      noturno: { regime: 'urbano', prorrogacao: true },
      extras: {
        faixas: [{ ateMinutos: 120, percentual: 50 }, { percentual: 100 }],
        domingoFeriado: 100,
      },
      intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
      regime12x36: false,
      interjornada: { minima: 660 },
      limites: { extrasDiarias: 120, diarioBanco: 600 },
      dsr: { atrasoPerdeDsr: false },
      bancoHoras: null,
    });
  });

  it('sem sobreposição devolve o próprio padrão', () => {
    expect(resolverConfiguracao()).toBe(CONFIGURACAO_PADRAO);
    expect(resolverConfiguracao({})).toEqual(CONFIGURACAO_PADRAO);
  });

  it('merge profundo: só a chave informada muda', () => {
    const c = resolverConfiguracao({
      tolerancia: { escopo: 'extremos' },
      noturno: { regime: 'rural-lavoura' },
    });
    expect(c.tolerancia).toEqual({
      porMarcacao: 5,
      diaria: 10,
      escopo: 'extremos',
      compensarNoDia: true,
    });
    expect(c.noturno).toEqual({ regime: 'rural-lavoura', prorrogacao: true });
    expect(CONFIGURACAO_PADRAO.tolerancia.escopo).toBe('todas');
  });

  it('listas substituem a padrão e o banco liga com um objeto', () => {
    const c = resolverConfiguracao({
      extras: { faixas: [{ percentual: 60 }] },
      bancoHoras: { ativo: true },
    });
    expect(c.extras).toEqual({ faixas: [{ percentual: 60 }], domingoFeriado: 100 });
    expect(c.bancoHoras).toEqual({ ativo: true });
  });

  it('12x36 desliga a prorrogação da Súmula 60 mesmo com a chave ligada', () => {
    expect(parametrosDe(resolverConfiguracao({ regime12x36: true })).prorrogacao).toBe(false);
    expect(parametrosDe(CONFIGURACAO_PADRAO).prorrogacao).toBe(true);
  });

  it('parâmetros: faixas em sétimos e percentuais de saída sem repetição', () => {
    const p = parametrosDe(resolverConfiguracao({ extras: { domingoFeriado: 100 } }));
    expect(p.limitesFaixa).toEqual([840, Number.POSITIVE_INFINITY]);
    expect(p.percentuais).toEqual([50, 100]);
    expect(p.posicaoDomingoFeriado).toBe(1);
  });
});
