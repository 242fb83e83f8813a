import { addDias } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { campoInvalido, dataBr, regraArquivamentoRepository } from '../calculo/index.ts';
import { regraPontoRepository } from '../ponto/index.ts';
import type { AlocacaoRow } from './alocacao-regra.repository.ts';

/** Período [inicio, fim] (fim nulo = sem fim). */
export type Periodo = { dataInicio: string; dataFim: string | null };

const SEM_FIM = '9999-12-31';

export const sobrepoe = (a: Periodo, b: Periodo) =>
  a.dataInicio <= (b.dataFim ?? SEM_FIM) && b.dataInicio <= (a.dataFim ?? SEM_FIM);

export const validarPeriodo = (p: Periodo) => {
  if (p.dataFim !== null && p.dataFim < p.dataInicio)
    throw campoInvalido('dataFim', 'a data fim não pode ser anterior à data início');
};

export const periodoBr = (p: Periodo) =>
  `${dataBr(p.dataInicio)} a ${p.dataFim ? dataBr(p.dataFim) : 'sem data fim'}`;

/** A regra de ponto existe na empresa e já vigora no início da alocação. */
export const validarRegraPonto = async (
  d: Db | Tx,
  empresaId: number,
  regraId: number,
  inicio: string,
  /** Ao corrigir uma alocação que já era desta regra, a regra arquivada continua aceita. */
  { aceitarArquivada = false }: { aceitarArquivada?: boolean } = {},
) => {
  const regras = regraPontoRepository({ db: d, empresaId });
  // Trava a regra de ponto: arquivar e alocar a mesma regra ao mesmo tempo não passam os dois.
  if (!(await regras.travar(regraId)))
    throw campoInvalido('regraId', 'regra de ponto não encontrada');
  const [primeira] = await regras.versoes([regraId]);
  if (!primeira) throw campoInvalido('regraId', 'regra de ponto não encontrada');
  const arquivadas = await regraArquivamentoRepository({ db: d, empresaId }).arquivadas(
    'regra_ponto',
    [regraId],
  );
  if (!aceitarArquivada && arquivadas.has(regraId))
    throw campoInvalido(
      'regraId',
      `a regra de ponto "${primeira.nome}" está arquivada; reative-a ou escolha outra`,
    );
  if (primeira.vigenciaInicio > inicio)
    throw campoInvalido(
      'dataInicio',
      `a regra de ponto "${primeira.nome}" só vigora a partir de ${dataBr(primeira.vigenciaInicio)}`,
    );
};

export const sobreposta = (nome: string, p: Periodo) =>
  new AppError(
    'ALOCACAO_SOBREPOSTA',
    `${nome} já tem regra de ponto alocada de ${periodoBr(p)}, período que se sobrepõe a este.`,
    409,
  );

/** O dia anterior (fim de uma alocação encerrada pela seguinte). */
export const vespera = (data: string) => addDias(data, -1);

export type AcaoVersao = 'criacao' | 'alteracao' | 'status' | 'encerramento';

/** Versão + auditoria de cada alocação gravada, na mesma transação. */
export const registrarVersoes = async (
  tx: Db | Tx,
  auth: AuthContext,
  gravadas: readonly { antes: AlocacaoRow | null; depois: AlocacaoRow; acao: AcaoVersao }[],
  inserirVersoes: (v: ReturnType<typeof versao>[]) => Promise<void>,
) => {
  for (let i = 0; i < gravadas.length; i += LOTE) {
    const lote = gravadas.slice(i, i + LOTE);
    await inserirVersoes(lote.map((g) => versao(g.depois, g.acao, auth.usuarioId)));
    await registrarAuditoria(
      tx,
      lote.map((g) => ({
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'alocacao_regra',
        entidadeId: String(g.depois.id),
        acao: g.acao,
        antes: g.antes && estado(g.antes),
        depois: estado(g.depois),
      })),
    );
  }
};

/** Linhas por INSERT (limite de parâmetros do PostgreSQL). */
const LOTE = 1000;

const estado = (a: AlocacaoRow) => ({
  usuarioId: a.usuarioId,
  regraId: a.regraPontoId,
  dataInicio: a.dataInicio,
  dataFim: a.dataFim,
  status: a.status,
});

const versao = (a: AlocacaoRow, acao: AcaoVersao, autorId: number) => ({
  alocacaoId: a.id,
  versao: a.versao,
  acao,
  usuarioId: a.usuarioId,
  regraPontoId: a.regraPontoId,
  dataInicio: a.dataInicio,
  dataFim: a.dataFim,
  status: a.status,
  autorId,
});
