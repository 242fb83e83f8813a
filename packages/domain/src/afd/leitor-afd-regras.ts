// Regras do leitor de AFD que olham além do conteúdo de uma marcação: posição de cabeçalho,
// trailer e assinatura, leiaute de cada registro, NSR, CRC-16 e hash — todas viram avisos; a
// marcação continua lida. Leiautes em detectar-leiaute.ts; regras gerais em legal-br.md §1.3.

import { calcularCrc16Hex, identificarCrc16 } from './crc16.ts';
import type { FormaRegistroAfd } from './detectar-leiaute.ts';
import { calcularHashCampos } from './hash.ts';
import { avisar, type EstadoLeitorAfd, type TipoContado } from './leitor-afd-estado.ts';
import type { LinhaArquivo } from './linhas.ts';
import { LINHA_ASSINATURA, type TipoRegistroAfd } from './tipos.ts';

/** Cabeçalho só na primeira linha; nada depois do trailer (salvo a assinatura) nem da assinatura. */
export const conferirPosicao = (
  estado: EstadoLeitorAfd,
  numero: number,
  tipo: TipoRegistroAfd,
): void => {
  const primeiro = estado.registros === 1;
  if (primeiro && tipo !== '1') {
    avisar(estado, numero, 'CABECALHO_AUSENTE', 'o arquivo não começa pelo cabeçalho (tipo 1)');
  }
  let motivo: string | null = null;
  if (tipo === '1' && !primeiro) motivo = 'cabeçalho (tipo 1) fora da primeira linha';
  else if (estado.assinatura !== null) motivo = `registro tipo ${tipo} depois da assinatura`;
  else if (estado.trailer !== null) motivo = `registro tipo ${tipo} depois do trailer`;
  if (motivo) avisar(estado, numero, 'REGISTRO_FORA_DE_POSICAO', motivo);
};

/**
 * O leiaute do arquivo é o que todos os registros de tamanho conhecido admitem; um registro de
 * outro leiaute é avisado uma vez por leiaute estranho (na primeira linha em que aparece).
 */
export const votarLeiaute = (
  estado: EstadoLeitorAfd,
  numero: number,
  forma: FormaRegistroAfd,
): void => {
  const atuais = estado.compativeis;
  if (atuais === null) {
    estado.compativeis = forma.leiautes;
    return;
  }
  const comuns = atuais.filter((leiaute) => forma.leiautes.includes(leiaute));
  if (comuns.length > 0) {
    estado.compativeis = comuns;
    return;
  }
  const estranho = forma.leiautes.join('/');
  if (estado.misturas.has(estranho)) return;
  estado.misturas.add(estranho);
  avisar(
    estado,
    numero,
    'LEIAUTE_MISTURADO',
    `registro tipo ${forma.tipo} de ${forma.tamanho} caracteres é do leiaute ${estranho}; o arquivo é do leiaute ${atuais.join('/')}`,
  );
};

/** NSR de 1 em 1, comum a todos os tipos (legal-br.md §1.3.11): lacuna ou volta viram aviso. */
export const conferirNsr = (estado: EstadoLeitorAfd, numero: number, texto: string): void => {
  const campo = texto.slice(0, 9);
  if (!/^\d{9}$/.test(campo)) return;
  const nsr = Number(campo);
  const { maiorNsr } = estado;
  estado.primeiroNsr ??= nsr;
  estado.maiorNsr = Math.max(maiorNsr ?? nsr, nsr);
  if (maiorNsr === null || nsr === maiorNsr + 1) return;
  const esperado = String(maiorNsr + 1).padStart(9, '0');
  if (nsr > maiorNsr + 1) {
    avisar(
      estado,
      numero,
      'NSR_LACUNA',
      `NSR ${campo} depois de ${String(maiorNsr).padStart(9, '0')}: faltam ${nsr - maiorNsr - 1} NSR na sequência`,
    );
  } else {
    const como = nsr === maiorNsr ? 'repetido' : 'fora de ordem';
    avisar(estado, numero, 'NSR_FORA_DE_ORDEM', `NSR ${campo} ${como}: esperado ${esperado}`);
  }
};

/** CRC-16 dos 4 últimos caracteres sobre os bytes anteriores, em qualquer variante conhecida. */
export const conferirCrcLido = (estado: EstadoLeitorAfd, linha: LinhaArquivo): void => {
  const corpo = linha.bytes.subarray(0, linha.bytes.length - 4);
  const gravado = linha.texto.slice(-4);
  const variante = identificarCrc16(corpo, gravado, estado.crc ?? 'KERMIT');
  if (variante === null) {
    const calculados = (['KERMIT', 'CCITT-FALSE', 'MODBUS'] as const)
      .map((v) => `${v} ${calcularCrc16Hex(corpo, v)}`)
      .join(', ');
    avisar(
      estado,
      linha.numero,
      'CRC_INVALIDO',
      `CRC-16 gravado "${gravado}" não confere com nenhuma variante (${calculados})`,
    );
    return;
  }
  estado.crc ??= variante;
  if (variante === 'KERMIT') return;
  estado.foraDoKermit ??= { linha: linha.numero, variante, quantidade: 0 };
  estado.foraDoKermit.quantidade += 1;
};

/**
 * Cadeia SHA-256 do tipo 7 (campo 8): posições 1–73 + hash do tipo 7 anterior. O primeiro tipo 7
 * de um arquivo que não começa no NSR 1 não é conferível (o anterior está fora do arquivo).
 */
export const conferirHashLido = (estado: EstadoLeitorAfd, numero: number, texto: string): void => {
  const { sha256, hashAnterior } = estado;
  const gravado = texto.slice(73);
  estado.hashAnterior = gravado;
  if (!sha256 || hashAnterior === undefined) return;
  if (calcularHashCampos(texto.slice(0, 73), hashAnterior, sha256) === gravado.toLowerCase()) {
    return;
  }
  if (hashAnterior === null && estado.primeiroNsr !== 1) return;
  avisar(
    estado,
    numero,
    'HASH_INVALIDO',
    'hash SHA-256 não confere com os campos 1–7 e o hash do tipo 7 anterior',
  );
};

/** Quantidades do trailer pelo tamanho: 46 (tipos 2–5), 55 (2–6) ou 64 (2–7). */
export const guardarTrailer = (estado: EstadoLeitorAfd, numero: number, texto: string): void => {
  const quantos: Record<number, number> = { 46: 4, 55: 5, 64: 6 };
  const tipos = (['2', '3', '4', '5', '6', '7'] as const).slice(0, quantos[texto.length] ?? 0);
  const contagens: Partial<Record<TipoContado, number>> = {};
  tipos.forEach((tipo, k) => {
    const campo = texto.slice(9 + 9 * k, 18 + 9 * k);
    if (/^\d{9}$/.test(campo)) contagens[tipo] = Number(campo);
  });
  estado.trailer = { linha: numero, contagens };
};

/** Literal `ASSINATURA_DIGITAL_EM_ARQUIVO_P7S` completado com espaços até 100, só no 671. */
export const conferirAssinaturaLida = (
  estado: EstadoLeitorAfd,
  numero: number,
  texto: string,
): void => {
  if (estado.assinatura !== null) {
    avisar(estado, numero, 'REGISTRO_FORA_DE_POSICAO', 'linha de assinatura repetida');
  }
  estado.assinatura = numero;
  if (estado.compativeis !== null && !estado.compativeis.includes('671')) {
    avisar(estado, numero, 'LEIAUTE_MISTURADO', 'linha de assinatura só existe no leiaute 671');
  } else if (texto !== LINHA_ASSINATURA) {
    avisar(
      estado,
      numero,
      'ASSINATURA_INVALIDA',
      `linha de assinatura com ${texto.length} caracteres ou conteúdo diferente do literal completado com espaços até 100`,
    );
  }
};
