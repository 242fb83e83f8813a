import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { registrarAuditoria } from '../../auditoria/index.ts';
import { empresa } from '../../organizacao/index.ts';

/** Quem edita regras de cálculo, de ponto, de apuração e alocações (MenuAdmin). */
export const ROTA_REGRAS_CALCULO = '/dashboard/admin/regras-calculo';

/**
 * Quem lê a configuração: o RH das regras e quem trata ponto, reprocessa ou vê espelhos da equipe
 * (precisam saber qual regra vale para um colaborador numa data).
 */
export const ROTAS_LEITURA_REGRAS = [
  ROTA_REGRAS_CALCULO,
  '/dashboard/admin/tratamento',
  '/dashboard/admin/reprocessamento',
  '/dashboard/gestor/espelhos',
];

/** Hoje no fuso da empresa (a vigência padrão de uma alteração). */
export const hojeNaEmpresa = async (db: Db | Tx, empresaId: number, agora: Date) => {
  const [e] = await db
    .select({ fuso: empresa.fusoHorario })
    .from(empresa)
    .where(eq(empresa.id, empresaId));
  return instanteLocal(agora, e?.fuso ?? 'America/Sao_Paulo').data;
};

/** Linha de auditoria (quem, quando, antes e depois) na mesma transação da mudança. */
export const auditar = (
  tx: Db | Tx,
  empresaId: number,
  a: {
    usuarioId: number;
    hqOperadorId?: number | null;
    entidade: string;
    entidadeId: number;
    acao: string;
    antes: unknown;
    depois: unknown;
  },
) =>
  registrarAuditoria(tx, {
    empresaId,
    ator: { usuarioId: a.usuarioId, hqOperadorId: a.hqOperadorId },
    entidade: a.entidade,
    entidadeId: a.entidadeId,
    acao: a.acao,
    antes: a.antes,
    depois: a.depois,
  });

/** Erro de validação de um campo: 400 com a mensagem começando pelo nome do campo. */
export const campoInvalido = (campo: string, mensagem: string) =>
  new AppError('CAMPO_INVALIDO', `${campo}: ${mensagem}`, 400, campo);

/** dd/mm/aaaa para mensagens. */
export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Código 23505/23503 do PostgreSQL (também quando embrulhado pelo driver). */
export const codigoPg = (e: unknown): string | undefined =>
  (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
