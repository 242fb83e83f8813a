import { createHash } from 'node:crypto';
import type { ImportacaoAfd } from '@jornada/contracts';
import {
  type CabecalhoAfd,
  decodeLatin1,
  type ErroAfd,
  identificarLinhaAfd,
  lerRegistroAfd,
  type MarcacaoRepCAfd,
  validarAfd,
} from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Defeitos de uma linha que a tornam ilegível (a marcação é rejeitada, com o motivo). */
const DEFEITOS_DE_LINHA = new Set<ErroAfd['codigo']>([
  'TAMANHO_REGISTRO',
  'CAMPO_INVALIDO',
  'CRC_INVALIDO',
  'CODIFICACAO_UTF8',
  'CARACTERE_INVALIDO',
]);

export type Ocorrencia = ImportacaoAfd['ocorrencias'][number];
export type MarcacaoLida = { linha: number; texto: string; r: MarcacaoRepCAfd };

/** `2026-11-16T08:02:00-0300` → instante, data local, minuto e fuso. */
export const lerDataHora = (dh: string) => ({
  instante: new Date(`${dh.slice(0, 19)}${dh.slice(19, 22)}:${dh.slice(22, 24)}`),
  data: dh.slice(0, 10),
  minuto: Number(dh.slice(11, 13)) * 60 + Number(dh.slice(14, 16)),
  fuso: dh.slice(19, 24),
});

const cabecalhoDe = (primeira: string): CabecalhoAfd => {
  try {
    const r = lerRegistroAfd(primeira);
    if (r.tipo === '1') return r;
  } catch {
    // cai no erro abaixo
  }
  throw new AppError(
    'AFD_INVALIDO',
    'O arquivo não começa por um cabeçalho de AFD (tipo 1).',
    400,
    'arquivos',
  );
};

/**
 * Lê o AFD de um REP-C/REP-A: cabeçalho, tipo de REP (REP-C tem modelo), marcações tipo 3
 * legíveis e, à parte, as linhas tipo 3 rejeitadas (CRC, tamanho, campos) e os avisos do
 * arquivo que não impedem a importação (lacuna de NSR, trailer, assinatura). Diagnóstico pelo
 * validador do domínio.
 */
export const lerAfdImportado = (bytes: Buffer) => {
  const linhas = decodeLatin1(bytes).split(/\r?\n/);
  const cabecalho = cabecalhoDe(linhas[0] ?? '');
  const validacao = validarAfd(bytes, sha256);
  if (validacao.registros['7'] > 0)
    throw new AppError(
      'AFD_DE_REP_P',
      'Este AFD é de um REP-P (tipo 7); só se importam marcações de REP-C/REP-A (tipo 3).',
      400,
      'arquivos',
    );
  const defeitos = new Map<number, string>();
  const avisos: string[] = [];
  for (const e of validacao.erros) {
    if (DEFEITOS_DE_LINHA.has(e.codigo)) defeitos.set(e.linha, defeitos.get(e.linha) ?? e.mensagem);
    else avisos.push(`linha ${e.linha}: ${e.mensagem}`);
  }
  const marcacoes: MarcacaoLida[] = [];
  const rejeitadas: Ocorrencia[] = [];
  for (const [i, texto] of linhas.entries()) {
    if (identificarLinhaAfd(texto) !== '3') continue;
    const defeito = defeitos.get(i + 1);
    if (defeito)
      rejeitadas.push({ linha: i + 1, nsr: null, cpf: null, motivo: `rejeitada: ${defeito}` });
    else marcacoes.push({ linha: i + 1, texto, r: lerRegistroAfd(texto) as MarcacaoRepCAfd });
  }
  const tipo: 'REP-C' | 'REP-A' = cabecalho.modelo.trim() ? 'REP-C' : 'REP-A';
  return { cabecalho, tipo, marcacoes, rejeitadas, avisos };
};
