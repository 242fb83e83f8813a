// Peças comuns dos benchmarks de uma empresa grande no PostgreSQL (espelho, banco de horas):
// INSERT de várias linhas, os 10.000 colaboradores alocados nas escalas da demo e a medição de
// parede, CPU e pico de memória de um trecho.
import { writeFileSync } from 'node:fs';
import type { DbHandle } from '../../apps/api/src/db/client.ts';
import { cpfValido } from '../../apps/api/src/seed/demo-dados.ts';
import { memoria } from './api-processos.ts';

type Sql = DbHandle['query'];
export type Jornada = 'comercial' | 'seisPorUm' | 'noturno';
export type PessoaBench = { i: number; cpf: string; jornada: Jornada };

/**
 * INSERT de várias linhas: até 1.000 por comando (`colunas` são pares [nome, tipo]; o tipo vai
 * no cast do parâmetro). Devolve os ids quando `retorno` é 'returning id'.
 */
export const inserirEmLotes = async (
  sql: Sql,
  tabela: string,
  colunas: [string, string][],
  linhas: unknown[][],
  retorno = '',
) => {
  const ids: number[] = [];
  const nomes = colunas.map(([c]) => c).join(',');
  for (let i = 0; i < linhas.length; i += 1000) {
    const lote = linhas.slice(i, i + 1000);
    const valores = lote.map(
      (_, r) =>
        `(${colunas.map(([, tipo], c) => `$${r * colunas.length + c + 1}::${tipo}`).join(',')})`,
    );
    const rows = await sql<{ id: number }>(
      `insert into ${tabela} (${nomes}) values ${valores.join(',')} ${retorno}`,
      lote.flat(),
    );
    ids.push(...rows.map((x) => x.id));
  }
  return ids;
};

/**
 * `quantos` colaboradores na primeira filial da empresa (já semeada com a demo), espalhados pelos
 * departamentos e alocados desde 01/03/2024: 60 % comercial 5x2, 30 % 6x1, 10 % vigia noturno
 * (as escalas e os horários da demo).
 */
export const semearColaboradores = async (sql: Sql, empresaId: number, quantos: number) => {
  const [filial] = await sql<{ id: number }>(
    'select min(id) as id from filial where empresa_id = $1',
    [empresaId],
  );
  const deps = await sql<{ id: number }>('select id from departamento where empresa_id = $1', [
    empresaId,
  ]);
  const escalas = await sql<{ id: number; codigo: string }>(
    'select id, codigo from escala where empresa_id = $1',
    [empresaId],
  );
  const escalaId = (codigo: string) => escalas.find((e) => e.codigo === codigo)!.id;
  const jornadaDe = (i: number): Jornada =>
    i % 10 < 6 ? 'comercial' : i % 10 < 9 ? 'seisPorUm' : 'noturno';
  const codigo: Record<Jornada, string> = {
    comercial: 'COM-5X2',
    seisPorUm: 'LOJA-6X1',
    noturno: 'NOT-5X2',
  };
  const pessoas: PessoaBench[] = Array.from({ length: quantos }, (_, i) => ({
    i,
    cpf: cpfValido(String(700_000_000 + i)),
    jornada: jornadaDe(i),
  }));
  const ids = await inserirEmLotes(
    sql,
    'usuario',
    [
      ['empresa_id', 'int'],
      ['nome', 'text'],
      ['email', 'text'],
      ['cpf', 'text'],
      ['filial_id', 'int'],
      ['departamento_id', 'int'],
      ['admissao', 'text'],
      ['cadastro_confirmado', 'boolean'],
    ],
    pessoas.map((p) => [
      empresaId,
      `Colaborador ${p.i}`,
      `bench${p.i}@demo.jornada.dev`,
      p.cpf,
      filial!.id,
      deps[p.i % deps.length]!.id,
      '2024-03-01',
      true,
    ]),
    'returning id',
  );
  await inserirEmLotes(
    sql,
    'alocacao',
    [
      ['empresa_id', 'int'],
      ['usuario_id', 'int'],
      ['escala_id', 'int'],
      ['inicio', 'text'],
    ],
    pessoas.map((p, k) => [empresaId, ids[k], escalaId(codigo[p.jornada]), '2024-03-01']),
  );
  // Estatísticas novas antes das marcações: com as da demo (17 pessoas), a verificação da chave
  // estrangeira marcacao → usuario escolhe o índice só por empresa e varre as 10.000 pessoas a cada
  // linha (o INSERT … SELECT de 1,2 milhão de marcações do banco de horas levava mais de 10 min).
  await sql('analyze usuario, alocacao');
  return { filialId: filial!.id, pessoas, ids };
};

/** Zera o pico de memória residente do processo (Linux: clear_refs 5); sem ele, o pico é do processo todo. */
const zerarPico = () => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {}
};

/** Tempo de parede, CPU deste processo (o banco roda em outro) e pico de memória da medição. */
export const medir = async <T>(f: () => Promise<T>) => {
  globalThis.gc?.();
  zerarPico();
  const [t, c] = [performance.now(), process.cpuUsage()];
  const valor = await f();
  const cpu = process.cpuUsage(c);
  const picoMb = memoria(process.pid).pico;
  return { valor, ms: performance.now() - t, cpuMs: (cpu.user + cpu.system) / 1000, picoMb };
};
