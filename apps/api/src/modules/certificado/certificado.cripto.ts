import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import forge from 'node-forge';
import { AppError } from '../../shared/errors.ts';
import type { Assinante } from './cms.ts';

/** O que se guarda de um certificado (tabela `certificado_assinatura`). */
export type CertificadoGuardado = {
  titular: string;
  emissor: string;
  numeroSerie: string;
  validoDe: Date;
  validoAte: Date;
  certificadosPem: string;
  chavePem: string;
};

/** Chave privada em PKCS#8 cifrado com AES-256 (PBKDF2) — nunca guardada em claro. */
const cifrarChave = (chave: KeyObject, senha: string): string =>
  chave.export({
    type: 'pkcs8',
    format: 'pem',
    cipher: 'aes-256-cbc',
    passphrase: senha,
  }) as string;

const pemsDe = (texto: string): string[] =>
  texto.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

const descrever = (pems: string[], chavePem: string): CertificadoGuardado => {
  const x = new X509Certificate(pems[0]!);
  return {
    titular: x.subject.replaceAll('\n', ', '),
    emissor: x.issuer.replaceAll('\n', ', '),
    numeroSerie: x.serialNumber,
    validoDe: new Date(x.validFrom),
    validoAte: new Date(x.validTo),
    certificadosPem: pems.join('\n'),
    chavePem,
  };
};

/**
 * Certificado autoassinado de demonstração (RSA 2048, SHA-256, 5 anos) para o desenvolvedor
 * assinar comprovantes, AFD e AEJ na demo. Em produção o operador envia o A1 ICP-Brasil.
 */
export const gerarCertificadoDemo = (p: {
  razaoSocial: string;
  cnpj: string;
  senha: string;
  agora: Date;
}): CertificadoGuardado => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }) as string,
  );
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(p.agora.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(p.agora.getTime() + 5 * 365 * 86_400_000);
  // UTF8String (não PrintableString): os nomes têm acentos.
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  const nome = [
    { name: 'commonName', value: `${p.razaoSocial}:${p.cnpj} (DEMONSTRAÇÃO)`, valueTagClass: utf8 },
    { name: 'organizationName', value: p.razaoSocial, valueTagClass: utf8 },
    {
      shortName: 'OU',
      value: 'Certificado autoassinado de demonstração - sem validade jurídica',
      valueTagClass: utf8,
    },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  const chaveForge = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  );
  cert.sign(chaveForge, forge.md.sha256.create());
  return descrever([forge.pki.certificateToPem(cert)], cifrarChave(privateKey, p.senha));
};

/**
 * Lê o PKCS#12 (.pfx/.p12, A1 ICP-Brasil) enviado pelo operador com a senha dele e guarda a
 * chave recifrada com a senha do servidor. forge lê também os PFX antigos (3DES/RC2).
 */
export const importarPkcs12 = (
  arquivo: Buffer,
  senhaArquivo: string,
  senha: string,
): CertificadoGuardado => {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(arquivo.toString('binary')), senhaArquivo);
  } catch {
    throw new AppError(
      'CERTIFICADO_INVALIDO',
      'Arquivo PKCS#12 inválido ou senha incorreta.',
      400,
      'senha',
    );
  }
  const bolsas = (tipo: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: tipo })[tipo] ?? [];
  const { oids } = forge.pki;
  const chaves = [...bolsas(oids.pkcs8ShroudedKeyBag as string), ...bolsas(oids.keyBag as string)];
  const certs = bolsas(oids.certBag as string);
  const chave = chaves[0]?.key;
  if (!chave || certs.length === 0)
    throw new AppError(
      'CERTIFICADO_INVALIDO',
      'O PKCS#12 não contém certificado e chave privada.',
      400,
    );
  const chaveNode = createPrivateKey(forge.pki.privateKeyToPem(chave));
  const pems: string[] = certs.flatMap((b) => (b.cert ? [forge.pki.certificateToPem(b.cert)] : []));
  // O certificado do titular é o que corresponde à chave; os demais são a cadeia.
  const doTitular = pems.findIndex((pem) => new X509Certificate(pem).checkPrivateKey(chaveNode));
  if (doTitular < 0)
    throw new AppError(
      'CERTIFICADO_INVALIDO',
      'Nenhum certificado do arquivo corresponde à chave.',
      400,
    );
  const ordenados = [pems[doTitular]!, ...pems.filter((_, i) => i !== doTitular)];
  return descrever(ordenados, cifrarChave(chaveNode, senha));
};

/** Abre a chave guardada com a senha do servidor e monta quem assina. */
export const abrirAssinante = (
  c: { certificadosPem: string; chavePem: string; titular: string },
  senha: string,
): Assinante => ({
  certificados: pemsDe(c.certificadosPem).map((pem) => new X509Certificate(pem).raw),
  chave: createPrivateKey({ key: c.chavePem, format: 'pem', passphrase: senha }),
  titular: c.titular,
});
