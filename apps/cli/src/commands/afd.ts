import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { lerMarcacoesAfd, type Sha256Hex, validarAfd } from '@jornada/domain';
import { CliError } from '../cli-error.ts';

const USO =
  'uso: jornada afd validar <arquivo> [--hash-anterior <sha256>] | jornada afd ler <arquivo>';

/** SHA-256 de node:crypto, injetado no domínio (que não faz I/O nem criptografia). */
const sha256: Sha256Hex = (bytes) => createHash('sha256').update(bytes).digest('hex');

type Argumentos = { subcomando: 'validar' | 'ler'; arquivo: string; hashAnterior?: string };

const lerArgumentos = (args: string[]): Argumentos => {
  const [subcomando, ...resto] = args;
  if (subcomando !== 'validar' && subcomando !== 'ler') {
    throw new CliError(subcomando ? `subcomando desconhecido: afd ${subcomando}. ${USO}` : USO);
  }
  let arquivo: string | undefined;
  let hashAnterior: string | undefined;
  for (let i = 0; i < resto.length; i++) {
    const arg = resto[i] ?? '';
    if (arg === '--hash-anterior' && subcomando === 'validar') {
      hashAnterior = resto[++i];
      if (!hashAnterior || !/^[0-9a-fA-F]{64}$/.test(hashAnterior)) {
        throw new CliError(
          '--hash-anterior exige o SHA-256 (64 hexadecimais) do último tipo 7 anterior ao arquivo',
        );
      }
    } else if (arg.startsWith('--')) {
      throw new CliError(`opção desconhecida: ${arg}. ${USO}`);
    } else if (arquivo === undefined) {
      arquivo = arg;
    } else {
      throw new CliError(`argumento a mais: ${arg}. ${USO}`);
    }
  }
  if (arquivo === undefined) throw new CliError(`informe o arquivo AFD. ${USO}`);
  return { subcomando, arquivo, ...(hashAnterior === undefined ? {} : { hashAnterior }) };
};

const MOTIVOS: Record<string, string> = {
  ENOENT: 'arquivo não encontrado',
  EISDIR: 'é um diretório',
  EACCES: 'sem permissão de leitura',
};

const lerArquivo = (caminho: string): Uint8Array => {
  try {
    return readFileSync(caminho);
  } catch (erro) {
    const codigo = (erro as NodeJS.ErrnoException).code ?? '';
    throw new CliError(`não foi possível ler "${caminho}": ${MOTIVOS[codigo] ?? codigo}`);
  }
};

type Saida = { stdout: string; exitCode: number };

/**
 * `jornada afd ler <arquivo>`: as marcações de um AFD de qualquer leiaute (671, 1510, 1510 + 595)
 * em `{ leiaute, modelo, marcacoes, avisos, erros }`; exit 0 lido (com avisos ou não), 1 quando
 * algo não pôde ser lido (`erros` diz a linha).
 */
const ler = (arquivo: string): Saida => {
  const lido = lerMarcacoesAfd(lerArquivo(arquivo), { nomeArquivo: basename(arquivo), sha256 });
  const saida = {
    leiaute: lido.leiaute,
    modelo: lido.modelo,
    marcacoes: lido.marcacoes.map(({ nsr, dataHora, cpf, pis }) => ({ nsr, dataHora, cpf, pis })),
    avisos: lido.avisos,
    erros: lido.erros,
  };
  return { stdout: JSON.stringify(saida, null, 2), exitCode: lido.erros.length > 0 ? 1 : 0 };
};

/**
 * `jornada afd validar <arquivo>`: confere o AFD contra a Portaria 671 (Anexo V) e imprime
 * `{ valido, leiaute, modelo, registros, erros, avisos }`; exit 0 válido, 1 inválido, 2 uso errado
 * ou arquivo ilegível. `jornada afd ler <arquivo>`: ver `ler`.
 */
export const runAfd = (args: string[]): Saida => {
  const { subcomando, arquivo, hashAnterior } = lerArgumentos(args);
  if (subcomando === 'ler') return ler(arquivo);
  const resultado = validarAfd(lerArquivo(arquivo), sha256, {
    nomeArquivo: basename(arquivo),
    ...(hashAnterior ? { hashAnterior } : {}),
  });
  return { stdout: JSON.stringify(resultado, null, 2), exitCode: resultado.valido ? 0 : 1 };
};
