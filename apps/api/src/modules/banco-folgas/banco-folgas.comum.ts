import type { LancamentoFolgaWire, SaldoFolgas } from '@jornada/contracts';
import { type LancamentoFolga, saldoFolgas } from '@jornada/domain';
import type { AuthContext } from '../../shared/auth-context.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { type LinhaLancamento, paraRazao } from './banco-folgas.repository.ts';

/** Menu do RH que lança créditos, estorna créditos e credita feriados trabalhados. */
export const ROTA_ADMIN_FOLGAS = '/dashboard/admin/banco-folgas';

export const isRhFolgas = (auth: AuthContext) => auth.rotas.has(ROTA_ADMIN_FOLGAS);

/** Hoje no fuso da operação (o mesmo do espelho na empresa demo). */
export const hojeEm = (clock: () => Date) => instanteLocal(clock(), 'America/Sao_Paulo').data;

export const paraWire = (r: LinhaLancamento): LancamentoFolgaWire => ({
  id: r.id,
  usuarioId: r.usuarioId,
  tipo: r.tipo as LancamentoFolgaWire['tipo'],
  origem: r.origem as LancamentoFolgaWire['origem'],
  data: r.data,
  validade: r.validade,
  dias: r.dias,
  motivo: r.motivo,
  estornoDe: r.estornoDe,
  estornado: r.estornado,
  autorNome: r.autorNome,
  criadoEm: r.criadoEm.toISOString(),
});

export const razaoDe = (linhas: readonly LinhaLancamento[]): LancamentoFolga[] =>
  linhas.map(paraRazao);

export const saldoDe = (
  pessoa: { id: number; nome: string },
  linhas: readonly LinhaLancamento[],
  hoje: string,
): SaldoFolgas => {
  const s = saldoFolgas(razaoDe(linhas), hoje);
  return {
    usuarioId: pessoa.id,
    nome: pessoa.nome,
    saldo: s.saldo,
    vencidos: s.vencidos,
    vencimentos: s.vencimentos.map((v) => ({ validade: v.validade, dias: v.dias })),
  };
};

/** Mesma data N meses depois (dia 31 em mês curto: o último dia do mês). */
export const somarMeses = (data: string, meses: number): string => {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  const total = a * 12 + (m - 1) + meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${ano}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
};
