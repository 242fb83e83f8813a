import type { Db } from '../../db/client.ts';
import { calcularPeriodo, type DiaCalculado, pessoaRepository } from '../escala-nucleo/index.ts';
import { createEscalaCadastro } from './escala.cadastro.ts';

type Deps = { db: Db; clock: () => Date };

/**
 * Serviço de escala (spec §7): o cadastro de escalas e a jornada efetiva que os outros módulos
 * consomem (espelho, apuração). Calendários, ações, turnos, gestões, condições, alocações e
 * feriados são módulos irmãos, montados um a um em `buildApp` sobre o núcleo `escala-nucleo`.
 */
export const createEscalaService = (deps: Deps) => ({
  cadastro: createEscalaCadastro(deps),

  /**
   * Jornada efetiva de cada colaborador (escala em vigor + ações Aprovada/ParaRemover), dia a
   * dia de `inicio` a `fim` (inclusive), com o feriado trabalhista da data pela UF da filial e os
   * municipais da empresa. Para o motor: `{ data, tipoDia, jornada: jornadaParaHHMM(jornada) }`
   * (tipoDia inclui 'compensado'); num feriado o tipoDia continua o da escala e quem chama
   * decide (ex.: 'feriado').
   * Colaboradores que não existem na empresa ficam fora do mapa. Sem permissão: uso interno.
   */
  jornadaEfetivaPeriodo: async (
    empresaId: number,
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
  ): Promise<Map<number, DiaCalculado[]>> => {
    const escopo = { db: deps.db, empresaId };
    const pessoas = await pessoaRepository(escopo).listByIds([...new Set(usuarioIds)]);
    return (await calcularPeriodo(escopo, pessoas, inicio, fim)).porUsuario;
  },
});
export type EscalaService = ReturnType<typeof createEscalaService>;
