// Regras do AFD que olham além de uma linha: CRC, posição de cabeçalho/trailer/assinatura e as
// contagens do trailer (Portaria 671, Anexo V; legal-br.md §1.3.1 e §1.3.9).

import { crc16KermitHex, identificarCrc16 } from './crc16.ts';
import type { TipoLinhaAfd } from './leitura.ts';
import type { LinhaArquivo } from './linhas.ts';
import { LINHA_ASSINATURA, TAMANHO_REGISTRO_AFD } from './tipos.ts';
import type { ErroAfd, EstadoValidacaoAfd } from './validar-afd-tipos.ts';

/**
 * CRC-16 da posição 1 até a anterior ao campo CRC (os 4 últimos caracteres). O leiaute exige
 * CRC-16/KERMIT do REP-A e do REP-P; do REP-C pede só "CRC-16", e os fabricantes gravam também
 * CCITT-FALSE e MODBUS (legal-br.md §1.3.1).
 */
export const conferirCrc = (estado: EstadoValidacaoAfd, linha: LinhaArquivo): void => {
  const gravado = linha.texto.slice(-4);
  const corpo = linha.bytes.subarray(0, linha.bytes.length - 4);
  const calculado = crc16KermitHex(corpo);
  if (gravado.toUpperCase() === calculado) return;
  const variante = identificarCrc16(corpo, gravado);
  if (variante !== null && estado.modelo === 'REP-C') return;
  estado.erros.push({
    linha: linha.numero,
    codigo: 'CRC_INVALIDO',
    mensagem: variante
      ? `CRC-16 gravado "${gravado}" é CRC-16/${variante}; o leiaute exige CRC-16/KERMIT de REP-A e REP-P (calculado ${calculado})`
      : `CRC-16 gravado "${gravado}" não confere; calculado ${calculado}`,
  });
};

const erro = (linha: number, codigo: ErroAfd['codigo'], mensagem: string): ErroAfd => ({
  linha,
  codigo,
  mensagem,
});

const SEM_ASSINATURA =
  'a última linha deve ser ASSINATURA_DIGITAL_EM_ARQUIVO_P7S completada com espaços até 100 caracteres';

/**
 * Assinatura só na última linha, literal completado com espaços até 100 caracteres. Exigida do
 * REP-P (contrato da CLI); no REP-A falta é aviso; o REP-C pode não ter (o AFD dele não é assinado).
 */
const conferirAssinatura = (
  estado: EstadoValidacaoAfd,
  ultima: LinhaArquivo,
  tipo: TipoLinhaAfd | null,
): void => {
  if (tipo !== 'assinatura') {
    if (estado.modelo === 'REP-P') {
      estado.erros.push(erro(ultima.numero, 'ASSINATURA_AUSENTE', SEM_ASSINATURA));
    } else if (estado.modelo === 'REP-A') {
      estado.avisos.push({
        linha: ultima.numero,
        codigo: 'ASSINATURA_AUSENTE',
        mensagem: SEM_ASSINATURA,
      });
    }
  } else if (ultima.texto !== LINHA_ASSINATURA) {
    estado.erros.push(
      erro(
        ultima.numero,
        'ASSINATURA_INVALIDA',
        `linha de assinatura com ${ultima.texto.length} caracteres ou conteúdo diferente do literal completado com espaços até 100`,
      ),
    );
  }
};

/** Cabeçalho só na primeira linha, trailer só antes da assinatura, assinatura só no fim. */
const conferirPosicoes = (
  estado: EstadoValidacaoAfd,
  indices: readonly number[],
  tipos: readonly (TipoLinhaAfd | null)[],
  posicaoTrailer: number | undefined,
): void => {
  for (const i of indices) {
    const tipo = tipos[i];
    const foraDePosicao =
      (tipo === '1' && i !== indices[0]) ||
      (tipo === 'assinatura' && i !== indices.at(-1)) ||
      (tipo === '9' && i !== posicaoTrailer);
    if (!foraDePosicao) continue;
    const nome = tipo === 'assinatura' ? 'de assinatura' : `tipo ${tipo}`;
    estado.erros.push(
      erro(
        i + 1,
        'REGISTRO_FORA_DE_POSICAO',
        `registro ${nome} fora de posição: cabeçalho primeiro, trailer e assinatura no fim`,
      ),
    );
  }
};

/**
 * Cabeçalho na primeira linha, trailer logo antes da assinatura, assinatura por último; nenhum
 * deles em outra posição. Linhas em branco já foram apontadas e não contam aqui.
 */
export const conferirEstrutura = (
  estado: EstadoValidacaoAfd,
  linhas: readonly LinhaArquivo[],
  tipos: readonly (TipoLinhaAfd | null)[],
): void => {
  const indices = linhas.flatMap((linha, i) => (linha.bytes.length > 0 ? [i] : []));
  const primeiro = indices[0];
  const ultimo = indices.at(-1);
  if (primeiro === undefined || ultimo === undefined) {
    estado.erros.push(erro(1, 'ARQUIVO_VAZIO', 'arquivo vazio'));
    return;
  }
  if (tipos[primeiro] !== '1') {
    estado.erros.push(
      erro(primeiro + 1, 'CABECALHO_AUSENTE', 'a primeira linha deve ser o cabeçalho (tipo 1)'),
    );
  }
  conferirAssinatura(estado, linhas[ultimo]!, tipos[ultimo] ?? null);
  const posicaoTrailer = tipos[ultimo] === 'assinatura' ? indices.at(-2) : ultimo;
  if (!indices.some((i) => tipos[i] === '9')) {
    estado.erros.push(
      erro(
        ultimo + 1,
        'TRAILER_AUSENTE',
        'falta o trailer (tipo 9) no fim do arquivo (antes da assinatura, se houver)',
      ),
    );
  }
  conferirPosicoes(estado, indices, tipos, posicaoTrailer);
};

/** As quantidades do trailer devem bater com os registros tipos 2 a 7 do arquivo. */
export const conferirTrailer = (
  estado: EstadoValidacaoAfd,
  linhas: readonly LinhaArquivo[],
  tipos: readonly (TipoLinhaAfd | null)[],
): void => {
  const indice = tipos.indexOf('9');
  const linha = linhas[indice];
  if (!linha || linha.texto.length !== TAMANHO_REGISTRO_AFD['9']) return;
  (['2', '3', '4', '5', '6', '7'] as const).forEach((tipo, k) => {
    const campo = linha.texto.slice(9 + 9 * k, 18 + 9 * k);
    if (!/^\d{9}$/.test(campo)) return;
    const informado = Number(campo);
    if (informado === estado.registros[tipo]) return;
    estado.erros.push(
      erro(
        linha.numero,
        'TRAILER_CONTAGEM',
        `trailer informa ${informado} registro(s) tipo ${tipo}; o arquivo tem ${estado.registros[tipo]}`,
      ),
    );
  });
};
