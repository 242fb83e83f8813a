import type {
  AlocacaoVigencia,
  BaseRegras,
  DesignacaoPadrao,
  TipoRegraCalculo,
  VersaoRegraCalculo,
} from '@jornada/domain';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { algumId } from '../../../db/lista.ts';
import type { Escopo } from '../../../shared/escopo.ts';
import { listConvencoesDosColaboradores } from '../../cadastro/index.ts';
import { alocacaoRegra } from '../alocacao/alocacao-regra.table.ts';
import {
  regraCalculoRepository,
  type VersaoRegraCalculoRow,
} from '../calculo/regra-calculo.repository.ts';
import {
  type PadraoRow,
  paraVersaoDominio,
  type RegraPontoVersaoRow,
  regraPontoRepository,
} from './regra-ponto.repository.ts';

export const paraVersaoCalculo = (v: VersaoRegraCalculoRow): VersaoRegraCalculo =>
  ({
    regraId: v.regraId,
    tipo: v.tipo as TipoRegraCalculo,
    versao: v.versao,
    vigenciaInicio: v.vigenciaInicio,
    parametros: v.parametros,
  }) as VersaoRegraCalculo;

export const paraDesignacao = (p: PadraoRow): DesignacaoPadrao => ({
  regraPontoId: p.regraPontoId,
  vigenciaInicio: p.vigenciaInicio,
  versao: p.id,
});

/** Ids das regras de cálculo escolhidas em qualquer versão das regras de ponto. */
const regrasReferidas = (versoes: readonly RegraPontoVersaoRow[]) => [
  ...new Set(versoes.flatMap((v) => Object.values(v.regras) as number[])),
];

/**
 * Carrega do banco o que a resolução de regras precisa, uma consulta por tabela: alocações
 * ativas dos colaboradores no período, regras padrão da empresa, versões das regras de ponto
 * envolvidas (e as escolhas de cada versão) e versões das regras de cálculo escolhidas.
 */
export const regraVigenteRepository = ({ db, empresaId }: Escopo) => {
  const pontoRepo = regraPontoRepository({ db, empresaId });
  const calculoRepo = regraCalculoRepository({ db, empresaId });

  const alocacoes = async (
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
  ): Promise<AlocacaoVigencia[]> => {
    if (usuarioIds.length === 0) return [];
    const rows = await db
      .select({
        usuarioId: alocacaoRegra.usuarioId,
        regraPontoId: alocacaoRegra.regraPontoId,
        dataInicio: alocacaoRegra.dataInicio,
        dataFim: alocacaoRegra.dataFim,
      })
      .from(alocacaoRegra)
      .where(
        and(
          eq(alocacaoRegra.empresaId, empresaId),
          algumId(alocacaoRegra.usuarioId, usuarioIds),
          eq(alocacaoRegra.status, 'ativa'),
          lte(alocacaoRegra.dataInicio, fim),
          or(isNull(alocacaoRegra.dataFim), gte(alocacaoRegra.dataFim, inicio)),
        ),
      );
    return rows;
  };

  /** Base para resolver: colaboradores em [inicio, fim] e/ou regras de ponto específicas. */
  const carregar = async (o: {
    usuarioIds?: readonly number[];
    inicio: string;
    fim: string;
    regraPontoIds?: readonly number[];
  }): Promise<BaseRegras & { versoesPonto: RegraPontoVersaoRow[] }> => {
    const [aloc, padroes, convencoes] = await Promise.all([
      alocacoes(o.usuarioIds ?? [], o.inicio, o.fim),
      pontoRepo.padroes(),
      // Convenção coletiva do sindicato de cada pessoa: regra explícita > CCT > padrão legal.
      listConvencoesDosColaboradores({ db, empresaId }, o.usuarioIds ?? [], o.inicio, o.fim),
    ]);
    const idsPonto = new Set([
      ...aloc.map((a) => a.regraPontoId),
      ...padroes.map((p) => p.regraPontoId),
      ...(o.regraPontoIds ?? []),
    ]);
    const versoesPonto = await pontoRepo.versoes([...idsPonto]);
    const versoesCalculo = await calculoRepo.versoesDeRegras(regrasReferidas(versoesPonto));
    return {
      alocacoes: aloc,
      padroes: padroes.map(paraDesignacao),
      regrasPonto: versoesPonto.map(paraVersaoDominio),
      regrasCalculo: versoesCalculo.map(paraVersaoCalculo),
      convencoes,
      versoesPonto,
    };
  };

  return { carregar };
};
