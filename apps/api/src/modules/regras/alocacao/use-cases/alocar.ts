import { addDias } from '@jornada/domain';
import type { Db } from '../../../../db/client.ts';
import type { AuthContext } from '../../../../shared/auth-context.ts';
import { campoInvalido } from '../../calculo/index.ts';
import {
  type AcaoVersao,
  type Periodo,
  registrarVersoes,
  sobrepoe,
  sobreposta,
  validarPeriodo,
  validarRegraPonto,
  vespera,
} from '../alocacao-regra.regras.ts';
import { type AlocacaoRow, alocacaoRegraRepository } from '../alocacao-regra.repository.ts';

export type AlocarEntrada = {
  usuarioIds: number[];
  regraId: number;
  dataInicio: string;
  dataFim?: string | null;
};

type Gravada = { antes: AlocacaoRow | null; depois: AlocacaoRow; acao: AcaoVersao };

/**
 * Aloca a regra de ponto a cada colaborador a partir de `dataInicio`. A alocação ativa que
 * começou antes e seguiria depois é encerrada na véspera (e, se a nova tem data fim, continua
 * no dia seguinte a ela); uma que começa no período novo → 409. Tudo numa transação, com os
 * colaboradores travados, versão e auditoria de cada alocação gravada.
 */
export const alocar = (db: Db, auth: AuthContext, e: AlocarEntrada) =>
  db.transaction(async (tx) => {
    const nova: Periodo = { dataInicio: e.dataInicio, dataFim: e.dataFim ?? null };
    validarPeriodo(nova);
    await validarRegraPonto(tx, auth.empresaId, e.regraId, e.dataInicio);
    const repo = alocacaoRegraRepository({ db: tx, empresaId: auth.empresaId });
    const ids = [...new Set(e.usuarioIds)];
    const nomes = await repo.travarUsuarios(ids);
    const ausentes = ids.filter((id) => !nomes.has(id));
    if (ausentes.length)
      throw campoInvalido('usuarioIds', `colaborador não encontrado: ${ausentes.join(', ')}`);

    const encerrar: AlocacaoRow[] = [];
    const continuar: Parameters<typeof repo.inserir>[0][number][] = [];
    for (const a of await repo.ativasDosUsuarios(ids)) {
      if (!sobrepoe(a, nova)) continue;
      if (a.dataInicio >= nova.dataInicio) throw sobreposta(nomes.get(a.usuarioId)!, a);
      encerrar.push(a);
      const passaDoFim = nova.dataFim !== null && (a.dataFim === null || a.dataFim > nova.dataFim);
      if (!passaDoFim) continue;
      continuar.push({
        usuarioId: a.usuarioId,
        regraPontoId: a.regraPontoId,
        dataInicio: addDias(nova.dataFim!, 1),
        dataFim: a.dataFim,
        status: 'ativa',
        versao: 1,
        alteradoPor: auth.usuarioId,
      });
    }

    const gravadas: Gravada[] = [];
    const porId = new Map(encerrar.map((a) => [a.id, a]));
    // Todas encerram na mesma véspera: um UPDATE só.
    if (encerrar.length) {
      const encerradas = await repo.atualizar([...porId.keys()], {
        dataFim: vespera(nova.dataInicio),
        alteradoPor: auth.usuarioId,
      });
      for (const d of encerradas)
        gravadas.push({ antes: porId.get(d.id)!, depois: d, acao: 'encerramento' });
    }
    const criadas = await repo.inserir(
      ids.map((usuarioId) => ({
        usuarioId,
        regraPontoId: e.regraId,
        dataInicio: nova.dataInicio,
        dataFim: nova.dataFim,
        status: 'ativa',
        versao: 1,
        alteradoPor: auth.usuarioId,
      })),
    );
    const continuacoes = continuar.length ? await repo.inserir(continuar) : [];
    for (const d of [...criadas, ...continuacoes])
      gravadas.push({ antes: null, depois: d, acao: 'criacao' });
    await registrarVersoes(tx, auth, gravadas, repo.inserirVersoes);
    return criadas.map((c) => c.id);
  });
