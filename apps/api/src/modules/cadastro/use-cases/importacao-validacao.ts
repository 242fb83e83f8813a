import {
  CAMPOS_IMPORTACAO_CADASTRO,
  cadastroBodySchema,
  cargoBodySchema,
  sindicatoBodySchema,
  type TipoCadastro,
} from '@jornada/contracts';
import {
  type DefinicaoPlanilha,
  type MapeamentoDe,
  normalizarCabecalho,
  repetidosNoArquivo,
} from '@jornada/domain';
import type { EntradaCadastro } from './cadastros.ts';

export type CampoCadastro = 'nome' | 'codigo' | 'cbo' | 'dataBaseMes' | 'observacoes';

const ROTULOS: Record<CampoCadastro, string> = {
  nome: 'Nome',
  codigo: 'Código',
  cbo: 'CBO',
  dataBaseMes: 'Data-base (mês)',
  observacoes: 'Observações',
};

const SINONIMOS: Record<CampoCadastro, readonly string[]> = {
  nome: ['nome', 'descricao', 'departamento', 'grupo', 'centrodecusto', 'sindicato', 'cargo'],
  codigo: ['codigo', 'cod', 'sigla', 'codigointerno'],
  cbo: ['cbo', 'codigocbo', 'ocupacao'],
  dataBaseMes: ['database', 'databasemes', 'mesdadatabase', 'mesdatabase'],
  observacoes: ['observacoes', 'observacao', 'obs', 'notas'],
};

/** A planilha de cada cadastro para o mapeamento comum (domain/planilha). */
export const definicaoDe = (tipo: TipoCadastro): DefinicaoPlanilha<CampoCadastro> => {
  const campos = CAMPOS_IMPORTACAO_CADASTRO[tipo] as readonly CampoCadastro[];
  return {
    campos,
    rotulos: ROTULOS,
    obrigatorios: ['nome'],
    sinonimos: SINONIMOS,
  };
};

const MESES = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** Mês da data-base: 1 a 12 ou o nome do mês (sem acento e sem caixa); null se inválido. */
const lerMes = (texto: string): number | null => {
  const n = Number(texto);
  if (Number.isInteger(n) && n >= 1 && n <= 12) return n;
  const i = MESES.indexOf(normalizarCabecalho(texto));
  return i >= 0 ? i + 1 : null;
};

const SCHEMA = {
  departamentos: cadastroBodySchema,
  grupos: cadastroBodySchema,
  'centros-custos': cadastroBodySchema,
  sindicatos: sindicatoBodySchema,
  cargos: cargoBodySchema,
} as const;

export type LinhaCadastroValidada = {
  linha: number;
  celulas: string[];
  valores: Partial<Record<CampoCadastro, string>>;
  erros: { campo: CampoCadastro | null; mensagem: string }[];
  dados: EntradaCadastro | null;
};

/**
 * Valida as linhas com o schema do corpo do CRUD daquele cadastro (nome até 120, código até 30,
 * CBO de 6 dígitos, data-base de 1 a 12), mais o que só a planilha tem: nome repetido no arquivo
 * ou já cadastrado na empresa (arquivados inclusive: o índice de nome é da tabela toda). Cada erro
 * nomeia a coluna. Nada é gravado.
 */
export const validarLinhasCadastro = (
  tipo: TipoCadastro,
  linhas: readonly { numero: number; celulas: string[] }[],
  mapa: MapeamentoDe<CampoCadastro>,
  nomesExistentes: Set<string>,
): LinhaCadastroValidada[] => {
  const def = definicaoDe(tipo);
  const valor = (celulas: string[], campo: CampoCadastro) => {
    const i = mapa[campo] ?? null;
    return i === null ? '' : (celulas[i] ?? '').trim();
  };
  const nomes = linhas.map((l) => valor(l.celulas, 'nome').toLowerCase());
  const repetidos = repetidosNoArquivo(nomes);

  return linhas.map((l, i) => {
    const erros: LinhaCadastroValidada['erros'] = [];
    const erro = (campo: CampoCadastro, mensagem: string) =>
      erros.push({ campo, mensagem: `${ROTULOS[campo]}: ${mensagem}` });
    const valores: Partial<Record<CampoCadastro, string>> = {};
    for (const c of def.campos) if ((mapa[c] ?? null) !== null) valores[c] = valor(l.celulas, c);
    if (!valores.nome) erro('nome', 'preencha esta coluna.');

    let dataBaseMes: number | null = null;
    if (valores.dataBaseMes) {
      dataBaseMes = lerMes(valores.dataBaseMes);
      if (dataBaseMes === null) erro('dataBaseMes', 'use o mês de 1 a 12 ou o nome do mês.');
    }
    const corpo = SCHEMA[tipo].safeParse({
      nome: valores.nome ?? '',
      ...(tipo === 'cargos' ? { cbo: valores.cbo || null } : { codigo: valores.codigo || null }),
      ...(tipo === 'sindicatos' ? { dataBaseMes, observacoes: valores.observacoes || null } : {}),
    });
    const comErro = new Set<CampoCadastro>(valores.nome ? [] : ['nome']);
    if (!corpo.success)
      for (const issue of corpo.error.issues) {
        const campo = String(issue.path[0]) as CampoCadastro;
        if (!(campo in ROTULOS) || comErro.has(campo)) continue;
        comErro.add(campo);
        erro(campo, issue.message);
      }
    if (!comErro.has('nome')) {
      const primeira = repetidos.get(i);
      if (primeira !== undefined)
        erro('nome', `repetido na planilha (igual ao da linha ${linhas[primeira]!.numero}).`);
      else if (nomesExistentes.has(nomes[i]!))
        erro('nome', 'já existe um registro com este nome (ativo ou arquivado).');
    }
    const dados = erros.length === 0 && corpo.success ? (corpo.data as EntradaCadastro) : null;
    return { linha: l.numero, celulas: l.celulas, valores, erros, dados };
  });
};
