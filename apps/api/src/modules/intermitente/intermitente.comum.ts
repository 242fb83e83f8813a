import { type DataHoraIso, type DataIso, formatarDataBr } from '@jornada/domain';
import { listarFeriados } from '@jornada/feriados';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import type { Notificador } from '../notificacao/index.ts';
import { cadastroRepository } from './cadastro.repository.ts';
import type { ApurarDias } from './use-cases/recibo.ts';

/** Menu do RH que dá acesso ao trabalho intermitente (acesso/recursos.ts). */
export const ROTA_INTERMITENTE = '/dashboard/admin/intermitente';

export type Deps = {
  db: Db;
  clock: () => Date;
  /** Web Push do app: convocação, resposta e interrupção avisam a outra parte. */
  notificacao?: Notificador;
  /** A apuração do espelho (ligada no `buildApp`): horas do recibo e presença nos dias. */
  apurarDias: ApurarDias;
};

export const campoInvalido = (campo: string, mensagem: string) =>
  new AppError('CAMPO_INVALIDO', `${campo}: ${mensagem}`, 400, campo);

/** Centavos → 'R$ 1.234,56'. */
export const formatarReais = (centavos: number) =>
  `R$ ${(centavos / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** dd/mm/aaaa hh:mm de uma data e hora local ISO. */
export const dataHoraBr = (dh: DataHoraIso) => `${formatarDataBr(dh.slice(0, 10))} ${dh.slice(11)}`;

/** Agora no fuso da empresa (AAAA-MM-DDTHH:MM) e a UF (feriados estaduais). */
export const relogioDaEmpresa = async (db: Db | Tx, empresaId: number, clock: () => Date) => {
  const e = await cadastroRepository({ db, empresaId }).findEmpresa();
  const local = instanteLocal(clock(), e?.fuso ?? 'America/Sao_Paulo');
  return { agora: `${local.data}T${local.hora}` as DataHoraIso, uf: e?.uf ?? 'SP' };
};

/**
 * Feriados nacionais e estaduais (@jornada/feriados) dos anos em que prazos podem cair: do ano
 * de `de` ao seguinte ao de `ate` (o prazo de resposta pode virar o ano).
 */
export const feriadosEntre = (uf: string, de: DataIso, ate: DataIso): DataIso[] => {
  const datas: DataIso[] = [];
  for (let ano = Number(de.slice(0, 4)); ano <= Number(ate.slice(0, 4)) + 1; ano++)
    for (const f of listarFeriados(ano, { uf })) datas.push(f.data);
  return datas;
};

/** Auditoria de uma escrita do intermitente, na transação dela. */
export const auditarIntermitente = (
  tx: Db | Tx,
  auth: AuthContext,
  r: {
    entidade: string;
    entidadeId: number | string;
    acao: string;
    antes: unknown;
    depois: unknown;
  },
  em: Date,
) => registrarAuditoria(tx, { empresaId: auth.empresaId, ator: atorDe(auth), em, ...r });

/** Código do PostgreSQL (23505 = único violado), também quando embrulhado pelo driver. */
export const codigoPg = (e: unknown): string | undefined =>
  (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
