// Apoio aos testes do banco de horas: entradas curtas sobre um semestre individual de 2026.
import type {
  CicloBancoHoras,
  ConfiguracaoBancoHorasParcial,
  EntradaBancoHoras,
  FaixaCredito,
  MovimentoBancoHoras,
} from '../tipos.ts';

/** Acordo individual escrito (CLT art. 59 §5º) a partir de 01/01/2026. */
export const SEMESTRAL: ConfiguracaoBancoHorasParcial = {
  regime: 'individual-6m',
  inicioCiclo: '2026-01-01',
};

/** Faixas do exemplo do contrato: até 120 min a 1:1, o resto a 1:1,5. */
export const ESCALONADA: FaixaCredito[] = [{ ateMinutos: 120, fator: 1 }, { fator: 1.5 }];

export type EntradaParcial = Omit<Partial<EntradaBancoHoras>, 'configuracao'> & {
  configuracao?: Partial<ConfiguracaoBancoHorasParcial>;
};

/** Entrada sobre o semestre individual, consultada até o fim do 1º ciclo (2026-06-30). */
export const entrada = (parcial: EntradaParcial = {}): EntradaBancoHoras => ({
  ate: '2026-06-30',
  ...parcial,
  configuracao: { ...SEMESTRAL, ...parcial.configuracao },
});

export const credito = (
  data: string,
  minutos: number,
  domingoFeriado = false,
): MovimentoBancoHoras => ({
  data,
  credito: minutos,
  debito: 0,
  domingoFeriado,
});

export const debito = (data: string, minutos: number): MovimentoBancoHoras => ({
  data,
  credito: 0,
  debito: minutos,
});

/** Ciclo sem movimento nenhum, para completar o que um caso espera. */
export const cicloVazio = (
  inicio: string,
  fim: string,
  extra: Partial<CicloBancoHoras> = {},
): CicloBancoHoras => ({
  inicio,
  fim,
  encerradoPor: 'fim-do-ciclo',
  saldoInicial: 0,
  creditos: 0,
  debitos: 0,
  pagos: 0,
  vencidos: 0,
  saldoFinal: 0,
  pagarComoExtra: [],
  descontar: 0,
  perdoado: 0,
  transportado: 0,
  ...extra,
});
