import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { faturamentoRepository } from '../faturamento.repository.ts';

export type Deps = { db: Db; clock: () => Date };

/** Menu do faturamento (spec §2: só usuários da empresa 1). */
export const ROTA_BILLING = '/dashboard/admin/billing';

/** Fuso da operadora: decide quando uma competência terminou (fechamento). */
export const FUSO_OPERADORA = 'America/Sao_Paulo';

/** Repositório da operadora: quem fatura é a empresa do token (sempre a 1, pela guarda da rota). */
export const repo = (d: Db | Tx, auth: AuthContext) =>
  faturamentoRepository({ db: d, empresaId: auth.empresaId });

export const auditar = (
  tx: Tx,
  auth: AuthContext,
  v: {
    entidade: string;
    entidadeId: number;
    acao: string;
    antes: unknown;
    depois: unknown;
    em: Date;
  },
) => registrarAuditoria(tx, { empresaId: auth.empresaId, ator: atorDe(auth), ...v });

/** Violação de unicidade do PostgreSQL (23505), também quando vem embrulhada pelo Drizzle. */
export const isUnicidade = (e: unknown): boolean => {
  const x = e as { code?: string; cause?: { code?: string } } | null;
  return x?.code === '23505' || x?.cause?.code === '23505';
};

/** Problemas da tabela de preço (domínio) viram 400 com o campo e a mensagem do primeiro. */
export const recusarTabela = (problemas: readonly { campo: string; mensagem: string }[]) => {
  const p = problemas[0];
  if (p) throw new AppError('TABELA_PRECO_INVALIDA', p.mensagem, 400, p.campo);
};

/** 'AAAA-MM' → 'MM/AAAA' (mensagens e arquivos). */
export const competenciaBr = (c: string) => `${c.slice(5, 7)}/${c.slice(0, 4)}`;
