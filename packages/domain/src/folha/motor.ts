import type { DataIso } from '../tempo/index.ts';
import { formatarData, formatarQuantidade } from './formatos.ts';
import type {
  ArquivoRenderizado,
  CampoLeiaute,
  ContextoExportacao,
  DefinicaoLeiaute,
  ErroLeiaute,
  FonteCampo,
  ItemExportacao,
} from './tipos.ts';

/** Fontes numéricas: por padrão à direita com zeros; as demais à esquerda com espaços. */
const NUMERICAS: ReadonlySet<FonteCampo> = new Set([
  'sequencial',
  'quantidade',
  'horas',
  'dias',
  'totalLinhas',
  'totalQuantidade',
  'competencia',
  'periodoInicio',
  'periodoFim',
  'data',
]);
const DOCUMENTOS: ReadonlySet<FonteCampo> = new Set(['cpf', 'pis', 'empresaCnpj']);

/** Nome de cada fonte como o RH a lê (mensagens de erro do arquivo). */
export const NOMES_FONTE: Record<FonteCampo, string> = {
  fixo: 'texto fixo',
  sequencial: 'número sequencial',
  empresaCodigo: 'código da empresa na folha',
  empresaCnpj: 'CNPJ da empresa',
  empresaNome: 'nome da empresa',
  competencia: 'competência',
  periodoInicio: 'início do período',
  periodoFim: 'fim do período',
  matricula: 'matrícula',
  cpf: 'CPF',
  pis: 'PIS',
  nome: 'nome do colaborador',
  departamentoCodigo: 'código do departamento',
  codigoVerba: 'código da verba',
  unidadeSigla: 'unidade (H/D)',
  quantidade: 'quantidade',
  horas: 'horas',
  dias: 'dias',
  totalLinhas: 'total de linhas',
  totalQuantidade: 'total das quantidades',
  data: 'data do registro',
};

type Linha = {
  sequencial: number;
  item: ItemExportacao | null;
  itens: ItemExportacao[];
  /** A data do registro por data (fonte `data`). */
  data?: DataIso;
};

const numero = (c: CampoLeiaute) => ({
  formatoHoras: c.formatoHoras ?? 'sexagesimal',
  casasDecimais: c.casasDecimais ?? 2,
  separadorDecimal: c.separadorDecimal ?? '',
});

/** O conteúdo bruto de um campo; null = dado obrigatório ausente. */
const conteudo = (c: CampoLeiaute, ctx: ContextoExportacao, l: Linha): string | null => {
  const i = l.item;
  const competencia = `${ctx.ano}-${String(ctx.mes).padStart(2, '0')}-01`;
  switch (c.fonte) {
    case 'fixo':
      return c.valor ?? '';
    case 'sequencial':
      return String(l.sequencial);
    case 'empresaCodigo':
      return ctx.empresa.codigo;
    case 'empresaCnpj':
      return ctx.empresa.cnpj;
    case 'empresaNome':
      return ctx.empresa.nome;
    case 'competencia':
      return formatarData(competencia, c.formatoData ?? 'AAAAMM');
    case 'periodoInicio':
      return formatarData(ctx.inicio, c.formatoData ?? 'AAAAMMDD');
    case 'periodoFim':
      return formatarData(ctx.fim, c.formatoData ?? 'AAAAMMDD');
    case 'totalLinhas':
      return String(l.itens.length);
    case 'totalQuantidade':
      return formatarQuantidade(
        l.itens.reduce((s, x) => s + x.quantidade, 0),
        l.itens[0]?.unidade ?? 'horas',
        numero(c),
      );
  }
  if (!i) return '';
  switch (c.fonte) {
    case 'matricula':
      return i.matricula;
    case 'cpf':
      return i.cpf;
    case 'pis':
      return i.pis ?? '';
    case 'nome':
      return i.nome;
    case 'departamentoCodigo':
      return i.departamentoCodigo ?? '';
    case 'codigoVerba':
      return i.codigoVerba;
    case 'unidadeSigla':
      return i.unidade === 'horas' ? 'H' : 'D';
    case 'quantidade':
      return formatarQuantidade(i.quantidade, i.unidade, numero(c));
    case 'horas':
      return formatarQuantidade(i.unidade === 'horas' ? i.quantidade : 0, 'horas', numero(c));
    case 'dias':
      return formatarQuantidade(i.unidade === 'dias' ? i.quantidade : 0, 'dias', numero(c));
    case 'data':
      return l.data ? formatarData(l.data, c.formatoData ?? 'AAAAMMDD') : '';
  }
};

/** Máscara de cada documento: `#` é um dígito. */
const MASCARAS: Partial<Record<FonteCampo, string>> = {
  cpf: '###.###.###-##',
  empresaCnpj: '##.###.###/####-##',
  pis: '###.#####.##-#',
};

/** O documento com a máscara; com outra quantidade de dígitos, só os dígitos (o tamanho acusa). */
const mascarar = (fonte: FonteCampo, bruto: string): string => {
  const digitos = bruto.replace(/\D/g, '');
  const m = MASCARAS[fonte];
  if (!m || digitos.length !== m.replace(/[^#]/g, '').length) return digitos;
  let i = 0;
  return m.replace(/#/g, () => digitos[i++]!);
};

/** Ajusta ao tamanho (preenchimento e alinhamento); maior que o campo é erro, nunca corte. */
const ajustar = (c: CampoLeiaute, bruto: string): string | { erro: string } => {
  const texto = c.mascara
    ? mascarar(c.fonte, bruto)
    : (c.somenteDigitos ?? DOCUMENTOS.has(c.fonte))
      ? bruto.replace(/\D/g, '')
      : bruto;
  if (c.tamanho === undefined) return texto;
  const numerico = NUMERICAS.has(c.fonte);
  const preenchimento = c.preenchimento ?? (numerico ? '0' : ' ');
  const direita = (c.alinhamento ?? (numerico ? 'direita' : 'esquerda')) === 'direita';
  // Número com zeros à esquerda vale pelo número: a matrícula 000123 cabe em 5 como 00123.
  const ajustado =
    direita && preenchimento === '0' && /^\d+$/.test(texto)
      ? texto.replace(/^0+(?=\d)/, '')
      : texto;
  if (ajustado.length > c.tamanho)
    return { erro: `o valor '${texto}' excede o tamanho ${c.tamanho} do campo` };
  return direita
    ? ajustado.padStart(c.tamanho, preenchimento)
    : ajustado.padEnd(c.tamanho, preenchimento);
};

const escreverLinha = (
  d: DefinicaoLeiaute,
  campos: CampoLeiaute[],
  ctx: ContextoExportacao,
  l: Linha,
  onde: { linha: number; item?: number },
  erros: ErroLeiaute[],
): string => {
  const partes = campos.map((c, indice) => {
    const bruto = conteudo(c, ctx, l);
    const erro = (mensagem: string) => {
      erros.push({ ...onde, campo: indice + 1, fonte: c.fonte, mensagem });
      return '';
    };
    if (bruto === null) return erro(`${NOMES_FONTE[c.fonte]} ausente`);
    const v = ajustar(c, bruto);
    return typeof v === 'string' ? v : erro(`${NOMES_FONTE[c.fonte]}: ${v.erro}`);
  });
  if (d.tipo === 'fixo') return partes.join('');
  const sep = d.separador ?? ';';
  return partes.join(sep) + (d.separadorNoFim ? sep : '');
};

/**
 * Escreve as linhas do arquivo: cabeçalho (se houver), uma linha por item (colaborador × verba),
 * cada uma seguida dos seus registros por data (se o leiaute os tiver), e rodapé. Os erros (dado ausente, valor maior que o campo) voltam como dados, com a linha e o
 * campo, para a exportação recusar o arquivo e dizer o que corrigir.
 */
export const renderizarLeiaute = (
  d: DefinicaoLeiaute,
  ctx: ContextoExportacao,
  todos: readonly ItemExportacao[],
): ArquivoRenderizado => {
  const itens = d.exportarZeradas ? [...todos] : todos.filter((i) => i.quantidade !== 0);
  const erros: ErroLeiaute[] = [];
  const linhas: string[] = [];
  const geral = { sequencial: 0, item: null, itens };
  const cabecalho = d.cabecalho?.length ? d.cabecalho : null;
  if (cabecalho) linhas.push(escreverLinha(d, cabecalho, ctx, geral, { linha: 1 }, erros));
  itens.forEach((item, i) => {
    const onde = { linha: linhas.length + 1, item: i + 1 };
    if (d.unidadesAceitas && !d.unidadesAceitas.includes(item.unidade))
      erros.push({
        ...onde,
        campo: 0,
        fonte: 'codigoVerba',
        mensagem: `a verba ${item.codigoVerba} é em ${item.unidade} e este leiaute só aceita ${d.unidadesAceitas.join(' e ')}`,
      });
    linhas.push(escreverLinha(d, d.campos, ctx, { sequencial: i + 1, item, itens }, onde, erros));
    // Registros por data (Domínio tipo 11): logo depois da linha da verba, um por dia.
    if (d.registroPorData?.length)
      for (const data of item.datas ?? [])
        linhas.push(
          escreverLinha(
            d,
            d.registroPorData,
            ctx,
            { sequencial: i + 1, item, itens, data },
            { linha: linhas.length + 1, item: i + 1 },
            erros,
          ),
        );
  });
  if (d.rodape?.length)
    linhas.push(escreverLinha(d, d.rodape, ctx, geral, { linha: linhas.length + 1 }, erros));
  return { linhas, erros };
};

/** O arquivo inteiro: as linhas com o fim de linha do leiaute (inclusive depois da última). */
export const juntarLinhas = (d: DefinicaoLeiaute, linhas: readonly string[]): string => {
  const eol = d.fimDeLinha === 'CRLF' ? '\r\n' : '\n';
  return linhas.length === 0 ? '' : linhas.join(eol) + eol;
};
