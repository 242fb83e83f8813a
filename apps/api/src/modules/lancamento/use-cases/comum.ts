import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import type { ApuracaoService } from '../../apuracao/index.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { hojeDaEmpresa } from '../../escala-nucleo/index.ts';
import { paraAuditoria } from '../lancamento.mapper.ts';
import { type LancamentoComPeriodos, lancamentoRepository } from '../lancamento.repository.ts';

/** O que o módulo lê de um dia da escala: a data e, se houver, o feriado. */
type JornadaDia = { data: string; feriado: unknown };

/** Jornada prevista de um lote (`createEscalaService(...).jornadaEfetivaPeriodo`). */
export type JornadaEfetivaPeriodo = (
  empresaId: number,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<Map<number, readonly JornadaDia[]>>;

/**
 * O que o módulo recebe do `buildApp`: o banco, o relógio, a escala (feriados e dias de repouso de
 * cada pessoa) e a apuração (faltas injustificadas do espelho, CLT art. 130).
 */
export type Deps = {
  db: Db;
  clock: () => Date;
  jornadaEfetivaPeriodo: JornadaEfetivaPeriodo;
  apuracao: Pick<ApuracaoService, 'calcularEspelhos'>;
};

export const repo = (d: Db | Tx, auth: AuthContext) =>
  lancamentoRepository({ db: d, empresaId: auth.empresaId });

export const hoje = (d: Db | Tx, auth: AuthContext, clock: () => Date) =>
  hojeDaEmpresa({ db: d, empresaId: auth.empresaId }, clock);

/** O lançamento, ou 404 (de outra empresa também "não existe"). */
export const exigirLancamento = async (d: Db | Tx, auth: AuthContext, id: number) => {
  const l = await repo(d, auth).find(id);
  if (!l) throw naoEncontrado('Lançamento');
  return l;
};

/** Trilha de auditoria na transação da mudança (quem, quando, antes, depois). */
export const auditar = (
  tx: Tx,
  auth: AuthContext,
  em: Date,
  v: {
    id: number;
    acao: string;
    antes: LancamentoComPeriodos | null;
    depois: LancamentoComPeriodos;
  },
) =>
  registrarAuditoria(tx, {
    empresaId: auth.empresaId,
    ator: atorDe(auth),
    entidade: 'lancamento',
    entidadeId: v.id,
    acao: v.acao,
    antes: v.antes ? paraAuditoria(v.antes) : null,
    depois: paraAuditoria(v.depois),
    em,
  });
