import type { DataIso, Minutos } from '../tempo/index.ts';
import { apurarBancoHorasComPagamentos } from './apurar-banco-horas.ts';
import { EPSILON } from './numeros.ts';
import type { EntradaBancoHoras, ExtraBancoHoras, ResultadoBancoHoras } from './tipos.ts';

/**
 * Estágio do banco (cláusula comum de CCT): `limiteMinutos` de saldo acima do qual o excedente é
 * pago no fechamento do mês, com a verba do estágio.
 */
export type EstagioBancoHoras = { ordem: number; limiteMinutos: Minutos };

/** O excedente a pagar no mês: o estágio mais alto ultrapassado e os minutos acima dele. */
export type ExcedenteEstagio = {
  estagio: EstagioBancoHoras;
  saldoMinutos: Minutos;
  /** Minutos de banco inteiros acima do limite (a fração de minuto fica no banco). */
  minutos: Minutos;
};

/** Pagamento por estágio apurado: o excedente e o que ele levou por percentual (origem). */
export type PagamentoEstagioApurado = ExcedenteEstagio & {
  extras: ExtraBancoHoras[];
  saldoDepoisMinutos: Minutos;
};

/**
 * O estágio mais alto cujo limite o saldo ultrapassa e o excedente em minutos inteiros (para
 * baixo: nunca se paga mais que o saldo). Sem estágio ultrapassado (ou excedente < 1 min): null.
 */
export const excedenteDoEstagio = (
  saldoMinutos: Minutos,
  estagios: readonly EstagioBancoHoras[],
): ExcedenteEstagio | null => {
  const ultrapassados = estagios
    .filter((e) => saldoMinutos - e.limiteMinutos > EPSILON)
    .sort((a, b) => b.limiteMinutos - a.limiteMinutos);
  const estagio = ultrapassados[0];
  if (!estagio) return null;
  const minutos = Math.floor(saldoMinutos - estagio.limiteMinutos + EPSILON);
  return minutos >= 1 ? { estagio, saldoMinutos, minutos } : null;
};

/**
 * Se `data` encerra um ciclo (fim, fechamento antecipado ou rescisão até ela), o encerramento já
 * paga o saldo todo: não há pagamento por estágio nesse dia.
 */
const encerraNaData = (r: ResultadoBancoHoras, data: DataIso) =>
  r.ciclos.some((c) => c.encerradoPor !== null && c.fim <= data && c.fim >= data);

/**
 * Pagamento por estágio no fechamento do mês (`data` = último dia da competência): o motor roda
 * até `data`, o saldo acima do estágio mais alto ultrapassado é pago nesse dia como um pagamento
 * do motor (sai dos créditos mais antigos, por origem: 50 % ou 100 %). Null quando nenhum estágio
 * é ultrapassado, quando o banco já terminou (rescisão antes da data) ou quando a data encerra o
 * ciclo (o fechamento do ciclo paga tudo).
 */
export const apurarPagamentoEstagio = (
  entrada: EntradaBancoHoras,
  estagios: readonly EstagioBancoHoras[],
  data: DataIso,
): PagamentoEstagioApurado | null => {
  if (estagios.length === 0) return null;
  if (entrada.rescisao && entrada.rescisao.data <= data) return null;
  const base = { ...entrada, ate: data };
  const antes = apurarBancoHorasComPagamentos(base).resultado;
  if (encerraNaData(antes, data)) return null;
  const excedente = excedenteDoEstagio(antes.saldoAtual, estagios);
  if (!excedente) return null;
  const pagamentos = [...(entrada.pagamentos ?? []), { data, minutos: excedente.minutos }];
  const depois = apurarBancoHorasComPagamentos({ ...base, pagamentos });
  return {
    ...excedente,
    extras: depois.pagamentos.at(-1) ?? [],
    saldoDepoisMinutos: depois.resultado.saldoAtual,
  };
};
