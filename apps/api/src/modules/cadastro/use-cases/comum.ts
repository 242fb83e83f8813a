import type { CadastroItem, TipoCadastro } from '@jornada/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { trilhaDaMudanca } from '../../../shared/historico.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import {
  cadastroRepository,
  type EntidadeCadastro,
  type LinhaCadastro,
} from '../cadastro.repository.ts';

export type Deps = { db: Db; clock: () => Date };

/** Menu que dá acesso à estrutura da empresa (catálogo em acesso/recursos.ts). */
export const ROTA_ESTRUTURA = '/dashboard/admin/estrutura';

/** Caminho de cada cadastro → entidade (tabela, histórico e auditoria). */
export const ENTIDADE_DO_TIPO: Record<TipoCadastro, EntidadeCadastro> = {
  departamentos: 'departamento',
  grupos: 'grupo',
  'centros-custos': 'centro_custo',
  sindicatos: 'sindicato',
  cargos: 'cargo',
};

/** Nome do cadastro nas mensagens (todos masculinos: "o departamento", "o cargo"...). */
export const ROTULO: Record<EntidadeCadastro, string> = {
  departamento: 'departamento',
  grupo: 'grupo',
  centro_custo: 'centro de custo',
  sindicato: 'sindicato',
  cargo: 'cargo',
};

export const maiuscula = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export const repo = (d: Db | Tx, auth: AuthContext) =>
  cadastroRepository({ db: d, empresaId: auth.empresaId });

/** A linha do banco no formato da resposta; só o sindicato e o cargo têm campos a mais. */
export const paraItem = (entidade: EntidadeCadastro, r: LinhaCadastro): CadastroItem => ({
  id: r.id,
  nome: r.nome,
  codigo: r.codigo,
  ativo: r.ativo,
  pessoas: r.pessoas,
  ...(entidade === 'sindicato' ? { dataBaseMes: r.dataBaseMes, observacoes: r.observacoes } : {}),
  // A coluna `codigo` do cargo guarda a CBO (docs/decisoes/cadastros.md).
  ...(entidade === 'cargo' ? { cbo: r.codigo } : {}),
});

export const naoEncontradoCadastro = (entidade: EntidadeCadastro) =>
  naoEncontrado(maiuscula(ROTULO[entidade]));

/** Carrega o registro da empresa de quem pede; de outra empresa (ou inexistente) é 404. */
export const findItem = async (
  d: Db | Tx,
  auth: AuthContext,
  entidade: EntidadeCadastro,
  id: number,
) => {
  const r = await repo(d, auth).find(entidade, id);
  if (!r) throw naoEncontradoCadastro(entidade);
  return paraItem(entidade, r);
};

/** Trava o registro (a transação o altera) e o devolve; 404 se não for da empresa. */
export const lockItem = async (
  tx: Tx,
  auth: AuthContext,
  entidade: EntidadeCadastro,
  id: number,
) => {
  if (!(await repo(tx, auth).lock(entidade, id))) throw naoEncontradoCadastro(entidade);
  return findItem(tx, auth, entidade, id);
};

export const nomeDuplicado = (entidade: EntidadeCadastro, nome: string) =>
  new AppError(
    'NOME_DUPLICADO',
    `Já existe um ${ROTULO[entidade]} com o nome "${nome}" nesta empresa.`,
    409,
    'nome',
  );

/**
 * Grava a versão no histórico e a trilha de auditoria, na mesma transação da mudança. `depois`
 * é o registro como ficou (mais o que a ação mudou, como os membros incluídos de um grupo).
 */
export const registrarVersao = async (
  tx: Tx,
  auth: AuthContext,
  m: {
    entidade: EntidadeCadastro;
    acao: string;
    antes: CadastroItem | null;
    depois: CadastroItem & Record<string, unknown>;
    em: Date;
  },
) => {
  const versao = await repo(tx, auth).nextVersao(m.entidade, m.depois.id);
  const mudanca = { ...m, depois: { ...m.depois, versao } };
  await repo(tx, auth).historico.inserir(mudanca, auth.usuarioId);
  await registrarAuditoria(tx, {
    empresaId: auth.empresaId,
    ator: atorDe(auth),
    entidade: m.entidade,
    ...trilhaDaMudanca(mudanca),
  });
  return versao;
};

/** Código do PostgreSQL (23505 único, 23503 chave estrangeira), também embrulhado pelo driver. */
export const codigoPg = (e: unknown): string | undefined =>
  (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
