// Colaboradores: importação por planilha (mapeamento de colunas, datas e repetidos no arquivo).
export {
  CAMPOS_IMPORTACAO,
  CAMPOS_OBRIGATORIOS_IMPORTACAO,
  type CampoImportacao,
  conferirMapeamento,
  lerDataImportacao,
  type MapeamentoImportacao,
  normalizarCabecalho,
  proporMapeamento,
  ROTULOS_IMPORTACAO,
  repetidosNoArquivo,
} from './importacao.ts';
