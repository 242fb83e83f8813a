import type {
  CadastroBody,
  CadastroExclusao,
  CadastroItem,
  CadastroPagina,
  CargoBody,
  SindicatoBody,
  VersaoCadastro,
} from '@jornada/contracts';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { csvCadastro } from '../cadastro.csv.ts';
import type { EntidadeCadastro, GravacaoCadastro } from '../cadastro.repository.ts';
import {
  codigoPg,
  type Deps,
  findItem,
  lockItem,
  nomeDuplicado,
  paraItem,
  registrarVersao,
  repo,
} from './comum.ts';

export type EntradaCadastro = CadastroBody | SindicatoBody | CargoBody;

/** O corpo de cada cadastro no formato das colunas (a CBO do cargo vai em `codigo`). */
const gravacaoDe = (b: EntradaCadastro): GravacaoCadastro => {
  if ('cbo' in b) return { nome: b.nome, codigo: b.cbo };
  if ('dataBaseMes' in b)
    return {
      nome: b.nome,
      codigo: b.codigo,
      dataBaseMes: b.dataBaseMes,
      observacoes: b.observacoes,
    };
  return { nome: b.nome, codigo: b.codigo };
};

export type FiltroLista = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  arquivados: 'true' | 'false';
};

/** Mais linhas do que isso num CSV pede um filtro (nenhuma empresa tem tantos cadastros). */
const LIMITE_CSV = 50_000;

/** CRUD dos cadastros da estrutura: cada escrita é uma transação com versão e auditoria. */
export const cadastroUseCases = ({ db, clock }: Deps) => {
  /** Nome livre na empresa (sem diferenciar maiúsculas), senão 409 nomeando o campo. */
  const conferirNome = async (
    tx: Tx,
    auth: AuthContext,
    e: EntidadeCadastro,
    nome: string,
    id?: number,
  ) => {
    if (await repo(tx, auth).hasNome(e, nome, id)) throw nomeDuplicado(e, nome);
  };

  /** A corrida entre dois cadastros com o mesmo nome acaba no índice único: mesmo 409. */
  const comNomeUnico = async <T>(e: EntidadeCadastro, nome: string, f: () => Promise<T>) => {
    try {
      return await f();
    } catch (err) {
      if (codigoPg(err) === '23505') throw nomeDuplicado(e, nome);
      throw err;
    }
  };

  const gravarConvencao = async (
    tx: Tx,
    auth: AuthContext,
    e: EntidadeCadastro,
    id: number,
    g: GravacaoCadastro,
  ) => {
    if (e !== 'sindicato') return;
    await repo(tx, auth).upsertConvencao(id, g.dataBaseMes ?? null, g.observacoes ?? null);
  };

  const listar = async (
    auth: AuthContext,
    e: EntidadeCadastro,
    f: FiltroLista,
  ): Promise<CadastroPagina> => {
    const { itens, total } = await repo(db, auth).list(e, {
      search: f.search || undefined,
      arquivados: f.arquivados === 'true',
      offset: (f.pageNumber - 1) * f.pageSize,
      limit: f.pageSize,
    });
    return {
      items: itens.map((r) => paraItem(e, r)),
      total,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
    };
  };

  const obter = (auth: AuthContext, e: EntidadeCadastro, id: number) => findItem(db, auth, e, id);

  /** Inclusão na transação de quem chama (o CRUD ou a confirmação da importação). */
  const incluir = async (tx: Tx, auth: AuthContext, e: EntidadeCadastro, b: EntradaCadastro) => {
    const g = gravacaoDe(b);
    await conferirNome(tx, auth, e, g.nome);
    const id = await repo(tx, auth).insert(e, g);
    await gravarConvencao(tx, auth, e, id, g);
    const depois = await findItem(tx, auth, e, id);
    await registrarVersao(tx, auth, {
      entidade: e,
      acao: 'inclusao',
      antes: null,
      depois,
      em: clock(),
    });
    return depois;
  };

  const criar = (auth: AuthContext, e: EntidadeCadastro, b: EntradaCadastro) =>
    comNomeUnico(e, gravacaoDe(b).nome, () => db.transaction((tx) => incluir(tx, auth, e, b)));

  const alterar = (auth: AuthContext, e: EntidadeCadastro, id: number, b: EntradaCadastro) => {
    const g = gravacaoDe(b);
    return comNomeUnico(e, g.nome, () =>
      db.transaction(async (tx) => {
        const antes = await lockItem(tx, auth, e, id);
        await conferirNome(tx, auth, e, g.nome, id);
        await repo(tx, auth).update(e, id, g);
        await gravarConvencao(tx, auth, e, id, g);
        const depois = await findItem(tx, auth, e, id);
        await registrarVersao(tx, auth, {
          entidade: e,
          acao: 'alteracao',
          antes,
          depois,
          em: clock(),
        });
        return depois;
      }),
    );
  };

  /** Arquivar ou desarquivar; pedir o estado em que o registro já está não grava nada. */
  const mudarAtivo = (auth: AuthContext, e: EntidadeCadastro, id: number, ativo: boolean) =>
    db.transaction(async (tx): Promise<CadastroItem> => {
      const antes = await lockItem(tx, auth, e, id);
      if (antes.ativo === ativo) return antes;
      await repo(tx, auth).setAtivo(e, id, ativo);
      const depois = await findItem(tx, auth, e, id);
      const acao = ativo ? 'desarquivamento' : 'arquivamento';
      await registrarVersao(tx, auth, { entidade: e, acao, antes, depois, em: clock() });
      return depois;
    });

  /**
   * Excluir: sem nada apontando, o registro sai; com pessoas, membros ou qualquer outro registro
   * que o referencie (chave estrangeira), ele é arquivado — o que aponta continua íntegro.
   */
  const excluir = (auth: AuthContext, e: EntidadeCadastro, id: number) =>
    db.transaction(async (tx): Promise<CadastroExclusao> => {
      const antes = await lockItem(tx, auth, e, id);
      if (antes.pessoas === 0 && (await tentarExcluir(tx, auth, e, id))) {
        await registrarVersao(tx, auth, {
          entidade: e,
          acao: 'exclusao',
          antes,
          depois: antes,
          em: clock(),
        });
        return { resultado: 'excluido', item: null };
      }
      if (!antes.ativo) return { resultado: 'arquivado', item: antes };
      await repo(tx, auth).setAtivo(e, id, false);
      const depois = await findItem(tx, auth, e, id);
      await registrarVersao(tx, auth, {
        entidade: e,
        acao: 'arquivamento',
        antes,
        depois,
        em: clock(),
      });
      return { resultado: 'arquivado', item: depois };
    });

  /** DELETE num savepoint: a violação de chave estrangeira (23503) desfaz só ele. */
  const tentarExcluir = async (tx: Tx, auth: AuthContext, e: EntidadeCadastro, id: number) => {
    try {
      await tx.transaction(async (sp) => repo(sp, auth).delete(e, id));
      return true;
    } catch (err) {
      if (codigoPg(err) === '23503') return false;
      throw err;
    }
  };

  const historico = async (
    auth: AuthContext,
    e: EntidadeCadastro,
    id: number,
  ): Promise<VersaoCadastro[]> => {
    await findItem(db, auth, e, id);
    return repo(db, auth).historico.listar(e, id);
  };

  const csv = async (
    auth: AuthContext,
    e: EntidadeCadastro,
    f: Pick<FiltroLista, 'search' | 'arquivados'>,
  ) => {
    const { itens } = await repo(db, auth).list(e, {
      search: f.search || undefined,
      arquivados: f.arquivados === 'true',
      offset: 0,
      limit: LIMITE_CSV,
    });
    return csvCadastro(
      e,
      itens.map((r) => paraItem(e, r)),
    );
  };

  return { listar, obter, incluir, criar, alterar, mudarAtivo, excluir, historico, csv };
};
export type CadastroUseCases = ReturnType<typeof cadastroUseCases>;
