// Regras de fim de arquivo do leitor de AFD: trailer, tipo do REP, assinatura e variante do CRC
// (estas duas só se sabem com o arquivo inteiro: o tipo 7 que faz do arquivo um REP-P pode vir
// no fim) e o resumo que acompanha as marcações.

import { determinarModeloRep } from './detectar-leiaute.ts';
import { avisar, type EstadoLeitorAfd, registrarErro } from './leitor-afd-estado.ts';
import type { ResumoLeituraAfd } from './leitor-afd-tipos.ts';

/** As quantidades do trailer devem bater com os registros tipos 2 a 7 lidos. */
const conferirTrailer = (estado: EstadoLeitorAfd): void => {
  const { trailer } = estado;
  if (trailer === null) {
    avisar(
      estado,
      estado.ultimaLinha,
      'TRAILER_AUSENTE',
      'o arquivo não termina pelo trailer (tipo 9)',
    );
    return;
  }
  for (const [tipo, informado] of Object.entries(trailer.contagens)) {
    const lidos = estado.contagens[tipo as keyof typeof estado.contagens];
    if (informado === lidos) continue;
    avisar(
      estado,
      trailer.linha,
      'TRAILER_CONTAGEM',
      `trailer informa ${informado} registro(s) tipo ${tipo}; o arquivo tem ${lidos}`,
    );
  }
};

/**
 * REP-A e REP-P: assinatura no fim e CRC-16/KERMIT (leiaute do AFD; legal-br.md §1.3.1 e
 * §1.3.9); do REP-C o leiaute pede só "CRC-16".
 */
const conferirExigenciasRep = (estado: EstadoLeitorAfd, modelo: 'REP-A' | 'REP-P'): void => {
  if (estado.assinatura === null) {
    avisar(
      estado,
      estado.ultimaLinha,
      'ASSINATURA_AUSENTE',
      `AFD de ${modelo} sem a linha ASSINATURA_DIGITAL_EM_ARQUIVO_P7S no fim`,
    );
  }
  const fora = estado.foraDoKermit;
  if (fora === null) return;
  avisar(
    estado,
    fora.linha,
    'CRC_VARIANTE',
    `CRC-16/${fora.variante} em ${fora.quantidade} registro(s); o leiaute exige CRC-16/KERMIT de ${modelo}`,
  );
};

const porLinha = <T extends { linha: number }>(lista: T[]): T[] =>
  lista.sort((a, b) => a.linha - b.linha);

export const concluirLeitura = (estado: EstadoLeitorAfd): ResumoLeituraAfd => {
  if (estado.linhasLidas === 0) {
    registrarErro(estado, 1, 'ARQUIVO_VAZIO', 'arquivo vazio: nenhum registro de AFD');
  }
  const leiaute = estado.interrompido
    ? null
    : (estado.leiauteMarcacao ?? estado.compativeis?.[0] ?? null);
  const modelo = determinarModeloRep({
    modeloCabecalho: estado.modeloCabecalho,
    hasTipo3: estado.contagens['3'] > 0,
    hasTipo7: estado.contagens['7'] > 0,
    nomeArquivo: estado.nomeArquivo,
  });
  if (estado.registros > 0 && !estado.interrompido) {
    conferirTrailer(estado);
    if (leiaute === '671' && (modelo === 'REP-A' || modelo === 'REP-P')) {
      conferirExigenciasRep(estado, modelo);
    }
  }
  // Arquivo que não é AFD: o erro basta; avisos da primeira linha seriam ruído.
  const avisos = estado.interrompido ? [] : porLinha([...estado.avisos]);
  const erros = porLinha([...estado.erros]);
  const ultima = Math.max(estado.ultimaLinha, 1);
  if (estado.avisosOmitidos > 0) {
    avisos.push({
      linha: ultima,
      codigo: 'AVISOS_OMITIDOS',
      mensagem: `mais ${estado.avisosOmitidos} aviso(s) omitido(s) depois dos ${estado.limite} primeiros`,
    });
  }
  if (estado.errosOmitidos > 0) {
    erros.push({
      linha: ultima,
      codigo: 'ERROS_OMITIDOS',
      mensagem: `mais ${estado.errosOmitidos} erro(s) omitido(s) depois dos ${estado.limite} primeiros`,
    });
  }
  return {
    leiaute,
    modelo: leiaute === '671' ? modelo : null,
    crc: estado.crc,
    cabecalho: estado.cabecalho,
    quantidadeMarcacoes: estado.quantidadeMarcacoes,
    avisos,
    erros,
  };
};
