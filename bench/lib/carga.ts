// Geradores de carga HTTP dos benchmarks: fechada (N clientes, cada um espera a resposta antes do
// próximo pedido) e aberta (taxa fixa, a latência conta desde o envio agendado).
import { percentil, requisitar } from './api-processos.ts';

export type Alvo = {
  /** URLs base dos processos da API (os pedidos se alternam entre eles). */
  urls: string[];
  /** Tokens de quem marca (os pedidos se alternam entre eles). */
  tokens: string[];
  caminho: string;
};

export type Resultado = {
  porSegundo: number;
  p50: number;
  p99: number;
  recusadas: number;
  /** Carga aberta: o p99 dos pedidos agendados em cada segundo (onde a cauda aparece). */
  p99PorSegundo?: number[];
};

const pedido = (alvo: Alvo, k: number) => {
  const post = alvo.caminho !== '/health';
  const url = `${alvo.urls[k % alvo.urls.length]}${alvo.caminho}`;
  const headers: Record<string, string> = post
    ? {
        authorization: `Bearer ${alvo.tokens[k % alvo.tokens.length]}`,
        'content-type': 'application/json',
      }
    : {};
  return requisitar(url, post ? 'POST' : 'GET', headers, post ? '{}' : undefined);
};

const resumo = (lat: number[], s: number, recusadas: number): Resultado => {
  lat.sort((x, y) => x - y);
  return {
    porSegundo: lat.length / s,
    p50: percentil(lat, 50),
    p99: percentil(lat, 99),
    recusadas,
  };
};

/** Carga fechada: `clientes` laços, `total` pedidos ao todo; mede a taxa de saturação. */
export const cargaFechada = async (
  alvo: Alvo,
  clientes: number,
  total: number,
): Promise<Resultado> => {
  let i = 0;
  const lat: number[] = [];
  let recusadas = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: clientes }, async () => {
      while (i < total) {
        const k = i++;
        const t0 = performance.now();
        const r = await pedido(alvo, k).catch(() => ({ status: 0 }));
        if (r.status === 200) lat.push(performance.now() - t0);
        else recusadas += 1;
      }
    }),
  );
  return resumo(lat, (performance.now() - inicio) / 1000, recusadas);
};

/**
 * Carga aberta a uma taxa fixa: o pedido k sai no instante k/taxa, responda o servidor ou não, e
 * a latência conta desde esse instante agendado — um servidor que atrasa não "segura" o cliente
 * (sem omissão coordenada).
 */
export const cargaAberta = async (
  alvo: Alvo,
  taxa: number,
  segundos: number,
): Promise<Resultado> => {
  const total = Math.round(taxa * segundos);
  const lat: number[] = [];
  const porSegundo = Array.from({ length: segundos }, () => [] as number[]);
  const pendentes: Promise<void>[] = [];
  let recusadas = 0;
  const inicio = performance.now();
  for (let k = 0; k < total; ) {
    const agora = performance.now();
    for (; k < total && inicio + (k * 1000) / taxa <= agora; k++) {
      const agendado = inicio + (k * 1000) / taxa;
      pendentes.push(
        pedido(alvo, k).then(
          (r) => {
            if (r.status !== 200) {
              recusadas += 1;
              return;
            }
            const ms = performance.now() - agendado;
            lat.push(ms);
            porSegundo[Math.min(segundos - 1, Math.floor((agendado - inicio) / 1000))]!.push(ms);
          },
          () => {
            recusadas += 1;
          },
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pendentes);
  const p99PorSegundo = porSegundo.map((l) =>
    percentil(
      l.sort((x, y) => x - y),
      99,
    ),
  );
  return { ...resumo(lat, (performance.now() - inicio) / 1000, recusadas), p99PorSegundo };
};
