import type { SalvarFeriasBody } from '@jornada/contracts';
import {
  addDias,
  fimDoPeriodo,
  formatarDataBr,
  periodoDaSerie,
  validarProgramacaoFerias,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel, exigirSolicitante } from '../lancamento.permissao.ts';
import type { LancamentoComPeriodos } from '../lancamento.repository.ts';
import { auditar, type Deps, hoje, repo } from './comum.ts';
import { periodoJaProgramado, recusarProgramacao } from './ferias-erros.ts';
import { faltasPorPeriodo, periodosDesde } from './periodos-aquisitivos.ts';
import { concedidoDoPeriodo, montarPeriodos } from './saldo-periodo.ts';
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
 * O período aquisitivo `inicio` na série do colaborador (aniversários da admissão, reiniciados
 * pelas férias coletivas do art. 140), mesmo que ainda não tenha começado; senão, 400.
 */
export const periodoDoColaborador = async (
  d: Db | Tx,
  auth: AuthContext,
  c: Colaborador,
  inicio: string,
  hojeEmpresa: string,
) => {
  const admissao = exigirAdmissao(c);
  const ferias = await repo(d, auth).list({ usuarioIds: [c.id], tipo: 'Ferias' });
  const serie = periodosDesde(admissao, inicio > hojeEmpresa ? inicio : hojeEmpresa, ferias);
  const periodo = periodoDaSerie(serie, inicio);
  if (!periodo)
    throw new AppError(
      'PERIODO_AQUISITIVO_INVALIDO',
      serie.some((p) => p.mesesProporcionais !== null)
        ? `O período aquisitivo começa num aniversário da admissão (${formatarDataBr(admissao)}) ou das férias coletivas que reiniciaram a contagem (CLT art. 140): ${serie.map((p) => formatarDataBr(p.inicio)).join(', ')}.`
        : `O período aquisitivo começa num aniversário da admissão (${formatarDataBr(admissao)}).`,
      400,
      'periodoAquisitivo',
    );
  return periodo;
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
 * deixar 30 dias até o início. Repouso semanal: domingo (Lei 605/49 art. 1º). O já concedido do
 * período (sistema anterior, ajuste do RH, coletivas e as outras programações ativas) vai ao
 * motor: a programação completa o saldo, e as frações e o abono de antes contam nos arts. 134 §1º
 * e 143. Em duas etapas: o que lê a escala e a apuração (pelo banco delas) aqui, fora da
 * transação; a conferência devolvida recebe as férias da pessoa, lidas depois da trava.
 */
export const prepararConferencia = async (
  deps: Deps,
  d: Db | Tx,
  auth: AuthContext,
  c: Colaborador,
  plano: Pick<SalvarFeriasBody, 'periodoAquisitivo' | 'periodos' | 'abonoPecuniario'>,
) => {
  const hojeEmpresa = await hoje(d, auth, deps.clock);
  const aquisitivo = await periodoDoColaborador(d, auth, c, plano.periodoAquisitivo, hojeEmpresa);
  const faltas = await faltasPorPeriodo(deps, d, auth, c, [aquisitivo], hojeEmpresa);
  const feriados = await feriadosDe(
    deps,
    auth,
    c.id,
    plano.periodos.map((p) => p.inicio),
  );
  /** `excetoId`: a programação conferida, que não conta como já concedida (na aprovação). */
  return (ferias: readonly LancamentoComPeriodos[], excetoId?: number) => {
    const resultado = validarProgramacaoFerias({
      // A série do período: a admissão ou o reinício das coletivas do art. 140.
      admissao: aquisitivo.base,
      periodoAquisitivo: plano.periodoAquisitivo,
      ...concedidoDoPeriodo(aquisitivo, faltas, ferias, hojeEmpresa, excetoId),
      periodos: plano.periodos,
      abonoPecuniario: plano.abonoPecuniario,
      avisoEm: hojeEmpresa,
      feriados,
      diasDescanso: [0],
    });
    if (resultado.diasSaldo === 0 && resultado.diasDireito > 0)
      throw periodoJaProgramado(plano.periodoAquisitivo, resultado.diasDireito);
    if (!resultado.valido) throw recusarProgramacao(resultado.erros, plano.periodos);
    return resultado;
  };
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
    const ferias = await repo(deps.db, auth).list({ usuarioIds: [c.id], tipo: 'Ferias' });
    const periodos = periodosDesde(admissao, ate, ferias);
    const faltas = await faltasPorPeriodo(deps, deps.db, auth, c, periodos, hojeEmpresa);
    return montarPeriodos(periodos, faltas, ferias, hojeEmpresa).reverse();
  },

  /** POST /salvarFeriaslancamento: a programação, conferida pela lei, fica pendente. */
  salvar: async (auth: AuthContext, b: SalvarFeriasBody) => {
    const usuarioId = b.usuarioId ?? auth.usuarioId;
    const c = await colaboradorVisivel(deps.db, auth, usuarioId);
    exigirSolicitante(auth, usuarioId);
    // A escala e a apuração, fora da transação (leem pelo banco delas).
    const conferir = await prepararConferencia(deps, deps.db, auth, c, b);
    return deps.db.transaction(async (tx) => {
      const r = repo(tx, auth);
      await r.travarColaborador(usuarioId);
      // A lei depois da trava: a programação de um pedido simultâneo do mesmo período já conta
      // no saldo (várias ativas por período, docs/decisoes/ferias-saldo-parcial.md).
      conferir(await r.list({ usuarioIds: [usuarioId], tipo: 'Ferias' }));
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
