// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { regraArquivamentoRepository } from './regra-arquivamento.repository.ts';
export { arquivamentoRecusado, linhaDoTempo } from './regra-arquivamento.ts';
export type { VersaoRegraCalculoRow } from './regra-calculo.repository.ts';
export { regraCalculoRepository } from './regra-calculo.repository.ts';
export { regraCalculo } from './regra-calculo.table.ts';
export {
  auditar,
  campoInvalido,
  dataBr,
  hojeNaEmpresa,
  ROTA_REGRAS_CALCULO,
  ROTAS_LEITURA_REGRAS,
} from './regra-comum.ts';
