// Mapeamento de colunas de uma planilha de importação para os campos de um cadastro: a proposta
// pelo cabeçalho (sem acento e sem caixa, por sinônimos) e a conferência do mapeamento escolhido.
// Comum à importação de colaboradores e à dos cadastros da estrutura.

/** Os campos de um cadastro importável: ordem, nomes para o usuário, obrigatórios e sinônimos. */
export type DefinicaoPlanilha<C extends string> = {
  campos: readonly C[];
  rotulos: Record<C, string>;
  obrigatorios: readonly C[];
  sinonimos: Record<C, readonly string[]>;
};

/** Índice (a partir de 0) da coluna do arquivo de cada campo; null = não importado. */
export type MapeamentoDe<C extends string> = Record<C, number | null>;

/** Texto de cabeçalho comparável: sem acento, sem caixa, só letras e números. */
export const normalizarCabecalho = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Proposta de mapeamento pelo cabeçalho: cada campo fica com a primeira coluna cujo nome é um dos
 * sinônimos dele; uma coluna serve a um campo só.
 */
export const proporMapeamentoDe = <C extends string>(
  def: DefinicaoPlanilha<C>,
  cabecalho: readonly string[],
): MapeamentoDe<C> => {
  const normalizados = cabecalho.map(normalizarCabecalho);
  const usadas = new Set<number>();
  const mapa = {} as MapeamentoDe<C>;
  for (const campo of def.campos) {
    const i = normalizados.findIndex(
      (n, idx) => !usadas.has(idx) && def.sinonimos[campo].includes(n),
    );
    mapa[campo] = i >= 0 ? i : null;
    if (i >= 0) usadas.add(i);
  }
  return mapa;
};

/** Problemas do mapeamento em si (obrigatório sem coluna, coluna repetida ou fora do arquivo). */
export const conferirMapeamentoDe = <C extends string>(
  def: DefinicaoPlanilha<C>,
  mapa: MapeamentoDe<C>,
  totalColunas: number,
): { campo: C; mensagem: string }[] => {
  const erros: { campo: C; mensagem: string }[] = [];
  const vistos = new Map<number, C>();
  for (const campo of def.campos) {
    const i = mapa[campo] ?? null;
    if (i === null) {
      if (def.obrigatorios.includes(campo))
        erros.push({ campo, mensagem: `Escolha a coluna de ${def.rotulos[campo]}.` });
      continue;
    }
    if (i >= totalColunas)
      erros.push({ campo, mensagem: `A coluna de ${def.rotulos[campo]} não existe.` });
    const outro = vistos.get(i);
    if (outro)
      erros.push({
        campo,
        mensagem: `${def.rotulos[campo]} e ${def.rotulos[outro]} usam a mesma coluna.`,
      });
    vistos.set(i, campo);
  }
  return erros;
};

/**
 * Repetidos dentro do arquivo: para cada posição cujo valor (já normalizado; vazio não conta)
 * apareceu antes, a posição da primeira ocorrência.
 */
export const repetidosNoArquivo = (valores: readonly string[]): Map<number, number> => {
  const primeira = new Map<string, number>();
  const repetidos = new Map<number, number>();
  valores.forEach((v, i) => {
    if (v === '') return;
    const antes = primeira.get(v);
    if (antes === undefined) primeira.set(v, i);
    else repetidos.set(i, antes);
  });
  return repetidos;
};
