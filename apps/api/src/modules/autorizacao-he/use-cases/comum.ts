import type { AutorizacaoHe, SolicitacaoHe } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import type { ApuracaoService } from '../../apuracao/index.ts';
import { hojeDaEmpresa } from '../../escala-nucleo/index.ts';
import type { Notificador } from '../../notificacao/index.ts';
import {
  type AutorizacaoRow,
  autorizacaoHeRepository,
  type SolicitacaoRow,
} from '../autorizacao-he.repository.ts';

export type Deps = {
  db: Db;
  clock: () => Date;
  notificacao: Notificador;
  /** A apuração do produto (para achar as retidas e conferir a decisão). */
  calcularEspelhos: ApuracaoService['calcularEspelhos'];
};

export const repo = (db: Parameters<typeof autorizacaoHeRepository>[0]['db'], auth: AuthContext) =>
  autorizacaoHeRepository({ db, empresaId: auth.empresaId });

export const hoje = (d: Deps, auth: AuthContext) =>
  hojeDaEmpresa({ db: d.db, empresaId: auth.empresaId }, d.clock);

export const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export const horas = (minutos: number) => {
  const m = Math.round(minutos);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

export const autorizacaoParaContrato = (a: AutorizacaoRow): AutorizacaoHe => ({
  id: a.id,
  usuarioId: a.usuarioId,
  nome: a.nome,
  dataInicio: a.dataInicio,
  dataFim: a.dataFim,
  limiteMinutos: a.limiteMinutos,
  motivo: a.motivo,
  solicitacaoId: a.solicitacaoId,
  autorId: a.autorId,
  criadoEm: a.criadoEm.toISOString(),
  revogadaEm: a.revogadaEm?.toISOString() ?? null,
  motivoRevogacao: a.motivoRevogacao,
});

export const solicitacaoParaContrato = (
  s: SolicitacaoRow,
  podeDecidir: boolean,
): SolicitacaoHe => ({
  id: s.id,
  usuarioId: s.usuarioId,
  nome: s.nome,
  data: s.data,
  minutos: s.minutos,
  motivo: s.motivo,
  status: s.status as SolicitacaoHe['status'],
  criadoEm: s.criadoEm.toISOString(),
  decididoPor: s.decididoPor,
  decididoEm: s.decididoEm?.toISOString() ?? null,
  motivoDecisao: s.motivoDecisao,
  autorizacaoId: s.autorizacaoId,
  podeDecidir: podeDecidir && s.status === 'pendente',
});
