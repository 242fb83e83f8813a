import type { LeiauteBody } from '@jornada/contracts';
import { LEIAUTES_PRONTOS } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { type Deps, historicoDe, paraLeiaute, registrarVersao, repo } from './comum.ts';

const NAO_ENCONTRADO = 'Leiaute de exportação';

/** Leiautes de exportação: os prontos (só leitura) e os personalizados da empresa (CRUD). */
export const leiauteUseCases = ({ db, clock }: Deps) => {
  const obter = async (auth: AuthContext, id: number) => {
    const r = await repo(db, auth).findLeiaute(id);
    if (!r?.ativo) throw naoEncontrado(NAO_ENCONTRADO);
    return paraLeiaute(r);
  };

  const listar = async (auth: AuthContext) => ({
    prontos: LEIAUTES_PRONTOS.map((l) => ({
      chave: l.chave,
      nome: l.nome,
      confianca: l.confianca,
      fonte: l.fonte,
      extensao: l.extensao,
      definicao: l.definicao,
    })),
    personalizados: (await repo(db, auth).listLeiautes()).map(paraLeiaute),
  });

  const criar = (auth: AuthContext, b: LeiauteBody) =>
    db.transaction(async (tx) => {
      const depois = paraLeiaute(await repo(tx, auth).insertLeiaute({ ...b, ativo: true }));
      await registrarVersao(tx, auth, {
        entidade: 'leiaute',
        acao: 'inclusao',
        antes: null,
        depois,
        em: clock(),
      });
      return depois;
    });

  const mudar =
    (acao: 'alteracao' | 'exclusao') => (auth: AuthContext, id: number, b?: LeiauteBody) =>
      db.transaction(async (tx) => {
        const atual = await repo(tx, auth).findLeiaute(id);
        if (!atual?.ativo) throw naoEncontrado(NAO_ENCONTRADO);
        const depois = paraLeiaute(
          await repo(tx, auth).updateLeiaute(id, acao === 'exclusao' ? { ativo: false } : b!),
        );
        await registrarVersao(tx, auth, {
          entidade: 'leiaute',
          acao,
          antes: paraLeiaute(atual),
          depois,
          em: clock(),
        });
        return depois;
      });

  const historico = async (auth: AuthContext, id: number) => {
    const r = await repo(db, auth).findLeiaute(id);
    if (!r) throw naoEncontrado(NAO_ENCONTRADO);
    return historicoDe(db, auth, 'leiaute', id);
  };

  /** Leiaute de uma exportação: um pronto pela chave ou um personalizado ativo pelo id. */
  const resolver = async (auth: AuthContext, q: { leiaute?: string; leiauteId?: number }) => {
    if (q.leiauteId !== undefined) {
      const l = await obter(auth, q.leiauteId);
      return {
        nome: l.nome,
        extensao: l.extensao,
        definicao: l.definicao,
        chave: `leiaute-${l.id}`,
      };
    }
    const p = LEIAUTES_PRONTOS.find((l) => l.chave === q.leiaute);
    if (!p)
      throw new AppError(
        'LEIAUTE_DESCONHECIDO',
        `Leiaute '${q.leiaute}' não existe. Os prontos são: ${LEIAUTES_PRONTOS.map((l) => l.chave).join(', ')}.`,
        400,
        'leiaute',
      );
    return { nome: p.nome, extensao: p.extensao, definicao: p.definicao, chave: p.chave };
  };

  return {
    obter,
    listar,
    criar,
    alterar: mudar('alteracao'),
    excluir: (auth: AuthContext, id: number) => mudar('exclusao')(auth, id),
    historico,
    resolver,
  };
};
