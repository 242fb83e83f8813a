import { X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { verificarAssinatura } from '../certificado/index.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
});
afterAll(() => t.close());

/** Separa o CMS e os intervalos de bytes assinados de um PDF PAdES. */
const assinaturaDoPdf = (pdf: Buffer) => {
  const texto = pdf.toString('latin1');
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(texto);
  if (!m) throw new Error('PDF sem /ByteRange');
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  const conteudo = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = texto.slice(a + b + 1, c - 1);
  const der = Buffer.from(hex, 'hex');
  // O espaço reservado tem zeros depois do DER: corta no tamanho declarado da SEQUENCE.
  const lido = asn1js.fromBER(der.buffer.slice(der.byteOffset, der.byteOffset + der.length));
  return { conteudo, cms: der.subarray(0, lido.offset), texto };
};

let codigo: string;

describe('comprovante de registro de ponto (Portaria 671 arts. 79–80)', () => {
  it('depois de marcar, o próprio trabalhador abre o PDF assinado em PAdES, sem pedir a ninguém', async () => {
    t.relogio.agora = new Date('2026-11-16T11:02:31Z');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/MarcarPonto3',
      headers: como('colaborador'),
      payload: {},
    });
    ({ comprovanteId: codigo } = r.json().Data);
    const pdf = await t.app.inject({
      method: 'GET',
      url: r.json().Data.comprovanteUrl,
      headers: como('colaborador'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { conteudo, cms, texto } = assinaturaDoPdf(bytes);
    expect(texto).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(await verificarAssinatura(cms, conteudo)).toBe(true);
    // Um byte a mais no conteúdo e a assinatura não confere.
    expect(await verificarAssinatura(cms, Buffer.concat([conteudo, Buffer.from(' ')]))).toBe(false);
  });

  it('o PDF é assinado pelo certificado de demonstração do desenvolvedor quando a empresa não tem o seu', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/main/comprovantes/${codigo}/pdf`,
      headers: como('colaborador'),
    });
    const { cms } = assinaturaDoPdf(pdf.rawPayload);
    const info = pkijs.ContentInfo.fromBER(
      cms.buffer.slice(cms.byteOffset, cms.byteOffset + cms.length),
    );
    const dados = new pkijs.SignedData({ schema: info.content });
    const cert = dados.certificates?.[0] as pkijs.Certificate;
    const x = new X509Certificate(Buffer.from(cert.toSchema().toBER(false)));
    expect(x.subject).toContain('Jornada Tecnologia Ltda:44555666000199 (DEMONSTRAÇÃO)');
  });

  it('o RH também abre; outro colaborador recebe 404', async () => {
    const url = `/api/main/comprovantes/${codigo}/pdf`;
    expect((await t.app.inject({ method: 'GET', url, headers: como('rh') })).statusCode).toBe(200);
    const outro = await t.token('colaborador02@demo.jornada.dev');
    const r = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${outro}` },
    });
    expect(r.statusCode).toBe(404);
  });

  it('lista os comprovantes das últimas 48 horas por padrão, mais recentes primeiro', async () => {
    t.relogio.agora = new Date('2026-11-17T11:00:00Z');
    await t.app.inject({
      method: 'POST',
      url: '/api/main/MarcarPonto3',
      headers: como('colaborador'),
      payload: {},
    });
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/comprovantes',
      headers: como('colaborador'),
    });
    expect(r.statusCode).toBe(200);
    const { desde, ate, items } = r.json().Data;
    expect([desde, ate]).toEqual(['2026-11-15T11:00:00.000Z', '2026-11-17T11:00:00.000Z']);
    expect(items.map((i: { hora: string }) => i.hora).slice(0, 2)).toEqual(['08:00', '08:02']);
    expect(
      items.every((i: { url: string; comprovanteId: string }) => i.url.includes(i.comprovanteId)),
    ).toBe(true);
  });
});

describe('conferência pública do comprovante (sem login)', () => {
  it('pelo código: autêntico, hash recalculado confere, CPF mascarado', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/main/comprovantes/verificar?codigo=${codigo}`,
    });
    expect(r.statusCode).toBe(200);
    const v = r.json().Data;
    expect(v).toMatchObject({
      autentico: true,
      hashConfere: true,
      comprovanteId: codigo,
      marcadoEm: '2026-11-16T08:02:00-0300',
      numeroInpi: '51202300123456789',
      empregador: { nome: 'Demo Comércio Ltda', cnpj: '11222333000181' },
      trabalhador: { nome: 'Paula Andrade' },
    });
    expect(v.trabalhador.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
  });

  it('pelo hash completo também; código inexistente é 404; formato errado é 400', async () => {
    const [m] = await t.db.query<{ hash: string }>(
      'select hash from marcacao where left(hash, 20) = $1',
      [codigo.toLowerCase()],
    );
    const porHash = await t.app.inject({
      method: 'GET',
      url: `/api/main/comprovantes/verificar?codigo=${m!.hash}`,
    });
    expect(porHash.json().Data.comprovanteId).toBe(codigo);
    const nada = await t.app.inject({
      method: 'GET',
      url: '/api/main/comprovantes/verificar?codigo=00000000000000000000',
    });
    expect(nada.statusCode).toBe(404);
    const errado = await t.app.inject({
      method: 'GET',
      url: '/api/main/comprovantes/verificar?codigo=xyz',
    });
    expect(errado.statusCode).toBe(400);
  });
});
