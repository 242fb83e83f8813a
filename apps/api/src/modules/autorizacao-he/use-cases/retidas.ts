import type { DecisaoHe, DecisaoHeCriar, HoraExtraRetida } from '@jornada/contracts';
import { addDias } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import {
  colaboradoresNoAlcance,
  exigirGestorDe,
  podeDecidirSobre,
  ROTA_MINHAS_HE,
} from '../autorizacao-he.permissao.ts';
import type { ColaboradorHe } from '../autorizacao-he.repository.ts';
import { type Deps, dataBr, hoje, horas, repo } from './comum.ts';

/** Maior período de uma consulta de retidas (a apuração roda na hora para a equipe inteira). */
export const MAXIMO_DIAS_RETIDAS = 62;

const NOME_DESTINO = { pagar: 'pagas', banco: 'enviadas ao banco de horas' } as const;

/**
 * Horas extras não autorizadas retidas: a lista do gestor (dias da equipe aguardando decisão) e a
 * decisão por dia — pagar ou banco. Reter nunca apaga o trabalho (CLT art. 4º): só o segura fora
 * da folha e do banco até a decisão; no fechamento do mês, o que sobrar é divergência e é pago.
 */
export const createRetidas = (d: Deps) => {
  const { db } = d;

  const apurar = async (
    auth: AuthContext,
    pessoas: readonly ColaboradorHe[],
    inicio: string,
    fim: string,
  ) =>
    d.calcularEspelhos({
      db,
      empresaId: auth.empresaId,
      pessoas,
      inicio,
      fim,
      hoje: await hoje(d, auth),
    });

  return {
    /** Dias da equipe com horas extras retidas e sem decisão, no período (até 62 dias). */
    listar: async (
      auth: AuthContext,
      f: { inicio: string; fim: string },
    ): Promise<HoraExtraRetida[]> => {
      if (f.fim < f.inicio)
        throw new AppError('PERIODO_INVALIDO', 'O fim não pode ser antes do início.', 400, 'fim');
      if (addDias(f.inicio, MAXIMO_DIAS_RETIDAS - 1) < f.fim)
        throw new AppError(
          'PERIODO_LONGO',
          `Consulte no máximo ${MAXIMO_DIAS_RETIDAS} dias por vez.`,
          400,
          'fim',
        );
      const pode = await podeDecidirSobre(db, auth);
      const equipe = (await colaboradoresNoAlcance(db, auth)).filter(pode);
      const nomes = new Map(equipe.map((c) => [c.id, c.nome]));
      const espelhos = await apurar(auth, equipe, f.inicio, f.fim);
      return espelhos.flatMap((e) =>
        e.linhas.flatMap((l) => {
          const h = l.resultado?.horasExtras;
          if (!h || h.retida <= 0) return [];
          return [
            {
              usuarioId: e.usuarioId,
              nome: nomes.get(e.usuarioId) ?? '',
              data: l.data,
              total: h.total,
              autorizada: h.autorizada,
              retida: h.retida,
            },
          ];
        }),
      );
    },

    /** Decide as não autorizadas de um dia já apurado: pagar ou banco (auditado, avisado). */
    decidir: async (auth: AuthContext, corpo: DecisaoHeCriar): Promise<DecisaoHe> => {
      const alvo = await exigirGestorDe(db, auth, corpo.usuarioId);
      if (corpo.data >= (await hoje(d, auth)))
        throw new AppError(
          'DIA_EM_ABERTO',
          'Só se decide um dia já encerrado (até ontem).',
          400,
          'data',
        );
      const [espelho] = await apurar(auth, [alvo], corpo.data, corpo.data);
      const h = espelho?.linhas.find((l) => l.data === corpo.data)?.resultado?.horasExtras;
      if (!h || h.naoAutorizada <= 0)
        throw new AppError(
          'SEM_HORA_EXTRA_NAO_AUTORIZADA',
          'Não há horas extras não autorizadas neste dia para decidir.',
          409,
          'data',
        );
      const em = d.clock();
      const motivo = corpo.motivo?.trim() || null;
      await db.transaction(async (tx) => {
        await exigirCompetenciaAberta({ db: tx, empresaId: auth.empresaId }, alvo.id, corpo.data);
        const antes = await repo(tx, auth).findDecisao(alvo.id, corpo.data);
        const valores = {
          empresaId: auth.empresaId,
          usuarioId: alvo.id,
          data: corpo.data,
          destino: corpo.destino,
          motivo,
          autorId: auth.usuarioId,
          decididoEm: em,
        };
        await repo(tx, auth).upsertDecisao(valores);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'decisao_hora_extra',
          entidadeId: `${alvo.id}:${corpo.data}`,
          acao: 'decidir',
          antes: antes ? { ...antes, decididoEm: antes.decididoEm.toISOString() } : null,
          depois: { ...valores, naoAutorizada: h.naoAutorizada, decididoEm: em.toISOString() },
          em,
        });
      });
      d.notificacao.notificar(auth.empresaId, alvo.id, {
        titulo: 'Horas extras decididas',
        mensagem: `Suas ${horas(h.naoAutorizada)} de horas extras não autorizadas de ${dataBr(corpo.data)} serão ${NOME_DESTINO[corpo.destino]}.`,
        url: `/#${ROTA_MINHAS_HE}`,
      });
      return {
        usuarioId: alvo.id,
        data: corpo.data,
        destino: corpo.destino,
        motivo,
        autorId: auth.usuarioId,
        decididoEm: em.toISOString(),
      };
    },
  };
};
