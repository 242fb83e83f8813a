import type { EquipeBancoHoras } from '@jornada/contracts';
import { addDias } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { POR_PAGINA } from './pendentes.ts';
import { type Apuracao, apurarColaboradores, loadContexto, type Vigencia } from './razao.ts';

type Linha = EquipeBancoHoras['items'][number];

/**
 * Saldo de hoje e o que vence nos próximos `dias`, do extrato do motor calculado até hoje +
 * `dias` sem movimentos futuros: vencimentos (`vencimentoMeses`) e o saldo positivo pago no fim
 * de um ciclo que termina nesse prazo.
 */
const resumir = (
  a: Apuracao,
  hoje: string,
  limite: number,
): Omit<Linha, 'nome' | 'bancoHoraNome'> => {
  const { extrato, ciclos } = a.resultado;
  const saldo = extrato.filter((l) => l.data <= hoje).at(-1)?.saldo ?? 0;
  const positivoNoFim = (data: string) =>
    ciclos.some((c) => c.fim === data && c.encerradoPor !== null && c.saldoFinal > 0);
  const vencendo = extrato.filter(
    (l) =>
      l.data > hoje &&
      (l.tipo === 'vencimento' || (l.tipo === 'fechamento' && positivoNoFim(l.data))),
  );
  return {
    usuarioId: a.usuarioId,
    saldoMinutos: saldo,
    acimaDoLimite: saldo > limite,
    aVencerMinutos: vencendo.reduce((s, l) => s + l.minutos, 0),
    proximoVencimento: vencendo[0]?.data ?? null,
  };
};

/** A equipe do gestor (usuario.gestor_id) com banco vigente hoje: saldos e alertas. */
export const createEquipe = (deps: Deps) => ({
  equipe: async (
    auth: AuthContext,
    q: { limiteMinutos: number; dias: number; pagina: number },
  ): Promise<EquipeBancoHoras> => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
    const hoje = await hojeDa(deps, auth.empresaId);
    const futuro = addDias(hoje, q.dias);
    const equipe = (await repo.listIdentificacao()).filter(
      (p) => p.gestorId === auth.usuarioId && p.demissao === null && p.id !== auth.usuarioId,
    );
    const vigencias: Vigencia[] = [];
    for (const p of equipe) {
      const v = await repo.findVigencia(p.id, hoje);
      if (v && (v.vigenciaFim === null || v.vigenciaFim >= hoje)) vigencias.push(v);
    }
    const linhas: Linha[] = [];
    for (const bancoHoraId of new Set(vigencias.map((v) => v.bancoHoraId))) {
      const ctx = await loadContexto(repo, bancoHoraId).catch((e: unknown) => {
        if (e instanceof AppError) return null;
        throw e;
      });
      if (!ctx || ctx.ciclo.inicioCiclo > hoje) continue;
      const doBanco = vigencias.filter((v) => v.bancoHoraId === bancoHoraId);
      const apuracoes = await apurarColaboradores(deps, auth.empresaId, ctx, doBanco, futuro, hoje);
      for (const a of apuracoes)
        linhas.push({
          ...resumir(a, hoje, q.limiteMinutos),
          nome: equipe.find((p) => p.id === a.usuarioId)!.nome,
          bancoHoraNome: ctx.banco.nome,
        });
    }
    // Quem pede atenção primeiro (acima do limite ou com horas a vencer), depois pelo nome.
    const ordenadas = linhas.toSorted(
      (a, b) =>
        Number(b.acimaDoLimite || b.aVencerMinutos > 0) -
          Number(a.acimaDoLimite || a.aVencerMinutos > 0) || a.nome.localeCompare(b.nome, 'pt-BR'),
    );
    return {
      items: ordenadas.slice((q.pagina - 1) * POR_PAGINA, q.pagina * POR_PAGINA),
      total: ordenadas.length,
      pagina: q.pagina,
      porPagina: POR_PAGINA,
    };
  },
});
