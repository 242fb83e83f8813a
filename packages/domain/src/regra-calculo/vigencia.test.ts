import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_PADRAO } from '../apuracao/configuracao.ts';
import type { BaseRegras } from './tipos.ts';
import { createResolvedorDeRegras, versaoVigente } from './vigencia.ts';

/** Tolerância 5/10 desde 2024; trocada para 10/20 a partir de 2026-11-16 (versão 2). */
const base: BaseRegras = {
  regrasCalculo: [
    {
      regraId: 1,
      tipo: 'tolerancia',
      versao: 1,
      vigenciaInicio: '2024-01-01',
      parametros: { porMarcacao: 5, diaria: 10 },
    },
    {
      regraId: 1,
      tipo: 'tolerancia',
      versao: 2,
      vigenciaInicio: '2026-11-16',
      parametros: { porMarcacao: 10, diaria: 20 },
    },
    {
      regraId: 2,
      tipo: 'domingo',
      versao: 1,
      vigenciaInicio: '2024-01-01',
      parametros: { percentual: 150 },
    },
  ],
  regrasPonto: [
    { regraPontoId: 10, versao: 1, vigenciaInicio: '2024-01-01', regras: { tolerancia: 1 } },
    { regraPontoId: 20, versao: 1, vigenciaInicio: '2024-01-01', regras: { domingo: 2 } },
  ],
  padroes: [{ regraPontoId: 20, vigenciaInicio: '2024-01-01', versao: 1 }],
  alocacoes: [{ usuarioId: 7, regraPontoId: 10, dataInicio: '2024-01-01', dataFim: null }],
};

describe('vigência das regras', () => {
  it('versão vigente: maior início até a data; no mesmo início, a mais recente', () => {
    const v = [
      { vigenciaInicio: '2024-01-01', versao: 1 },
      { vigenciaInicio: '2026-01-01', versao: 2 },
      { vigenciaInicio: '2026-01-01', versao: 3 },
    ];
    expect(versaoVigente(v, '2025-12-31')?.versao).toBe(1);
    expect(versaoVigente(v, '2026-01-01')?.versao).toBe(3);
    expect(versaoVigente(v, '2023-06-01')?.versao).toBe(1);
    expect(versaoVigente([], '2023-06-01')).toBeUndefined();
  });

  it('recalcular o mês passado usa a regra em vigor então, não a alterada hoje', () => {
    const r = createResolvedorDeRegras(base);
    expect(r.resolverNoDia(7, '2026-10-15').configuracao.tolerancia.porMarcacao).toBe(5);
    expect(r.resolverNoDia(7, '2026-11-16').configuracao.tolerancia.porMarcacao).toBe(10);
  });

  it('sem alocação vale a regra padrão da empresa; sem padrão, CFG-DEFAULT', () => {
    const r = createResolvedorDeRegras(base);
    expect(r.resolverNoDia(8, '2026-10-15')).toMatchObject({ regraPontoId: 20 });
    expect(r.resolverNoDia(8, '2026-10-15').configuracao.extras.domingoFeriado).toBe(150);
    const semPadrao = createResolvedorDeRegras({ ...base, padroes: [] });
    expect(semPadrao.resolverNoDia(8, '2026-10-15')).toMatchObject({
      regraPontoId: null,
      configuracao: CONFIGURACAO_PADRAO,
    });
  });

  it('segmentos: um trecho por regra diferente dentro do período', () => {
    const r = createResolvedorDeRegras({
      ...base,
      alocacoes: [
        { usuarioId: 7, regraPontoId: 10, dataInicio: '2024-01-01', dataFim: '2026-11-05' },
        { usuarioId: 7, regraPontoId: 20, dataInicio: '2026-11-06', dataFim: '2026-11-10' },
        { usuarioId: 7, regraPontoId: 10, dataInicio: '2026-11-11', dataFim: null },
      ],
    });
    const s = r.segmentos(7, '2026-11-01', '2026-11-30');
    expect(s.map(({ inicio, fim, regraPontoId }) => ({ inicio, fim, regraPontoId }))).toEqual([
      { inicio: '2026-11-01', fim: '2026-11-05', regraPontoId: 10 },
      { inicio: '2026-11-06', fim: '2026-11-10', regraPontoId: 20 },
      { inicio: '2026-11-11', fim: '2026-11-15', regraPontoId: 10 },
      { inicio: '2026-11-16', fim: '2026-11-30', regraPontoId: 10 },
    ]);
    expect(s[0]!.configuracao).toBe(s[2]!.configuracao);
    expect(s[3]!.configuracao.tolerancia.diaria).toBe(20);
  });

  it('período sem mudança: um só trecho', () => {
    const r = createResolvedorDeRegras(base);
    expect(r.segmentos(7, '2026-10-01', '2026-10-31')).toHaveLength(1);
  });
});
