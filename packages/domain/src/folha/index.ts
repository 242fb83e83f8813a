// Folha: verbas (quantidades do mês → códigos da folha) e o motor dos leiautes de exportação.
export {
  arredondarMinutos,
  escalarQuantidade,
  formatarData,
  formatarQuantidade,
} from './formatos.ts';
export {
  CHAVES_LEIAUTE,
  type ChaveLeiaute,
  type Confianca,
  findLeiautePronto,
  LEIAUTES_PRONTOS,
  type LeiautePronto,
} from './leiautes-prontos.ts';
export { juntarLinhas, NOMES_FONTE, renderizarLeiaute } from './motor.ts';
export {
  chaveDe,
  type DiaApurado,
  somarQuantidades,
  TIPOS_COM_PERCENTUAL,
  TIPOS_DE_QUANTIDADE,
  TIPOS_QUANTIDADE,
} from './quantidades.ts';
export type {
  ArquivoRenderizado,
  CampoLeiaute,
  ChaveQuantidade,
  ContextoExportacao,
  DefinicaoLeiaute,
  ErroLeiaute,
  FonteCampo,
  FormatoData,
  FormatoHoras,
  ItemExportacao,
  MedidaQuantidade,
  QuantidadeApurada,
  TipoQuantidade,
  UnidadeVerba,
} from './tipos.ts';
export {
  type AplicacaoVerbas,
  aplicarVerbas,
  datasDaLinha,
  type LinhaVerba,
  type VerbaVigente,
} from './verbas.ts';
