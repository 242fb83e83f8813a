import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { agoraNaEmpresa } from '../espelho/index.ts';
import { bancoHorasRepository } from './banco-horas.repository.ts';

/** RH do banco de horas (MenuAdmin): configura, atribui, lança e fecha. */
export const ROTA_BANCO_HORAS = '/dashboard/admin/banco-horas';
/** Gestor: consulta o extrato da própria equipe (usuario.gestor_id). */
/** Gestor: a página do banco de horas da equipe (saldos e alertas). */
export const ROTA_GESTOR_BANCO_EQUIPE = '/dashboard/gestor/banco-horas';
export const ROTAS_GESTOR_BANCO = [
  '/dashboard/gestor/espelhos',
  '/dashboard/gestor/aprovacoes',
  ROTA_GESTOR_BANCO_EQUIPE,
];

export type Deps = {
  db: Db;
  clock: () => Date;
  /** A apuração do espelho: os créditos e débitos diários de banco vêm dela. */
  apuracao: ApuracaoService;
};

export const isRhBanco = (auth: AuthContext) => auth.rotas.has(ROTA_BANCO_HORAS);

/** Hoje no fuso da empresa (dentro de uma transação, passe o `db` dela). */
export const hojeDa = async (deps: Deps, empresaId: number, db: Db | Tx = deps.db) =>
  (await agoraNaEmpresa({ db, empresaId }, deps.clock)).hoje;

/**
 * O colaborador cujo banco se consulta: o próprio, qualquer um para o RH do banco, a equipe para
 * o gestor. Para os demais ele "não existe" (404, sem revelar que existe).
 */
export const colaboradorVisivel = async (
  db: Db | Tx,
  auth: AuthContext,
  usuarioId: number | undefined,
) => {
  const id = usuarioId ?? auth.usuarioId;
  const u = await bancoHorasRepository({ db, empresaId: auth.empresaId }).findUsuario(id);
  if (!u) throw naoEncontrado('Colaborador');
  const gestor = u.gestorId === auth.usuarioId && ROTAS_GESTOR_BANCO.some((r) => auth.rotas.has(r));
  if (id !== auth.usuarioId && !isRhBanco(auth) && !gestor) throw naoEncontrado('Colaborador');
  return u;
};

/** Linha de auditoria da mudança, na mesma transação. */
export const auditar = (
  tx: Db | Tx,
  auth: AuthContext,
  agora: Date,
  a: {
    entidade: string;
    entidadeId: number | string;
    acao: string;
    antes?: unknown;
    depois?: unknown;
  },
) => registrarAuditoria(tx, { empresaId: auth.empresaId, ator: atorDe(auth), em: agora, ...a });

/** Violação de unicidade do PostgreSQL (23505), também quando vem embrulhada pelo Drizzle. */
export const isDuplicado = (e: unknown): boolean => {
  const x = e as { code?: string; cause?: { code?: string } };
  return x?.code === '23505' || x?.cause?.code === '23505';
};

export const conflito = (codigo: string, mensagem: string, campo?: string) =>
  new AppError(codigo, mensagem, 409, campo);
