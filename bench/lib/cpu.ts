// Onde vai a CPU de uma carga: os processos da API, o PostgreSQL (todos os processos `postgres`
// da máquina), o próprio gerador de carga e o resto da máquina, por pedido. Na máquina de 2
// núcleos os quatro dividem a mesma CPU: a razão a `/health` é, grosso modo, a razão entre a CPU
// de um `/health` e a de uma marcação, somadas as partes.
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs } from './api-processos.ts';

const TICK_MS = 10; // USER_HZ = 100 no Linux

/** CPU já gasta por processo `postgres` (pid → ms). */
const cpuDosPostgres = () => {
  const porPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const campos = stat.split(') ')[1]!.split(' ');
      porPid.set(pid, (Number(campos[11]) + Number(campos[12])) * TICK_MS);
    } catch {
      // o processo saiu entre a listagem e a leitura
    }
  }
  return porPid;
};

/**
 * CPU dos processos `postgres` entre duas amostras: a dos que seguem vivos e a dos que nasceram no
 * meio. Um processo que saiu no meio leva a sua parte (a subtração do total anterior daria
 * negativo).
 */
const cpuDoBancoEntre = (a: Map<string, number>, b: Map<string, number>) => {
  let ms = 0;
  for (const [pid, depois] of b) ms += depois - (a.get(pid) ?? 0);
  return ms;
};

/**
 * CPU da máquina inteira (linha `cpu` de /proc/stat), em ms: ocupada pelos processos, ociosa e
 * roubada (`steal`: a máquina virtual esperou o hipervisor, que servia outras máquinas).
 */
const cpuDaMaquina = () => {
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = v.map((x) => Number(x) || 0);
  return {
    ocupada: (user! + nice! + system! + irq! + softirq!) * TICK_MS,
    ociosa: (idle! + iowait!) * TICK_MS,
    roubada: steal! * TICK_MS,
  };
};

const amostra = (pids: number[]) => {
  const proprio = process.cpuUsage();
  return {
    api: pids.reduce((s, p) => s + cpuMs(p), 0),
    banco: cpuDosPostgres(),
    gerador: (proprio.user + proprio.system) / 1000,
    ...cpuDaMaquina(),
  };
};

export type CpuPorPedido = {
  api: number;
  banco: number;
  gerador: number;
  outros: number;
  total: number;
  /** Fração da CPU da máquina que ficou ociosa durante a carga. */
  ociosa: number;
  /** Fração que o hipervisor tirou da máquina (outras máquinas virtuais no mesmo hospedeiro). */
  roubada: number;
};

/** Mede a CPU por pedido de `carga` (que devolve quantos pedidos fez), por componente. */
export const medirCpu = async <R>(
  pids: number[],
  carga: () => Promise<R>,
  pedidos: number,
): Promise<{ resultado: R; cpu: CpuPorPedido }> => {
  const a = amostra(pids);
  const resultado = await carga();
  const b = amostra(pids);
  const por = (x: number) => x / pedidos;
  const api = por(b.api - a.api);
  const banco = por(cpuDoBancoEntre(a.banco, b.banco));
  const gerador = por(b.gerador - a.gerador);
  const total = por(b.ocupada - a.ocupada);
  const ociosa = b.ociosa - a.ociosa;
  const roubada = b.roubada - a.roubada;
  const decorrida = ociosa + roubada + b.ocupada - a.ocupada;
  return {
    resultado,
    cpu: {
      api,
      banco,
      gerador,
      outros: Math.max(0, total - api - banco - gerador),
      total,
      ociosa: ociosa / decorrida,
      roubada: roubada / decorrida,
    },
  };
};

export const descreverCpu = (c: CpuPorPedido) =>
  `CPU por pedido ${c.total.toFixed(2)} ms (API ${c.api.toFixed(2)}, PostgreSQL ${c.banco.toFixed(2)}, gerador ${c.gerador.toFixed(2)}, outros ${c.outros.toFixed(2)}); máquina ${Math.round(c.ociosa * 100)} % ociosa, ${Math.round(c.roubada * 100)} % roubada pelo hipervisor`;
