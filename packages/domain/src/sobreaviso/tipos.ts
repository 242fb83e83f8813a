import type { DataHoraIso } from '../tempo/data-hora.ts';
import type { Minutos } from '../tempo/hora.ts';

/**
 * `sobreaviso`: o empregado fica em casa (ou à distância, sob controle telemático, Súmula 428 II
 * TST) aguardando chamado; `prontidao`: aguarda ordens nas dependências do empregador
 * (CLT art. 244 §§2º e 3º).
 */
export type TipoSobreaviso = 'sobreaviso' | 'prontidao';

/** Uma escala de sobreaviso ou prontidão, em data e hora locais (pode virar a meia-noite). */
export type EscalaSobreaviso = { inicio: DataHoraIso; fim: DataHoraIso; tipo: TipoSobreaviso };

/** Período efetivamente trabalhado quando o empregado foi chamado: tempo de trabalho. */
export type Acionamento = { inicio: DataHoraIso; fim: DataHoraIso };

export type ConfiguracaoSobreaviso = {
  /** Minutos acionados dentro da escala deixam de ser pagos como sobreaviso (padrão: true). */
  descontarAcionamento: boolean;
};

export type EntradaSobreaviso = {
  configuracao?: Partial<ConfiguracaoSobreaviso> | null;
  escalas: readonly EscalaSobreaviso[];
  acionamentos?: readonly Acionamento[] | null;
};

/** Alertas de uma escala: duração acima do limite legal (os minutos além continuam pagos). */
export type AlertaEscalaSobreaviso = 'ESCALA_ACIMA_24H' | 'PRONTIDAO_ACIMA_12H';

/** Alertas do conjunto: acionamento fora de toda escala; escalas que se sobrepõem. */
export type AlertaSobreaviso = 'ACIONAMENTO_FORA_DE_ESCALA' | 'ESCALAS_SOBREPOSTAS';

export type EscalaSobreavisoApurada = EscalaSobreaviso & {
  /** Duração da escala (fim − início). */
  minutosEscala: Minutos;
  /** Minutos de acionamento dentro desta escala (acionamentos sobrepostos contam uma vez). */
  minutosAcionados: Minutos;
  /** Minutos pagos como sobreaviso/prontidão por esta escala. */
  minutosRemunerados: Minutos;
  /** Minutos remunerados × 1/3 (sobreaviso) ou × 2/3 (prontidão), em minutos de hora normal. */
  equivalenteNormal: number;
  alertas: AlertaEscalaSobreaviso[];
};

export type TotaisSobreaviso = {
  minutosRemunerados: Minutos;
  equivalenteNormal: number;
  minutosAcionados: Minutos;
};

export type ResultadoSobreaviso = {
  escalas: EscalaSobreavisoApurada[];
  totais: TotaisSobreaviso;
  alertas: AlertaSobreaviso[];
};
