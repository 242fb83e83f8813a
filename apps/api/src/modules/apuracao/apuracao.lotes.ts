import { prepararEspelhos } from './apuracao.calculo.ts';
import type { Escopo, EspelhoCalculado, FontesApuracao, PessoaEspelho } from './apuracao.tipos.ts';

/**
 * Lotes pedidos antes de entregar o atual: com dois, o banco já lê o lote k+2 enquanto o Node
 * apura o k+1 e entrega o k (o banco não fica esperando o Node, nem o Node o banco). Medido no
 * bench do espelho: 1 → ~7–8,5 s, 2 → ~5,5–6,5 s; 3 não ganha mais e gasta mais memória.
 */
const LOTES_ADIANTE = 2;

/**
 * Pessoas apuradas entre uma entrega e a seguinte. O lote carrega de uma vez (as consultas), mas
 * é apurado e entregue em partes pequenas: o que uma parte aloca (marcações tratadas, dias do
 * motor, espelhos) morre na geração nova do V8 assim que quem chama a consome. Com partes
 * maiores que a geração nova (16 MB; ~0,3 MB por pessoa no mês), tudo sobrevive a uma coleta e
 * é copiado: medido no bench do espelho, 25 por parte promovem ~650 MB e 2–5 por parte ~235 MB,
 * com a CPU do Node caindo de ~9,5 s para ~4,5–5 s.
 */
const PESSOAS_POR_ENTREGA = 4;

/**
 * Espelhos de muitos colaboradores em lotes (consultas por lote; memória limitada a alguns lotes).
 * Os próximos lotes já carregam enquanto o atual é apurado e entregue (`LOTES_ADIANTE`); cada
 * lote chega a `aCada` em partes de até `PESSOAS_POR_ENTREGA` pessoas, na ordem de `pessoas`.
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
  const preparar = (lote: P[]) => {
    const promessa = prepararEspelhos({ ...deps, pessoas: lote, ...p });
    promessa.catch(() => {}); // a falha aparece no await do laço
    return promessa;
  };
  const fila = lotes.slice(0, LOTES_ADIANTE).map(preparar);
  for (let k = 0; k < lotes.length; k++) {
    const apurar = await fila.shift()!;
    if (lotes[k + LOTES_ADIANTE]) fila.push(preparar(lotes[k + LOTES_ADIANTE]!));
    const lote = lotes[k]!;
    for (let i = 0; i < lote.length; i += PESSOAS_POR_ENTREGA) {
      const parte = lote.slice(i, i + PESSOAS_POR_ENTREGA);
      await aCada(parte.map(apurar), parte);
    }
  }
};
