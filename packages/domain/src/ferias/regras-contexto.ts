import type { DataIso, DiaDaSemana } from '../tempo/data.ts';
import type { ErroFerias, IntervaloDeDatas, PeriodoFerias } from './tipos.ts';

/** O que as regras de férias consultam, já calculado uma vez. */
export type ContextoFerias = {
  periodos: readonly PeriodoFerias[];
  aquisitivo: IntervaloDeDatas;
  diasDireito: number;
  diasGozo: number;
  abono: number;
  faltas: number;
  avisoEm: DataIso | null;
  feriados: ReadonlySet<DataIso>;
  diasDescanso: ReadonlySet<DiaDaSemana>;
};

/** Uma regra: `null` se a programação a cumpre, senão um erro (um por código). */
export type RegraFerias = (contexto: ContextoFerias) => ErroFerias | null;
