// Banco de folgas: razão de dias inteiros com validade, consumo do mais antigo, saldo.
export {
  type CreditoConsumido,
  cabeDebito,
  consumirFolgas,
  type LancamentoFolga,
  podeEstornar,
  type ResultadoRazaoFolgas,
  type SaldoFolgas,
  saldoFolgas,
} from './razao.ts';
