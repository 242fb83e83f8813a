import type { FeriadoBody, FeriadoWire } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { auditarEscala, hojeDaEmpresa } from '../escala-nucleo/index.ts';
import { type FeriadoRow, type FeriadoValores, feriadoRepository } from './feriado.repository.ts';

type Deps = { db: Db; clock: () => Date };

/** Recorrente ('MM-DD') → a data no ano; única ('AAAA-MM-DD') fica como está. */
const paraFio = (f: FeriadoRow, ano: number): FeriadoWire => {
  const recorrente = f.data.length === 5;
  return {
    id: f.id,
    nome: f.nome,
    data: recorrente ? `${ano}-${f.data}` : f.data,
    recorrente,
    filialId: f.filialId,
    filialNome: f.filialNome,
    ativo: f.ativo,
  };
};

const colunas = (b: FeriadoBody): FeriadoValores => ({
  nome: b.nome,
  data: b.recorrente ? b.data.slice(5) : b.data,
  filialId: b.filialId,
});

const MENSAGEM_DUPLICADO = 'Já existe um feriado ativo nesta data para esta filial.';

/**
 * Feriados municipais (cadastro do RH). O cálculo (calendários, /tag, espelho) lê os ativos pela
 * tabela do calendário: gravar aqui muda o tipo do dia na próxima leitura. Toda gravação é
 * auditada na mesma transação.
 */
export const createFeriadoService = ({ db, clock }: Deps) => {
  const anoCorrente = async (escopo: Escopo) =>
    Number((await hojeDaEmpresa(escopo, clock)).slice(0, 4));

  const validar = async (
    repo: ReturnType<typeof feriadoRepository>,
    v: FeriadoValores,
    excetoId: number | null,
  ) => {
    if (v.filialId != null && !(await repo.filialExiste(v.filialId))) {
      throw new AppError('FILIAL_INEXISTENTE', 'Filial não encontrada.', 400, 'filialId');
    }
    if (await repo.conflitante(v, excetoId)) {
      throw new AppError('FERIADO_DUPLICADO', MENSAGEM_DUPLICADO, 409, 'data');
    }
  };

  /** Uma gravação numa transação, auditada com antes/depois na forma do fio. */
  const gravar = (
    auth: AuthContext,
    acao: string,
    mudar: (repo: ReturnType<typeof feriadoRepository>) => Promise<{
      id: number;
      antes: FeriadoRow | null;
    }>,
  ) =>
    db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      const repo = feriadoRepository(escopo);
      const ano = await anoCorrente(escopo);
      const { id, antes } = await mudar(repo);
      const depois = paraFio((await repo.findById(id))!, ano);
      await auditarEscala(tx, auth, clock(), {
        entidade: 'feriado',
        entidadeId: id,
        acao,
        antes: antes && paraFio(antes, ano),
        depois,
      });
      return depois;
    });

  const existente = async (repo: ReturnType<typeof feriadoRepository>, id: number) => {
    const f = await repo.findById(id);
    if (!f) throw naoEncontrado('Feriado');
    return f;
  };

  return {
    listar: async (auth: AuthContext, f: { Ano: number; ativo: boolean }) => {
      const linhas = await feriadoRepository({ db, empresaId: auth.empresaId }).listDoAno(
        f.Ano,
        f.ativo,
      );
      const items = linhas
        .map((l) => paraFio(l, f.Ano))
        .sort((a, b) => a.data.localeCompare(b.data) || a.nome.localeCompare(b.nome));
      return { items };
    },

    obter: async (auth: AuthContext, id: number) => {
      const escopo = { db, empresaId: auth.empresaId };
      return paraFio(await existente(feriadoRepository(escopo), id), await anoCorrente(escopo));
    },

    criar: (auth: AuthContext, b: FeriadoBody) =>
      gravar(auth, 'criar', async (repo) => {
        const v = colunas(b);
        await validar(repo, v, null);
        return { id: await repo.insert(v), antes: null };
      }),

    atualizar: (auth: AuthContext, id: number, b: FeriadoBody) =>
      gravar(auth, 'alterar', async (repo) => {
        const antes = await existente(repo, id);
        const v = colunas(b);
        if (antes.ativo) await validar(repo, v, id);
        await repo.update(id, v);
        return { id, antes };
      }),

    /** Arquivar (ativo false) ou reativar; reativar não pode duplicar outro ativo. */
    alterarStatus: (auth: AuthContext, id: number, ativo: boolean) =>
      gravar(auth, ativo ? 'reativar' : 'arquivar', async (repo) => {
        const antes = await existente(repo, id);
        if (ativo && !antes.ativo) await validar(repo, antes, id);
        await repo.update(id, { ativo });
        return { id, antes };
      }),
  };
};
export type FeriadoService = ReturnType<typeof createFeriadoService>;
