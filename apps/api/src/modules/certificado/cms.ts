import { createHash, type KeyObject, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// pkijs sobre o WebCrypto do Node: nada de binário nem de rede, só JavaScript e OpenSSL do Node.
const motor = new pkijs.CryptoEngine({
  name: 'node',
  crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'],
});
pkijs.setEngine('node', motor);

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

/** Quem assina: cadeia (titular primeiro, DER) e a chave privada já aberta. */
export type Assinante = { certificados: Buffer[]; chave: KeyObject; titular: string };

const paraArrayBuffer = (b: Buffer): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

const atributo = (type: string, valor: asn1js.AsnType) =>
  new pkijs.Attribute({ type, values: [valor] });

/**
 * ESS signing-certificate-v2 (RFC 5035): o hash SHA-256 do certificado do signatário dentro dos
 * atributos assinados — exigido pelo CAdES-BES e pelo PAdES (ETSI.CAdES.detached). Algoritmo
 * padrão SHA-256, por isso omitido (DEFAULT).
 */
const signingCertificateV2 = (certificadoDer: Buffer) =>
  new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [
              new asn1js.OctetString({
                valueHex: paraArrayBuffer(createHash('sha256').update(certificadoDer).digest()),
              }),
            ],
          }),
        ],
      }),
    ],
  });

/**
 * Assinatura CMS destacada (CAdES-BES) sobre um resumo SHA-256 já calculado: serve ao `.p7s` do
 * AFD/AEJ (Portaria 671 art. 86–88; resumo feito enquanto o arquivo é transmitido) e ao PAdES do
 * comprovante. `momento` entra como signing-time no CAdES; o PAdES não o usa (a hora vai no
 * dicionário da assinatura do PDF).
 */
export const assinarResumo = async (
  resumoSha256: Buffer,
  assinante: Assinante,
  momento: Date | null,
): Promise<Buffer> => {
  const [titularDer, ...cadeia] = assinante.certificados;
  if (!titularDer) throw new Error('certificado do signatário ausente');
  const certificados = [titularDer, ...cadeia].map((der) =>
    pkijs.Certificate.fromBER(paraArrayBuffer(der)),
  );
  const titular = certificados[0]!;
  const atributos = [
    atributo(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
    ...(momento ? [atributo(OID.signingTime, new asn1js.UTCTime({ valueDate: momento }))] : []),
    atributo(
      OID.messageDigest,
      new asn1js.OctetString({ valueHex: paraArrayBuffer(resumoSha256) }),
    ),
    atributo(OID.signingCertificateV2, signingCertificateV2(titularDer)),
  ];
  const dados = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    certificates: certificados,
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: titular.issuer,
          serialNumber: titular.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: atributos }),
      }),
    ],
  });
  const chave = await webcrypto.subtle.importKey(
    'pkcs8',
    assinante.chave.export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  await dados.sign(chave as unknown as Parameters<pkijs.SignedData['sign']>[0], 0, 'SHA-256');
  const conteudo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: dados.toSchema(true),
  });
  return Buffer.from(conteudo.toSchema().toBER(false));
};

/** `.p7s` destacado de bytes inteiros (arquivos pequenos; o AFD usa o resumo do fluxo). */
export const assinarBytes = (bytes: Uint8Array, assinante: Assinante, momento: Date) =>
  assinarResumo(createHash('sha256').update(bytes).digest(), assinante, momento);

/**
 * Confere uma assinatura destacada contra o resumo do conteúdo: a assinatura RSA sobre os
 * atributos, o messageDigest e o certificado do signatário. Usado nos testes e na verificação.
 */
export const verificarAssinatura = async (p7s: Buffer, conteudo: Uint8Array): Promise<boolean> => {
  try {
    const info = pkijs.ContentInfo.fromBER(paraArrayBuffer(p7s));
    const dados = new pkijs.SignedData({ schema: info.content });
    return await dados.verify({
      signer: 0,
      data: paraArrayBuffer(Buffer.from(conteudo)),
      checkChain: false,
    });
  } catch {
    return false;
  }
};
