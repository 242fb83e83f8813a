import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type EmailRecebido = { para: string[]; bruto: string; texto: string };

/** Decodifica quoted-printable (o suficiente para achar links no corpo de texto). */
const decodificarQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** Servidor SMTP real em loopback (smtp-server): a API envia por nodemailer e o teste lê. */
export const iniciarSmtp = async () => {
  const recebidos: EmailRecebido[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (c: Buffer) => partes.push(c));
      stream.on('end', () => {
        const bruto = Buffer.concat(partes).toString('utf8');
        recebidos.push({
          para: session.envelope.rcptTo.map((r) => r.address),
          bruto,
          texto: decodificarQp(bruto),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const porta = (server.server.address() as AddressInfo).port;

  /** Espera o próximo e-mail para `para` chegar (o envio pode ser em segundo plano). */
  const aguardar = async (para: string, depoisDe = 0): Promise<EmailRecebido> => {
    const limite = Date.now() + 10_000;
    for (;;) {
      const m = recebidos.slice(depoisDe).find((r) => r.para.includes(para));
      if (m) return m;
      if (Date.now() > limite) throw new Error(`nenhum e-mail para ${para}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  return {
    url: `smtp://127.0.0.1:${porta}`,
    recebidos,
    aguardar,
    fechar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
};

/** O link com ?token= (ou ?convite=) do corpo do e-mail, e o token dele. */
export const linkDoEmail = (m: EmailRecebido) => {
  const link = /https?:\/\/[^\s"<>]+[?&](?:token|convite)=[A-Za-z0-9._%-]+/.exec(m.texto)?.[0];
  if (!link) throw new Error('e-mail sem link');
  const url = new URL(link);
  return { link, token: url.searchParams.get('token') ?? url.searchParams.get('convite')! };
};
