import type { AutorizacaoHe, AutorizacaoHeCriar } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import {
  colaboradoresNoAlcance,
  colaboradorVisivel,
  exigirGestorDe,
  ROTA_MINHAS_HE,
} from '../autorizacao-he.permissao.ts';
import { autorizacaoParaContrato, type Deps, dataBr, horas, repo } from './comum.ts';

const periodo = (a: { dataInicio: string; dataFim: string }) =>
  a.dataInicio === a.dataFim
    ? `em ${dataBr(a.dataInicio)}`
    : `de ${dataBr(a.dataInicio)} a ${dataBr(a.dataFim)}`;

/** Autorizações de horas extras: listar, autorizar (dia ou período, com limite) e revogar. */
export const createAutorizacoes = (d: Deps) => {
  const { db } = d;

  const find = async (x: Parameters<typeof repo>[0], auth: AuthContext, id: number) => {
    const a = await repo(x, auth).findAutorizacao(id);
    if (!a) throw naoEncontrado('Autorização');
    return a;
  };

  return {
    /** As do colaborador pedido (se visível) ou de todos no alcance de quem chama. */
    listar: async (
      auth: AuthContext,
      f: { usuarioId?: number; inicio?: string; fim?: string; incluirRevogadas?: string },
    ): Promise<AutorizacaoHe[]> => {
      const ids =
        f.usuarioId !== undefined
          ? [(await colaboradorVisivel(db, auth, f.usuarioId)).id]
          : (await colaboradoresNoAlcance(db, auth)).map((c) => c.id);
      const linhas = await repo(db, auth).listAutorizacoes({
        usuarioIds: ids,
        inicio: f.inicio,
        fim: f.fim,
        incluirRevogadas: f.incluirRevogadas === 'true',
      });
      return linhas.map(autorizacaoParaContrato);
    },

    /** Autoriza (gestor da equipe ou RH), auditado, e avisa o colaborador. */
    autorizar: async (
      auth: AuthContext,
      corpo: AutorizacaoHeCriar,
      solicitacaoId: number | null = null,
    ): Promise<AutorizacaoHe> => {
      const id = await db.transaction(async (tx) => {
        const alvo = await exigirGestorDe(tx, auth, corpo.usuarioId);
        await exigirCompetenciaAberta(
          { db: tx, empresaId: auth.empresaId },
          alvo.id,
          corpo.dataInicio,
          corpo.dataFim,
        );
        const em = d.clock();
        const valores = {
          empresaId: auth.empresaId,
          usuarioId: alvo.id,
          dataInicio: corpo.dataInicio,
          dataFim: corpo.dataFim,
          limiteMinutos: corpo.limiteMinutos,
          motivo: corpo.motivo?.trim() || null,
          solicitacaoId,
          autorId: auth.usuarioId,
          criadoEm: em,
        };
        const novo = await repo(tx, auth).insertAutorizacao(valores);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'autorizacao_hora_extra',
          entidadeId: novo,
          acao: 'autorizar',
          depois: { ...valores, criadoEm: em.toISOString() },
          em,
        });
        return novo;
      });
      const a = await find(db, auth, id);
      if (a.usuarioId !== auth.usuarioId && solicitacaoId === null)
        d.notificacao.notificar(auth.empresaId, a.usuarioId, {
          titulo: 'Horas extras autorizadas',
          mensagem: `Seu gestor autorizou até ${horas(a.limiteMinutos)} de horas extras por dia ${periodo(a)}.`,
          url: `/#${ROTA_MINHAS_HE}`,
        });
      return autorizacaoParaContrato(a);
    },

    /** Revoga (com motivo, auditado): o que já foi trabalhado volta a ser não autorizado. */
    revogar: async (auth: AuthContext, id: number, motivo: string): Promise<AutorizacaoHe> => {
      await db.transaction(async (tx) => {
        const antes = await find(tx, auth, id);
        await exigirGestorDe(tx, auth, antes.usuarioId);
        if (antes.revogadaEm)
          throw new AppError('AUTORIZACAO_JA_REVOGADA', 'Esta autorização já foi revogada.', 409);
        await exigirCompetenciaAberta(
          { db: tx, empresaId: auth.empresaId },
          antes.usuarioId,
          antes.dataInicio,
          antes.dataFim,
        );
        const em = d.clock();
        const mudou = await repo(tx, auth).revogarAutorizacao(id, {
          revogadaEm: em,
          revogadaPor: auth.usuarioId,
          motivoRevogacao: motivo.trim(),
        });
        if (mudou.length === 0)
          throw new AppError('AUTORIZACAO_JA_REVOGADA', 'Esta autorização já foi revogada.', 409);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'autorizacao_hora_extra',
          entidadeId: id,
          acao: 'revogar',
          antes: { ...antes, criadoEm: antes.criadoEm.toISOString() },
          depois: { revogadaEm: em.toISOString(), motivoRevogacao: motivo.trim() },
          em,
        });
      });
      const a = await find(db, auth, id);
      if (a.usuarioId !== auth.usuarioId)
        d.notificacao.notificar(auth.empresaId, a.usuarioId, {
          titulo: 'Autorização de horas extras revogada',
          mensagem: `A autorização de horas extras ${periodo(a)} foi revogada. Motivo: ${a.motivoRevogacao}`,
          url: `/#${ROTA_MINHAS_HE}`,
        });
      return autorizacaoParaContrato(a);
    },
  };
};
