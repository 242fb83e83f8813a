import type { AtribuicaoLote, atribuicaoLoteEntradaSchema } from '@jornada/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { auditar, type Deps } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { relatoriosRepository } from '../banco-horas-relatorios.repository.ts';
import { exigirReferencia } from './cadastros.ts';
import { POR_PAGINA } from './pendentes.ts';
import type { Vigencia } from './razao.ts';

type Entrada = z.output<typeof atribuicaoLoteEntradaSchema>;

const sobrepoe = (e: { vigenciaInicio: string; vigenciaFim: string | null }, v: Vigencia) =>
  e.vigenciaInicio <= (v.vigenciaFim ?? '9999-12-31') &&
  v.vigenciaInicio <= (e.vigenciaFim ?? '9999-12-31');

/** Membros do grupo (null sem filtro de grupo); grupo de outra empresa ou inexistente: 404. */
export const membrosDoGrupo = async (db: Db | Tx, empresaId: number, grupoId?: number) => {
  if (grupoId === undefined) return null;
  const repo = relatoriosRepository({ db, empresaId });
  await exigirReferencia(repo.findGrupo(grupoId), 'Grupo', 'grupoId');
  return new Set(await repo.membrosDoGrupo(grupoId));
};

/**
 * Atribuição do banco em lote (departamento, filial, grupo ou uma lista de pessoas) com vigência: a
 * prévia mostra quem entra e quem já tem vigência que se sobrepõe; a confirmação inclui os sem
 * conflito numa transação, cada inclusão auditada.
 */
export const createLote = (deps: Deps) => {
  const calcular = async (db: Db | Tx, auth: AuthContext, e: Entrada) => {
    const repo = bancoHorasRepository({ db, empresaId: auth.empresaId });
    await exigirReferencia(
      repo.cadastro('banco').find(e.bancoHoraId),
      'Banco de horas',
      'bancoHoraId',
    );
    const grupo = await membrosDoGrupo(db, auth.empresaId, e.grupoId);
    const todos = await repo.listIdentificacao();
    if (e.usuarioIds?.some((id) => !todos.some((p) => p.id === id)))
      throw new AppError('NAO_ENCONTRADO', 'Colaborador não encontrado(a).', 404, 'usuarioIds');
    const alvo = todos.filter(
      (p) =>
        (e.departamentoId === undefined || p.departamentoId === e.departamentoId) &&
        (e.filialId === undefined || p.filialId === e.filialId) &&
        (grupo === null || grupo.has(p.id)) &&
        (e.usuarioIds === undefined || e.usuarioIds.includes(p.id)) &&
        // Desligado antes do início da vigência não entra.
        (p.demissao === null || p.demissao >= e.vigenciaInicio),
    );
    const existentes = await repo.listColaboradores({});
    const pessoas = alvo.map((p) => {
      const c = existentes.find((v) => v.usuarioId === p.id && sobrepoe(e, v));
      return {
        usuarioId: p.id,
        nome: p.nome,
        conflito: c
          ? {
              bancoHoraId: c.bancoHoraId,
              vigenciaInicio: c.vigenciaInicio,
              vigenciaFim: c.vigenciaFim,
            }
          : null,
      };
    });
    return pessoas;
  };

  const pagina = <T>(lista: T[], n: number) => lista.slice((n - 1) * POR_PAGINA, n * POR_PAGINA);

  return {
    previa: async (auth: AuthContext, e: Entrada): Promise<AtribuicaoLote> => {
      const pessoas = await calcular(deps.db, auth, e);
      return {
        confirmada: false,
        total: pessoas.length,
        conflitos: pessoas.filter((p) => p.conflito).length,
        pagina: e.pagina,
        porPagina: POR_PAGINA,
        pessoas: pagina(pessoas, e.pagina),
        incluidos: 0,
      };
    },

    confirmar: (auth: AuthContext, e: Entrada) =>
      deps.db.transaction(async (tx): Promise<AtribuicaoLote> => {
        const pessoas = await calcular(tx, auth, e);
        const livres = pessoas.filter((p) => p.conflito === null);
        if (livres.length === 0)
          throw new AppError(
            'LOTE_VAZIO',
            'Ninguém a incluir: o filtro não alcança ninguém sem outra vigência no período.',
            400,
            'departamentoId',
          );
        const repo = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
        const agora = deps.clock();
        for (const p of livres) {
          const { empresaId: _e, ...v } = await repo.insertColaborador({
            empresaId: auth.empresaId,
            bancoHoraId: e.bancoHoraId,
            usuarioId: p.usuarioId,
            vigenciaInicio: e.vigenciaInicio,
            vigenciaFim: e.vigenciaFim,
          });
          await auditar(tx, auth, agora, {
            entidade: 'banco_horas_colaborador',
            entidadeId: v.id,
            acao: 'atribuir-lote',
            depois: v,
          });
        }
        const conflitos = pessoas.filter((p) => p.conflito !== null);
        return {
          confirmada: true,
          total: pessoas.length,
          conflitos: conflitos.length,
          pagina: 1,
          porPagina: POR_PAGINA,
          pessoas: pagina(conflitos, 1),
          incluidos: livres.length,
        };
      }),
  };
};
