import { listarFeriados } from '@jornada/feriados';
import { CliError } from '../cli-error.ts';

const USO = 'uso: jornada feriados <ano> [--uf XX]';

type Argumentos = { ano: number; uf?: string };

const lerArgumentos = (args: string[]): Argumentos => {
  let ano: string | undefined;
  let uf: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--uf') {
      uf = args[++i];
      if (uf === undefined || uf.startsWith('--'))
        throw new CliError(`--uf exige a sigla da UF. ${USO}`);
    } else if (arg.startsWith('--uf=')) {
      uf = arg.slice('--uf='.length);
    } else if (arg.startsWith('-')) {
      throw new CliError(`opção desconhecida: ${arg}. ${USO}`);
    } else if (ano === undefined) {
      ano = arg;
    } else {
      throw new CliError(`argumento a mais: ${arg}. ${USO}`);
    }
  }
  if (ano === undefined) throw new CliError(`informe o ano. ${USO}`);
  if (!/^\d{4}$/.test(ano))
    throw new CliError(`ano inválido: "${ano}" (use quatro dígitos, ex.: 2026)`);
  return { ano: Number(ano), ...(uf === undefined ? {} : { uf }) };
};

/** `jornada feriados <ano> [--uf XX]`: feriados trabalhistas do ano (engine-contract.md). */
export const runFeriados = (args: string[]): string => {
  const { ano, uf } = lerArgumentos(args);
  try {
    return JSON.stringify(listarFeriados(ano, uf === undefined ? {} : { uf }), null, 2);
  } catch (erro) {
    // UF ou ano fora do aceito: mensagem do pacote, já em português, vira erro de uso (saída 2).
    throw new CliError((erro as Error).message);
  }
};
