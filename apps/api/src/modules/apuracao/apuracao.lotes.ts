import { calcularEspelhos } from './apuracao.calculo.ts';
import type { Escopo, EspelhoCalculado, FontesApuracao, PessoaEspelho } from './apuracao.tipos.ts';

const LOTES_ADIANTE = 2;

/**
 * Espelhos de muitos colaboradores em lotes (consultas por lote; memória limitada a alguns lotes).
 * Os próximos lotes já carregam enquanto o atual é apurado e entregue (`LOTES_ADIANTE`).
 */
export const calcularEmLotes = async <P extends PessoaEspelho>(
  deps: Escopo & FontesApuracao,
  pessoas: readonly P[],
  p: { inicio: string; fim: string; hoje: string },
  aCada: (lote: EspelhoCalculado[], pessoas: readonly P[]) => Promise<void> | void,
  tamanhoLote = 500,
) => {
  const lotes: P[][] = [];
  for (let i = 0; i < pessoas.length; i += tamanhoLote)
    lotes.push(pessoas.slice(i, i + tamanhoLote));
  const calcular = (lote: P[]) => {
    const promessa = calcularEspelhos({ ...deps, pessoas: lote, ...p });
    promessa.catch(() => {}); // a falha aparece no await do laço
    return promessa;
  };
  const fila = lotes.slice(0, LOTES_ADIANTE).map(calcular);
  for (let k = 0; k < lotes.length; k++) {
    const atual = await fila.shift()!;
    if (lotes[k + LOTES_ADIANTE]) fila.push(calcular(lotes[k + LOTES_ADIANTE]!));
    await aCada(atual, lotes[k]!);
  }
};
