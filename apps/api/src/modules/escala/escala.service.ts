import type { Db } from '../../db/client.ts';
import { createAcaoService } from '../acao/acao.service.ts';
import { createAlocacaoService } from '../alocacao/alocacao.service.ts';
import { createCalendarioService } from '../calendario/calendario.service.ts';
import { createCondicaoTrabalhoService } from '../condicao-trabalho/condicao-trabalho.service.ts';
import { createFeriadoService } from '../feriado/feriado.service.ts';
import { createGestaoService } from '../gestao/gestao.service.ts';
import type { Notificador } from '../notificacao/notificacao.avisos.ts';
import { createTurnoService } from '../turno/turno.service.ts';
import { createEscalaCadastro } from './escala.cadastro.ts';
import { calcularPeriodo, type DiaCalculado } from './escala.jornada.ts';
import { pessoaRepository } from './pessoa.repository.ts';

/** `notificacao`: as ações de escala decididas avisam a pessoa da escala (Web Push). */
type Deps = { db: Db; clock: () => Date; notificacao?: Notificador };

/**
 * Serviço de escala (spec §7): calendários, ações, regras e alocações, e a jornada efetiva
 * que os outros módulos consomem (espelho, apuração).
 */
export const createEscalaService = (deps: Deps) => ({
  calendario: createCalendarioService(deps),
  acao: createAcaoService(deps),
  cadastro: createEscalaCadastro(deps),
  turno: createTurnoService(deps),
  gestao: createGestaoService(deps),
  condicao: createCondicaoTrabalhoService(deps),
  alocacao: createAlocacaoService(deps),
  feriado: createFeriadoService(deps),

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
