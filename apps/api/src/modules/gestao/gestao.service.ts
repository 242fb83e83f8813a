import type { GestaoWire } from '@jornada/contracts';
import type { ModoAlocacaoDataFim } from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import {
  auditarEscala,
  definidos,
  type EscalaRow,
  escalaRepository,
  type GestaoRow,
  gestaoRepository,
} from '../escala-nucleo/index.ts';

type Deps = { db: Db; clock: () => Date };

export type GestaoEntrada = {
  nome: string;
  alocacaoDataFim: ModoAlocacaoDataFim;
  exigirAprovacao: boolean;
  alterarDiaTrabalhoDiasConsecutivos: number;
  mostrarHorarioEscala: boolean;
};

export const gestaoParaFio = (g: GestaoRow, escalas: readonly EscalaRow[]): GestaoWire => ({
  id: g.id,
  nome: g.nome,
  alocacaoDataFim: g.alocacaoDataFim,
  exigirAprovacao: g.exigirAprovacao,
  alterarDiaTrabalhoDiasConsecutivos: g.alterarDiaTrabalhoDiasConsecutivos,
  mostrarHorarioEscala: g.mostrarHorarioEscala,
  ativo: g.ativo,
  escalas: escalas
    .filter((e) => e.gestaoId === g.id && e.ativo)
    .map((e) => ({ id: e.id, nome: e.nome })),
});

/** Gestões (regras de gestão das escalas, spec §7 /gestao). Toda gravação é auditada. */
export const createGestaoService = ({ db, clock }: Deps) => {
  const escopoDe = (auth: AuthContext, tx: Db | Tx = db) => ({
    db: tx,
    empresaId: auth.empresaId,
  });

  const obter = async (auth: AuthContext, id: number) => {
    const escopo = escopoDe(auth);
    const [g, escalas] = await Promise.all([
      gestaoRepository(escopo).findById(id),
      escalaRepository(escopo).listAll(),
    ]);
    if (!g) throw naoEncontrado('Gestão');
    return gestaoParaFio(g, escalas);
  };

  const gravar = (
    auth: AuthContext,
    id: number | null,
    valores: Partial<GestaoEntrada> & { ativo?: boolean },
    acao: string,
  ) =>
    db.transaction(async (tx) => {
      const escopo = escopoDe(auth, tx);
      const repo = gestaoRepository(escopo);
      const escalas = await escalaRepository(escopo).listAll();
      const atual = id === null ? null : await repo.findById(id);
      if (id !== null && !atual) throw naoEncontrado('Gestão');
      const row =
        id === null
          ? await repo.insert(valores as GestaoEntrada)
          : Object.keys(definidos(valores)).length > 0
            ? (await repo.update(id, definidos(valores)))!
            : atual!;
      const depois = gestaoParaFio(row, escalas);
      await auditarEscala(tx, auth, clock(), {
        entidade: 'gestao',
        entidadeId: row.id,
        acao,
        antes: atual && gestaoParaFio(atual, escalas),
        depois,
      });
      return depois;
    });

  return {
    listar: async (
      auth: AuthContext,
      f: { ativo: boolean; search?: string; pageNumber: number; pageSize: number },
    ) => {
      const escopo = escopoDe(auth);
      const [r, escalas] = await Promise.all([
        gestaoRepository(escopo).list({
          ativo: f.ativo,
          search: f.search,
          offset: (f.pageNumber - 1) * f.pageSize,
          limit: f.pageSize,
        }),
        escalaRepository(escopo).listAll(),
      ]);
      return {
        items: r.itens.map((g) => gestaoParaFio(g, escalas)),
        total: r.total,
        pageNumber: f.pageNumber,
        pageSize: f.pageSize,
      };
    },
    obter,
    combo: async (auth: AuthContext) => {
      const todas = await gestaoRepository(escopoDe(auth)).listAll();
      return todas.filter((g) => g.ativo).map((g) => ({ id: g.id, nome: g.nome }));
    },
    criar: (auth: AuthContext, b: GestaoEntrada) => gravar(auth, null, b, 'criar'),
    atualizar: (auth: AuthContext, b: Partial<GestaoEntrada> & { id: number }) => {
      const { id, ...valores } = b;
      return gravar(auth, id, valores, 'alterar');
    },
    status: (auth: AuthContext, b: { id: number; ativo: boolean }) =>
      gravar(auth, b.id, { ativo: b.ativo }, b.ativo ? 'reativar' : 'arquivar'),
  };
};
export type GestaoService = ReturnType<typeof createGestaoService>;
