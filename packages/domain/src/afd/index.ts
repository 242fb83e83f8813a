// Arquivos da Portaria MTP 671/2021: AFD (Anexo V), AEJ (Anexo VI) e comprovante (art. 79).
// Exportação explícita: o índice do domínio junta todas as áreas e nomes genéricos colidiriam.

export { lerAej } from './aej-ler.ts';
export {
  montarAej,
  montarAusenciaAej,
  montarCabecalhoAej,
  montarHorarioContratualAej,
  montarLinhasAej,
  montarMarcacaoAej,
  montarMatriculaEsocialAej,
  montarProgramaAej,
  montarRepAej,
  montarTrailerAej,
  montarVinculoAej,
} from './aej-montar.ts';
export type {
  ArquivoAej,
  AusenciaAej,
  CabecalhoAej,
  FonteMarcacaoAej,
  HorarioContratualAej,
  MarcacaoAej,
  MatriculaEsocialAej,
  ParHorarioAej,
  ProgramaAej,
  RepAej,
  TipoAusenciaAej,
  TipoMarcacaoAej,
  TipoRegistroAej,
  VinculoAej,
} from './aej-tipos.ts';
export { validarAej } from './aej-validar.ts';
export type {
  CodigoAvisoAej,
  CodigoErroAej,
  ErroAej,
  ResultadoValidacaoAej,
} from './aej-validar-tipos.ts';
export {
  contarRegistrosAfd,
  montarAfd,
  montarLinhasAfd,
  nomeArquivoAfd,
  type TipoRep,
} from './arquivo.ts';
export { type DataAfd, type DataHoraAfd, formatarDataHoraAfd } from './campos.ts';
export {
  type DadosComprovante,
  type IncisoComprovante,
  type ItemComprovante,
  itensComprovante,
} from './comprovante.ts';
export {
  calcularCrc16Hex,
  crc16CcittFalse,
  crc16Kermit,
  crc16KermitHex,
  crc16Modbus,
  identificarCrc16,
  VARIANTES_CRC16,
  type VarianteCrc16,
} from './crc16.ts';
export { detectarLeiauteAfd, determinarModeloRep, type LeiauteAfd } from './detectar-leiaute.ts';
export {
  type EmpregadorEstabelecimentoAfd,
  type EstabelecimentoAfd,
  type IdentificacaoEmpregadorAfd,
  identificacaoEmpregadorAfd,
  localPrestacaoAfd,
  TAMANHO_LOCAL_PRESTACAO_AFD,
  trechoIdentificacaoEmpregadorAfd,
} from './empregador.ts';
export { calcularHashMarcacao, encadearMarcacoes } from './hash.ts';
export { decodeLatin1, encodeLatin1, normalizarTextoLatin1 } from './latin1.ts';
export { createLeitorAfd, lerMarcacoesAfd } from './leitor-afd.ts';
export type {
  AvisoLeituraAfd,
  CabecalhoLidoAfd,
  CodigoAvisoLeituraAfd,
  CodigoErroLeituraAfd,
  ErroLeituraAfd,
  LeitorAfd,
  MarcacaoAfd,
  OpcoesLeituraAfd,
  ResultadoLeituraAfd,
  ResumoLeituraAfd,
  TerminadorLinhaAfd,
} from './leitor-afd-tipos.ts';
export {
  type ConteudoAfd,
  identificarLinhaAfd,
  lerAfd,
  lerRegistroAfd,
  type TipoLinhaAfd,
} from './leitura.ts';
export {
  montarAjusteRelogioAfd,
  montarCabecalhoAfd,
  montarCamposMarcacaoRepP,
  montarEventoSensivelAfd,
  montarMarcacaoRepCAfd,
  montarMarcacaoRepPAfd,
  montarRegistroAfd,
  montarRegistroEmpregadoAfd,
  montarRegistroEmpregadorAfd,
  montarRestoMarcacaoRepP,
  montarTrailerAfd,
} from './registros.ts';
export {
  type AjusteRelogioAfd,
  type CabecalhoAfd,
  type ColetorAfd,
  type ContagemTrailerAfd,
  type DadosMarcacaoRepP,
  type EventoSensivelAfd,
  type EventoSensivelRegistroAfd,
  LINHA_ASSINATURA,
  type MarcacaoRepCAfd,
  type MarcacaoRepPAfd,
  type OperacaoEmpregadoAfd,
  type RegistroAfd,
  type RegistroCorpoAfd,
  type RegistroEmpregadoAfd,
  type RegistroEmpregadorAfd,
  type Sha256Hex,
  TAMANHO_REGISTRO_AFD,
  type TipoIdentificacaoAfd,
  type TipoRegistroAfd,
  type TrailerAfd,
} from './tipos.ts';
export { validarAfd } from './validar-afd.ts';
export type {
  CodigoAvisoAfd,
  CodigoErroAfd,
  ErroAfd,
  OpcoesValidacaoAfd,
  ResultadoValidacaoAfd,
} from './validar-afd-tipos.ts';
