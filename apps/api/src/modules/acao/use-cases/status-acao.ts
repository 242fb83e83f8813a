import type { AcaoWire } from '@jornada/contracts';
import type { StatusAcao } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import {
  acaoParaDominio,
  acaoRepository,
  alcanceDe,
  auditarEscala,
  canGerir,
  exigirGestao,
} from '../../escala-nucleo/index.ts';
import { ehPendente, exigirDecisor, podeDecidir } from '../acao.decisor.ts';
import { acaoParaFio, dadosDaAcao } from '../acao.mapper.ts';
import { transicao } from '../acao.transicao.ts';
import { configDaAcao, validarNaJornada } from '../acao.validacao.ts';

type Deps = { db: Db; clock: () => Date };

/**
 * PUT /acao/status: um pedido pendente (ParaAprovar, ParaRemover) é decidido por quem
 * acao.decisor aceita (RH, gestor da equipe ou gestor de quem pediu; nunca quem pediu); remover
 * ou pedir a remoção de uma ação aprovada cabe ao gestor da equipe ou ao RH. Colaborador: 403;
 * fora da equipe: 403; de outra empresa: 404. Aprovar reaplica as regras do spec §5 (o dia pode
 * ter mudado desde o pedido). A ação fica travada na transação.
 */
export const alterarStatusAcao = async (
  { db, clock }: Deps,
  auth: AuthContext,
  pedido: { id: number; status: StatusAcao },
): Promise<{ acao: AcaoWire; mensagem: string }> =>
  db.transaction(async (tx) => {
    const escopo = { db: tx, empresaId: auth.empresaId };
    const repo = acaoRepository(escopo);
    const atual = await repo.travar(pedido.id);
    if (!atual) throw naoEncontrado('Ação');
    const alcance = await alcanceDe(escopo, auth);
    const comNomes = (await repo.findById(atual.id))!;
    if (ehPendente(atual.status)) exigirDecisor(alcance, comNomes, canGerir);
    else await exigirGestao(escopo, alcance, atual.usuarioId);
    const { id: _id, status: _status, ...nova } = acaoParaDominio(atual);
    const config = await configDaAcao(escopo, atual.usuarioId, nova, atual.id);
    const t = transicao(atual, pedido.status, auth.usuarioId, config.exigirAprovacao);
    if (t.revalidar) await validarNaJornada(escopo, atual.usuarioId, nova, atual.id);
    const antes = dadosDaAcao(comNomes);
    const agora = clock();
    await repo.update(atual.id, {
      status: t.status,
      remocaoSolicitanteId: t.remocaoSolicitanteId,
      ...(t.decide ? { decididoPorId: auth.usuarioId, decididoEm: agora } : {}),
    });
    const decidida = (await repo.findById(atual.id))!;
    const depois = dadosDaAcao(decidida);
    await auditarEscala(tx, auth, agora, {
      entidade: 'acao',
      entidadeId: atual.id,
      acao: `status:${t.status}`,
      antes,
      depois,
    });
    return {
      acao: acaoParaFio(decidida, podeDecidir(alcance, decidida, canGerir)),
      mensagem: t.mensagem,
    };
  });
