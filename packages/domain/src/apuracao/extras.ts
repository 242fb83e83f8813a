import { formatarDuracao, listar } from './explicacao.ts';
import type { Parametros } from './parametros.ts';
import type { ExtraPorFaixa } from './tipos.ts';

/** Lista de saída com todos os percentuais da configuração zerados (faixa ausente = 0). */
export const extrasZeradas = (p: Parametros): ExtraPorFaixa[] => {
  const lista = new Array<ExtraPorFaixa>(p.percentuais.length);
  for (let i = 0; i < lista.length; i++) lista[i] = { percentual: p.percentuais[i]!, minutos: 0 };
  return lista;
};

/**
 * Distribui as horas extras do dia (em sétimos) pelas faixas acumuladas da configuração
 * (padrão: 120 min a 50 %, o restante a 100 %; CLT art. 59 §1º e CCT). Em DSR ou feriado
 * trabalhado sem folga compensatória, tudo vai ao percentual `domingoFeriado` (Súmula 146 TST;
 * Lei 605/49 art. 9º).
 */
export const distribuirExtras = (
  extrasSetimos: number,
  p: Parametros,
  domingoFeriado: boolean,
): ExtraPorFaixa[] => {
  const lista = extrasZeradas(p);
  if (extrasSetimos <= 0) return lista;
  if (domingoFeriado) {
    lista[p.posicaoDomingoFeriado]!.minutos = extrasSetimos / 7;
    return lista;
  }
  let anterior = 0;
  for (let i = 0; i < p.limitesFaixa.length && anterior < extrasSetimos; i++) {
    const limite = p.limitesFaixa[i]!;
    const naFaixa = (limite < extrasSetimos ? limite : extrasSetimos) - anterior;
    if (naFaixa > 0) lista[p.posicaoFaixa[i]!]!.minutos += naFaixa / 7;
    anterior = limite;
  }
  return lista;
};

/** "2:00 a 50 % e 3:40 a 100 %, faixas de horas extras (CLT art. 59 §1º)". */
export const descreverExtras = (
  extras: readonly ExtraPorFaixa[],
  domingoFeriado: boolean,
): string => {
  const partes: string[] = [];
  for (const e of extras) {
    if (e.minutos > 0) partes.push(`${formatarDuracao(e.minutos)} a ${e.percentual} %`);
  }
  const fonte = domingoFeriado
    ? 'dia de descanso trabalhado sem folga compensatória (Súmula 146 TST; Lei 605/49 art. 9º)'
    : 'faixas de horas extras (CLT art. 59 §1º; CF art. 7º XVI)';
  return `${listar(partes)}, ${fonte}`;
};
