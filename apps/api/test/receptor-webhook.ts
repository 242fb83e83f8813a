import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recebido = { headers: IncomingHttpHeaders; corpo: string };

/**
 * Receptor de webhooks para testes: servidor HTTP local numa porta livre que guarda cada
 * requisição e responde com os códigos da fila `respostas` (depois dela, `padrao`).
 */
export const iniciarReceptor = async () => {
  const recebidos: Recebido[] = [];
  const estado = { respostas: [] as number[], padrao: 200 };
  const servidor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recebidos.push({ headers: req.headers, corpo: Buffer.concat(partes).toString('utf8') });
      res.statusCode = estado.respostas.shift() ?? estado.padrao;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    recebidos,
    estado,
    fechar: () => new Promise<void>((r) => servidor.close(() => r())),
  };
};
