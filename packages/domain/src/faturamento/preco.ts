/** Valores em dinheiro: centavos inteiros, nunca ponto flutuante. */
export type Centavos = number;

/**
 * Faixa de preço por colaborador ativo: vale para as pessoas da faixa anterior + 1 até `ate`
 * (inclusive); a última faixa não tem limite (`ate` nulo).
 */
export type FaixaPreco = { ate: number | null; precoCentavos: Centavos };

/** Tabela de preço de um plano numa vigência: mensalidade mínima e faixas progressivas. */
export type TabelaPreco = { mensalidadeMinimaCentavos: Centavos; faixas: readonly FaixaPreco[] };

/** Uma faixa como entrou na conta do mês. */
export type FaixaCalculada = {
  de: number;
  ate: number | null;
  quantidade: number;
  precoCentavos: Centavos;
  subtotalCentavos: Centavos;
};

export type Cobranca = {
  ativos: number;
  faixas: FaixaCalculada[];
  /** Soma das faixas, antes da mensalidade mínima. */
  subtotalFaixasCentavos: Centavos;
  mensalidadeMinimaCentavos: Centavos;
  /** A soma das faixas ficou abaixo da mensalidade mínima: cobra-se a mínima. */
  minimoAplicado: boolean;
  valorCentavos: Centavos;
  /** Posição (1, 2, …) da faixa mais alta alcançada pelos ativos; 0 sem ativos. */
  faixaAplicada: number;
};

/** Um problema da tabela de preço, com o campo e a mensagem em pt-BR. */
export type ProblemaTabela = { campo: string; mensagem: string };

const LIMITE_CENTAVOS = 100_000_000; // R$ 1.000.000,00 por item: acima disso é erro de digitação.
const LIMITE_FAIXA = 10_000_000;

const inteiroEntre = (n: number, min: number, max: number) =>
  Number.isSafeInteger(n) && n >= min && n <= max;

/**
 * Confere a tabela: pelo menos uma faixa, limites crescentes, só a última sem limite, preços e
 * mínima em centavos inteiros não negativos. Devolve os problemas (vazio = válida).
 */
export const validarTabelaPreco = (t: TabelaPreco): ProblemaTabela[] => {
  const problemas: ProblemaTabela[] = [];
  if (!inteiroEntre(t.mensalidadeMinimaCentavos, 0, LIMITE_CENTAVOS))
    problemas.push({
      campo: 'mensalidadeMinimaCentavos',
      mensagem: 'A mensalidade mínima deve ser um valor entre R$ 0,00 e R$ 1.000.000,00.',
    });
  if (t.faixas.length === 0)
    problemas.push({ campo: 'faixas', mensagem: 'Informe pelo menos uma faixa de preço.' });
  let anterior = 0;
  t.faixas.forEach((f, i) => {
    const n = i + 1;
    const ultima = i === t.faixas.length - 1;
    if (!inteiroEntre(f.precoCentavos, 0, LIMITE_CENTAVOS))
      problemas.push({
        campo: 'faixas',
        mensagem: `O preço da faixa ${n} deve ser um valor entre R$ 0,00 e R$ 1.000.000,00.`,
      });
    if (f.ate === null) {
      if (!ultima)
        problemas.push({
          campo: 'faixas',
          mensagem: `Só a última faixa pode ficar sem limite de colaboradores (faixa ${n}).`,
        });
      return;
    }
    if (ultima)
      problemas.push({
        campo: 'faixas',
        mensagem: 'A última faixa não pode ter limite: ela vale para todos os colaboradores acima.',
      });
    if (!inteiroEntre(f.ate, anterior + 1, LIMITE_FAIXA))
      problemas.push({
        campo: 'faixas',
        mensagem: `O limite da faixa ${n} deve ser maior que ${anterior} colaboradores.`,
      });
    anterior = f.ate;
  });
  return problemas;
};

/**
 * O valor do mês pela tabela progressiva (como as faixas do IR): cada colaborador ativo paga o
 * preço da faixa em que cai — os primeiros pelo preço da 1ª faixa, os seguintes pelo da 2ª… —,
 * então um ativo a mais nunca baixa a conta. Se a soma ficar abaixo da mensalidade mínima, vale a
 * mínima. Tudo em centavos inteiros.
 */
export const calcularCobranca = (ativos: number, t: TabelaPreco): Cobranca => {
  if (!Number.isSafeInteger(ativos) || ativos < 0)
    throw new RangeError(`Quantidade de ativos inválida: ${ativos}`);
  const faixas: FaixaCalculada[] = [];
  let de = 1;
  let restantes = ativos;
  let faixaAplicada = 0;
  t.faixas.forEach((f, i) => {
    const tamanho = f.ate === null ? Number.POSITIVE_INFINITY : f.ate - de + 1;
    const quantidade = Math.max(0, Math.min(restantes, tamanho));
    if (quantidade > 0) faixaAplicada = i + 1;
    faixas.push({
      de,
      ate: f.ate,
      quantidade,
      precoCentavos: f.precoCentavos,
      subtotalCentavos: quantidade * f.precoCentavos,
    });
    restantes -= quantidade;
    if (f.ate !== null) de = f.ate + 1;
  });
  const subtotal = faixas.reduce((s, f) => s + f.subtotalCentavos, 0);
  const minimoAplicado = subtotal < t.mensalidadeMinimaCentavos;
  return {
    ativos,
    faixas,
    subtotalFaixasCentavos: subtotal,
    mensalidadeMinimaCentavos: t.mensalidadeMinimaCentavos,
    minimoAplicado,
    valorCentavos: minimoAplicado ? t.mensalidadeMinimaCentavos : subtotal,
    faixaAplicada,
  };
};

/**
 * Centavos em reais com vírgula decimal, sem separador de milhar (planilhas em pt-BR leem como
 * número): 123456 → '1234,56'; -5 → '-0,05'.
 */
export const centavosDecimalBr = (c: Centavos): string => {
  const sinal = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sinal}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
