// Leitura de um registro do AFD para dados tipados — o inverso de `montarRegistroAfd`, de modo
// que ler e montar de novo reproduz a linha byte a byte.

import { lerIdentificador } from './campos.ts';
import { decodeLatin1 } from './latin1.ts';
import { conferirCampos } from './leiaute.ts';
import {
  type CabecalhoAfd,
  type ColetorAfd,
  type EventoSensivelAfd,
  LINHA_ASSINATURA,
  type OperacaoEmpregadoAfd,
  type RegistroAfd,
  type RegistroCorpoAfd,
  TAMANHO_REGISTRO_AFD,
  type TipoIdentificacaoAfd,
  type TipoRegistroAfd,
  type TrailerAfd,
} from './tipos.ts';

export type TipoLinhaAfd = TipoRegistroAfd | 'assinatura';

const TIPOS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '9'];

/** Tipo da linha: trailer pelo NSR `999999999`, assinatura pelo literal, demais pela posição 10. */
export const identificarLinhaAfd = (linha: string): TipoLinhaAfd | null => {
  if (linha.startsWith('999999999')) return '9';
  if (linha.startsWith(LINHA_ASSINATURA.trimEnd())) return 'assinatura';
  const tipo = linha.charAt(9);
  return TIPOS.includes(tipo) && tipo !== '9' ? (tipo as TipoRegistroAfd) : null;
};

/** Trecho pela posição do leiaute (1-based, inclusiva). */
const p = (linha: string, de: number, ate: number): string => linha.slice(de - 1, ate);

const identificacao = (codigo: string): TipoIdentificacaoAfd => (codigo === '2' ? 'cpf' : 'cnpj');

/** Identificador com 11 dígitos quando CPF, 14 quando CNPJ. */
const idPorTipo = (campo: string, tipo: TipoIdentificacaoAfd): string =>
  lerIdentificador(campo, tipo === 'cpf' ? 11 : 14);

const cpf = (campo: string): string => lerIdentificador(campo, 11);

/** CNO/CAEPF ausente é gravado como zeros; lido de volta como vazio. */
const cnoCaepf = (campo: string): string => (/^0+$/.test(campo) ? '' : campo);

const lerCabecalho = (l: string): CabecalhoAfd => ({
  tipo: '1',
  tipoIdEmpregador: identificacao(p(l, 11, 11)),
  idEmpregador: idPorTipo(p(l, 12, 25), identificacao(p(l, 11, 11))),
  cnoCaepf: cnoCaepf(p(l, 26, 39)),
  razaoSocial: p(l, 40, 189).trimEnd(),
  numeroRep: p(l, 190, 206),
  dataInicial: p(l, 207, 216),
  dataFinal: p(l, 217, 226),
  geradoEm: p(l, 227, 250),
  versaoLeiaute: p(l, 251, 253),
  tipoIdDesenvolvedor: identificacao(p(l, 254, 254)),
  idDesenvolvedor: idPorTipo(p(l, 255, 268), identificacao(p(l, 254, 254))),
  modelo: p(l, 269, 298).trimEnd(),
});

const lerCorpo = (l: string, tipo: TipoRegistroAfd): RegistroAfd => {
  const nsr = Number(p(l, 1, 9));
  switch (tipo) {
    case '2':
      return {
        tipo,
        nsr,
        gravadoEm: p(l, 11, 34),
        cpfResponsavel: cpf(p(l, 35, 48)),
        tipoIdEmpregador: identificacao(p(l, 49, 49)),
        idEmpregador: idPorTipo(p(l, 50, 63), identificacao(p(l, 49, 49))),
        cnoCaepf: cnoCaepf(p(l, 64, 77)),
        razaoSocial: p(l, 78, 227).trimEnd(),
        localPrestacao: p(l, 228, 327).trimEnd(),
      };
    case '3':
      return { tipo, nsr, marcadoEm: p(l, 11, 34), cpf: cpf(p(l, 35, 46)) };
    case '4':
      return { tipo, nsr, antes: p(l, 11, 34), depois: p(l, 35, 58), cpfResponsavel: p(l, 59, 69) };
    case '5':
      return {
        tipo,
        nsr,
        gravadoEm: p(l, 11, 34),
        operacao: p(l, 35, 35) as OperacaoEmpregadoAfd,
        cpf: cpf(p(l, 36, 47)),
        nome: p(l, 48, 99).trimEnd(),
        demaisDados: p(l, 100, 103).trimEnd(),
        cpfResponsavel: p(l, 104, 114),
      };
    case '6':
      return { tipo, nsr, gravadoEm: p(l, 11, 34), evento: p(l, 35, 36) as EventoSensivelAfd };
    default:
      return lerMarcacaoOuTrailer(l, tipo);
  }
};

const lerMarcacaoOuTrailer = (l: string, tipo: TipoRegistroAfd): RegistroAfd => {
  if (tipo === '9') {
    const n = (de: number): number => Number(p(l, de, de + 8));
    return {
      tipo,
      contagens: { '2': n(10), '3': n(19), '4': n(28), '5': n(37), '6': n(46), '7': n(55) },
    };
  }
  return {
    tipo: '7',
    nsr: Number(p(l, 1, 9)),
    marcadoEm: p(l, 11, 34),
    cpf: cpf(p(l, 35, 46)),
    gravadoEm: p(l, 47, 70),
    coletor: p(l, 71, 72) as ColetorAfd,
    offline: p(l, 73, 73) === '1',
    hash: p(l, 74, 137),
  };
};

/**
 * Lê uma linha (sem CR LF) do AFD. Lança `Error` se o tipo for desconhecido, o tamanho não for o
 * do leiaute ou algum campo estiver fora do formato — para diagnóstico completo use `validarAfd`.
 */
export const lerRegistroAfd = (linha: string): RegistroAfd => {
  const tipo = identificarLinhaAfd(linha);
  if (tipo === null || tipo === 'assinatura') {
    throw new Error(`linha não é um registro do AFD: "${linha.slice(0, 20)}…"`);
  }
  if (linha.length !== TAMANHO_REGISTRO_AFD[tipo]) {
    throw new Error(
      `registro tipo ${tipo} com ${linha.length} caracteres; o leiaute exige ${TAMANHO_REGISTRO_AFD[tipo]}`,
    );
  }
  const [erro] = conferirCampos(linha, tipo);
  if (erro) throw new Error(`registro tipo ${tipo}: ${erro}`);
  return tipo === '1' ? lerCabecalho(linha) : lerCorpo(linha, tipo);
};

export type ConteudoAfd = {
  cabecalho: CabecalhoAfd;
  registros: RegistroCorpoAfd[];
  trailer: TrailerAfd | null;
};

/**
 * Lê os registros de um AFD (ex.: o de um REP-C importado pelo PTRP). Lança `Error` com a linha
 * do primeiro registro ilegível; CRC, hash, NSR e contagens são conferidos por `validarAfd`.
 */
export const lerAfd = (bytes: Uint8Array): ConteudoAfd => {
  const linhas = decodeLatin1(bytes).split(/\r?\n/);
  const registros: RegistroAfd[] = [];
  linhas.forEach((linha, i) => {
    if (linha === '' || identificarLinhaAfd(linha) === 'assinatura') return;
    try {
      registros.push(lerRegistroAfd(linha));
    } catch (erro) {
      throw new Error(`linha ${i + 1}: ${(erro as Error).message}`);
    }
  });
  const [cabecalho, ...resto] = registros;
  if (cabecalho?.tipo !== '1') throw new Error('linha 1: o AFD começa pelo cabeçalho (tipo 1)');
  return {
    cabecalho,
    registros: resto.filter((r): r is RegistroCorpoAfd => r.tipo !== '1' && r.tipo !== '9'),
    trailer: resto.find((r): r is TrailerAfd => r.tipo === '9') ?? null,
  };
};
