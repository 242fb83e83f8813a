import type { AuthContext } from '../../shared/auth-context.ts';
import type { Deps } from './use-cases/comum.ts';
import { consultaUseCases } from './use-cases/consulta.ts';
import { csvColaboradores, csvEmpresas } from './use-cases/csv.ts';
import { fechamentoUseCases } from './use-cases/fechamento.ts';
import { planoUseCases } from './use-cases/planos.ts';

export type FaturamentoDeps = Deps;

/** Nome da empresa para o nome do arquivo: 'Demo Comércio Ltda' → 'demo-comercio-ltda'. */
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'empresa';

/**
 * Faturamento da operadora (spec §2, só empresa 1): planos com vigência de preço, o plano de cada
 * empresa cliente, o extrato do mês (ativos, faixas, valor), o fechamento que o congela, o
 * histórico e a exportação CSV.
 */
export const createFaturamentoService = (deps: Deps) => {
  const consulta = consultaUseCases(deps);

  const csvDoMes = async (auth: AuthContext, competencia: string) => ({
    nomeArquivo: `faturamento-${competencia}.csv`,
    conteudo: csvEmpresas(competencia, await consulta.empresasDoMes(auth, competencia)),
  });

  const csvDoExtrato = async (auth: AuthContext, q: { competencia: string; empresaId: number }) => {
    const e = await consulta.extrato(auth, q);
    const pessoas = await (await consulta.faturados(auth, q)).todos();
    return {
      nomeArquivo: `faturamento-${q.competencia}-${slug(e.empresaNome)}.csv`,
      conteudo: csvColaboradores(q.competencia, e, pessoas),
    };
  };

  return {
    planos: planoUseCases(deps),
    ...consulta,
    ...fechamentoUseCases(deps),
    csvDoMes,
    csvDoExtrato,
  };
};
export type FaturamentoService = ReturnType<typeof createFaturamentoService>;
