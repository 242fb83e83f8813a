import type { DataIso, Minutos } from '../tempo/index.ts';
import { type Lote, type Retirada, retirar, retirarVencidos } from './consumo.ts';
import { bancoDaParcela, type ParcelaCredito } from './creditos.ts';
import { somarMeses } from './datas.ts';
import { ErroBancoHoras } from './erros.ts';
import { isNegativo, isPositivo, limpar } from './numeros.ts';
import type {
  ConfiguracaoBancoHoras,
  LancamentoBancoHoras,
  TipoLancamentoBancoHoras,
} from './tipos.ts';

/** Totais do ciclo em curso (minutos de banco; `extras` em minutos trabalhados por percentual). */
export type Acumulado = {
  creditos: Minutos;
  debitos: Minutos;
  pagos: Minutos;
  vencidos: Minutos;
  extras: Map<number, Minutos>;
};

/**
 * Razão do banco de horas: lotes de crédito (do mais antigo ao mais novo) ou uma dívida — nunca
 * os dois —, o saldo corrente, o extrato e os totais do ciclo em curso.
 */
export type Razao = {
  config: ConfiguracaoBancoHoras;
  lotes: Lote[];
  divida: Minutos;
  saldo: Minutos;
  extrato: LancamentoBancoHoras[];
  acumulado: Acumulado;
  /** Minutos trabalhados que cada pagamento levou, por percentual (na ordem da entrada). */
  pagamentos: Map<number, Map<number, Minutos>>;
};

export const novoAcumulado = (): Acumulado => ({
  creditos: 0,
  debitos: 0,
  pagos: 0,
  vencidos: 0,
  extras: new Map(),
});

export const createRazao = (config: ConfiguracaoBancoHoras): Razao => ({
  config,
  lotes: [],
  divida: 0,
  saldo: 0,
  extrato: [],
  acumulado: novoAcumulado(),
  pagamentos: new Map(),
});

export const lancar = (
  razao: Razao,
  data: DataIso,
  tipo: TipoLancamentoBancoHoras,
  minutos: Minutos,
): void => {
  razao.extrato.push({ data, tipo, minutos: limpar(minutos), saldo: limpar(razao.saldo) });
};

/**
 * Banco que sai como dinheiro paga o trabalho: volta a minutos trabalhados (banco ÷ fator) e é
 * pago a 100 % se creditado em domingo ou feriado (Lei 605/49 art. 9º, Súmula 146 TST), senão
 * ao percentual comum (50 %, CLT art. 59 §§2º–3º).
 */
export const pagarComoExtra = (
  razao: Razao,
  retiradas: readonly Retirada[],
): Map<number, Minutos> => {
  const { config, acumulado } = razao;
  const desta = new Map<number, Minutos>();
  for (const r of retiradas) {
    const percentual = r.domingoFeriado
      ? config.percentualPagamentoDomingoFeriado
      : config.percentualPagamento;
    acumulado.extras.set(percentual, (acumulado.extras.get(percentual) ?? 0) + r.trabalhado);
    desta.set(percentual, (desta.get(percentual) ?? 0) + r.trabalhado);
  }
  return desta;
};

const vencimento = (razao: Razao, data: DataIso): DataIso | null =>
  razao.config.vencimentoMeses === null ? null : somarMeses(data, razao.config.vencimentoMeses);

/** Guarda uma parcela; com saldo negativo, o crédito quita a dívida primeiro (engine-contract). */
const guardar = (razao: Razao, data: DataIso, parcela: ParcelaCredito): void => {
  const banco = bancoDaParcela(parcela);
  const quitado = Math.min(banco, razao.divida);
  razao.divida = limpar(razao.divida - quitado);
  const resto = limpar(banco - quitado);
  if (!isPositivo(resto)) return;
  razao.lotes.push({
    data,
    fator: parcela.fator,
    domingoFeriado: parcela.domingoFeriado,
    banco: resto,
    trabalhado: quitado > 0 ? resto / parcela.fator : parcela.trabalhado,
    vence: vencimento(razao, data),
  });
};

/** Saldo trazido de antes do 1º ciclo: positivo é crédito de fator 1 datado do início. */
export const abrirSaldoAnterior = (razao: Razao, data: DataIso, saldo: Minutos): void => {
  if (!isPositivo(saldo) && !isNegativo(saldo)) return;
  if (isPositivo(saldo)) {
    guardar(razao, data, { trabalhado: saldo, fator: 1, domingoFeriado: false });
  } else {
    razao.divida = limpar(-saldo);
  }
  razao.saldo = limpar(saldo);
  lancar(razao, data, 'saldo-anterior', Math.abs(saldo));
};

/** Crédito do dia, já repartido em parcelas pelas faixas. */
export const creditar = (razao: Razao, data: DataIso, parcelas: ParcelaCredito[]): void => {
  const total = parcelas.reduce((soma, p) => soma + bancoDaParcela(p), 0);
  if (!isPositivo(total)) return;
  for (const parcela of parcelas) guardar(razao, data, parcela);
  razao.saldo = limpar(razao.saldo + total);
  razao.acumulado.creditos += total;
  lancar(razao, data, 'credito', total);
};

/** Débito do dia: sai 1:1, dos créditos mais antigos; o que faltar vira dívida. */
export const debitar = (razao: Razao, data: DataIso, minutos: Minutos): void => {
  if (!isPositivo(minutos)) return;
  const { falta } = retirar(razao.lotes, minutos);
  razao.divida = limpar(razao.divida + falta);
  razao.saldo = limpar(razao.saldo - minutos);
  razao.acumulado.debitos += minutos;
  lancar(razao, data, 'debito', minutos);
};

/** Pagamento de parte do saldo positivo como extra; acima do saldo é erro de entrada. */
export const pagar = (
  razao: Razao,
  data: DataIso,
  minutos: Minutos,
  campo: string,
  indice = -1,
): void => {
  if (!isPositivo(minutos)) return;
  if (isPositivo(minutos - razao.saldo)) {
    const saldo = limpar(Math.max(0, razao.saldo));
    throw new ErroBancoHoras(
      campo,
      `${limpar(minutos)} minutos excedem o saldo positivo de ${saldo} em ${data}`,
    );
  }
  razao.pagamentos.set(indice, pagarComoExtra(razao, retirar(razao.lotes, minutos).retiradas));
  razao.saldo = limpar(razao.saldo - minutos);
  razao.acumulado.pagos += minutos;
  lancar(razao, data, 'pagamento', minutos);
};

/** Créditos não usados até o dia do vencimento (inclusive) são pagos como extra nesse dia. */
export const vencer = (razao: Razao, ate: DataIso): void => {
  for (const { data, retiradas } of retirarVencidos(razao.lotes, ate)) {
    const total = retiradas.reduce((soma, r) => soma + r.banco, 0);
    pagarComoExtra(razao, retiradas);
    razao.saldo = limpar(razao.saldo - total);
    razao.acumulado.vencidos += total;
    lancar(razao, data, 'vencimento', total);
  }
};
