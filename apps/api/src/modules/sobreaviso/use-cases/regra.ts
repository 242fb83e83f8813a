import type { RegraSobreaviso, RegraSobreavisoBody } from '@jornada/contracts';
import { LIMITE_ESCALA_SOBREAVISO, type TipoSobreaviso } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import type { RegraRow } from '../sobreaviso.repository.ts';
import {
  type Deps,
  exigirRhSobreaviso,
  historicoDe,
  hojeNaEmpresa,
  registrarVersao,
  repo,
} from './comum.ts';

/** Fração do salário-hora: 1/3 no sobreaviso (art. 244 §2º), 2/3 na prontidão (§3º). */
const FRACAO: Readonly<Record<TipoSobreaviso, string>> = { sobreaviso: '1/3', prontidao: '2/3' };

export const paraRegra = (r: RegraRow): RegraSobreaviso => {
  const tipo = r.tipo as TipoSobreaviso;
  return {
    id: r.id,
    nome: r.nome,
    tipo,
    fracao: FRACAO[tipo],
    limiteMinutos: LIMITE_ESCALA_SOBREAVISO[tipo],
    descontarAcionamento: r.descontarAcionamento,
    aprovacaoGestor: r.aprovacaoGestor,
    verbaEspera: r.verbaEspera,
    verbaAcionamento: r.verbaAcionamento,
    ativo: r.ativo,
    versao: r.versao,
  };
};

/** Regras de sobreaviso e prontidão: o RH mantém (com versões); todos da empresa as leem. */
export const regraUseCases = ({ db, clock }: Deps) => {
  const obter = async (auth: AuthContext, id: number) => {
    const r = await repo(db, auth).findRegra(id);
    if (!r) throw naoEncontrado('Regra de sobreaviso');
    return paraRegra(r);
  };

  const listar = async (
    auth: AuthContext,
    q: { ativo?: 'true' | 'false'; tipo?: TipoSobreaviso },
  ) =>
    (
      await repo(db, auth).listRegras({
        ativo: q.ativo === undefined ? undefined : q.ativo === 'true',
        tipo: q.tipo,
      })
    ).map(paraRegra);

  /** As regras das alocações de quem chama vigentes hoje (no fuso da empresa). */
  const doUsuarioLogado = async (auth: AuthContext) => {
    const hoje = await hojeNaEmpresa(db, auth, clock());
    const alocacoes = await repo(db, auth).listAlocacoes({
      usuarioId: auth.usuarioId,
      inicio: hoje,
      fim: hoje,
      ativo: true,
    });
    const ids = [...new Set(alocacoes.map((a) => a.regraId))];
    const regras = await Promise.all(ids.map((id) => repo(db, auth).findRegra(id)));
    return regras.flatMap((r) => (r ? [paraRegra(r)] : []));
  };

  const criar = (auth: AuthContext, b: RegraSobreavisoBody) => {
    exigirRhSobreaviso(auth);
    return db.transaction(async (tx) => {
      const depois = paraRegra(await repo(tx, auth).insertRegra(b));
      await registrarVersao(tx, auth, {
        entidade: 'regra',
        acao: 'inclusao',
        antes: null,
        depois,
        em: clock(),
      });
      return depois;
    });
  };

  const alterar = (auth: AuthContext, id: number, b: RegraSobreavisoBody) => {
    exigirRhSobreaviso(auth);
    return db.transaction(async (tx) => {
      const atual = await repo(tx, auth).findRegra(id);
      if (!atual) throw naoEncontrado('Regra de sobreaviso');
      const depois = paraRegra(await repo(tx, auth).updateRegra(id, b));
      await registrarVersao(tx, auth, {
        entidade: 'regra',
        acao: 'alteracao',
        antes: paraRegra(atual),
        depois,
        em: clock(),
      });
      return depois;
    });
  };

  const historico = async (auth: AuthContext, id: number) => {
    exigirRhSobreaviso(auth);
    await obter(auth, id);
    return historicoDe(db, auth, 'regra', id);
  };

  return { obter, listar, doUsuarioLogado, criar, alterar, historico };
};
