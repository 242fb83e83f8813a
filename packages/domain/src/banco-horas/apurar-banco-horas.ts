import { addDias, type DataIso } from '../tempo/data.ts';
import { calendarioCiclos, type PeriodoCiclo } from './ciclos.ts';
import { resolverConfiguracaoBancoHoras } from './configuracao.ts';
import { parcelasDoDia } from './creditos.ts';
import { menorData } from './datas.ts';
import { agruparDias, type DiaBanco } from './dias.ts';
import { type DestinoSaldoNegativo, fecharCiclo, SEM_DESTINO } from './fechamento.ts';
import { isPositivo, limpar } from './numeros.ts';
import {
  type Acumulado,
  abrirSaldoAnterior,
  createRazao,
  creditar,
  debitar,
  novoAcumulado,
  pagar,
  type Razao,
  vencer,
} from './razao.ts';
import type {
  CicloBancoHoras,
  EntradaBancoHoras,
  ExtraBancoHoras,
  ResultadoBancoHoras,
  TipoRescisao,
} from './tipos.ts';
import { validarDatas } from './validar-datas.ts';

/**
 * Ordem dentro de um dia: crédito, débito, pagamentos, vencimentos do dia e, no último dia do
 * ciclo, o fechamento. O crédito vale até o fim do dia em que vence, então o débito e o
 * pagamento desse dia ainda o usam.
 */
const processarDia = (razao: Razao, dia: DiaBanco): void => {
  vencer(razao, addDias(dia.data, -1));
  creditar(razao, dia.data, parcelasDoDia(dia.credito, dia.creditoDomingoFeriado, razao.config));
  debitar(razao, dia.data, dia.debito);
  for (const p of dia.pagamentos)
    pagar(razao, dia.data, p.minutos, `pagamentos[${p.indice}].minutos`, p.indice);
  vencer(razao, dia.data);
};

/** Extras somados por percentual, em ordem crescente de percentual, sem entradas zeradas. */
const listExtras = (extras: Acumulado['extras']): ExtraBancoHoras[] =>
  [...extras.entries()]
    .map(([percentual, minutos]) => ({ percentual, minutos: limpar(minutos) }))
    .filter((e) => isPositivo(e.minutos))
    .sort((a, b) => a.percentual - b.percentual);

const resumir = (
  periodo: PeriodoCiclo,
  saldoInicial: number,
  saldoFinal: number,
  acumulado: Acumulado,
  destino: DestinoSaldoNegativo,
): CicloBancoHoras => ({
  inicio: periodo.inicio,
  fim: periodo.fim,
  encerradoPor: periodo.encerradoPor,
  saldoInicial: limpar(saldoInicial),
  creditos: limpar(acumulado.creditos),
  debitos: limpar(acumulado.debitos),
  pagos: limpar(acumulado.pagos),
  vencidos: limpar(acumulado.vencidos),
  saldoFinal: limpar(saldoFinal),
  pagarComoExtra: listExtras(acumulado.extras),
  descontar: destino.descontar,
  perdoado: destino.perdoado,
  transportado: destino.transportado,
});

const apurarCiclo = (
  razao: Razao,
  periodo: PeriodoCiclo,
  dias: readonly DiaBanco[],
  ate: DataIso,
  tipoRescisao: TipoRescisao | null,
): CicloBancoHoras => {
  const saldoInicial = razao.saldo;
  razao.acumulado = novoAcumulado();
  const limite = menorData(periodo.fim, ate);
  for (const dia of dias) {
    if (dia.data >= periodo.inicio && dia.data <= limite) processarDia(razao, dia);
  }
  vencer(razao, limite);
  const saldoFinal = razao.saldo;
  const destino =
    periodo.encerradoPor === null
      ? SEM_DESTINO
      : fecharCiclo(razao, periodo.fim, periodo.encerradoPor, tipoRescisao);
  return resumir(periodo, saldoInicial, saldoFinal, razao.acumulado, destino);
};

/**
 * Extrato do banco de horas de um empregado (CLT art. 59 §§2º, 3º, 5º e 6º): ciclos de
 * `inicioCiclo` até `ate`, créditos convertidos pelas faixas, consumo do crédito mais antigo,
 * pagamentos, vencimentos, fechamentos e rescisão (engine-contract.md, Parte 2).
 * Lança `ErroBancoHoras` quando a entrada torna o extrato impossível (pagamento acima do saldo,
 * lançamento antes do início ou depois da rescisão).
 */
export const apurarBancoHoras = (entrada: EntradaBancoHoras): ResultadoBancoHoras =>
  apurarBancoHorasComPagamentos(entrada).resultado;

/**
 * O mesmo extrato e, para cada pagamento da entrada (na mesma ordem), os minutos trabalhados que
 * ele levou por percentual — a folha paga cada pagamento extraordinário com a sua verba.
 */
export const apurarBancoHorasComPagamentos = (
  entrada: EntradaBancoHoras,
): { resultado: ResultadoBancoHoras; pagamentos: ExtraBancoHoras[][] } => {
  const config = resolverConfiguracaoBancoHoras(entrada.configuracao);
  validarDatas(entrada, config.inicioCiclo);
  const razao = createRazao(config);
  const dias = agruparDias(entrada.movimentos ?? [], entrada.pagamentos ?? []);
  const periodos = calendarioCiclos({
    regime: config.regime,
    inicioCiclo: config.inicioCiclo,
    ate: entrada.ate,
    fechamentoAntecipado: entrada.fechamentoAntecipado ?? null,
    rescisao: entrada.rescisao?.data ?? null,
  });
  // O saldo anterior pertence ao primeiro ciclo: entra antes de tudo, datado do início.
  abrirSaldoAnterior(razao, config.inicioCiclo, entrada.saldoAnterior ?? 0);
  const tipoRescisao = entrada.rescisao?.tipo ?? null;
  const ciclos = periodos.map((periodo) =>
    apurarCiclo(razao, periodo, dias, entrada.ate, tipoRescisao),
  );
  const resultado = { ciclos, saldoAtual: limpar(razao.saldo), extrato: razao.extrato };
  const pagamentos = (entrada.pagamentos ?? []).map((_, i) =>
    listExtras(razao.pagamentos.get(i) ?? new Map()),
  );
  return { resultado, pagamentos };
};
