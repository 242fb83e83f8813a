// Um só leitor de AFD para todo leiaute que um relógio brasileiro grava — Portaria 671 (tipo 3 e
// tipo 7), 1510/2009 e 1510 alterada pela 595/2013 —, com ou sem cabeçalho e trailer, CR LF ou LF,
// CRC-16 KERMIT, CCITT-FALSE ou MODBUS. Linha a linha: o que foge do leiaute vira aviso com a
// linha, nunca uma marcação perdida; só o que não se consegue ler vira erro. Se a primeira linha
// não for de AFD, para ali (um arquivo errado não é lido até o fim).

import {
  formaDoRegistro,
  modeloDoCabecalho671,
  reconhecerLinhaAfd,
  type TipoLinhaLidaAfd,
  tamanhosDoTipo,
} from './detectar-leiaute.ts';
import { decodeLatin1 } from './latin1.ts';
import { conferirCampos } from './leiaute.ts';
import { lerCabecalho671, lerMarcacao671 } from './leitor-671.ts';
import { lerCabecalho1510, lerMarcacao1510 } from './leitor-1510.ts';
import { concluirLeitura } from './leitor-afd-concluir.ts';
import {
  avisar,
  createEstadoLeitor,
  type EstadoLeitorAfd,
  registrarErro,
} from './leitor-afd-estado.ts';
import {
  conferirAssinaturaLida,
  conferirCrcLido,
  conferirHashLido,
  conferirNsr,
  conferirPosicao,
  guardarTrailer,
  votarLeiaute,
} from './leitor-afd-regras.ts';
import type {
  LeitorAfd,
  MarcacaoAfd,
  OpcoesLeituraAfd,
  ResultadoLeituraAfd,
  ResumoLeituraAfd,
  TerminadorLinhaAfd,
} from './leitor-afd-tipos.ts';
import { conferirCodificacao, type LinhaArquivo } from './linhas.ts';
import type { TipoRegistroAfd } from './tipos.ts';

/** Texto recebido como string: cada caractere é um byte latin1; fora dele vira `?` (e aviso). */
const bytesDoTexto = (texto: string): Uint8Array =>
  Uint8Array.from(texto, (c) => {
    const codigo = c.charCodeAt(0);
    return codigo > 0xff ? 0x3f : codigo;
  });

const normalizar = (
  entrada: Uint8Array | string,
  numero: number,
  terminador: TerminadorLinhaAfd | undefined,
): LinhaArquivo => {
  let bytes = typeof entrada === 'string' ? bytesDoTexto(entrada) : entrada;
  let fim = terminador;
  if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) {
    bytes = bytes.subarray(0, bytes.length - 1);
    fim ??= 'CRLF';
  }
  return { numero, bytes, texto: decodeLatin1(bytes), terminador: fim ?? 'LF' };
};

const conferirTexto = (estado: EstadoLeitorAfd, entrada: Uint8Array | string, n: number): void => {
  if (typeof entrada !== 'string') return;
  for (let i = 0; i < entrada.length; i++) {
    if (entrada.charCodeAt(i) <= 0xff) continue;
    avisar(estado, n, 'CARACTERE_INVALIDO', `caractere fora do ISO-8859-1 na coluna ${i + 1}`);
    return;
  }
};

/** Fim de linha: o leiaute exige CR LF; avisado uma vez, na primeira linha que foge disso. */
const conferirFimDeLinha = (estado: EstadoLeitorAfd, linha: LinhaArquivo): void => {
  if (linha.terminador === 'CRLF' || estado.avisouFimDeLinha) return;
  estado.avisouFimDeLinha = true;
  const mensagem =
    linha.terminador === 'LF'
      ? 'linha terminada só em LF (avisado só na primeira); o leiaute exige CR LF'
      : 'última linha sem CR LF no fim';
  avisar(estado, linha.numero, 'FIM_DE_LINHA', mensagem);
};

/** Marca BOM do UTF-8 no início do arquivo: tirada, com aviso (o AFD é ISO-8859-1). */
const tirarBom = (estado: EstadoLeitorAfd, linha: LinhaArquivo): LinhaArquivo => {
  const { bytes } = linha;
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) return linha;
  avisar(
    estado,
    linha.numero,
    'CODIFICACAO_UTF8',
    'marca BOM do UTF-8 no início; o AFD é ISO-8859-1',
  );
  const semBom = bytes.subarray(3);
  return { ...linha, bytes: semBom, texto: decodeLatin1(semBom) };
};

const lerMarcacaoDaLinha = (texto: string, tipo: '3' | '7') => {
  if (tipo === '7') return { leitura: lerMarcacao671(texto), leiaute: '671' as const };
  const forma = formaDoRegistro('3', texto.length);
  const de671 = forma ? forma.leiautes.includes('671') : /^\d{4}-$/.test(texto.slice(10, 15));
  return de671
    ? { leitura: lerMarcacao671(texto), leiaute: '671' as const }
    : { leitura: lerMarcacao1510(texto), leiaute: forma?.leiautes[0] ?? null };
};

/** A primeira linha tem de ser um registro de AFD de fato, não só começar por dígitos. */
const isInicioDeAfd = (texto: string, tipo: TipoLinhaLidaAfd | null): boolean => {
  if (tipo === null || tipo === 'assinatura') return false;
  if (tipo === '3' || tipo === '7') return lerMarcacaoDaLinha(texto, tipo).leitura.ok;
  if (tipo === '1') return texto.length >= 200;
  return formaDoRegistro(tipo, texto.length) !== undefined;
};

const lerMarcacao = (
  estado: EstadoLeitorAfd,
  linha: LinhaArquivo,
  tipo: '3' | '7',
  exata: boolean,
): MarcacaoAfd | null => {
  const { leitura, leiaute } = lerMarcacaoDaLinha(linha.texto, tipo);
  if (!leitura.ok) {
    registrarErro(
      estado,
      linha.numero,
      'MARCACAO_ILEGIVEL',
      `marcação tipo ${tipo}: ${leitura.mensagem}`,
    );
    return null;
  }
  for (const aviso of leitura.avisos) avisar(estado, linha.numero, aviso.codigo, aviso.mensagem);
  if (exata && leiaute !== null) estado.leiauteMarcacao ??= leiaute;
  estado.quantidadeMarcacoes += 1;
  return { linha: linha.numero, ...leitura.marcacao, tipo, registro: linha.texto };
};

const lerRegistro = (
  estado: EstadoLeitorAfd,
  linha: LinhaArquivo,
  tipo: TipoRegistroAfd,
): MarcacaoAfd | null => {
  const { texto, numero } = linha;
  const forma = formaDoRegistro(tipo, texto.length);
  estado.registros += 1;
  conferirPosicao(estado, numero, tipo);
  if (forma) votarLeiaute(estado, numero, forma);
  else {
    const tamanhos = tamanhosDoTipo(tipo).join(', ');
    avisar(
      estado,
      numero,
      'TAMANHO_REGISTRO',
      `registro tipo ${tipo} com ${texto.length} caracteres; os leiautes têm ${tamanhos}`,
    );
  }
  if (tipo !== '1' && tipo !== '9') {
    estado.contagens[tipo] += 1;
    conferirNsr(estado, numero, texto);
  }
  if (forma?.crc) conferirCrcLido(estado, linha);
  if (forma?.leiautes.includes('671')) {
    for (const mensagem of conferirCampos(texto, tipo, true)) {
      avisar(estado, numero, 'CAMPO_INVALIDO', mensagem);
    }
  }
  if (tipo === '1') {
    estado.modeloCabecalho ??= modeloDoCabecalho671(texto);
    estado.cabecalho ??=
      texto.length >= 298 ? lerCabecalho671(texto, numero) : lerCabecalho1510(texto, numero);
  }
  if (tipo === '9') guardarTrailer(estado, numero, texto);
  if (tipo === '7') {
    if (forma) conferirHashLido(estado, numero, texto);
    else estado.hashAnterior = undefined;
  }
  return tipo === '3' || tipo === '7'
    ? lerMarcacao(estado, linha, tipo, forma !== undefined)
    : null;
};

/** Só espaços e controles (ex.: o Ctrl-Z de fim de arquivo de relógios antigos) são branco. */
const isEmBranco = (bytes: Uint8Array): boolean => bytes.every((b) => b <= 0x20 || b === 0x7f);

/** Caminho rápido: linha só com ASCII imprimível não precisa da conferência de codificação. */
const isAsciiImprimivel = (bytes: Uint8Array): boolean =>
  bytes.every((b) => b >= 0x20 && b <= 0x7e);

const lerLinhaAfd = (
  estado: EstadoLeitorAfd,
  entrada: Uint8Array | string,
  numero: number,
  terminador?: TerminadorLinhaAfd,
): MarcacaoAfd | null => {
  if (estado.interrompido) return null;
  estado.ultimaLinha = numero;
  let linha = normalizar(entrada, numero, terminador);
  if (estado.linhasLidas === 0) linha = tirarBom(estado, linha);
  conferirFimDeLinha(estado, linha);
  if (isEmBranco(linha.bytes)) {
    avisar(estado, numero, 'LINHA_EM_BRANCO', 'linha em branco não é permitida');
    return null;
  }
  const tipo = reconhecerLinhaAfd(linha.texto);
  estado.linhasLidas += 1;
  if (estado.linhasLidas === 1 && !isInicioDeAfd(linha.texto, tipo)) {
    estado.interrompido = true;
    const inicio = linha.texto.slice(0, 20);
    registrarErro(
      estado,
      numero,
      'NAO_E_AFD',
      `o arquivo não é um AFD: a linha ${numero} ("${inicio}…") não é registro de nenhum leiaute`,
    );
    return null;
  }
  conferirTexto(estado, entrada, numero);
  const codificacao = isAsciiImprimivel(linha.bytes) ? null : conferirCodificacao(linha);
  if (codificacao) avisar(estado, numero, codificacao.codigo, codificacao.mensagem);
  if (tipo === null) {
    registrarErro(
      estado,
      numero,
      'LINHA_ILEGIVEL',
      `linha não é registro de nenhum leiaute de AFD ("${linha.texto.slice(0, 20)}…"): pode ser uma marcação perdida`,
    );
    return null;
  }
  if (tipo === 'assinatura') {
    conferirAssinaturaLida(estado, numero, linha.texto);
    return null;
  }
  return lerRegistro(estado, linha, tipo);
};

/**
 * Leitor com estado para ler um AFD linha a linha (importação de arquivos enormes com memória
 * constante): `lerLinha` devolve a marcação da linha, `concluir` aplica as regras de fim de
 * arquivo e devolve leiaute, tipo do REP, avisos e erros.
 */
export const createLeitorAfd = (opcoes: OpcoesLeituraAfd = {}): LeitorAfd => {
  const estado = createEstadoLeitor(opcoes);
  let resumo: ResumoLeituraAfd | null = null;
  return {
    lerLinha: (linha, numero, terminador) => lerLinhaAfd(estado, linha, numero, terminador),
    interrompido: () => estado.interrompido,
    concluir: () => {
      resumo ??= concluirLeitura(estado);
      return resumo;
    },
  };
};

/**
 * Lê um AFD inteiro (bytes ISO-8859-1, ou texto já decodificado como latin1): as marcações de todas
 * as linhas, com leiaute, tipo do REP, avisos e erros. Para arquivos enormes use `createLeitorAfd`.
 */
export const lerMarcacoesAfd = (
  arquivo: Uint8Array | string,
  opcoes: OpcoesLeituraAfd = {},
): ResultadoLeituraAfd => {
  const leitor = createLeitorAfd(opcoes);
  const marcacoes: MarcacaoAfd[] = [];
  let inicio = 0;
  for (let numero = 1; inicio < arquivo.length && !leitor.interrompido(); numero++) {
    const fim =
      typeof arquivo === 'string' ? arquivo.indexOf('\n', inicio) : arquivo.indexOf(0x0a, inicio);
    const ultimo = fim === -1 ? arquivo.length : fim;
    const linha =
      typeof arquivo === 'string'
        ? arquivo.slice(inicio, ultimo)
        : arquivo.subarray(inicio, ultimo);
    const marcacao = leitor.lerLinha(linha, numero, fim === -1 ? 'nenhum' : undefined);
    if (marcacao) marcacoes.push(marcacao);
    inicio = ultimo + 1;
  }
  return { ...leitor.concluir(), marcacoes };
};
