import type { AlocacaoRegra } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import type { createRegraPontoService } from '../ponto/index.ts';
import {
  registrarVersoes,
  sobrepoe,
  sobreposta,
  validarPeriodo,
  validarRegraPonto,
} from './alocacao-regra.regras.ts';
import { alocacaoRegraRepository, type FiltroAlocacao } from './alocacao-regra.repository.ts';
import { type AlocarEntrada, alocar } from './use-cases/alocar.ts';

type Deps = { db: Db; regraPonto: ReturnType<typeof createRegraPontoService> };
type AlterarEntrada = {
  id: number;
  regraId?: number;
  dataInicio?: string;
  dataFim?: string | null;
};

/**
 * Alocações de regra de ponto aos colaboradores (spec §7, `/alocacao`). Cada mudança grava uma
 * versão (GET /alocacao/historico/{id}) e auditoria; as ativas de um colaborador não se sobrepõem.
 */
export const createAlocacaoRegraService = ({ db, regraPonto }: Deps) => {
  const repo = (auth: AuthContext) => alocacaoRegraRepository({ db, empresaId: auth.empresaId });

  const obter = async (auth: AuthContext, id: number): Promise<AlocacaoRegra> => {
    const a = await repo(auth).obter(id);
    if (!a) throw naoEncontrado('Alocação');
    return a;
  };

  /** Com `withRegraDePonto`, também a regra de ponto (por `regraId`) com a configuração. */
  const findComRegra = async (auth: AuthContext, id: number, withRegraDePonto = false) => {
    const a = await obter(auth, id);
    return withRegraDePonto ? { ...a, regraDePonto: await regraPonto.obter(auth, a.regraId) } : a;
  };

  const criar = async (auth: AuthContext, e: AlocarEntrada) => {
    const ids = await alocar(db, auth, e);
    return Promise.all(ids.map((id) => obter(auth, id)));
  };

  const alterar = async (auth: AuthContext, e: AlterarEntrada) => {
    await db.transaction(async (tx) => {
      const r = alocacaoRegraRepository({ db: tx, empresaId: auth.empresaId });
      const [antes] = await r.travar([e.id]);
      if (!antes) throw naoEncontrado('Alocação');
      const nomes = await r.travarUsuarios([antes.usuarioId]);
      const novo = {
        regraPontoId: e.regraId ?? antes.regraPontoId,
        dataInicio: e.dataInicio ?? antes.dataInicio,
        dataFim: e.dataFim === undefined ? antes.dataFim : e.dataFim,
      };
      validarPeriodo(novo);
      await validarRegraPonto(tx, auth.empresaId, novo.regraPontoId, novo.dataInicio, {
        aceitarArquivada: novo.regraPontoId === antes.regraPontoId,
      });
      if (antes.status === 'ativa') {
        const outra = (await r.ativasDosUsuarios([antes.usuarioId])).find(
          (a) => a.id !== antes.id && sobrepoe(a, novo),
        );
        if (outra) throw sobreposta(nomes.get(antes.usuarioId)!, outra);
      }
      const [depois] = await r.atualizar([e.id], { ...novo, alteradoPor: auth.usuarioId });
      await registrarVersoes(
        tx,
        auth,
        [{ antes, depois: depois!, acao: 'alteracao' }],
        r.inserirVersoes,
      );
    });
    return obter(auth, e.id);
  };

  /** Ativa ou inativa várias alocações; ativar confere a sobreposição com as demais ativas. */
  const alterarStatus = async (auth: AuthContext, ids: number[], status: 'ativa' | 'inativa') => {
    const unicos = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const r = alocacaoRegraRepository({ db: tx, empresaId: auth.empresaId });
      const antes = await r.travar(unicos);
      if (antes.length !== unicos.length) throw naoEncontrado('Alocação');
      const mudam = antes.filter((a) => a.status !== status);
      if (mudam.length === 0) return;
      const usuarios = [...new Set(mudam.map((a) => a.usuarioId))];
      const nomes = await r.travarUsuarios(usuarios);
      if (status === 'ativa') {
        const ativas = await r.ativasDosUsuarios(usuarios);
        for (const [i, a] of mudam.entries()) {
          const outras = [...ativas, ...mudam.slice(0, i)].filter(
            (o) => o.usuarioId === a.usuarioId,
          );
          const conflito = outras.find((o) => o.id !== a.id && sobrepoe(o, a));
          if (conflito) throw sobreposta(nomes.get(a.usuarioId)!, conflito);
        }
      }
      const porId = new Map(mudam.map((a) => [a.id, a]));
      const depois = await r.atualizar([...porId.keys()], { status, alteradoPor: auth.usuarioId });
      const gravadas = depois.map((d) => ({
        antes: porId.get(d.id)!,
        depois: d,
        acao: 'status' as const,
      }));
      await registrarVersoes(tx, auth, gravadas, r.inserirVersoes);
    });
    return Promise.all(unicos.map((id) => obter(auth, id)));
  };

  const listar = (auth: AuthContext, f: FiltroAlocacao, pageNumber: number, pageSize: number) =>
    repo(auth).listar(f, (pageNumber - 1) * pageSize, pageSize);

  const contar = async (auth: AuthContext, f: FiltroAlocacao) => {
    const porStatus = new Map((await repo(auth).contarPorStatus(f)).map((l) => [l.status, l.n]));
    const ativas = porStatus.get('ativa') ?? 0;
    const inativas = porStatus.get('inativa') ?? 0;
    return { total: ativas + inativas, ativas, inativas };
  };

  const historico = async (auth: AuthContext, id: number) => {
    const versoes = await repo(auth).versoes(id);
    if (versoes.length === 0) throw naoEncontrado('Alocação');
    return versoes;
  };

  return { obter, findComRegra, criar, alterar, alterarStatus, listar, contar, historico };
};
