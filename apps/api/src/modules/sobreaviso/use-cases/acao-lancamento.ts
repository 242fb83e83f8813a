import type { AcaoLancamento, AcaoLancamentoBody, StatusLancamento } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import { isGestorDe } from '../../tratamento/index.ts';
import { type Deps, isRhSobreaviso, registrarVersao, repo } from './comum.ts';
import type { LancamentoUseCases } from './lancamento.ts';

/** De onde cada ação parte e aonde leva (docs/decisoes/sobreaviso.md, "Situações"). */
const TRANSICOES: Readonly<
  Record<AcaoLancamento, { de: readonly StatusLancamento[]; para: StatusLancamento }>
> = {
  aprovar: { de: ['pendente'], para: 'aprovado' },
  reprovar: { de: ['pendente'], para: 'reprovado' },
  cancelar: { de: ['pendente', 'aprovado'], para: 'cancelado' },
  reabrir: { de: ['aprovado', 'reprovado', 'cancelado'], para: 'pendente' },
};

const NOME: Readonly<Record<AcaoLancamento, string>> = {
  aprovar: 'aprovado',
  reprovar: 'reprovado',
  cancelar: 'cancelado',
  reabrir: 'reaberto',
};

/**
 * PUT /lancamento/{acao}/{id}: aprova, reprova, cancela ou reabre, com versão e auditoria.
 * Decide quem aprova (RH, ou o gestor da equipe quando a regra permite), nunca o próprio; a
 * pessoa do lançamento só cancela o seu enquanto pendente.
 */
export const acaoLancamentoUseCase =
  ({ db, clock }: Deps, lancamentos: LancamentoUseCases) =>
  (auth: AuthContext, acao: AcaoLancamento, id: number, b: AcaoLancamentoBody) =>
    db.transaction(async (tx) => {
      if (b.lancamentoId !== id)
        throw new AppError(
          'LANCAMENTO_DIVERGENTE',
          'lancamentoId: deve ser igual ao id do caminho.',
          400,
          'lancamentoId',
        );
      const atual = await lancamentos.carregar(tx, auth, id, true);
      const r = repo(tx, auth);
      const regra = (await r.findRegra(atual.regraId))!;
      const u = (await r.findUsuario(atual.usuarioId))!;
      const aprovador =
        atual.usuarioId !== auth.usuarioId &&
        (isRhSobreaviso(auth) || (regra.aprovacaoGestor && isGestorDe(auth, u)));
      const proprioPendente =
        acao === 'cancelar' && atual.usuarioId === auth.usuarioId && atual.status === 'pendente';
      if (!aprovador && !proprioPendente)
        throw semPermissao(
          acao === 'cancelar'
            ? 'Você só cancela um lançamento seu enquanto estiver pendente.'
            : 'Só o RH ou o gestor da equipe decidem este lançamento (nunca o próprio).',
        );
      const t = TRANSICOES[acao];
      if (!t.de.includes(atual.status as StatusLancamento))
        throw new AppError(
          'TRANSICAO_INVALIDA',
          `Um lançamento ${atual.status} não pode ser ${NOME[acao]}.`,
          409,
        );
      // Competência fechada: nenhuma decisão muda o que já foi à folha (docs/decisoes/fechamento.md).
      await exigirCompetenciaAberta(
        { db: tx, empresaId: auth.empresaId },
        atual.usuarioId,
        atual.inicio.slice(0, 10),
        atual.fim.slice(0, 10),
      );
      if (acao === 'reprovar' && !b.observacao)
        throw new AppError(
          'OBSERVACAO_OBRIGATORIA',
          'observacao: informe o motivo da reprovação.',
          400,
          'observacao',
        );
      const agora = clock();
      const antes = await lancamentos.apurado(tx, auth, id);
      const decisao =
        acao === 'reabrir'
          ? { observacaoDecisao: b.observacao ?? null, decididoPor: null, decididoEm: null }
          : {
              observacaoDecisao: b.observacao ?? null,
              decididoPor: auth.usuarioId,
              decididoEm: agora,
            };
      await r.updateLancamento(id, { status: t.para, ...decisao });
      const depois = await lancamentos.apurado(tx, auth, id);
      await registrarVersao(tx, auth, {
        entidade: 'lancamento',
        acao,
        antes,
        depois,
        em: agora,
      });
      return depois;
    });
