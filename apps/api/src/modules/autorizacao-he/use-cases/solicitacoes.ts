import type { SolicitacaoHe, SolicitacaoHeCriar } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import {
  colaboradoresNoAlcance,
  exigirGestorDe,
  podeDecidirSobre,
  ROTA_GESTOR_HE,
  ROTA_MINHAS_HE,
} from '../autorizacao-he.permissao.ts';
import { listGestoresDe } from '../autorizacao-he.repository.ts';
import { type Deps, dataBr, hoje, horas, repo, solicitacaoParaContrato } from './comum.ts';

const JA_DECIDIDA = () =>
  new AppError('SOLICITACAO_JA_DECIDIDA', 'Este pedido de horas extras já foi decidido.', 409);

/**
 * Pedidos de autorização: o colaborador pede (dia, minutos, motivo) antes de ficar além da
 * jornada; o gestor da equipe ou o RH aprova (vira uma autorização do dia) ou rejeita.
 * Os dois lados são avisados pelo serviço de notificações.
 */
export const createSolicitacoes = (d: Deps) => {
  const { db } = d;

  const find = async (x: Parameters<typeof repo>[0], auth: AuthContext, id: number) => {
    const s = await repo(x, auth).findSolicitacao(id);
    if (!s) throw naoEncontrado('Pedido de horas extras');
    return s;
  };

  return {
    /** Os próprios e os da equipe (gestor) ou da empresa (RH). */
    listar: async (auth: AuthContext, f: { status?: string }): Promise<SolicitacaoHe[]> => {
      const colaboradores = await colaboradoresNoAlcance(db, auth);
      const pode = await podeDecidirSobre(db, auth);
      const porId = new Map(colaboradores.map((c) => [c.id, c]));
      const linhas = await repo(db, auth).listSolicitacoes({
        usuarioIds: [...porId.keys()],
        status: f.status,
      });
      return linhas.map((s) => solicitacaoParaContrato(s, pode(porId.get(s.usuarioId)!)));
    },

    /** O colaborador pede para si, para hoje ou um dia futuro. */
    solicitar: async (auth: AuthContext, corpo: SolicitacaoHeCriar): Promise<SolicitacaoHe> => {
      if (corpo.data < (await hoje(d, auth)))
        throw new AppError(
          'SOLICITACAO_DATA_PASSADA',
          'Peça a autorização antes de fazer as horas extras: a data não pode ser passada.',
          400,
          'data',
        );
      const id = await db.transaction(async (tx) => {
        const em = d.clock();
        const valores = {
          empresaId: auth.empresaId,
          usuarioId: auth.usuarioId,
          data: corpo.data,
          minutos: corpo.minutos,
          motivo: corpo.motivo.trim(),
          criadoEm: em,
        };
        const novo = await repo(tx, auth).insertSolicitacao(valores);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'solicitacao_hora_extra',
          entidadeId: novo,
          acao: 'solicitar',
          depois: { ...valores, criadoEm: em.toISOString() },
          em,
        });
        return novo;
      });
      const s = await find(db, auth, id);
      const eu = await repo(db, auth).findColaborador(auth.usuarioId);
      const gestores = eu
        ? await listGestoresDe({ db, empresaId: auth.empresaId }, eu, ROTA_GESTOR_HE)
        : [];
      for (const g of gestores)
        d.notificacao.notificar(auth.empresaId, g, {
          titulo: 'Pedido de horas extras',
          mensagem: `${s.nome} pede autorização para ${horas(s.minutos)} de horas extras em ${dataBr(s.data)}: ${s.motivo}`,
          url: `/#${ROTA_GESTOR_HE}`,
        });
      return solicitacaoParaContrato(s, false);
    },

    /**
     * Aprova (vira autorização do dia, com o limite dado ou o pedido) ou rejeita; auditado e
     * avisado.
     */
    decidir: async (
      auth: AuthContext,
      id: number,
      corpo: { aprovar: boolean; motivo?: string; limiteMinutos?: number },
    ): Promise<SolicitacaoHe> => {
      const motivo = corpo.motivo?.trim() || null;
      if (!corpo.aprovar && !motivo)
        throw new AppError('MOTIVO_OBRIGATORIO', 'Informe o motivo da rejeição.', 400, 'motivo');
      await db.transaction(async (tx) => {
        const s = await find(tx, auth, id);
        await exigirGestorDe(tx, auth, s.usuarioId);
        if (s.status !== 'pendente') throw JA_DECIDIDA();
        const em = d.clock();
        let autorizacaoId: number | null = null;
        if (corpo.aprovar) {
          await exigirCompetenciaAberta({ db: tx, empresaId: auth.empresaId }, s.usuarioId, s.data);
          const valores = {
            empresaId: auth.empresaId,
            usuarioId: s.usuarioId,
            dataInicio: s.data,
            dataFim: s.data,
            limiteMinutos: corpo.limiteMinutos ?? s.minutos,
            motivo: s.motivo,
            solicitacaoId: s.id,
            autorId: auth.usuarioId,
            criadoEm: em,
          };
          autorizacaoId = await repo(tx, auth).insertAutorizacao(valores);
          await registrarAuditoria(tx, {
            empresaId: auth.empresaId,
            ator: atorDe(auth),
            entidade: 'autorizacao_hora_extra',
            entidadeId: autorizacaoId,
            acao: 'autorizar',
            depois: { ...valores, criadoEm: em.toISOString() },
            em,
          });
        }
        const decisao = {
          status: corpo.aprovar ? ('aprovada' as const) : ('rejeitada' as const),
          decididoPor: auth.usuarioId,
          decididoEm: em,
          motivoDecisao: motivo,
          autorizacaoId,
        };
        const mudou = await repo(tx, auth).decidirSolicitacao(id, decisao);
        if (mudou.length === 0) throw JA_DECIDIDA();
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'solicitacao_hora_extra',
          entidadeId: id,
          acao: corpo.aprovar ? 'aprovar' : 'rejeitar',
          antes: { status: s.status },
          depois: { ...decisao, decididoEm: em.toISOString() },
          em,
        });
      });
      const s = await find(db, auth, id);
      const oQue = s.status === 'aprovada' ? 'aprovado' : 'rejeitado';
      d.notificacao.notificar(auth.empresaId, s.usuarioId, {
        titulo: `Pedido de horas extras ${oQue}`,
        mensagem: `Seu pedido de ${horas(s.minutos)} de horas extras em ${dataBr(s.data)} foi ${oQue}.${s.motivoDecisao ? ` Motivo: ${s.motivoDecisao}` : ''}`,
        url: `/#${ROTA_MINHAS_HE}`,
      });
      return solicitacaoParaContrato(s, false);
    },
  };
};
