import type { MotivoSobreaviso, MotivoSobreavisoBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import type { MotivoRow } from '../sobreaviso.repository.ts';
import { type Deps, exigirRhSobreaviso, historicoDe, registrarVersao, repo } from './comum.ts';

const paraMotivo = (r: MotivoRow): MotivoSobreaviso => ({
  id: r.id,
  descricao: r.descricao,
  ativo: r.ativo,
  versao: r.versao,
});

/** Motivos de acionamento: o RH mantém; todos da empresa os leem (para lançar). */
export const motivoUseCases = ({ db, clock }: Deps) => {
  const obter = async (auth: AuthContext, id: number) => {
    const r = await repo(db, auth).findMotivo(id);
    if (!r) throw naoEncontrado('Motivo de sobreaviso');
    return paraMotivo(r);
  };

  const listar = async (auth: AuthContext, q: { ativo?: 'true' | 'false'; search?: string }) =>
    (
      await repo(db, auth).listMotivos({
        ativo: q.ativo === undefined ? undefined : q.ativo === 'true',
        search: q.search,
      })
    ).map(paraMotivo);

  const criar = (auth: AuthContext, b: MotivoSobreavisoBody) => {
    exigirRhSobreaviso(auth);
    return db.transaction(async (tx) => {
      const depois = paraMotivo(await repo(tx, auth).insertMotivo(b));
      await registrarVersao(tx, auth, {
        entidade: 'motivo',
        acao: 'inclusao',
        antes: null,
        depois,
        em: clock(),
      });
      return depois;
    });
  };

  const alterar = (auth: AuthContext, id: number, b: MotivoSobreavisoBody) => {
    exigirRhSobreaviso(auth);
    return db.transaction(async (tx) => {
      const atual = await repo(tx, auth).findMotivo(id);
      if (!atual) throw naoEncontrado('Motivo de sobreaviso');
      const depois = paraMotivo(await repo(tx, auth).updateMotivo(id, b));
      await registrarVersao(tx, auth, {
        entidade: 'motivo',
        acao: 'alteracao',
        antes: paraMotivo(atual),
        depois,
        em: clock(),
      });
      return depois;
    });
  };

  const historico = async (auth: AuthContext, id: number) => {
    exigirRhSobreaviso(auth);
    await obter(auth, id);
    return historicoDe(db, auth, 'motivo', id);
  };

  return { obter, listar, criar, alterar, historico };
};
