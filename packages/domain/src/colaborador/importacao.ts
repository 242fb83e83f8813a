// Importação de colaboradores por planilha (CSV/XLSX): as colunas que o RH pode mapear, a proposta
// de mapeamento pelos nomes do cabeçalho (sem acento e sem caixa), a leitura das datas
// (DD/MM/AAAA ou AAAA-MM-DD) e os repetidos dentro do próprio arquivo.

export const CAMPOS_IMPORTACAO = [
  'nome',
  'email',
  'cpf',
  'pis',
  'matricula',
  'admissao',
  'filial',
  'departamento',
  'cargo',
  'gestor',
] as const;
export type CampoImportacao = (typeof CAMPOS_IMPORTACAO)[number];

/** Nome de cada coluna para o usuário (cabeçalho do modelo e das mensagens de erro). */
export const ROTULOS_IMPORTACAO: Record<CampoImportacao, string> = {
  nome: 'Nome',
  email: 'E-mail',
  cpf: 'CPF',
  pis: 'PIS',
  matricula: 'Matrícula',
  admissao: 'Admissão',
  filial: 'Filial',
  departamento: 'Departamento',
  cargo: 'Cargo',
  gestor: 'Gestor (e-mail)',
};

/** Sem estas colunas mapeadas não há admissão possível. */
export const CAMPOS_OBRIGATORIOS_IMPORTACAO: readonly CampoImportacao[] = [
  'nome',
  'email',
  'cpf',
  'admissao',
  'filial',
];

/** Índice (a partir de 0) da coluna do arquivo de cada campo; null = não importado. */
export type MapeamentoImportacao = Record<CampoImportacao, number | null>;

/** Texto de cabeçalho comparável: sem acento, sem caixa, só letras e números. */
export const normalizarCabecalho = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const SINONIMOS: Record<CampoImportacao, readonly string[]> = {
  nome: ['nome', 'nomecompleto', 'colaborador', 'funcionario', 'empregado', 'nomedocolaborador'],
  email: ['email', 'emaildocolaborador', 'correioeletronico'],
  cpf: ['cpf', 'cpfdocolaborador'],
  pis: ['pis', 'pispasep', 'pisnit', 'nit', 'pispasepnit'],
  matricula: ['matricula', 'chapa', 'registro', 'numerodematricula'],
  admissao: ['admissao', 'dataadmissao', 'datadeadmissao', 'dtadmissao'],
  filial: ['filial', 'estabelecimento', 'unidade'],
  departamento: ['departamento', 'depto', 'setor'],
  cargo: ['cargo', 'funcao'],
  gestor: ['gestor', 'gestoremail', 'emaildogestor', 'emailgestor', 'gestorimediato'],
};

/**
 * Proposta de mapeamento pelo cabeçalho: cada campo fica com a primeira coluna cujo nome é um dos
 * sinônimos dele; uma coluna serve a um campo só.
 */
export const proporMapeamento = (cabecalho: readonly string[]): MapeamentoImportacao => {
  const normalizados = cabecalho.map(normalizarCabecalho);
  const usadas = new Set<number>();
  const mapa = {} as MapeamentoImportacao;
  for (const campo of CAMPOS_IMPORTACAO) {
    const i = normalizados.findIndex((n, idx) => !usadas.has(idx) && SINONIMOS[campo].includes(n));
    mapa[campo] = i >= 0 ? i : null;
    if (i >= 0) usadas.add(i);
  }
  return mapa;
};

/** Problemas do mapeamento em si (obrigatório sem coluna, coluna repetida ou fora do arquivo). */
export const conferirMapeamento = (
  mapa: MapeamentoImportacao,
  totalColunas: number,
): { campo: CampoImportacao; mensagem: string }[] => {
  const erros: { campo: CampoImportacao; mensagem: string }[] = [];
  const vistos = new Map<number, CampoImportacao>();
  for (const campo of CAMPOS_IMPORTACAO) {
    const i = mapa[campo];
    if (i === null) {
      if (CAMPOS_OBRIGATORIOS_IMPORTACAO.includes(campo))
        erros.push({ campo, mensagem: `Escolha a coluna de ${ROTULOS_IMPORTACAO[campo]}.` });
      continue;
    }
    if (i >= totalColunas)
      erros.push({ campo, mensagem: `A coluna de ${ROTULOS_IMPORTACAO[campo]} não existe.` });
    const outro = vistos.get(i);
    if (outro)
      erros.push({
        campo,
        mensagem: `${ROTULOS_IMPORTACAO[campo]} e ${ROTULOS_IMPORTACAO[outro]} usam a mesma coluna.`,
      });
    vistos.set(i, campo);
  }
  return erros;
};

/** Data de planilha (DD/MM/AAAA, D/M/AAAA, DD-MM-AAAA ou AAAA-MM-DD) em ISO; null se inválida. */
export const lerDataImportacao = (texto: string): string | null => {
  const t = texto.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const [a, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : br
      ? [Number(br[3]), Number(br[2]), Number(br[1])]
      : [0, 0, 0];
  if (a < 1900 || a > 2999 || m < 1 || m > 12 || d < 1) return null;
  const data = new Date(Date.UTC(a, m - 1, d));
  if (data.getUTCMonth() !== m - 1) return null;
  return `${String(a).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
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
