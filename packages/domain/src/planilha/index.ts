// Planilhas de importação de qualquer cadastro: mapeamento de colunas (normalizarCabecalho e
// repetidosNoArquivo saem pelo índice de colaborador, que os reexporta).
export {
  conferirMapeamentoDe,
  type DefinicaoPlanilha,
  type MapeamentoDe,
  proporMapeamentoDe,
} from './mapeamento.ts';
