/**
 * Verificação facial 1:1 (issue #21): o navegador calcula o descritor do rosto (1024 números do
 * modelo `faceres` da biblioteca Human) e o servidor compara com o modelo cadastrado da pessoa.
 * A semelhança é a mesma da biblioteca (distância euclidiana normalizada para 0..1), para que o
 * limiar documentado por ela valha aqui; ver docs/decisoes/biometria.md.
 */

/** Tamanho do descritor do modelo `faceres` (Human 3). */
export const DIMENSAO_DESCRITOR = 1024;
/** Quadros mínimos e máximos no cadastro: o modelo é a média deles. */
export const AMOSTRAS_MINIMAS = 3;
export const AMOSTRAS_MAXIMAS = 10;
/** Semelhança mínima (0..1) para aprovar: acima de 0,5 a biblioteca considera a mesma pessoa. */
export const LIMIAR_SEMELHANCA = 0.6;
/** Vivacidade mínima (0..1, modelo `liveness`): abaixo disso, suspeita de foto ou tela. */
export const LIMIAR_VIVACIDADE = 0.5;

export type Descritor = readonly number[];

/** O descritor tem o tamanho esperado e só números finitos. */
export const descritorValido = (d: Descritor): boolean =>
  d.length === DIMENSAO_DESCRITOR && d.every((x) => Number.isFinite(x));

/** Distância euclidiana ao quadrado, ampliada como na biblioteca (multiplicador 25). */
const distancia = (a: Descritor, b: Descritor): number => {
  let soma = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    soma += d * d;
  }
  return Math.round(100 * 25 * soma) / 100;
};

/**
 * Semelhança 0..1 entre dois descritores (1 = idênticos): raiz da distância, invertida e
 * normalizada à faixa 0,2..0,8, arredondada a duas casas.
 */
export const semelhancaFacial = (a: Descritor, b: Descritor): number => {
  if (a.length !== b.length || a.length === 0) return 0;
  const dist = distancia(a, b);
  if (dist === 0) return 1;
  const normal = (1 - Math.sqrt(dist) / 100 - 0.2) / (0.8 - 0.2);
  return Math.round(100 * Math.max(Math.min(normal, 1), 0)) / 100;
};

/** Modelo da pessoa: a média, posição a posição, dos descritores capturados no cadastro. */
export const descritorMedio = (amostras: readonly Descritor[]): number[] => {
  const n = amostras.length;
  const primeiro = amostras[0];
  if (!primeiro) return [];
  return primeiro.map((_, i) => amostras.reduce((s, a) => s + (a[i] ?? 0), 0) / n);
};

export type ResultadoVerificacao = { aprovado: boolean; pontuacao: number; vivacidadeOk: boolean };

/** Aprova quando o rosto é vivo (vivacidade ≥ limiar) e parecido o bastante com o modelo. */
export const avaliarVerificacao = (
  modelo: Descritor,
  descritor: Descritor,
  vivacidade: number,
): ResultadoVerificacao => {
  const pontuacao = semelhancaFacial(modelo, descritor);
  const vivacidadeOk = vivacidade >= LIMIAR_VIVACIDADE;
  return { aprovado: vivacidadeOk && pontuacao >= LIMIAR_SEMELHANCA, pontuacao, vivacidadeOk };
};
