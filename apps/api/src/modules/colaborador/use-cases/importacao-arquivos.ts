import { type ColaboradorWire, formatarCelular, ROTULOS_TIPO_CONTRATO } from '@jornada/contracts';
import {
  CAMPOS_IMPORTACAO,
  CAMPOS_OBRIGATORIOS_IMPORTACAO,
  type CampoImportacao,
  formatarDataBr,
  gerarCsv,
  ROTULOS_IMPORTACAO,
} from '@jornada/domain';
import ExcelJS from 'exceljs';

export type ArquivoGerado = { nomeArquivo: string; tipo: string; conteudo: Buffer };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv; charset=utf-8';
/** BOM: o Excel em pt-BR só abre o CSV em UTF-8 (acentos) com ele. */
const comBom = (texto: string) => Buffer.from(`\uFEFF${texto}\r\n`, 'utf8');

const FORMATOS: Record<CampoImportacao, string> = {
  nome: 'Nome completo (3 a 52 caracteres).',
  email: 'E-mail do colaborador, único na empresa (recebe o convite de primeiro acesso).',
  cpf: 'Com ou sem pontuação; os dígitos verificadores são conferidos.',
  pis: 'PIS/PASEP/NIT com 11 dígitos (opcional).',
  matricula:
    'Até 20 caracteres: letras, números, ponto, barra e hífen; única na empresa (opcional).',
  admissao: 'DD/MM/AAAA (ou AAAA-MM-DD); no máximo 30 dias à frente de hoje.',
  filial: 'Nome da filial como está cadastrada.',
  departamento: 'Nome do departamento como está cadastrado (opcional).',
  cargo: 'Nome do cargo como está cadastrado (opcional).',
  gestor: 'E-mail de um colaborador ativo ou de uma linha anterior desta planilha (opcional).',
  centroCusto: 'Nome do centro de custo como está cadastrado (opcional).',
  tipoContrato: 'CLT, Estágio, Intermitente ou Aprendiz (opcional; vazio = CLT).',
  celular: 'Celular com DDD, como (11) 98765-4321 (opcional; usado no SMS das mensagens).',
};

const bufferDe = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer());

/** Modelo XLSX: a aba Colaboradores com o cabeçalho esperado e a aba Instruções. */
export const modeloXlsx = async (): Promise<ArquivoGerado> => {
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Colaboradores');
  aba.columns = CAMPOS_IMPORTACAO.map((c) => ({
    header: ROTULOS_IMPORTACAO[c],
    key: c,
    width: c === 'nome' || c === 'email' || c === 'gestor' ? 32 : 18,
    style: { numFmt: '@' },
  }));
  aba.getRow(1).font = { bold: true };
  aba.views = [{ state: 'frozen', ySplit: 1 }];
  const instrucoes = wb.addWorksheet('Instruções');
  instrucoes.columns = [
    { header: 'Coluna', key: 'coluna', width: 20 },
    { header: 'Obrigatória', key: 'obrigatoria', width: 12 },
    { header: 'Como preencher', key: 'como', width: 90 },
  ];
  instrucoes.getRow(1).font = { bold: true };
  for (const c of CAMPOS_IMPORTACAO)
    instrucoes.addRow({
      coluna: ROTULOS_IMPORTACAO[c],
      obrigatoria: CAMPOS_OBRIGATORIOS_IMPORTACAO.includes(c) ? 'Sim' : 'Não',
      como: FORMATOS[c],
    });
  return {
    nomeArquivo: 'modelo-importacao-colaboradores.xlsx',
    tipo: XLSX,
    conteudo: await bufferDe(wb),
  };
};

const COLUNAS_EXPORTACAO: { titulo: string; valor: (c: ColaboradorWire) => string }[] = [
  { titulo: 'Nome', valor: (c) => c.nome },
  { titulo: 'E-mail', valor: (c) => c.email },
  { titulo: 'CPF', valor: (c) => c.cpf },
  { titulo: 'PIS', valor: (c) => c.pis ?? '' },
  { titulo: 'Matrícula', valor: (c) => c.matricula ?? '' },
  { titulo: 'Admissão', valor: (c) => (c.admissao ? formatarDataBr(c.admissao) : '') },
  { titulo: 'Filial', valor: (c) => c.filialNome ?? '' },
  { titulo: 'Departamento', valor: (c) => c.departamentoNome ?? '' },
  { titulo: 'Cargo', valor: (c) => c.cargoNome ?? '' },
  { titulo: 'Gestor', valor: (c) => c.gestorNome ?? '' },
  { titulo: 'Centro de custo', valor: (c) => c.centroCustoNome ?? '' },
  { titulo: 'Tipo de contrato', valor: (c) => ROTULOS_TIPO_CONTRATO[c.tipoContrato] },
  { titulo: 'Celular', valor: (c) => (c.celular ? formatarCelular(c.celular) : '') },
  { titulo: 'Situação', valor: (c) => (c.situacao === 'ativo' ? 'Ativo' : 'Desligado') },
  { titulo: 'Demissão', valor: (c) => (c.demissao ? formatarDataBr(c.demissao) : '') },
];

/** A lista de colaboradores (já filtrada) em CSV (";" e BOM) ou XLSX, tudo como texto. */
export const exportarColaboradores = async (
  itens: ColaboradorWire[],
  formato: 'csv' | 'xlsx',
): Promise<ArquivoGerado> => {
  const linhas = itens.map((c) => COLUNAS_EXPORTACAO.map((col) => col.valor(c)));
  const titulos = COLUNAS_EXPORTACAO.map((c) => c.titulo);
  if (formato === 'csv')
    return {
      nomeArquivo: 'colaboradores.csv',
      tipo: CSV,
      conteudo: comBom(gerarCsv([titulos, ...linhas])),
    };
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Colaboradores');
  aba.columns = titulos.map((t) => ({
    header: t,
    width: t === 'Nome' || t === 'E-mail' ? 32 : 16,
  }));
  aba.getRow(1).font = { bold: true };
  aba.addRows(linhas);
  return { nomeArquivo: 'colaboradores.xlsx', tipo: XLSX, conteudo: await bufferDe(wb) };
};
