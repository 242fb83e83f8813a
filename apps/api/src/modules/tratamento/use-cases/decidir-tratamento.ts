import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { atorDe } from '../../auditoria/index.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import { isGestorDe, isRh } from '../acesso-ponto.ts';
import { tratamentoParaContrato } from '../ponto.mapeamento.ts';
import { pontoRepository } from '../ponto.repository.ts';
import { tratamentoRepository } from '../tratamento.repository.ts';

/**
 * Aprovação de tratamento (ParaAprovar → Aprovada | Reprovada, uma vez): RH ou o gestor do
 * colaborador, nunca o próprio. Uma edição (grupo) é decidida inteira. Auditado.
 */
export const createDecidirTratamento =
  ({ db, clock }: { db: Db; clock: () => Date }) =>
  (auth: AuthContext, id: number, d: { status: 'Aprovada' | 'Reprovada'; observacao?: string }) =>
    db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      const repo = tratamentoRepository(escopo);
      const t = await repo.findById(id);
      if (!t) throw naoEncontrado('Tratamento');
      const colaborador = await pontoRepository(escopo).findUsuario(t.usuarioId);
      if (!colaborador || !(isRh(auth) || isGestorDe(auth, colaborador))) throw semPermissao();
      if (colaborador.id === auth.usuarioId)
        throw semPermissao('Você não pode decidir um tratamento do seu próprio ponto.');
      if (t.status !== 'ParaAprovar')
        throw new AppError(
          'TRATAMENTO_DECIDIDO',
          `Este tratamento já foi decidido (${t.status}).`,
          409,
        );
      // Aprovar muda os dias: recusado se a competência estiver fechada (reprovar continua livre).
      if (d.status === 'Aprovada')
        await exigirCompetenciaAberta(escopo, t.usuarioId, t.data, t.dataAnterior ?? t.data);
      const grupo = t.grupo ? (await repo.listGrupo(t.grupo)).map((x) => x.id) : [t.id];
      const agora = clock();
      const decididos = [];
      for (const alvo of grupo) {
        const row = await repo.decidir(alvo, {
          status: d.status,
          porId: auth.usuarioId,
          em: agora,
          observacao: d.observacao ?? null,
        });
        if (!row) continue;
        await repo.auditar({
          ator: atorDe(auth),
          entidade: 'marcacao_tratamento',
          entidadeId: String(row.id),
          acao: d.status === 'Aprovada' ? 'aprovar' : 'reprovar',
          antes: { status: 'ParaAprovar' },
          depois: { status: row.status, observacao: row.decisaoObservacao },
          em: agora,
        });
        decididos.push(tratamentoParaContrato(row));
      }
      return { tratamentos: decididos };
    });
