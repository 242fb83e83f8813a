import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../shared/errors.ts';

/**
 * Proteção contra SSRF dos webhooks: o destino não pode ser a própria máquina nem a rede interna
 * (loopback, privadas, link-local — onde ficam os metadados de nuvem —, CGNAT, multicast,
 * reservadas). O nome é resolvido e TODOS os endereços conferidos, no cadastro e em cada
 * entrega; redirecionamentos não são seguidos. Só com `permitirRedeLocal` (desenvolvimento e
 * testes: WEBHOOK_REDE_LOCAL=true) a rede local é aceita (docs/decisoes/integracao.md).
 */
const bloqueados = new BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  bloqueados.addSubnet(rede, prefixo, 'ipv4');
for (const [rede, prefixo] of [
  ['::', 127],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  bloqueados.addSubnet(rede, prefixo, 'ipv6');

const bloqueado = (ip: string): boolean => {
  const mapeado = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapeado) return bloqueados.check(mapeado[1]!, 'ipv4');
  return bloqueados.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
};

const recusar = (motivo: string) =>
  new AppError('URL_NAO_PERMITIDA', `URL não permitida: ${motivo}`, 400, 'url');

/** Confere a URL de um webhook; lança 400 (campo `url`) se o destino não é permitido. */
export const conferirDestino = async (url: string, permitirRedeLocal: boolean): Promise<void> => {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw recusar('endereço inválido.');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw recusar('use http:// ou https://.');
  if (u.username || u.password) throw recusar('não inclua usuário e senha na URL.');
  if (permitirRedeLocal) return;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  let enderecos: string[];
  try {
    enderecos = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw recusar(`o nome ${host} não foi encontrado.`);
  }
  if (enderecos.length === 0 || enderecos.some(bloqueado))
    throw recusar('o destino é a rede interna (loopback, privada ou reservada).');
};
