import type { RescisoesPendentes } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { apurarColaboradores, loadContexto } from './razao.ts';

export const POR_PAGINA = 25;

/**
 * Quem foi desligado no cadastro de colaboradores (usuario.demissao) e ainda tem o banco aberto:
 * o RH faz a rescisão do banco a partir desta lista. O saldo é o do motor na demissão.
 */
export const createPendentes = (deps: Deps) => ({
  rescisoesPendentes: async (auth: AuthContext, pagina: number): Promise<RescisoesPendentes> => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
    const hoje = await hojeDa(deps, auth.empresaId);
    const { total, linhas } = await repo.listRescisoesPendentes(pagina, POR_PAGINA);
    const items: RescisoesPendentes['items'] = [];
    for (const l of linhas) {
      const demissao = l.demissao!;
      const ate = demissao < hoje ? demissao : hoje;
      const saldo = await loadContexto(repo, l.vigencia.bancoHoraId)
        .then((ctx) => apurarColaboradores(deps, auth.empresaId, ctx, [l.vigencia], ate, hoje))
        .then(([a]) => a!.resultado.saldoAtual)
        // Banco sem ciclo ou demissão antes do início: sem saldo a mostrar, a linha fica.
        .catch((e: unknown) => {
          if (e instanceof AppError) return null;
          throw e;
        });
      items.push({
        usuarioId: l.usuarioId,
        nome: l.nome,
        demissao,
        bancoHoraId: l.vigencia.bancoHoraId,
        bancoHoraNome: l.bancoHoraNome,
        saldoMinutos: saldo,
      });
    }
    return { items, total, pagina, porPagina: POR_PAGINA };
  },
});
