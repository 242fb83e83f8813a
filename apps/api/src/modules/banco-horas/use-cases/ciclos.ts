import type { CicloEntrada } from '@jornada/contracts';
import { addDias, calendarioCiclos, type RegimeBancoHoras } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, isDuplicado } from '../banco-horas.comum.ts';
import { type BancoHorasRepository, bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasCiclo } from '../banco-horas.table.ts';
import { loadContexto } from './razao.ts';

type LinhaCiclo = typeof bancoHorasCiclo.$inferSelect;

export const cicloParaWire = (c: LinhaCiclo) => ({
  id: c.id,
  bancoHoraId: c.bancoHoraId,
  inicio: c.inicio,
  fim: c.fim,
  status: c.status as 'aberto' | 'fechado',
  ativo: c.ativo,
});

/** Períodos do calendário do regime (CLT art. 59) do início do banco até `ate`. */
const periodosAte = (ciclo: { regime: string; inicioCiclo: string }, ate: string) =>
  calendarioCiclos({
    regime: ciclo.regime as RegimeBancoHoras,
    inicioCiclo: ciclo.inicioCiclo,
    ate,
    fechamentoAntecipado: null,
    rescisao: null,
  });

/** O ciclo informado precisa ser um período do calendário do regime do banco. */
const exigirPeriodoDoCalendario = async (repo: BancoHorasRepository, e: CicloEntrada) => {
  const ctx = await loadContexto(repo, e.bancoHoraId).catch((x: unknown) => {
    if (x instanceof AppError && x.status === 404)
      throw new AppError('NAO_ENCONTRADO', 'Banco de horas não encontrado(a).', 404, 'bancoHoraId');
    throw x;
  });
  if (e.fim < e.inicio)
    throw new AppError('CICLO_PERIODO', 'o fim do ciclo não pode ser antes do início', 400, 'fim');
  const ok = periodosAte(ctx.ciclo, e.inicio).some((p) => p.inicio === e.inicio && p.fim === e.fim);
  if (!ok)
    throw new AppError(
      'CICLO_FORA_DO_CALENDARIO',
      `o ciclo precisa ser um período do regime ${ctx.ciclo.regime} iniciado em ${ctx.ciclo.inicioCiclo}`,
      400,
      'inicio',
    );
};

export const createCiclos = (deps: Deps) => {
  const repoDe = (db: Parameters<typeof bancoHorasRepository>[0]['db'], auth: AuthContext) =>
    bancoHorasRepository({ db, empresaId: auth.empresaId });
  const gravar = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (e) {
      if (isDuplicado(e))
        throw conflito('CICLO_DUPLICADO', 'Já existe ciclo com esse início neste banco.', 'inicio');
      throw e;
    }
  };

  const obter = async (auth: AuthContext, id: number) => {
    const c = await repoDe(deps.db, auth).cadastro('ciclo').find(id);
    if (!c) throw naoEncontrado('Ciclo');
    return cicloParaWire(c);
  };

  return {
    listar: async (auth: AuthContext, bancoHoraId?: number) =>
      (await repoDe(deps.db, auth).listCiclos(bancoHoraId)).map(cicloParaWire),
    obter,

    criar: (auth: AuthContext, e: CicloEntrada) =>
      gravar(() =>
        deps.db.transaction(async (tx) => {
          const repo = repoDe(tx, auth);
          await exigirPeriodoDoCalendario(repo, e);
          const c = cicloParaWire(await repo.cadastro('ciclo').insert(e));
          await auditar(tx, auth, deps.clock(), {
            entidade: 'banco_horas_ciclo',
            entidadeId: c.id,
            acao: 'criar',
            depois: c,
          });
          return c;
        }),
      ),

    alterar: (auth: AuthContext, id: number, e: CicloEntrada) =>
      gravar(() =>
        deps.db.transaction(async (tx) => {
          const repo = repoDe(tx, auth);
          const antes = await repo.lockCiclo(id);
          if (!antes) throw naoEncontrado('Ciclo');
          if (antes.status === 'fechado')
            throw conflito('CICLO_FECHADO', 'Ciclo fechado não se altera: reabra-o antes.');
          await exigirPeriodoDoCalendario(repo, e);
          const c = cicloParaWire(await repo.cadastro('ciclo').update(id, e));
          await auditar(tx, auth, deps.clock(), {
            entidade: 'banco_horas_ciclo',
            entidadeId: id,
            acao: 'alterar',
            antes: cicloParaWire(antes),
            depois: c,
          });
          return c;
        }),
      ),

    /** PUT /ciclo/activate e /ciclo/inactivate: todos os ids da empresa ou nenhum (404). */
    definirAtivo: (auth: AuthContext, ids: readonly number[], ativo: boolean) =>
      deps.db.transaction(async (tx) => {
        const repo = repoDe(tx, auth);
        const unicos = [...new Set(ids)];
        const antes = await repo.listCiclosPorId(unicos);
        if (antes.length !== unicos.length)
          throw new AppError('NAO_ENCONTRADO', 'Ciclo não encontrado(a).', 404, 'ids');
        await repo.setCiclosAtivos(unicos, ativo);
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_ciclo',
          entidadeId: unicos.join(','),
          acao: ativo ? 'ativar' : 'inativar',
          antes: antes.map((c) => ({ id: c.id, ativo: c.ativo })),
          depois: unicos.map((id) => ({ id, ativo })),
        });
        return (await repo.listCiclosPorId(unicos)).map(cicloParaWire);
      }),

    /** POST /ciclo/batch: os próximos `quantidade` ciclos do calendário depois do último. */
    createLote: (auth: AuthContext, bancoHoraId: number, quantidade: number) =>
      gravar(() =>
        deps.db.transaction(async (tx) => {
          const repo = repoDe(tx, auth);
          const ctx = await loadContexto(repo, bancoHoraId);
          const existentes = await repo.listCiclos(bancoHoraId);
          const ultimoFim = existentes.at(-1)?.fim ?? null;
          // O ciclo mais longo tem 12 meses: quantidade × 366 dias cobre os próximos.
          const base = ultimoFim ?? addDias(ctx.ciclo.inicioCiclo, -1);
          const novos = periodosAte(ctx.ciclo, addDias(base, quantidade * 366))
            .filter((p) => ultimoFim === null || p.inicio > ultimoFim)
            .slice(0, quantidade);
          const criados = [];
          for (const p of novos)
            criados.push(
              cicloParaWire(
                await repo.cadastro('ciclo').insert({ bancoHoraId, inicio: p.inicio, fim: p.fim }),
              ),
            );
          await auditar(tx, auth, deps.clock(), {
            entidade: 'banco_horas_ciclo',
            entidadeId: criados.map((c) => c.id).join(','),
            acao: 'criar-lote',
            depois: criados,
          });
          return criados;
        }),
      ),
  };
};
