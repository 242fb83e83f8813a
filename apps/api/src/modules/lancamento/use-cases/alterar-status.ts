import type { AlterarStatusBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel, exigirDecisor } from '../lancamento.permissao.ts';
import { efeitoDoAviso } from './aviso-ausencia.ts';
import { auditar, type Deps, exigirLancamento, hoje, repo } from './comum.ts';
import { prepararConferencia } from './ferias.ts';

const ACAO = { Aprovado: 'aprovar', Reprovado: 'reprovar', Cancelado: 'cancelar' } as const;
const PARTICIPIO = { Aprovado: 'aprovado', Reprovado: 'reprovado', Cancelado: 'cancelado' };

/** De onde cada status pode ser alcançado (docs/decisoes/lancamentos.md, "Situações"). */
const ORIGENS: Record<AlterarStatusBody['status'], readonly string[]> = {
  Aprovado: ['Pendente'],
  Reprovado: ['Pendente'],
  Cancelado: ['Pendente', 'Aprovado'],
};

const exigirMotivo = (b: AlterarStatusBody, mensagem: string) => {
  if (!b.motivo) throw new AppError('MOTIVO_OBRIGATORIO', mensagem, 400, 'motivo');
};

/**
 * POST|PUT /AlterarStatusLancamento. Aprovar e reprovar (com motivo): o gestor da equipe ou o
 * RH, nunca o próprio colaborador. Cancelar: o colaborador, o seu pendente; o gestor ou o RH,
 * também um aprovado que ainda não começou (com motivo). As férias são conferidas de novo na
 * aprovação: o aviso da concessão (CLT art. 135) sai nela.
 */
export const createAlterarStatus =
  (deps: Deps) => async (auth: AuthContext, b: AlterarStatusBody) => {
    // Férias: o que lê a escala e a apuração (pelo banco delas) antes da transação; a lei, dentro
    // dela, depois da trava da pessoa (como no pedido: duas aprovações do período fazem fila).
    const previa = await repo(deps.db, auth).find(b.lancamentoId);
    let conferir: Awaited<ReturnType<typeof prepararConferencia>> | undefined;
    if (previa?.tipo === 'Ferias' && previa.status === 'Pendente' && b.status === 'Aprovado') {
      const alvo = await colaboradorVisivel(deps.db, auth, previa.usuarioId);
      await exigirDecisor(deps.db, auth, alvo);
      conferir = await prepararConferencia(deps, deps.db, auth, alvo, {
        periodoAquisitivo: previa.periodoAquisitivo!,
        periodos: previa.periodos.map((p) => ({ inicio: p.inicio, dias: p.dias })),
        abonoPecuniario: previa.abonoPecuniario,
      });
    }
    return deps.db.transaction(async (tx) => {
      if (conferir && previa) {
        const r = repo(tx, auth);
        await r.travarColaborador(previa.usuarioId);
        // As outras programações ativas do período contam como já concedidas; esta, não.
        conferir(await r.list({ usuarioIds: [previa.usuarioId], tipo: 'Ferias' }), previa.id);
      }
      const antes = await exigirLancamento(tx, auth, b.lancamentoId);
      const alvo = await colaboradorVisivel(tx, auth, antes.usuarioId);
      if (!ORIGENS[b.status].includes(antes.status))
        throw new AppError(
          'TRANSICAO_INVALIDA',
          `Um lançamento ${antes.status.toLowerCase()} não pode ser ${PARTICIPIO[b.status]}.`,
          409,
          'status',
        );
      const proprioPendente =
        b.status === 'Cancelado' &&
        antes.status === 'Pendente' &&
        antes.usuarioId === auth.usuarioId;
      if (!proprioPendente) {
        if (b.status === 'Cancelado' && antes.usuarioId === auth.usuarioId)
          throw semPermissao(
            'Um lançamento seu já aprovado é cancelado pelo seu gestor ou pelo RH.',
          );
        await exigirDecisor(tx, auth, alvo);
      }
      if (b.status === 'Reprovado') exigirMotivo(b, 'Informe o motivo da reprovação.');
      if (b.status === 'Cancelado' && antes.status === 'Aprovado') {
        exigirMotivo(b, 'Informe o motivo do cancelamento.');
        if (antes.dataInicio <= (await hoje(tx, auth, deps.clock)))
          throw new AppError(
            'LANCAMENTO_INICIADO',
            'Um lançamento aprovado que já começou não pode ser cancelado.',
            409,
            'lancamentoId',
          );
      }
      // Aprovar ou cancelar um aprovado muda os dias: não numa competência fechada da folha.
      if (b.status === 'Aprovado' || antes.status === 'Aprovado')
        await exigirCompetenciaAberta(
          { db: tx, empresaId: auth.empresaId },
          antes.usuarioId,
          antes.dataInicio,
          antes.dataFim,
        );
      const agora = deps.clock();
      const r = repo(tx, auth);
      await r.updateStatus(antes.id, {
        status: b.status,
        decididoPor: auth.usuarioId,
        decididoEm: agora,
        motivoDecisao: b.motivo ?? null,
      });
      await efeitoDoAviso(tx, auth, antes, b.status, b.motivo);
      const depois = (await r.find(antes.id))!;
      await auditar(tx, auth, agora, { id: antes.id, acao: ACAO[b.status], antes, depois });
      return paraFio(depois);
    });
  };
