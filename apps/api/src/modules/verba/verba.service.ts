import type { AuthContext } from '../../shared/auth-context.ts';
import {
  type Adicionais,
  apurarVerbasDoMes,
  type CompetenciaVerbas,
} from './use-cases/apurar-mes.ts';
import type { Deps } from './use-cases/comum.ts';
import { exportacaoUseCases } from './use-cases/exportacao.ts';
import { leiauteUseCases } from './use-cases/leiautes.ts';
import { verbaUseCases } from './use-cases/verbas.ts';

export type VerbaDeps = Deps;

/**
 * Verbas e exportação para a folha: o RH liga cada quantidade da apuração a um código da folha
 * (com vigência e histórico), escolhe um leiaute (pronto ou personalizado) e exporta o mês; a
 * conciliação prova que o arquivo bate com o espelho. A apuração vem do `buildApp`.
 */
export const createVerbaService = (deps: Deps) => {
  const leiaute = leiauteUseCases(deps);
  return {
    verba: verbaUseCases(deps),
    leiaute,
    ...exportacaoUseCases(deps, leiaute),
    /** As quantidades do mês por colaborador e código (o fechamento grava a fotografia delas). */
    quantidadesDoMes: (auth: AuthContext, q: CompetenciaVerbas, adicionais?: Adicionais) =>
      apurarVerbasDoMes(deps, auth, q, adicionais),
  };
};
export type VerbaService = ReturnType<typeof createVerbaService>;
