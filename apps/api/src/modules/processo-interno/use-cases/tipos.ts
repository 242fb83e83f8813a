import type { SalvarTipoProcessoBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { paraTipo } from '../processo-interno.mapper.ts';
import { isRhProcessos } from '../processo-interno.permissao.ts';
import { auditar, type Deps, repo } from './comum.ts';

/**
 * Tipos de processo: a lista (ativos para todos; com inativos para o RH) e o cadastro do RH.
 * Mudar um tipo não mexe nos pedidos já feitos (cada pedido guarda os campos e as etapas).
 */
export const createTipos = ({ db, clock }: Deps) => ({
  listar: async (auth: AuthContext, todos: boolean) =>
    (await repo(db, auth).listTipos(todos && isRhProcessos(auth))).map(paraTipo),

  salvar: (auth: AuthContext, b: SalvarTipoProcessoBody) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      const agora = clock();
      const valores = {
        nome: b.nome,
        descricao: b.descricao,
        campos: b.campos,
        etapas: b.etapas,
        ativo: b.ativo,
      };
      if (b.id === undefined) {
        const novo = await r.insertTipo({ ...valores, criadoEm: agora });
        await auditar(tx, auth, agora, {
          entidade: 'processo_interno_tipo',
          id: novo.id,
          acao: 'criar',
          depois: novo,
        });
        return paraTipo(novo);
      }
      const antes = await r.findTipo(b.id);
      if (!antes) throw naoEncontrado('Tipo de processo');
      const depois = await r.updateTipo(b.id, valores);
      await auditar(tx, auth, agora, {
        entidade: 'processo_interno_tipo',
        id: b.id,
        acao: 'alterar',
        antes,
        depois,
      });
      return paraTipo(depois);
    }),
});
