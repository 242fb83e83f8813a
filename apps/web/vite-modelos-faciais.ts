import type { Plugin } from 'vite';

/**
 * Modelos da biblioteca facial (@vladmandic/human), que vêm dentro do pacote npm: o build os copia
 * para `modelos/human/` e o servidor de desenvolvimento os serve no mesmo caminho. Nada é baixado
 * de fora em tempo de execução; só os modelos que a captura usa (detector, descritor e vivacidade).
 * Quem lê o disco é o vite.config.ts (`ler`), o único lugar do web com acesso a node:*.
 */
export const MODELOS_FACIAIS = ['blazeface', 'faceres', 'liveness'] as const;
const PREFIXO = '/modelos/human/';
const ARQUIVOS: readonly string[] = MODELOS_FACIAIS.flatMap((m) => [`${m}.json`, `${m}.bin`]);

export const modelosFaciais = (ler: (arquivo: string) => Promise<Uint8Array>): Plugin => ({
  name: 'jornada:modelos-faciais',
  async generateBundle() {
    for (const nome of ARQUIVOS)
      this.emitFile({ type: 'asset', fileName: `modelos/human/${nome}`, source: await ler(nome) });
  },
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const nome = req.url?.startsWith(PREFIXO)
        ? req.url.slice(PREFIXO.length).split('?')[0]
        : null;
      if (!nome || !ARQUIVOS.includes(nome)) return next();
      const tipo = nome.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      ler(nome).then(
        (dados) => {
          res.setHeader('content-type', tipo);
          res.end(dados);
        },
        (erro: unknown) => next(erro),
      );
    });
  },
});
