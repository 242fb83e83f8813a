import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Envio de e-mail. Com SMTP configurado (SMTP_URL ou SMTP_HOST/PORT/USER/PASS), usa o servidor;
 * sem SMTP (modo embutido), grava cada mensagem em DATA_DIR/outbox como .eml e registra no log
 * o link contido nela — quem instala sem servidor de e-mail ainda consegue redefinir senhas.
 */
export type ConfigEmail =
  | { tipo: 'smtp'; url: string; de: string }
  | {
      tipo: 'smtp';
      host: string;
      porta: number;
      usuario?: string;
      senha?: string;
      seguro: boolean;
      de: string;
    }
  | { tipo: 'arquivo'; pasta: string; de: string };

export type Mensagem = {
  para: string;
  assunto: string;
  texto: string;
  html: string;
  link?: string;
};
type Log = { info: (obj: object, msg: string) => void };

export const createMailer = (config: ConfigEmail, log: Log) => {
  const transporte =
    config.tipo === 'arquivo'
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : 'url' in config
        ? nodemailer.createTransport(config.url)
        : nodemailer.createTransport({
            host: config.host,
            port: config.porta,
            secure: config.seguro,
            auth: config.usuario ? { user: config.usuario, pass: config.senha ?? '' } : undefined,
          });

  const enviar = async (m: Mensagem): Promise<void> => {
    const info = await transporte.sendMail({
      from: config.de,
      to: m.para,
      subject: m.assunto,
      text: m.texto,
      html: m.html,
    });
    if (config.tipo !== 'arquivo') return;
    mkdirSync(config.pasta, { recursive: true });
    const arquivo = join(config.pasta, `${Date.now()}-${crypto.randomUUID()}.eml`);
    writeFileSync(arquivo, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    log.info({ para: m.para, arquivo, link: m.link }, `e-mail gravado (sem SMTP): ${m.assunto}`);
  };

  return { enviar, fechar: () => transporte.close() };
};
export type Mailer = ReturnType<typeof createMailer>;

const escaparHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Mensagem simples com um botão: texto puro + HTML mínimo, sempre em pt-BR. */
export const mensagemComLink = (v: {
  para: string;
  assunto: string;
  saudacao: string;
  paragrafos: string[];
  rotuloBotao: string;
  link: string;
  rodape: string;
}): Mensagem => ({
  para: v.para,
  assunto: v.assunto,
  link: v.link,
  texto: [v.saudacao, '', ...v.paragrafos, '', `${v.rotuloBotao}: ${v.link}`, '', v.rodape].join(
    '\n',
  ),
  html: [
    `<p>${escaparHtml(v.saudacao)}</p>`,
    ...v.paragrafos.map((p) => `<p>${escaparHtml(p)}</p>`),
    `<p><a href="${escaparHtml(v.link)}">${escaparHtml(v.rotuloBotao)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escaparHtml(v.rodape)}</p>`,
  ].join('\n'),
});
