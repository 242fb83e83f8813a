// Validador do AFD (Portaria 671, Anexo V; legal-br.md §1.3): aponta cada defeito pela linha,
// sem parar no primeiro, para o auditor ou o integrador corrigir o gerador de uma vez.

import {
  detectarLeiauteAfd,
  determinarModeloRep,
  type LeiauteAfd,
  modeloDoCabecalho671,
} from './detectar-leiaute.ts';
import { calcularHashCampos } from './hash.ts';
import { conferirCampos } from './leiaute.ts';
import { identificarLinhaAfd, type TipoLinhaAfd } from './leitura.ts';
import {
  conferirCodificacao,
  conferirTerminador,
  type LinhaArquivo,
  separarLinhas,
} from './linhas.ts';
import { type Sha256Hex, TAMANHO_REGISTRO_AFD, type TipoRegistroAfd } from './tipos.ts';
import { conferirCrc, conferirEstrutura, conferirTrailer } from './validar-afd-regras.ts';
import type {
  EstadoValidacaoAfd,
  OpcoesValidacaoAfd,
  ResultadoValidacaoAfd,
} from './validar-afd-tipos.ts';

const TIPOS_COM_CRC: readonly TipoRegistroAfd[] = ['1', '2', '3', '4', '5'];

/**
 * NSR próprio do estabelecimento, de 1 em 1, compartilhado por todos os tipos 2 a 7 (Portaria 671,
 * Anexo IX; legal-br.md §1.3.11). O primeiro NSR do arquivo pode ser maior que 1 (AFD dividido);
 * depois dele, cada registro tem de ser o maior já visto + 1: acima disso é lacuna, abaixo
 * (inclusive repetição) é fora de ordem.
 */
const conferirNsr = (estado: EstadoValidacaoAfd, linha: LinhaArquivo): void => {
  const campo = linha.texto.slice(0, 9);
  if (!/^\d{9}$/.test(campo)) return;
  const nsr = Number(campo);
  const { maiorNsr } = estado;
  estado.primeiroNsr ??= nsr;
  if (maiorNsr !== null && nsr !== maiorNsr + 1) {
    const lacuna = nsr > maiorNsr + 1;
    estado.erros.push({
      linha: linha.numero,
      codigo: lacuna ? 'NSR_LACUNA' : 'NSR_FORA_DE_ORDEM',
      mensagem: lacuna
        ? `NSR ${campo} depois de ${String(maiorNsr).padStart(9, '0')}: faltam ${nsr - maiorNsr - 1} NSR na sequência`
        : `NSR ${campo} ${nsr === maiorNsr ? 'repetido' : 'fora de ordem'}: esperado ${String(maiorNsr + 1).padStart(9, '0')}`,
    });
  }
  estado.maiorNsr = Math.max(maiorNsr ?? nsr, nsr);
};

const conferirHash = (estado: EstadoValidacaoAfd, linha: LinhaArquivo): void => {
  const gravado = linha.texto.slice(73);
  if (estado.hashAnterior === undefined) {
    estado.avisos.push({
      linha: linha.numero,
      codigo: 'HASH_NAO_VERIFICAVEL',
      mensagem: 'hash não conferido: o tipo 7 anterior está ilegível',
    });
  } else if (
    calcularHashCampos(linha.texto.slice(0, 73), estado.hashAnterior, estado.sha256) !==
    gravado.toLowerCase()
  ) {
    const parcial =
      !estado.hashInformado && estado.hashAnterior === null && estado.primeiroNsr !== 1;
    if (parcial) {
      estado.avisos.push({
        linha: linha.numero,
        codigo: 'HASH_NAO_VERIFICAVEL',
        mensagem:
          'primeiro tipo 7 de um arquivo que não começa no NSR 1: informe o hash anterior para conferir',
      });
    } else {
      estado.erros.push({
        linha: linha.numero,
        codigo: 'HASH_INVALIDO',
        mensagem: 'hash SHA-256 não confere com os campos 1–7 e o hash do tipo 7 anterior',
      });
    }
  }
  estado.hashAnterior = gravado;
};

/** Tamanho, campos, CRC, hash e NSR de uma linha cujo tipo foi identificado. */
const conferirRegistro = (
  estado: EstadoValidacaoAfd,
  linha: LinhaArquivo,
  tipo: TipoRegistroAfd,
): void => {
  estado.registros[tipo] += 1;
  if (tipo !== '1' && tipo !== '9') conferirNsr(estado, linha);
  const esperado = TAMANHO_REGISTRO_AFD[tipo];
  if (linha.texto.length !== esperado) {
    estado.erros.push({
      linha: linha.numero,
      codigo: 'TAMANHO_REGISTRO',
      mensagem: `registro tipo ${tipo} com ${linha.texto.length} caracteres; o leiaute exige ${esperado}`,
    });
    if (tipo === '7') estado.hashAnterior = undefined;
    return;
  }
  for (const mensagem of conferirCampos(linha.texto, tipo)) {
    estado.erros.push({ linha: linha.numero, codigo: 'CAMPO_INVALIDO', mensagem });
  }
  if (TIPOS_COM_CRC.includes(tipo)) conferirCrc(estado, linha);
  if (tipo === '7') conferirHash(estado, linha);
};

const conferirLinha = (
  estado: EstadoValidacaoAfd,
  linha: LinhaArquivo,
  tipo: TipoLinhaAfd | null,
): void => {
  for (const ocorrencia of [conferirTerminador(linha), conferirCodificacao(linha)]) {
    if (ocorrencia) estado.erros.push(ocorrencia);
  }
  if (linha.bytes.length === 0 || tipo === 'assinatura') return;
  if (tipo === null) {
    estado.erros.push({
      linha: linha.numero,
      codigo: 'TIPO_REGISTRO_INVALIDO',
      mensagem: `tipo de registro "${linha.texto.charAt(9)}" (posição 10) desconhecido`,
    });
    return;
  }
  conferirRegistro(estado, linha, tipo);
};

const contarTipos = (tipos: readonly (TipoLinhaAfd | null)[]): Record<TipoRegistroAfd, number> => {
  const registros = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '9': 0 };
  for (const tipo of tipos) if (tipo !== null && tipo !== 'assinatura') registros[tipo] += 1;
  return registros;
};

/** AFD da Portaria 1510 (ou 1510 + 595): não é o leiaute que o validador confere. */
const leiauteAntigo = (
  leiaute: Exclude<LeiauteAfd, '671'>,
  linhas: readonly LinhaArquivo[],
  tipos: readonly (TipoLinhaAfd | null)[],
): ResultadoValidacaoAfd => {
  const nome = leiaute === '595' ? 'Portaria 1510 alterada pela 595/2013' : 'Portaria 1510/2009';
  const linha = linhas.find((l) => l.bytes.length > 0)?.numero ?? 1;
  return {
    valido: false,
    leiaute,
    modelo: null,
    registros: contarTipos(tipos),
    erros: [
      {
        linha,
        codigo: 'LEIAUTE_NAO_671',
        mensagem: `AFD no leiaute da ${nome}; o validador confere o leiaute da Portaria 671 (as marcações se leem com "afd ler")`,
      },
    ],
    avisos: [],
  };
};

/**
 * Valida um AFD da Portaria 671: tamanho de cada registro, campos, CRC-16 dos tipos 1–5 (inclusive
 * o do cabeçalho), cadeia SHA-256 do tipo 7, NSR em ordem sem lacunas nem repetições, contagens do
 * trailer, ISO-8859-1, CR LF e a linha de assinatura (exigida do REP-P). Diz o leiaute e o tipo do
 * REP; um AFD de 1510/595 é apontado como de outro leiaute. `sha256` é injetado (o domínio não tem
 * I/O nem criptografia própria).
 */
export const validarAfd = (
  bytes: Uint8Array,
  sha256: Sha256Hex,
  opcoes: OpcoesValidacaoAfd = {},
): ResultadoValidacaoAfd => {
  const linhas = separarLinhas(bytes);
  const tipos = linhas.map((linha) => identificarLinhaAfd(linha.texto));
  const leiaute = detectarLeiauteAfd(linhas.map((linha) => linha.texto));
  if (leiaute === '1510' || leiaute === '595') return leiauteAntigo(leiaute, linhas, tipos);
  const primeira = linhas.find((linha) => linha.bytes.length > 0);
  const modelo = determinarModeloRep({
    modeloCabecalho: primeira ? modeloDoCabecalho671(primeira.texto) : null,
    hasTipo3: tipos.includes('3'),
    hasTipo7: tipos.includes('7'),
    nomeArquivo: opcoes.nomeArquivo,
  });
  const estado: EstadoValidacaoAfd = {
    sha256,
    modelo,
    erros: [],
    avisos: [],
    registros: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '9': 0 },
    maiorNsr: null,
    primeiroNsr: null,
    hashAnterior: opcoes.hashAnterior ?? null,
    hashInformado: opcoes.hashAnterior !== undefined,
  };
  for (const [i, linha] of linhas.entries()) conferirLinha(estado, linha, tipos[i] ?? null);
  conferirEstrutura(estado, linhas, tipos);
  conferirTrailer(estado, linhas, tipos);
  const erros = estado.erros.sort((a, b) => a.linha - b.linha);
  return {
    valido: erros.length === 0,
    leiaute,
    modelo,
    registros: estado.registros,
    erros,
    avisos: estado.avisos.sort((a, b) => a.linha - b.linha),
  };
};
