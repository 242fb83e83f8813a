import type { SalvarDayOffBody, SalvarRecessoBody } from '@jornada/contracts';
import { diferencaDias, formatarDataBr } from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel, exigirSolicitante, isRhLancamentos } from '../lancamento.permissao.ts';
import { auditar, type Deps, hoje, repo } from './comum.ts';
import { anoDeEstagio } from './recesso.regra.ts';
import { exigirSemSobreposicao } from './sobreposicao.ts';

/** Pedido para quem, conferido: visível a quem chama, para si (ou o RH), e travado. */
const prepararPedido = async (tx: Tx, auth: AuthContext, usuarioIdPedido: number | undefined) => {
  const usuarioId = usuarioIdPedido ?? auth.usuarioId;
  const c = await colaboradorVisivel(tx, auth, usuarioId);
  exigirSolicitante(auth, usuarioId);
  await repo(tx, auth).travarColaborador(usuarioId);
  return c;
};

/** O colaborador pede com antecedência; o RH pode registrar um dia que já passou. */
const exigirFuturo = async (deps: Deps, tx: Tx, auth: AuthContext, data: string, campo: string) => {
  if (isRhLancamentos(auth)) return;
  const h = await hoje(tx, auth, deps.clock);
  if (data < h)
    throw new AppError('DATA_PASSADA', 'Escolha uma data a partir de hoje.', 400, campo);
};

const gravar = async (
  deps: Deps,
  tx: Tx,
  auth: AuthContext,
  v: Omit<Parameters<ReturnType<typeof repo>['insert']>[0], 'solicitanteId' | 'criadoEm'>,
) => {
  const agora = deps.clock();
  const r = repo(tx, auth);
  const id = await r.insert({ ...v, solicitanteId: auth.usuarioId, criadoEm: agora });
  const depois = (await r.find(id))!;
  await auditar(tx, auth, agora, { id, acao: 'solicitar', antes: null, depois });
  return paraFio(depois);
};

export const createRecessoDayOff = (deps: Deps) => ({
  /**
   * POST /salvarrecessolancamento: recesso remunerado do estagiário (Lei 11.788 art. 13), dentro
   * de um ano de estágio e até o direito dele (30 dias, proporcional se o estágio é mais curto).
   */
  salvarRecesso: (auth: AuthContext, b: SalvarRecessoBody) =>
    deps.db.transaction(async (tx) => {
      const c = await prepararPedido(tx, auth, b.usuarioId);
      await exigirFuturo(deps, tx, auth, b.dataInicio, 'dataInicio');
      if (!c.admissao)
        throw new AppError(
          'SEM_ADMISSAO',
          'O estagiário não tem data de início do estágio (admissão) no cadastro: o RH precisa completá-la.',
          422,
          'usuarioId',
        );
      const ano = anoDeEstagio(c.admissao, c.demissao, b.dataInicio);
      if (!ano)
        throw new AppError(
          'FORA_DO_ESTAGIO',
          'O recesso precisa estar dentro do período de estágio.',
          422,
          'dataInicio',
        );
      if (b.dataFim > ano.fim)
        throw new AppError(
          'RECESSO_FORA_DO_ANO',
          `O recesso é gozado dentro do ano de estágio, que termina em ${formatarDataBr(ano.fim)} (Lei 11.788 art. 13).`,
          422,
          'dataFim',
        );
      const dias = diferencaDias(b.dataInicio, b.dataFim) + 1;
      const usados = (
        await repo(tx, auth).list({
          usuarioIds: [c.id],
          tipo: 'Recesso',
          inicio: ano.inicio,
          fim: ano.fim,
        })
      )
        .filter((l) => l.status === 'Pendente' || l.status === 'Aprovado')
        .reduce((s, l) => s + l.dias, 0);
      if (usados + dias > ano.direito)
        throw new AppError(
          'RECESSO_ACIMA_DO_DIREITO',
          `O recesso do ano de estágio de ${formatarDataBr(ano.inicio)} a ${formatarDataBr(ano.fim)} é de ${ano.direito} dias (Lei 11.788 art. 13): ${usados} já pedidos ou aprovados, e este pedido tem ${dias}.`,
          422,
          'dataFim',
        );
      await exigirSemSobreposicao(
        tx,
        auth,
        c.id,
        [{ inicio: b.dataInicio, fim: b.dataFim }],
        'dataInicio',
      );
      return gravar(deps, tx, auth, {
        usuarioId: c.id,
        tipo: 'Recesso',
        dataInicio: b.dataInicio,
        dataFim: b.dataFim,
        dias,
        observacao: b.observacao ?? null,
      });
    }),

  /** POST /salvardayofflancamento: um dia de folga da política da empresa (aniversário: 1 por ano). */
  salvarDayOff: (auth: AuthContext, b: SalvarDayOffBody) =>
    deps.db.transaction(async (tx) => {
      const c = await prepararPedido(tx, auth, b.usuarioId);
      await exigirFuturo(deps, tx, auth, b.data, 'data');
      if (b.motivo === 'Aniversario') {
        const ano = b.data.slice(0, 4);
        const doAno = await repo(tx, auth).list({
          usuarioIds: [c.id],
          tipo: 'DayOff',
          inicio: `${ano}-01-01`,
          fim: `${ano}-12-31`,
        });
        if (
          doAno.some(
            (l) =>
              l.motivo === 'Aniversario' && (l.status === 'Pendente' || l.status === 'Aprovado'),
          )
        )
          throw new AppError(
            'DAYOFF_ANIVERSARIO_REPETIDO',
            `O day off de aniversário já foi pedido em ${ano}: é um por ano.`,
            409,
            'motivo',
          );
      }
      await exigirSemSobreposicao(tx, auth, c.id, [{ inicio: b.data, fim: b.data }], 'data');
      return gravar(deps, tx, auth, {
        usuarioId: c.id,
        tipo: 'DayOff',
        dataInicio: b.data,
        dataFim: b.data,
        dias: 1,
        motivo: b.motivo,
        observacao: b.observacao ?? null,
      });
    }),
});
