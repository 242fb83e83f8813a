import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { colaboradorVisivel, type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { apurarColaboradores, loadContexto } from './razao.ts';

/** Bancos sem ciclo configurado ou que começam depois de hoje: sem saldo no painel. */
const SEM_SALDO = new Set(['BANCO_HORAS_SEM_CICLO', 'BANCO_HORAS_DATA']);

/** Saldo do banco de horas hoje, para o painel (`/CarregarBancoHorasAtual`). */
export type SaldoBancoHorasAtual = {
  bancoHoraId: number;
  nome: string;
  saldoMinutos: number;
  cicloInicio: string;
  cicloFim: string;
};

/**
 * Extrato do colaborador (o próprio, o RH do banco, o gestor da equipe): o motor
 * (`apurarBancoHoras`) sobre o saldo anterior, os créditos e débitos do espelho e os lançamentos
 * manuais da vigência em `ate` (padrão hoje).
 */
export const createExtrato = (deps: Deps) => {
  const apurarUm = async (empresaId: number, usuarioId: number, ate: string, hoje: string) => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId });
    const v = await repo.findVigencia(usuarioId, ate);
    if (!v) return null;
    const ctx = await loadContexto(repo, v.bancoHoraId);
    const [a] = await apurarColaboradores(deps, empresaId, ctx, [v], ate, hoje);
    return { ctx, a: a! };
  };

  return {
    extrato: async (auth: AuthContext, q: { usuarioId?: number; ate?: string }) => {
      const u = await colaboradorVisivel(deps.db, auth, q.usuarioId);
      const hoje = await hojeDa(deps, auth.empresaId);
      const ate = q.ate ?? hoje;
      const r = await apurarUm(auth.empresaId, u.id, ate, hoje);
      if (!r) throw naoEncontrado('Banco de horas do colaborador');
      return {
        usuarioId: u.id,
        bancoHoraId: r.ctx.banco.id,
        bancoHoraNome: r.ctx.banco.nome,
        regime: r.ctx.ciclo.regime as 'individual-6m' | 'coletivo-12m' | 'mensal',
        inicioCiclo: r.ctx.ciclo.inicioCiclo,
        vencimentoMeses: r.ctx.configuracao.vencimentoMeses,
        ate,
        saldoAnteriorMinutos: r.a.vigencia.saldoAnteriorMinutos,
        saldoAtualMinutos: r.a.resultado.saldoAtual,
        ciclos: r.a.resultado.ciclos,
        extrato: r.a.resultado.extrato,
        movimentos: r.a.movimentos,
      };
    },

    /**
     * O saldo de hoje quando o colaborador tem banco vigente (null sem banco). Quem chama já
     * conferiu o acesso ao colaborador.
     */
    saldoAtual: async (
      empresaId: number,
      usuarioId: number,
    ): Promise<SaldoBancoHorasAtual | null> => {
      const hoje = await hojeDa(deps, empresaId);
      const v = await bancoHorasRepository({ db: deps.db, empresaId }).findVigencia(
        usuarioId,
        hoje,
      );
      if (!v || (v.vigenciaFim !== null && v.vigenciaFim < hoje)) return null;
      // O painel não quebra por um banco ainda incompleto ou que só começa depois de hoje.
      const r = await apurarUm(empresaId, usuarioId, hoje, hoje).catch((e: unknown) => {
        if (e instanceof AppError && SEM_SALDO.has(e.codigo)) return null;
        throw e;
      });
      if (!r) return null;
      const ciclo = r.a.resultado.ciclos.at(-1)!;
      return {
        bancoHoraId: r.ctx.banco.id,
        nome: r.ctx.banco.nome,
        saldoMinutos: r.a.resultado.saldoAtual,
        cicloInicio: ciclo.inicio,
        cicloFim: ciclo.fim,
      };
    },
  };
};
