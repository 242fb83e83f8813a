import type { AcaoBody, AcaoWire } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import {
  acaoRepository,
  alcanceDe,
  auditarEscala,
  canGerir,
  exigirGestao,
  pessoaRepository,
} from '../../escala-nucleo/index.ts';
import { interpretarCorpoAcao } from '../acao.corpo.ts';
import { podeDecidir } from '../acao.decisor.ts';
import { acaoParaFio, colunasDaAcao, dadosDaAcao } from '../acao.mapper.ts';
import { validarNaJornada } from '../acao.validacao.ts';
import { exigirForaDasFerias, type ListarAusenciasDoPeriodo } from '../acao-ferias.ts';

type Deps = { db: Db; clock: () => Date; listAusencias?: ListarAusenciasDoPeriodo };

/**
 * POST /acao: gestor (na equipe) ou RH registra uma alteração de escala de um colaborador. A
 * linha do colaborador fica travada na transação, então dois pedidos para o mesmo dia não
 * passam juntos pela regra de duplicidade. Com a gestão exigindo aprovação, nasce ParaAprovar;
 * senão, Aprovada (decidida por quem pediu).
 */
export const createAcao = async (
  { db, clock, listAusencias }: Deps,
  auth: AuthContext,
  corpo: AcaoBody,
): Promise<AcaoWire> => {
  const pedido = interpretarCorpoAcao(corpo);
  return db.transaction(async (tx) => {
    const escopo = { db: tx, empresaId: auth.empresaId };
    const alcance = await alcanceDe(escopo, auth);
    const alvo = await exigirGestao(escopo, alcance, pedido.usuarioId);
    await pessoaRepository(escopo).travar(alvo.id);
    await exigirForaDasFerias(listAusencias, escopo, alvo.id, pedido.acao);
    const config = await validarNaJornada(escopo, alvo.id, pedido.acao);
    const agora = clock();
    const aprovada = !config.exigirAprovacao;
    const repo = acaoRepository(escopo);
    const id = await repo.insert({
      ...colunasDaAcao(alvo.id, pedido.acao),
      status: aprovada ? 'Aprovada' : 'ParaAprovar',
      solicitanteId: auth.usuarioId,
      decididoPorId: aprovada ? auth.usuarioId : null,
      decididoEm: aprovada ? agora : null,
      criadoEm: agora,
    });
    const criada = (await repo.findById(id))!;
    await auditarEscala(tx, auth, agora, {
      entidade: 'acao',
      entidadeId: id,
      acao: 'criar',
      antes: null,
      depois: dadosDaAcao(criada),
    });
    return acaoParaFio(criada, podeDecidir(alcance, criada, canGerir));
  });
};
