// Montagem do arquivo AFD completo e do seu nome (Portaria 671, Anexo V, regras gerais):
// ISO-8859-1, um registro por linha terminada em CR LF, ordem de NSR, cabeçalho primeiro,
// trailer e linha de assinatura no fim.

import { encodeLatin1 } from './latin1.ts';
import { montarCabecalhoAfd, montarRegistroAfd, montarTrailerAfd } from './registros.ts';
import {
  type CabecalhoAfd,
  type ContagemTrailerAfd,
  LINHA_ASSINATURA,
  type RegistroCorpoAfd,
} from './tipos.ts';

/** Conta os registros do corpo por tipo, como o trailer exige (tipos 1 e 9 não entram). */
export const contarRegistrosAfd = (registros: readonly RegistroCorpoAfd[]): ContagemTrailerAfd => {
  const contagens: ContagemTrailerAfd = { '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 };
  for (const registro of registros) contagens[registro.tipo] += 1;
  return contagens;
};

/** Linhas do AFD (sem CR LF): cabeçalho, corpo em ordem de NSR, trailer, assinatura. */
export const montarLinhasAfd = (arquivo: {
  cabecalho: Omit<CabecalhoAfd, 'tipo'>;
  registros: readonly RegistroCorpoAfd[];
}): string[] => {
  const ordenados = [...arquivo.registros].sort((a, b) => a.nsr - b.nsr);
  ordenados.forEach((registro, indice) => {
    const anterior = ordenados[indice - 1];
    if (anterior && anterior.nsr === registro.nsr) {
      throw new Error(`NSR ${registro.nsr} repetido: cada registro consome um NSR próprio`);
    }
  });
  return [
    montarCabecalhoAfd(arquivo.cabecalho),
    ...ordenados.map(montarRegistroAfd),
    montarTrailerAfd(contarRegistrosAfd(ordenados)),
    LINHA_ASSINATURA,
  ];
};

/** Bytes do AFD: cada linha, inclusive a última, termina em CR LF. */
export const montarAfd = (arquivo: {
  cabecalho: Omit<CabecalhoAfd, 'tipo'>;
  registros: readonly RegistroCorpoAfd[];
}): Uint8Array =>
  encodeLatin1(
    montarLinhasAfd(arquivo)
      .map((linha) => `${linha}\r\n`)
      .join(''),
  );

export type TipoRep = 'REP-C' | 'REP-A' | 'REP-P';

/**
 * Nome do arquivo: `AFD` + (REP-C: nº de fabricação + CNPJ/CPF + `REP_C`; REP-A: CNPJ/CPF +
 * `REP_A`; REP-P: nº INPI + CNPJ/CPF + `REP_P`) (leiaute do AFD). Sem separador e com `.txt`,
 * como nas implementações vistas (não verificado). CPF vai com 11 dígitos, CNPJ com 14.
 */
export const nomeArquivoAfd = (entrada: {
  tipoRep: TipoRep;
  /** Nº de fabricação (REP-C) ou de registro no INPI (REP-P); ignorado no REP-A. */
  numeroRep?: string;
  idEmpregador: string;
}): string => {
  const { tipoRep, numeroRep = '', idEmpregador } = entrada;
  if (!/^(\d{11}|\d{14})$/.test(idEmpregador)) {
    throw new Error(`CNPJ/CPF do empregador inválido: "${idEmpregador}" (11 ou 14 dígitos)`);
  }
  if (tipoRep === 'REP-A') return `AFD${idEmpregador}REP_A.txt`;
  if (!/^\d{1,17}$/.test(numeroRep)) {
    throw new Error(`número do ${tipoRep} inválido: "${numeroRep}" (até 17 dígitos)`);
  }
  const numero = numeroRep.padStart(17, '0');
  return `AFD${numero}${idEmpregador}${tipoRep === 'REP-C' ? 'REP_C' : 'REP_P'}.txt`;
};
