import { SERVICOS } from '@jornada/contracts';
import type { AppDeTeste } from './app-de-teste.ts';
import { bearer } from './app-de-teste.ts';

/** Ajudas dos testes de mensagens (demo: empresa 2). */
export const M = SERVICOS.mensagens;

export const idDe = async (t: AppDeTeste, sql: string, params: unknown[] = []) => {
  const [r] = await t.db.query<{ id: number }>(sql, params);
  if (!r) throw new Error(`nada em: ${sql}`);
  return r.id;
};

export const usuarioId = (t: AppDeTeste, email: string) =>
  idDe(t, 'select id from usuario where empresa_id = 2 and email = $1', [email]);

/** Corpo multipart/form-data com campos de texto e, opcionalmente, o arquivo `anexo`. */
export const multipart = (
  campos: Record<string, string>,
  anexo?: { nome: string; tipo: string; bytes: Buffer },
) => {
  const limite = `----jornada${Date.now()}`;
  const partes: Buffer[] = Object.entries(campos).map(([k, v]) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (anexo)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="anexo"; filename="${anexo.nome}"\r\n` +
          `Content-Type: ${anexo.tipo}\r\n\r\n`,
      ),
      anexo.bytes,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
};

export const PDF_MINIMO = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const clienteMensagens = (t: AppDeTeste) => ({
  get: (token: string, url: string) =>
    t.app.inject({ method: 'GET', url: `${M}${url}`, headers: bearer(token) }),
  post: (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${M}${url}`, headers: bearer(token), payload }),
  /** Espera a entrega de push e e-mail (segundo plano) terminar para a mensagem. */
  aguardarEntrega: async (mensagemId: number) => {
    const limite = Date.now() + 15_000;
    for (;;) {
      const [r] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from mensagem_destinatario
          where empresa_id = 2 and mensagem_id = $1 and 'na_fila' in (status_push, status_email)`,
        [mensagemId],
      );
      if (r!.n === 0) return;
      if (Date.now() > limite) throw new Error('entrega não terminou');
      await new Promise((ok) => setTimeout(ok, 50));
    }
  },
});
