// Importação de colaboradores por planilha (CSV/XLSX): as colunas que o RH pode mapear, a proposta
// de mapeamento pelos nomes do cabeçalho (sem acento e sem caixa), a leitura das datas
// (DD/MM/AAAA ou AAAA-MM-DD) e os repetidos dentro do próprio arquivo.

import {
  conferirMapeamentoDe,
  type DefinicaoPlanilha,
  type MapeamentoDe,
  proporMapeamentoDe,
} from '../planilha/mapeamento.ts';

export { normalizarCabecalho, repetidosNoArquivo } from '../planilha/mapeamento.ts';

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
  'centroCusto',
  'tipoContrato',
  'celular',
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
  centroCusto: 'Centro de custo',
  tipoContrato: 'Tipo de contrato',
  celular: 'Celular',
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
export type MapeamentoImportacao = MapeamentoDe<CampoImportacao>;

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
  centroCusto: ['centrodecusto', 'centrocusto', 'cc', 'centrodecustos'],
  tipoContrato: ['tipodecontrato', 'tipocontrato', 'contrato', 'vinculo', 'tipodevinculo'],
  celular: ['celular', 'telefonecelular', 'telefone', 'fone', 'whatsapp'],
};

/** A planilha de colaboradores para o mapeamento comum (planilha/mapeamento.ts). */
const DEFINICAO: DefinicaoPlanilha<CampoImportacao> = {
  campos: CAMPOS_IMPORTACAO,
  rotulos: ROTULOS_IMPORTACAO,
  obrigatorios: CAMPOS_OBRIGATORIOS_IMPORTACAO,
  sinonimos: SINONIMOS,
};

/** Proposta de mapeamento pelo cabeçalho (sinônimos como "Setor" para departamento). */
export const proporMapeamento = (cabecalho: readonly string[]): MapeamentoImportacao =>
  proporMapeamentoDe(DEFINICAO, cabecalho);

/** Problemas do mapeamento em si (obrigatório sem coluna, coluna repetida ou fora do arquivo). */
export const conferirMapeamento = (mapa: MapeamentoImportacao, totalColunas: number) =>
  conferirMapeamentoDe(DEFINICAO, mapa, totalColunas);

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
