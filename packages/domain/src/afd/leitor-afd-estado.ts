// Estado do leitor de AFD entre uma linha e outra: só contadores e o que as regras de fim de
// arquivo precisam; as marcações não ficam aqui (saem linha a linha), então a memória não cresce
// com o arquivo. Avisos e erros têm limite.

import type { VarianteCrc16 } from './crc16.ts';
import type { LeiauteAfd } from './detectar-leiaute.ts';
import type {
  AvisoLeituraAfd,
  CabecalhoLidoAfd,
  CodigoAvisoLeituraAfd,
  CodigoErroLeituraAfd,
  ErroLeituraAfd,
  OpcoesLeituraAfd,
} from './leitor-afd-tipos.ts';
import type { Sha256Hex } from './tipos.ts';

export type TipoContado = '2' | '3' | '4' | '5' | '6' | '7';

export type EstadoLeitorAfd = {
  nomeArquivo: string | undefined;
  sha256: Sha256Hex | undefined;
  limite: number;
  avisos: AvisoLeituraAfd[];
  erros: ErroLeituraAfd[];
  avisosOmitidos: number;
  errosOmitidos: number;
  interrompido: boolean;
  /** Linhas não vazias vistas (a primeira decide se o arquivo é AFD). */
  linhasLidas: number;
  ultimaLinha: number;
  avisouFimDeLinha: boolean;
  /** Registros reconhecidos (inclusive cabeçalho e trailer, sem a assinatura). */
  registros: number;
  cabecalho: CabecalhoLidoAfd | null;
  /** Campo "modelo" do cabeçalho de 671; `null` sem cabeçalho de 671. */
  modeloCabecalho: string | null;
  trailer: { linha: number; contagens: Partial<Record<TipoContado, number>> } | null;
  assinatura: number | null;
  contagens: Record<TipoContado, number>;
  /** Leiautes compatíveis com todos os registros de tamanho conhecido até aqui. */
  compativeis: readonly LeiauteAfd[] | null;
  leiauteMarcacao: LeiauteAfd | null;
  misturas: Set<string>;
  maiorNsr: number | null;
  primeiroNsr: number | null;
  crc: VarianteCrc16 | null;
  foraDoKermit: { linha: number; variante: VarianteCrc16; quantidade: number } | null;
  /** Hash do tipo 7 anterior como gravado; `undefined` quando ilegível. */
  hashAnterior: string | null | undefined;
  quantidadeMarcacoes: number;
};

export const createEstadoLeitor = (opcoes: OpcoesLeituraAfd): EstadoLeitorAfd => ({
  nomeArquivo: opcoes.nomeArquivo,
  sha256: opcoes.sha256,
  limite: opcoes.limiteOcorrencias ?? 1000,
  avisos: [],
  erros: [],
  avisosOmitidos: 0,
  errosOmitidos: 0,
  interrompido: false,
  linhasLidas: 0,
  ultimaLinha: 0,
  avisouFimDeLinha: false,
  registros: 0,
  cabecalho: null,
  modeloCabecalho: null,
  trailer: null,
  assinatura: null,
  contagens: { '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 },
  compativeis: null,
  leiauteMarcacao: null,
  misturas: new Set(),
  maiorNsr: null,
  primeiroNsr: null,
  crc: null,
  foraDoKermit: null,
  hashAnterior: null,
  quantidadeMarcacoes: 0,
});

export const avisar = (
  estado: EstadoLeitorAfd,
  linha: number,
  codigo: CodigoAvisoLeituraAfd,
  mensagem: string,
): void => {
  if (estado.avisos.length < estado.limite) estado.avisos.push({ linha, codigo, mensagem });
  else estado.avisosOmitidos += 1;
};

export const registrarErro = (
  estado: EstadoLeitorAfd,
  linha: number,
  codigo: CodigoErroLeituraAfd,
  mensagem: string,
): void => {
  if (estado.erros.length < estado.limite) estado.erros.push({ linha, codigo, mensagem });
  else estado.errosOmitidos += 1;
};
