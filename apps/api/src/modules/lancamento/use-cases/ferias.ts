import type { AjustarPeriodoBody, SalvarFeriasBody } from '@jornada/contracts';
import {
  addDias,
  fimDoPeriodo,
  formatarDataBr,
  isAniversarioDaAdmissao,
  validarProgramacaoFerias,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel, exigirSolicitante, isRhLancamentos } from '../lancamento.permissao.ts';
import { auditar, type Deps, hoje, repo } from './comum.ts';
import { recusarProgramacao } from './ferias-erros.ts';
import { faltasPorPeriodo, montarPeriodos, periodosDesde } from './periodos-aquisitivos.ts';
import { exigirSemSobreposicao } from './sobreposicao.ts';

type Colaborador = { id: number; admissao: string | null; demissao: string | null };

const exigirAdmissao = (c: Colaborador): string => {
  if (!c.admissao)
    throw new AppError(
      'SEM_ADMISSAO',
      'O colaborador não tem data de admissão no cadastro: o RH precisa completá-la para calcular as férias.',
      422,
      'usuarioId',
    );
  return c.admissao;
};

/**
 * Feriados da escala do colaborador nos dias que o §3º do art. 134 olha: os 2 seguintes a cada
 * início (os da filial e da empresa, pela escala).
 */
const feriadosDe = async (
  deps: Deps,
  auth: AuthContext,
  usuarioId: number,
  inicios: readonly string[],
) => {
  const feriados: string[] = [];
  for (const inicio of new Set(inicios)) {
    const dias = await deps.jornadaEfetivaPeriodo(
      auth.empresaId,
      [usuarioId],
      addDias(inicio, 1),
      addDias(inicio, 2),
    );
    for (const d of dias.get(usuarioId) ?? []) if (d.feriado !== null) feriados.push(d.data);
  }
  return feriados;
};

/**
 * Confere a programação com o motor de férias (@jornada/domain, o mesmo do formulário e do
 * `jornada ferias`). O aviso (CLT art. 135) conta de hoje: o pedido e a aprovação precisam
 * deixar 30 dias até o início. Repouso semanal: domingo (Lei 605/49 art. 1º).
 */
export const conferirProgramacao = async (
  deps: Deps,
  d: Db | Tx,
  auth: AuthContext,
  c: Colaborador,
  plano: Pick<SalvarFeriasBody, 'periodoAquisitivo' | 'periodos' | 'abonoPecuniario'>,
) => {
  const admissao = exigirAdmissao(c);
  if (!isAniversarioDaAdmissao(admissao, plano.periodoAquisitivo))
    throw new AppError(
      'PERIODO_AQUISITIVO_INVALIDO',
      `O período aquisitivo começa num aniversário da admissão (${formatarDataBr(admissao)}).`,
      400,
      'periodoAquisitivo',
    );
  const hojeEmpresa = await hoje(d, auth, deps.clock);
  const aquisitivo = periodosDesde(admissao, hojeEmpresa).find(
    (p) => p.inicio === plano.periodoAquisitivo,
  ) ?? { inicio: plano.periodoAquisitivo, fim: addDias(plano.periodoAquisitivo, 364) };
  const faltas = await faltasPorPeriodo(deps, d, auth, c, [aquisitivo], hojeEmpresa);
  const feriados = await feriadosDe(
    deps,
    auth,
    c.id,
    plano.periodos.map((p) => p.inicio),
  );
  const resultado = validarProgramacaoFerias({
    admissao,
    periodoAquisitivo: plano.periodoAquisitivo,
    faltasInjustificadas: faltas.get(plano.periodoAquisitivo)?.faltas ?? 0,
    periodos: plano.periodos,
    abonoPecuniario: plano.abonoPecuniario,
    avisoEm: hojeEmpresa,
    feriados,
    diasDescanso: [0],
  });
  if (!resultado.valido) throw recusarProgramacao(resultado.erros, plano.periodos);
  return resultado;
};

export const createFerias = (deps: Deps) => ({
  /** Períodos aquisitivos do colaborador com o saldo de cada um. */
  periodos: async (auth: AuthContext, usuarioId: number | undefined) => {
    const c = await colaboradorVisivel(deps.db, auth, usuarioId ?? auth.usuarioId);
    // Sem admissão no cadastro não há período a contar (o pedido de férias diz o que falta).
    const admissao = c.admissao;
    if (!admissao) return [];
    const hojeEmpresa = await hoje(deps.db, auth, deps.clock);
    // Desligado: só os períodos iniciados até o desligamento.
    const ate = c.demissao && c.demissao < hojeEmpresa ? c.demissao : hojeEmpresa;
    const periodos = periodosDesde(admissao, ate);
    const faltas = await faltasPorPeriodo(deps, deps.db, auth, c, periodos, hojeEmpresa);
    const ferias = await repo(deps.db, auth).list({ usuarioIds: [c.id], tipo: 'Ferias' });
    return montarPeriodos(periodos, faltas, ferias, admissao, hojeEmpresa).reverse();
  },

  /** Ajuste do RH: as faltas injustificadas que valem para o direito do período, com o motivo. */
  ajustar: (auth: AuthContext, b: AjustarPeriodoBody) =>
    deps.db.transaction(async (tx) => {
      const c = await colaboradorVisivel(tx, auth, b.usuarioId);
      if (!isRhLancamentos(auth)) throw semPermissao('Só o RH ajusta os períodos aquisitivos.');
      const admissao = exigirAdmissao(c);
      if (!isAniversarioDaAdmissao(admissao, b.periodoAquisitivo))
        throw new AppError(
          'PERIODO_AQUISITIVO_INVALIDO',
          `O período aquisitivo começa num aniversário da admissão (${formatarDataBr(admissao)}).`,
          400,
          'periodoAquisitivo',
        );
      const r = repo(tx, auth);
      const antes = (await r.listAjustes(c.id)).get(b.periodoAquisitivo) ?? null;
      const agora = deps.clock();
      const depois = await r.insertAjuste({ ...b, autorId: auth.usuarioId, criadoEm: agora });
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'periodo_aquisitivo',
        entidadeId: `${c.id}:${b.periodoAquisitivo}`,
        acao: 'ajustar',
        antes,
        depois,
        em: agora,
      });
      return depois;
    }),

  /** POST /salvarFeriaslancamento: a programação, conferida pela lei, fica pendente. */
  salvar: async (auth: AuthContext, b: SalvarFeriasBody) => {
    const usuarioId = b.usuarioId ?? auth.usuarioId;
    const c = await colaboradorVisivel(deps.db, auth, usuarioId);
    exigirSolicitante(auth, usuarioId);
    // A lei primeiro, fora da transação: a escala e a apuração leem pelo banco delas.
    await conferirProgramacao(deps, deps.db, auth, c, b);
    return deps.db.transaction(async (tx) => {
      const r = repo(tx, auth);
      await r.travarColaborador(usuarioId);
      const ativa = (await r.list({ usuarioIds: [usuarioId], tipo: 'Ferias' })).find(
        (l) =>
          l.periodoAquisitivo === b.periodoAquisitivo &&
          l.feriasColetivaId === null &&
          (l.status === 'Pendente' || l.status === 'Aprovado'),
      );
      if (ativa)
        throw new AppError(
          'FERIAS_JA_PROGRAMADAS',
          `Já existe uma programação ${ativa.status.toLowerCase()} para o período aquisitivo que começa em ${formatarDataBr(b.periodoAquisitivo)}: cancele-a antes de pedir outra.`,
          409,
          'periodoAquisitivo',
        );
      const periodos = b.periodos.map((p) => ({
        inicio: p.inicio,
        fim: fimDoPeriodo(p),
        dias: p.dias,
      }));
      await exigirSemSobreposicao(tx, auth, usuarioId, periodos, 'periodos');
      const agora = deps.clock();
      const id = await r.insert(
        {
          usuarioId,
          tipo: 'Ferias',
          dataInicio: periodos.map((p) => p.inicio).sort()[0]!,
          dataFim: periodos
            .map((p) => p.fim)
            .sort()
            .reverse()[0]!,
          dias: periodos.reduce((s, p) => s + p.dias, 0),
          periodoAquisitivo: b.periodoAquisitivo,
          abonoPecuniario: b.abonoPecuniario,
          observacao: b.observacao ?? null,
          solicitanteId: auth.usuarioId,
          criadoEm: agora,
        },
        periodos,
      );
      const depois = (await r.find(id))!;
      await auditar(tx, auth, agora, { id, acao: 'solicitar', antes: null, depois });
      return paraFio(depois);
    });
  },
});
