import type { DataIso, DiaDaSemana } from '../tempo/data.ts';
import type { ErroFerias, IntervaloDeDatas, PeriodoFerias } from './tipos.ts';

/** O que as regras de férias consultam, já calculado uma vez. */
export type ContextoFerias = {
  periodos: readonly PeriodoFerias[];
  aquisitivo: IntervaloDeDatas;
  diasDireito: number;
  /** Direito do art. 130 pelas faltas, antes do ajuste (o `SEM_DIREITO` olha este). */
  diasDireitoPorFaltas: number;
  /** Dias somados ou tirados do direito (0 sem ajuste). */
  ajusteDireito: number;
  /** Frações de gozo já concedidas do período (vazio sem `concedido`). */
  fracoesConcedidas: readonly number[];
  /** Dias do período já vendidos (0 sem `concedido`). */
  vendidos: number;
  /** O que a programação precisa completar: o direito menos o já concedido (nunca negativo). */
  saldo: number;
  diasGozo: number;
  abono: number;
  faltas: number;
  avisoEm: DataIso | null;
  feriados: ReadonlySet<DataIso>;
  diasDescanso: ReadonlySet<DiaDaSemana>;
};

/** Uma regra: `null` se a programação a cumpre, senão um erro (um por código). */
export type RegraFerias = (contexto: ContextoFerias) => ErroFerias | null;
