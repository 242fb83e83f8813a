import type { HistoricoVerba, Leiaute, Verba } from '@jornada/contracts';
import { type QuantidadeApurada, TIPOS_COM_PERCENTUAL } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { type Mudanca, trilhaDaMudanca } from '../../../shared/historico.ts';
import type { ApuracaoService } from '../../apuracao/index.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import {
  type EntidadeHistorico,
  type LeiauteRow,
  type VerbaRow,
  verbaRepository,
} from '../verba.repository.ts';

export type QuantidadesExtras = (
  empresaId: number,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<Map<number, QuantidadeApurada[]>>;

/** Diferença de uma competência refechada levada a outra (módulo `fechamento`). */
export type DiferencaLevada = {
  usuarioId: number;
  codigo: string;
  unidade: 'horas' | 'dias';
  quantidade: number;
  /** Competência de origem, 'YYYY-MM'. */
  origem: string;
};

export type DiferencasDaCompetencia = (
  empresaId: number,
  competencia: string,
  usuarioIds: readonly number[],
) => Promise<DiferencaLevada[]>;

export type Deps = {
  db: Db;
  clock: () => Date;
  /** A apuração do período (módulo `apuracao`): as mesmas quantidades do espelho. */
  apuracao: ApuracaoService;
  /**
   * Quantidades que não saem do espelho (sobreaviso e prontidão, do módulo `sobreaviso`), por
   * pessoa e período; ligadas no `buildApp`. Sem elas, só as do espelho vão para a folha.
   */
  quantidadesExtras?: QuantidadesExtras;
  /**
   * Diferenças de competências refechadas que vão nesta exportação como linhas próprias
   * (módulo `fechamento`, ligado no `buildApp`).
   */
  diferencasDaCompetencia?: DiferencasDaCompetencia;
};

/** Menu do RH que dá acesso a verbas, leiautes e exportação (modules/acesso/recursos.ts). */
export const ROTA_FOLHA = '/dashboard/admin/folha';

export const repo = (d: Db | Tx, auth: AuthContext) =>
  verbaRepository({ db: d, empresaId: auth.empresaId });

export const paraVerba = (r: VerbaRow): Verba => ({
  id: r.id,
  codigo: r.codigo,
  descricao: r.descricao,
  unidade: r.unidade as Verba['unidade'],
  quantidades: r.quantidades.map((q) =>
    TIPOS_COM_PERCENTUAL.includes(q.tipo)
      ? { tipo: q.tipo, percentual: q.percentual ?? null }
      : { tipo: q.tipo },
  ),
  vigenciaInicio: r.vigenciaInicio,
  vigenciaFim: r.vigenciaFim,
  ativo: r.ativo,
  versao: r.versao,
});

export const paraLeiaute = (r: LeiauteRow): Leiaute => ({
  id: r.id,
  nome: r.nome,
  extensao: r.extensao as Leiaute['extensao'],
  definicao: r.definicao as Leiaute['definicao'],
  ativo: r.ativo,
  versao: r.versao,
});

/**
 * Grava a versão no histórico de verbas e leiautes e a trilha de auditoria, na mesma transação
 * da mudança (a versão gravada nunca muda: gatilho `verba_historico_imutavel`).
 */
export const registrarVersao = async (tx: Tx, auth: AuthContext, v: Mudanca<EntidadeHistorico>) => {
  await repo(tx, auth).historico.inserir(v, auth.usuarioId);
  await registrarAuditoria(tx, {
    empresaId: auth.empresaId,
    ator: atorDe(auth),
    entidade: v.entidade === 'verba' ? 'verba' : 'leiaute_exportacao',
    ...trilhaDaMudanca(v),
  });
};

export const historicoDe = (
  d: Db | Tx,
  auth: AuthContext,
  entidade: EntidadeHistorico,
  id: number,
): Promise<HistoricoVerba[]> => repo(d, auth).historico.listar(entidade, id);
