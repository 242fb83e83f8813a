import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
});
afterAll(() => t.close());

/** PKCS#12 (A1) como o operador enviaria: certificado e chave, protegidos por senha (3DES). */
const pkcs12 = (senha: string, validade = 365) => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chave = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(chave.n, chave.e);
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date(Date.parse('2026-01-01T00:00:00Z') + validade * 86_400_000);
  const nome = [{ name: 'commonName', value: 'DEMO COMERCIO LTDA:11222333000181' }];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.sign(chave, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(chave, [cert], senha, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
};

const enviar = (arquivo: Buffer, senha: string, token = rh) => {
  const limite = '----cert';
  const corpo = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="senha"\r\n\r\n${senha}\r\n`),
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="a1.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
    ),
    arquivo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/main/certificados',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${limite}`,
    },
    payload: corpo,
  });
};

describe('certificados de assinatura (Portaria 671 arts. 86–88)', () => {
  it('sem certificado próprio, a empresa usa o de demonstração do desenvolvedor', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/certificados',
      headers: { authorization: `Bearer ${rh}` },
    });
    expect(r.json().Data).toEqual([
      expect.objectContaining({ origem: 'demo', doDesenvolvedor: true, ativo: true }),
    ]);
  });

  it('senha errada é 400; colaborador não envia (403); certificado vencido é recusado', async () => {
    const arquivo = pkcs12('senha-do-a1');
    expect((await enviar(arquivo, 'errada')).statusCode).toBe(400);
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    expect((await enviar(arquivo, 'senha-do-a1', colaborador)).statusCode).toBe(403);
    const vencido = await enviar(pkcs12('x', 30), 'x');
    expect(vencido.json().codigo).toBe('CERTIFICADO_VENCIDO');
  });

  it('o A1 enviado passa a ser o ativo da empresa, com a chave guardada cifrada', async () => {
    const r = await enviar(pkcs12('senha-do-a1'), 'senha-do-a1');
    expect(r.statusCode).toBe(200);
    expect(r.json().Data).toMatchObject({
      origem: 'importado',
      ativo: true,
      doDesenvolvedor: false,
      numeroSerie: '0A1B2C',
    });
    const [c] = await t.db.query<{ chave_pem: string }>(
      'select chave_pem from certificado_assinatura where empresa_id = 2 and ativo',
    );
    expect(c!.chave_pem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/main/certificados',
      headers: { authorization: `Bearer ${rh}` },
    });
    expect(lista.json().Data.map((x: { doDesenvolvedor: boolean }) => x.doDesenvolvedor)).toEqual([
      false,
    ]);
  });
});
