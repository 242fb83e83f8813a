// Importação de períodos aquisitivos de um sistema anterior (empresa 1032, spec §2): leitura das
// colunas e conferência de cada linha pela CLT (arts. 130 e 143), sem I/O.

import { isCpfValido } from '../afd/identificadores.ts';
import { type DataIso, formatarDataBr, isDataIso } from '../tempo/data.ts';
import { abonoMaximo } from './direito.ts';
import { isAniversarioDaAdmissao, periodoAquisitivoDe } from './periodos.ts';

/** As colunas do modelo, na ordem em que o modelo as traz. */
export const COLUNAS_IMPORTACAO_PERIODOS = [
  'matricula',
  'cpf',
  'inicio_aquisitivo',
  'fim_aquisitivo',
  'dias_direito',
  'dias_gozados',
  'dias_vendidos',
  'observacao',
] as const;
export type ColunaImportacaoPeriodos = (typeof COLUNAS_IMPORTACAO_PERIODOS)[number];

/** Uma linha da planilha: o texto de cada coluna e o número da linha no arquivo (cabeçalho = 1). */
export type LinhaImportacaoPeriodos = Record<ColunaImportacaoPeriodos, string> & { numero: number };

export type ErroLinhaImportacao = { campo: ColunaImportacaoPeriodos; mensagem: string };

/** Dias de direito possíveis pelo art. 130 (até 5, 14, 23, 32 faltas; mais de 32: nenhum). */
const DIREITOS_ART_130 = [30, 24, 18, 12, 0] as const;

/** Menor número de faltas injustificadas que dá cada direito (CLT art. 130). */
const FALTAS_MINIMAS: Record<number, number> = { 30: 0, 24: 6, 18: 15, 12: 24, 0: 33 };

/** As faltas que o motor usa para um direito importado: a menor da faixa do art. 130. */
export const faltasParaDireito = (direito: number): number => FALTAS_MINIMAS[direito] ?? 0;

const OBRIGATORIAS: readonly ColunaImportacaoPeriodos[] = [
  'inicio_aquisitivo',
  'fim_aquisitivo',
  'dias_direito',
  'dias_gozados',
  'dias_vendidos',
];

/** "Início do Período Aquisitivo" → "inicio_do_periodo_aquisitivo". */
const normalizar = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Outros nomes aceitos no cabeçalho (o que sistemas de folha costumam exportar). */
const APELIDOS: Record<string, ColunaImportacaoPeriodos> = {
  inicio_periodo_aquisitivo: 'inicio_aquisitivo',
  inicio_do_periodo_aquisitivo: 'inicio_aquisitivo',
  fim_periodo_aquisitivo: 'fim_aquisitivo',
  fim_do_periodo_aquisitivo: 'fim_aquisitivo',
  direito: 'dias_direito',
  gozados: 'dias_gozados',
  vendidos: 'dias_vendidos',
  abono_pecuniario: 'dias_vendidos',
  obs: 'observacao',
};

const colunaDe = (cabecalho: string): ColunaImportacaoPeriodos | null => {
  const n = normalizar(cabecalho);
  const direta = COLUNAS_IMPORTACAO_PERIODOS.find((c) => c === n);
  return direta ?? APELIDOS[n] ?? null;
};

export type PlanilhaPeriodos =
  | { ok: true; linhas: LinhaImportacaoPeriodos[] }
  | { ok: false; mensagem: string };

/**
 * Lê as células da planilha (a primeira linha é o cabeçalho, em qualquer ordem de colunas):
 * faltando coluna obrigatória ou a identificação (matrícula ou CPF), diz qual.
 */
export const lerPlanilhaPeriodos = (celulas: readonly (readonly string[])[]): PlanilhaPeriodos => {
  const [cabecalho, ...dados] = celulas;
  if (!cabecalho) return { ok: false, mensagem: 'O arquivo está vazio.' };
  const indices = new Map<ColunaImportacaoPeriodos, number>();
  cabecalho.forEach((c, i) => {
    const coluna = colunaDe(c);
    if (coluna && !indices.has(coluna)) indices.set(coluna, i);
  });
  const faltando = OBRIGATORIAS.filter((c) => !indices.has(c));
  if (!indices.has('matricula') && !indices.has('cpf')) faltando.unshift('matricula', 'cpf');
  if (faltando.length > 0)
    return {
      ok: false,
      mensagem: `Faltam colunas no cabeçalho: ${faltando.join(', ')}. Use o modelo para download.`,
    };
  if (dados.length === 0) return { ok: false, mensagem: 'O arquivo não tem linhas de dados.' };
  const linhas = dados.map((l, i) => {
    const valor = (c: ColunaImportacaoPeriodos) => {
      const j = indices.get(c);
      return j === undefined ? '' : (l[j] ?? '').trim();
    };
    const linha = { numero: i + 2 } as LinhaImportacaoPeriodos;
    for (const c of COLUNAS_IMPORTACAO_PERIODOS) linha[c] = valor(c);
    return linha;
  });
  return { ok: true, linhas };
};

/** "31/12/2025" ou "2025-12-31" → ISO; null se não for uma data existente. */
export const lerDataImportada = (texto: string): DataIso | null => {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto);
  const iso = br ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}` : texto;
  return isDataIso(iso) ? iso : null;
};

/**
 * Os 11 dígitos do CPF (aceita "123.456.789-09"). Planilhas guardam o CPF como número e perdem os
 * zeros à esquerda: com 9 ou 10 dígitos, eles voltam.
 */
export const somenteDigitos = (texto: string): string => {
  const digitos = texto.replace(/\D/g, '');
  return digitos.length >= 9 && digitos.length < 11 ? digitos.padStart(11, '0') : digitos;
};

/** O período aquisitivo importado de uma linha já conferida. */
export type PeriodoImportado = {
  inicio: DataIso;
  fim: DataIso;
  diasDireito: number;
  diasGozados: number;
  diasVendidos: number;
  observacao: string | null;
};

/** Quem a linha identifica, resolvido por quem chama (cadastro): ou a mensagem do problema. */
export type ColaboradorDaLinha =
  | { encontrado: true; admissao: DataIso | null }
  | { encontrado: false; campo: 'matricula' | 'cpf'; mensagem: string };

const inteiro = (texto: string): number | null => (/^\d{1,4}$/.test(texto) ? Number(texto) : null);

const MAX_OBSERVACAO = 500;

/**
 * Confere uma linha: identificação (CPF com dígitos verificadores), datas (12 meses a partir de
 * um aniversário da admissão, CLT art. 130), dias de direito do art. 130 (30, 24, 18, 12 ou 0),
 * vendidos até 1/3 do direito (art. 143) e gozados + vendidos até o direito. Sem erros, devolve
 * o período.
 */
export const conferirLinhaPeriodo = (
  linha: LinhaImportacaoPeriodos,
  colaborador: ColaboradorDaLinha,
  hoje: DataIso,
): { periodo: PeriodoImportado | null; erros: ErroLinhaImportacao[] } => {
  const erros: ErroLinhaImportacao[] = [];
  const erro = (campo: ColunaImportacaoPeriodos, mensagem: string) =>
    erros.push({ campo, mensagem });
  const cpf = somenteDigitos(linha.cpf);
  if (!linha.matricula && !linha.cpf) erro('cpf', 'Informe a matrícula ou o CPF.');
  else if (linha.cpf && !isCpfValido(cpf))
    erro('cpf', 'CPF inválido: os dígitos verificadores não conferem.');
  else if (!colaborador.encontrado) erro(colaborador.campo, colaborador.mensagem);

  const inicio = lerDataImportada(linha.inicio_aquisitivo);
  const fim = lerDataImportada(linha.fim_aquisitivo);
  if (!inicio) erro('inicio_aquisitivo', 'Data de início inválida: use DD/MM/AAAA.');
  if (!fim) erro('fim_aquisitivo', 'Data de fim inválida: use DD/MM/AAAA.');
  const admissao = colaborador.encontrado ? colaborador.admissao : null;
  if (inicio && fim) {
    if (fim < inicio) erro('fim_aquisitivo', 'O fim do período aquisitivo é anterior ao início.');
    else if (inicio > hoje) erro('inicio_aquisitivo', 'O período aquisitivo ainda não começou.');
    else if (colaborador.encontrado && !admissao)
      erro('inicio_aquisitivo', 'O colaborador não tem data de admissão no cadastro.');
    else if (admissao && !isAniversarioDaAdmissao(admissao, inicio))
      erro(
        'inicio_aquisitivo',
        `O período aquisitivo começa num aniversário da admissão (${formatarDataBr(admissao)}).`,
      );
    else {
      const esperado = periodoAquisitivoDe(inicio, admissao).fim;
      if (fim !== esperado)
        erro(
          'fim_aquisitivo',
          `O período aquisitivo tem 12 meses (CLT art. 130): começando em ${formatarDataBr(inicio)}, termina em ${formatarDataBr(esperado)}.`,
        );
    }
  }

  const direito = inteiro(linha.dias_direito);
  const gozados = inteiro(linha.dias_gozados || '0');
  const vendidos = inteiro(linha.dias_vendidos || '0');
  if (direito === null) erro('dias_direito', 'Informe os dias de direito (número inteiro).');
  else if (direito > 30)
    erro('dias_direito', 'No máximo 30 dias de direito por período (CLT art. 130).');
  else if (!(DIREITOS_ART_130 as readonly number[]).includes(direito))
    erro(
      'dias_direito',
      'Pelo art. 130 da CLT o direito é de 30, 24, 18 ou 12 dias (ou nenhum, com mais de 32 faltas).',
    );
  if (gozados === null) erro('dias_gozados', 'Dias gozados: informe um número inteiro.');
  if (vendidos === null) erro('dias_vendidos', 'Dias vendidos: informe um número inteiro.');
  if (direito !== null && direito <= 30 && vendidos !== null && vendidos > abonoMaximo(direito))
    erro(
      'dias_vendidos',
      `No máximo ${abonoMaximo(direito)} dias vendidos: 1/3 de ${direito} dias de direito (CLT art. 143).`,
    );
  else if (
    direito !== null &&
    gozados !== null &&
    vendidos !== null &&
    gozados + vendidos > direito
  )
    erro(
      'dias_gozados',
      `Gozados (${gozados}) e vendidos (${vendidos}) passam dos ${direito} dias de direito.`,
    );
  if (linha.observacao.length > MAX_OBSERVACAO)
    erro('observacao', `Observação com no máximo ${MAX_OBSERVACAO} caracteres.`);

  if (
    erros.length > 0 ||
    !inicio ||
    !fim ||
    direito === null ||
    gozados === null ||
    vendidos === null
  )
    return { periodo: null, erros };
  return {
    periodo: {
      inicio,
      fim,
      diasDireito: direito,
      diasGozados: gozados,
      diasVendidos: vendidos,
      observacao: linha.observacao || null,
    },
    erros,
  };
};

/**
 * Duas linhas do mesmo colaborador com dias em comum: a segunda recebe o erro, com o número da
 * primeira. `linhas` traz a chave do colaborador (quem chama resolve) e o período conferido.
 */
export const conferirSobreposicoes = (
  linhas: readonly { numero: number; colaborador: number; periodo: PeriodoImportado }[],
): Map<number, ErroLinhaImportacao> => {
  const erros = new Map<number, ErroLinhaImportacao>();
  linhas.forEach((b, j) => {
    const a = linhas
      .slice(0, j)
      .find(
        (x) =>
          x.colaborador === b.colaborador &&
          x.periodo.inicio <= b.periodo.fim &&
          b.periodo.inicio <= x.periodo.fim,
      );
    if (a)
      erros.set(b.numero, {
        campo: 'inicio_aquisitivo',
        mensagem: `Período sobreposto ao da linha ${a.numero} do arquivo.`,
      });
  });
  return erros;
};
