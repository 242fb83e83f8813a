import type { CondicaoTrabalhoWire } from '@jornada/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import {
  auditarEscala,
  type CondicaoTrabalhoRow,
  type CondicaoTrabalhoValores,
  condicaoTrabalhoRepository,
  definidos,
  loadCatalogo,
  revalidarEscalas,
} from '../escala-nucleo/index.ts';

type Deps = { db: Db; clock: () => Date };

export type CondicaoTrabalhoEntrada = {
  nome: string;
  descricao: string | null;
  comercio: boolean;
  minutosSemanaisContrato: number;
};

export const condicaoParaFio = (c: CondicaoTrabalhoRow): CondicaoTrabalhoWire => ({
  id: c.id,
  nome: c.nome,
  descricao: c.descricao,
  comercio: c.comercio,
  minutosSemanaisContrato: c.minutosSemanaisContrato,
  ativo: c.ativo,
});

/**
 * Condições de trabalho (spec §7 /condicaotrabalho). Mudar o comércio ou o contrato semanal
 * revalida as escalas ativas que usam a condição. Toda gravação é auditada.
 */
export const createCondicaoTrabalhoService = ({ db, clock }: Deps) => {
  const repoDe = (auth: AuthContext, tx: Db | Tx = db) =>
    condicaoTrabalhoRepository({ db: tx, empresaId: auth.empresaId });

  const gravar = (
    auth: AuthContext,
    id: number | null,
    valores: Partial<CondicaoTrabalhoValores>,
    acao: string,
  ) =>
    db.transaction(async (tx) => {
      const repo = repoDe(auth, tx);
      const atual = id === null ? null : await repo.findById(id);
      if (id !== null && !atual) throw naoEncontrado('Condição de trabalho');
      const row =
        id === null
          ? await repo.insert(valores as CondicaoTrabalhoValores)
          : Object.keys(definidos(valores)).length > 0
            ? (await repo.update(id, definidos(valores)))!
            : atual!;
      if (id !== null) {
        const catalogo = await loadCatalogo({ db: tx, empresaId: auth.empresaId });
        revalidarEscalas(catalogo, (e) => e.condicaoTrabalhoId === id);
      }
      const depois = condicaoParaFio(row);
      await auditarEscala(tx, auth, clock(), {
        entidade: 'condicao_trabalho',
        entidadeId: row.id,
        acao,
        antes: atual && condicaoParaFio(atual),
        depois,
      });
      return depois;
    });

  return {
    listar: async (
      auth: AuthContext,
      f: { ativo: boolean; search?: string; pageNumber: number; pageSize: number },
    ) => {
      const r = await repoDe(auth).list({
        ativo: f.ativo,
        search: f.search,
        offset: (f.pageNumber - 1) * f.pageSize,
        limit: f.pageSize,
      });
      return {
        items: r.itens.map(condicaoParaFio),
        total: r.total,
        pageNumber: f.pageNumber,
        pageSize: f.pageSize,
      };
    },
    obter: async (auth: AuthContext, id: number) => {
      const c = await repoDe(auth).findById(id);
      if (!c) throw naoEncontrado('Condição de trabalho');
      return condicaoParaFio(c);
    },
    combo: async (auth: AuthContext) =>
      (await repoDe(auth).listAll())
        .filter((c) => c.ativo)
        .map((c) => ({ id: c.id, nome: c.nome })),
    criar: (auth: AuthContext, b: CondicaoTrabalhoEntrada) => gravar(auth, null, b, 'criar'),
    atualizar: (auth: AuthContext, b: Partial<CondicaoTrabalhoEntrada> & { id: number }) => {
      const { id, ...valores } = b;
      return gravar(auth, id, valores, 'alterar');
    },
    status: (auth: AuthContext, b: { id: number; ativo: boolean }) =>
      gravar(auth, b.id, { ativo: b.ativo }, b.ativo ? 'reativar' : 'arquivar'),
  };
};
export type CondicaoTrabalhoService = ReturnType<typeof createCondicaoTrabalhoService>;
