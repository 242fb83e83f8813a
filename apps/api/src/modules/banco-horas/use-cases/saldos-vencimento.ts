import { addDias } from '@jornada/domain';
import { AppError } from '../../../shared/errors.ts';
import { type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { apurarColaboradores, loadContexto, type Vigencia } from './razao.ts';

/** Saldo de hoje e os vencimentos futuros (data e minutos) de uma pessoa com banco vigente. */
export type SaldoComVencimentos = {
  usuarioId: number;
  saldoMinutos: number;
  vencimentos: { data: string; minutos: number }[];
};

/**
 * Saldos de hoje de um conjunto de pessoas e o que vence até hoje + `dias`, pelo mesmo motor do
 * extrato e da equipe (`apurarBancoHoras` sem movimentos futuros): os vencimentos
 * (`vencimentoMeses`) e o saldo positivo pago no fim de um ciclo que termina no prazo. Quem não
 * tem banco vigente hoje, ou cujo banco está incompleto ou começa depois de hoje, fica de fora.
 * Quem chama já decidiu quem pode ver essas pessoas.
 */
export const saldosComVencimento = async (
  deps: Deps,
  empresaId: number,
  usuarioIds: readonly number[],
  dias: number,
): Promise<{ hoje: string; saldos: SaldoComVencimentos[] }> => {
  const repo = bancoHorasRepository({ db: deps.db, empresaId });
  const hoje = await hojeDa(deps, empresaId);
  const futuro = addDias(hoje, dias);
  const vigencias: Vigencia[] = [];
  for (const id of usuarioIds) {
    const v = await repo.findVigencia(id, hoje);
    if (v && (v.vigenciaFim === null || v.vigenciaFim >= hoje)) vigencias.push(v);
  }
  const saldos: SaldoComVencimentos[] = [];
  for (const bancoHoraId of new Set(vigencias.map((v) => v.bancoHoraId))) {
    const ctx = await loadContexto(repo, bancoHoraId).catch((e: unknown) => {
      if (e instanceof AppError) return null;
      throw e;
    });
    if (!ctx || ctx.ciclo.inicioCiclo > hoje) continue;
    const doBanco = vigencias.filter((v) => v.bancoHoraId === bancoHoraId);
    for (const a of await apurarColaboradores(deps, empresaId, ctx, doBanco, futuro, hoje)) {
      const { extrato, ciclos } = a.resultado;
      const positivoNoFim = (data: string) =>
        ciclos.some((c) => c.fim === data && c.encerradoPor !== null && c.saldoFinal > 0);
      saldos.push({
        usuarioId: a.usuarioId,
        saldoMinutos: extrato.filter((l) => l.data <= hoje).at(-1)?.saldo ?? 0,
        vencimentos: extrato
          .filter(
            (l) =>
              l.data > hoje &&
              (l.tipo === 'vencimento' || (l.tipo === 'fechamento' && positivoNoFim(l.data))),
          )
          .map((l) => ({ data: l.data, minutos: l.minutos })),
      });
    }
  }
  return { hoje, saldos };
};
