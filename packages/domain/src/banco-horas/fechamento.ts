import type { DataIso, Minutos } from '../tempo/index.ts';
import { esvaziar } from './consumo.ts';
import { isNegativo, isPositivo, limpar } from './numeros.ts';
import { lancar, pagarComoExtra, type Razao } from './razao.ts';
import type { EncerramentoCiclo, PoliticaSaldoNegativo, TipoRescisao } from './tipos.ts';

/** Destino do saldo negativo no fechamento, em minutos de banco. */
export type DestinoSaldoNegativo = { descontar: Minutos; perdoado: Minutos; transportado: Minutos };

export const SEM_DESTINO: DestinoSaldoNegativo = { descontar: 0, perdoado: 0, transportado: 0 };

/**
 * Política efetiva para o saldo negativo. No fim do ciclo vale a configurada. Na rescisão nada
 * vem depois (não há para onde transportar): desconta-se só com política `descontar` e quando a
 * saída é do empregado — pedido de demissão ou justa causa (TST, após STF Tema 1.046); nos demais
 * casos o risco é do empregador (CLT art. 2º) e a dívida é perdoada. A folha limita o desconto a
 * um mês de remuneração (CLT art. 477 §5º).
 */
export const politicaNoFechamento = (
  politica: PoliticaSaldoNegativo,
  encerradoPor: EncerramentoCiclo,
  tipoRescisao: TipoRescisao | null,
): PoliticaSaldoNegativo => {
  if (encerradoPor !== 'rescisao') return politica;
  const saidaDoEmpregado = tipoRescisao === 'pedido-demissao' || tipoRescisao === 'justa-causa';
  return politica === 'descontar' && saidaDoEmpregado ? 'descontar' : 'perdoar';
};

const fecharNegativo = (
  razao: Razao,
  data: DataIso,
  politica: PoliticaSaldoNegativo,
): DestinoSaldoNegativo => {
  const divida = limpar(-razao.saldo);
  // Transportar: o saldo segue negativo para o ciclo seguinte, que começa com ele.
  if (politica === 'transportar') {
    lancar(razao, data, 'transporte', divida);
    return { ...SEM_DESTINO, transportado: divida };
  }
  razao.divida = 0;
  razao.saldo = 0;
  lancar(razao, data, 'fechamento', divida);
  return politica === 'descontar'
    ? { ...SEM_DESTINO, descontar: divida }
    : { ...SEM_DESTINO, perdoado: divida };
};

/**
 * Fecha o ciclo no fim do dia `data`: saldo positivo é pago como hora extra (CLT art. 59 §§2º
 * e 3º) e o ciclo seguinte começa em zero; o negativo segue `politicaNoFechamento`.
 */
export const fecharCiclo = (
  razao: Razao,
  data: DataIso,
  encerradoPor: EncerramentoCiclo,
  tipoRescisao: TipoRescisao | null,
): DestinoSaldoNegativo => {
  if (isNegativo(razao.saldo)) {
    const politica = razao.config.saldoNegativoNoFechamento;
    return fecharNegativo(razao, data, politicaNoFechamento(politica, encerradoPor, tipoRescisao));
  }
  const saldo = razao.saldo;
  pagarComoExtra(razao, esvaziar(razao.lotes));
  razao.divida = 0;
  razao.saldo = 0;
  if (isPositivo(saldo)) lancar(razao, data, 'fechamento', saldo);
  return SEM_DESTINO;
};
