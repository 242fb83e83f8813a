import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_PADRAO } from '../apuracao/configuracao.ts';
import { convencaoNaData, mesclarComConvencao } from './convencao.ts';
import type { BaseRegras } from './tipos.ts';
import { createResolvedorDeRegras } from './vigencia.ts';

const cct = (
  convencaoId: number,
  vigenciaInicio: string,
  vigenciaFim: string | null,
  porMarcacao: number,
) => ({
  convencaoId,
  vigenciaInicio,
  vigenciaFim,
  parametros: { tolerancia: { porMarcacao, diaria: 20 }, domingo: { percentual: 150 } },
});

describe('precedência: regra explícita > CCT vigente > padrão legal', () => {
  it('campo gravado na regra vence o da CCT; o que a regra não gravou vem da CCT', () => {
    const r = mesclarComConvencao(
      { tolerancia: { porMarcacao: 3 } },
      { tolerancia: { porMarcacao: 10, diaria: 20 }, domingo: { percentual: 150 } },
    );
    expect(r).toEqual({
      tolerancia: { porMarcacao: 3, diaria: 20 },
      domingo: { percentual: 150 },
    });
  });

  it('faixas de extras da regra substituem as da CCT inteiras (listas não se mesclam)', () => {
    const r = mesclarComConvencao(
      { horaPositivaFaixas: { faixas: [{ percentual: 50 }] } },
      {
        horaPositivaFaixas: { faixas: [{ ateMinutos: 120, percentual: 60 }, { percentual: 100 }] },
      },
    );
    expect(r.horaPositivaFaixas?.faixas).toEqual([{ percentual: 50 }]);
  });

  it('sem CCT a regra fica como está', () => {
    const regra = { falta: { atrasoPerdeDsr: true } };
    expect(mesclarComConvencao(regra, undefined)).toBe(regra);
  });
});

describe('convenção em vigor na data', () => {
  const lista = [cct(1, '2025-01-01', '2025-12-31', 10), cct(2, '2026-03-01', null, 15)];
  it('escolhe a que cobre a data; fora de todas, nenhuma', () => {
    expect(convencaoNaData(lista, '2025-06-10')?.convencaoId).toBe(1);
    expect(convencaoNaData(lista, '2026-02-10')).toBeUndefined();
    expect(convencaoNaData(lista, '2026-03-01')?.convencaoId).toBe(2);
  });
  it('sobrepostas: vale a de início mais recente', () => {
    const sobrepostas = [cct(1, '2025-01-01', null, 10), cct(2, '2025-07-01', null, 15)];
    expect(convencaoNaData(sobrepostas, '2025-06-30')?.convencaoId).toBe(1);
    expect(convencaoNaData(sobrepostas, '2025-07-01')?.convencaoId).toBe(2);
  });
});

describe('resolvedor com convenção coletiva', () => {
  const base: BaseRegras = {
    regrasCalculo: [
      {
        regraId: 9,
        tipo: 'tolerancia',
        versao: 1,
        vigenciaInicio: '2024-01-01',
        parametros: { porMarcacao: 2 },
      },
    ],
    regrasPonto: [
      { regraPontoId: 1, versao: 1, vigenciaInicio: '2024-01-01', regras: {} },
      { regraPontoId: 2, versao: 1, vigenciaInicio: '2024-01-01', regras: { tolerancia: 9 } },
    ],
    padroes: [{ regraPontoId: 1, vigenciaInicio: '2024-01-01', versao: 1 }],
    alocacoes: [{ usuarioId: 20, regraPontoId: 2, dataInicio: '2024-01-01', dataFim: null }],
    convencoes: [
      { usuarioId: 10, ...cct(5, '2026-11-10', null, 10) },
      { usuarioId: 20, ...cct(5, '2026-11-10', null, 10) },
    ],
  };
  const r = createResolvedorDeRegras(base);

  it('antes da vigência vale o padrão legal; a partir dela, a CCT', () => {
    expect(r.resolverNoDia(10, '2026-11-09').configuracao.tolerancia.porMarcacao).toBe(
      CONFIGURACAO_PADRAO.tolerancia.porMarcacao,
    );
    const depois = r.resolverNoDia(10, '2026-11-10').configuracao;
    expect(depois.tolerancia.porMarcacao).toBe(10);
    expect(depois.tolerancia.diaria).toBe(20);
    expect(depois.extras.domingoFeriado).toBe(150);
  });

  it('a regra alocada que escolhe tolerância vence a CCT só no campo gravado', () => {
    const c = r.resolverNoDia(20, '2026-11-15').configuracao;
    expect(c.tolerancia.porMarcacao).toBe(2);
    expect(c.tolerancia.diaria).toBe(20);
    expect(c.extras.domingoFeriado).toBe(150);
  });

  it('o período se parte no início da vigência da CCT', () => {
    const s = r.segmentos(10, '2026-11-01', '2026-11-30');
    expect(s.map((x) => [x.inicio, x.fim])).toEqual([
      ['2026-11-01', '2026-11-09'],
      ['2026-11-10', '2026-11-30'],
    ]);
  });

  it('quem não é do sindicato não muda', () => {
    expect(r.segmentos(30, '2026-11-01', '2026-11-30')).toHaveLength(1);
  });
});
