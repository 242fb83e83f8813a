import { normalizarCabecalho } from '../colaborador/importacao.ts';

/**
 * Sincronização com a exportação de um sistema de folha: o mapeamento liga cada campo nosso ao
 * texto do cabeçalho de uma coluna do arquivo (e não à posição: a próxima exportação da mesma
 * fonte pode trazer as colunas em outra ordem e o mapeamento salvo continua valendo).
 */
export type MapeamentoPorCabecalho = Record<string, string | null>;

/** Nomes comparáveis (filial, cargo, sindicato...): sem acento, sem caixa, espaços únicos. */
export const normalizarNome = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const SINONIMOS: Record<string, readonly string[]> = {
  cpf: ['cpf', 'cpfdocolaborador', 'cpffuncionario', 'nrcpf'],
  nome: ['nome', 'nomecompleto', 'funcionario', 'empregado', 'colaborador', 'nomedofuncionario'],
  email: ['email', 'correioeletronico'],
  matricula: ['matricula', 'chapa', 'registro', 'codigo', 'codfuncionario'],
  admissao: ['admissao', 'dataadmissao', 'datadeadmissao', 'dtadmissao'],
  filial: ['filial', 'estabelecimento', 'unidade', 'empresa'],
  departamento: ['departamento', 'setor', 'lotacao', 'centrodecusto'],
  cargo: ['cargo', 'funcao'],
  tipo: ['tipo', 'tipoafastamento', 'tipodeafastamento', 'afastamento', 'motivo', 'situacao'],
  inicio: ['inicio', 'datainicio', 'datadeinicio', 'dtinicio', 'inicioafastamento', 'de'],
  fim: ['fim', 'datafim', 'datadefim', 'dtfim', 'termino', 'retorno', 'fimafastamento', 'ate'],
  sindicato: ['sindicato', 'nomedosindicato', 'entidadesindical'],
};

/**
 * Mapeamento proposto pelos nomes das colunas (sem acento e sem caixa, com sinônimos comuns das
 * exportações de folha); campo sem coluna parecida fica null. Uma coluna serve a um campo só.
 */
export const proporMapeamentoPorCabecalho = (
  campos: readonly string[],
  cabecalho: readonly string[],
): MapeamentoPorCabecalho => {
  const usadas = new Set<string>();
  const m: MapeamentoPorCabecalho = {};
  for (const campo of campos) {
    const aceitos = SINONIMOS[campo] ?? [normalizarCabecalho(campo)];
    const coluna = cabecalho.find(
      (c) => c !== '' && !usadas.has(c) && aceitos.includes(normalizarCabecalho(c)),
    );
    m[campo] = coluna ?? null;
    if (coluna) usadas.add(coluna);
  }
  return m;
};

/**
 * Erros do mapeamento diante do cabeçalho deste arquivo: campo obrigatório sem coluna, coluna
 * que o arquivo não tem, a mesma coluna em dois campos.
 */
export const conferirMapeamentoPorCabecalho = (
  campos: readonly { campo: string; rotulo: string; obrigatorio: boolean }[],
  m: MapeamentoPorCabecalho,
  cabecalho: readonly string[],
): string[] => {
  const erros: string[] = [];
  const vistas = new Map<string, string>();
  for (const c of campos) {
    const coluna = m[c.campo] ?? null;
    if (coluna === null) {
      if (c.obrigatorio) erros.push(`${c.rotulo}: escolha a coluna do arquivo.`);
      continue;
    }
    if (!cabecalho.includes(coluna))
      erros.push(`${c.rotulo}: o arquivo não tem a coluna "${coluna}".`);
    const outro = vistas.get(coluna);
    if (outro) erros.push(`${c.rotulo} e ${outro} usam a mesma coluna "${coluna}".`);
    vistas.set(coluna, c.rotulo);
  }
  return erros;
};

/** Valor de cada campo mapeado numa linha (célula da coluna; campo sem coluna = ''). */
export const valoresDaLinha = (
  m: MapeamentoPorCabecalho,
  cabecalho: readonly string[],
  celulas: readonly string[],
): Record<string, string> => {
  const v: Record<string, string> = {};
  for (const [campo, coluna] of Object.entries(m)) {
    const i = coluna === null ? -1 : cabecalho.indexOf(coluna);
    v[campo] = i < 0 ? '' : (celulas[i] ?? '').trim();
  }
  return v;
};
