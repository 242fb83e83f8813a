import { CliError } from './cli-error.ts';
import { runAfd } from './commands/afd.ts';
import { runApurar } from './commands/apurar.ts';
import { runBancoHoras } from './commands/banco-horas.ts';
import { runConvocacao } from './commands/convocacao.ts';
import { runFeriados } from './commands/feriados.ts';
import { runFerias } from './commands/ferias.ts';
import { runSobreaviso } from './commands/sobreaviso.ts';

type Saida = { stdout: string; exitCode: number };

const USO =
  'uso: jornada apurar < entrada.json | jornada feriados <ano> [--uf XX] | jornada afd validar <arquivo> | jornada afd ler <arquivo> | jornada ferias < entrada.json | jornada sobreaviso < entrada.json | jornada convocacao < entrada.json | jornada banco-horas < entrada.json';

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const dispatch = async (args: string[]): Promise<Saida> => {
  const [comando, ...resto] = args;
  if (comando === 'apurar') return { stdout: runApurar(await readStdin()), exitCode: 0 };
  if (comando === 'banco-horas') return { stdout: runBancoHoras(await readStdin()), exitCode: 0 };
  if (comando === 'feriados') return { stdout: runFeriados(resto), exitCode: 0 };
  if (comando === 'afd') return runAfd(resto);
  if (comando === 'ferias') return { stdout: runFerias(await readStdin()), exitCode: 0 };
  if (comando === 'sobreaviso') return { stdout: runSobreaviso(await readStdin()), exitCode: 0 };
  if (comando === 'convocacao') return { stdout: runConvocacao(await readStdin()), exitCode: 0 };
  throw new CliError(comando ? `comando desconhecido: ${comando}. ${USO}` : USO);
};

try {
  const { stdout, exitCode } = await dispatch(process.argv.slice(2));
  process.stdout.write(`${stdout}\n`);
  process.exitCode = exitCode;
} catch (error) {
  // Entrada inválida: uma linha em pt-BR, nunca um stack trace.
  const mensagem =
    error instanceof CliError ? error.message : `erro inesperado: ${(error as Error).message}`;
  process.stderr.write(`jornada: ${mensagem.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = 2;
}
