import {
  createDecipheriv,
  createECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { clienteEscala, GESTOR, gestaoDemoId, RH } from '../../../test/escala-teste.ts';

/**
 * Web Push de verdade: um serviço de push local (HTTPS em loopback, certificado autoassinado que
 * só o agente da API conhece) recebe o POST cifrado; o teste decifra com as chaves do "navegador"
 * (ECDH P-256 + auth, RFC 8291) e confere a assinatura VAPID (RFC 8292).
 */

type Recebido = { caminho: string; cabecalhos: Record<string, string | undefined>; corpo: Buffer };

/** Certificado autoassinado para 127.0.0.1 (node-forge, como o certificado de demonstração). */
const certificadoLocal = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }) as string,
  );
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const nome = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string),
    forge.md.sha256.create(),
  );
  return {
    cert: forge.pki.certificateToPem(cert),
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
};

/** Serviço de push em loopback: responde 201, ou o status configurado para um caminho. */
const iniciarServicoPush = async () => {
  const { cert, key } = certificadoLocal();
  const recebidos: Recebido[] = [];
  const respostas = new Map<string, number>();
  const server: Server = createServer({ cert, key }, (req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      const caminho = req.url ?? '';
      recebidos.push({
        caminho,
        cabecalhos: {
          metodo: req.method,
          authorization: req.headers.authorization,
          'content-encoding': req.headers['content-encoding'],
          ttl: req.headers.ttl as string | undefined,
        },
        corpo: Buffer.concat(partes),
      });
      res.statusCode = respostas.get(caminho) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origem = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origem,
    recebidos,
    respostas,
    agente: new Agent({ ca: cert }),
    fechar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
};

/** O "navegador": par ECDH P-256 e segredo auth, como o PushManager.subscribe gera. */
const novoNavegador = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
};

/** Decifra um corpo aes128gcm (RFC 8188 + RFC 8291) com as chaves do navegador. */
const decifrar = (corpo: Buffer, nav: ReturnType<typeof novoNavegador>) => {
  const salt = corpo.subarray(0, 16);
  const tamanhoId = corpo.readUInt8(20);
  const chaveServidor = corpo.subarray(21, 21 + tamanhoId);
  const cifrado = corpo.subarray(21 + tamanhoId);
  const segredo = nav.ecdh.computeSecret(chaveServidor);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    nav.ecdh.getPublicKey(),
    chaveServidor,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', segredo, nav.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decifrador = createDecipheriv('aes-128-gcm', cek, nonce);
  decifrador.setAuthTag(cifrado.subarray(-16));
  const claro = Buffer.concat([decifrador.update(cifrado.subarray(0, -16)), decifrador.final()]);
  // Último registro: o conteúdo termina no delimitador 0x02 (o resto é preenchimento).
  return JSON.parse(claro.subarray(0, claro.lastIndexOf(2)).toString('utf8')) as {
    titulo: string;
    mensagem: string;
    url: string;
  };
};

/** Confere `Authorization: vapid t=<JWT ES256>, k=<chave pública>` contra a chave do servidor. */
const conferirVapid = async (authorization: string | undefined, chave: string, aud: string) => {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(m, `Authorization VAPID: ${authorization}`).not.toBeNull();
  expect(m![2]).toBe(chave);
  const ponto = Buffer.from(chave, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: ponto.subarray(1, 33).toString('base64url'),
    y: ponto.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(m![1]!, await importJWK(jwk, 'ES256'));
  expect(payload.aud).toBe(aud);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
};

let t: AppDeTeste;
let push: Awaited<ReturnType<typeof iniciarServicoPush>>;
let colaborador: string;
let gestor: string;
let paulaId: number;
let motivo: number;
let chaveVapid: string;
/** O navegador da colaboradora inscrito no primeiro teste (continua inscrito no segundo). */
let navPaula: ReturnType<typeof novoNavegador>;

beforeAll(async () => {
  push = await iniciarServicoPush();
  t = await createAppDeTeste({ acesso: { push: { agente: push.agente } } });
  colaborador = await t.token('colaborador@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  const [paula] = await t.db.query<{ id: number }>(
    "select id from usuario where email = 'colaborador@demo.jornada.dev'",
  );
  paulaId = paula!.id;
  const motivos = await t.app.inject({
    method: 'GET',
    url: '/api/main/CarregarMotivosMarcacao',
    headers: bearer(colaborador),
  });
  motivo = (motivos.json().Data as { id: number; descricao: string }[]).find(
    (m) => m.descricao === 'Marcação indevida',
  )!.id;
  const chave = await t.app.inject({ method: 'GET', url: '/api/auth/push/chave-publica' });
  chaveVapid = chave.json().data.publicKey;
});
afterAll(async () => {
  await t?.close();
  await push?.fechar();
});

const inscrever = (uuid: string, caminho: string, nav: ReturnType<typeof novoNavegador>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/push/inscricao',
    headers: bearer(colaborador),
    payload: { uuid, subscription: { endpoint: `${push.origem}${caminho}`, keys: nav.keys } },
  });

/** A colaboradora pede a inclusão de uma marcação; o gestor decide. */
const pedirEDecidir = async (data: string, status: 'Aprovada' | 'Reprovada') => {
  const pedido = await t.app.inject({
    method: 'POST',
    url: '/api/main/IncluirMarcacao',
    headers: bearer(colaborador),
    payload: { data, hora: '18:05', motivoId: motivo },
  });
  expect(pedido.statusCode).toBe(200);
  const id = pedido.json().Data.tratamentos[0].id as number;
  const decisao = await t.app.inject({
    method: 'POST',
    url: `/api/main/tratamentos/${id}/decisao`,
    headers: bearer(gestor),
    payload: { status, observacao: 'conferido com a equipe' },
  });
  expect(decisao.statusCode).toBe(200);
  await t.app.aguardarNotificacoes();
};

const inscricoes = () =>
  t.db.query<{ uuid: string }>(
    'select uuid from push_inscricao where empresa_id = 2 and usuario_id = $1 order by uuid',
    [paulaId],
  );

describe('Web Push: aviso ao colaborador quando decidem o pedido dele', () => {
  it('tratamento aprovado: o serviço de push recebe o POST cifrado e assinado com VAPID', async () => {
    const nav = novoNavegador();
    navPaula = nav;
    expect((await inscrever('navegador-paula-1', '/push/paula-1', nav)).statusCode).toBe(200);

    await pedirEDecidir('2026-11-11', 'Aprovada');

    const recebidos = push.recebidos.filter((r) => r.caminho === '/push/paula-1');
    expect(recebidos).toHaveLength(1);
    const [r] = recebidos;
    expect(r!.cabecalhos).toMatchObject({ metodo: 'POST', 'content-encoding': 'aes128gcm' });
    expect(Number(r!.cabecalhos.ttl)).toBeGreaterThan(0);
    await conferirVapid(r!.cabecalhos.authorization, chaveVapid, push.origem);
    // O corpo só abre com as chaves do navegador.
    expect(r!.corpo.includes(Buffer.from('aprovado'))).toBe(false);
    expect(decifrar(r!.corpo, nav)).toEqual({
      titulo: 'Ajuste de ponto aprovado',
      mensagem:
        'Seu pedido de ajuste do ponto de 11/11/2026 foi aprovado. Observação: conferido com a equipe',
      url: '/#/dashboard/minhas-rotinas/espelho',
    });
  });

  it('inscrição encerrada (410) é removida; falha do serviço (500) não desfaz a decisão', async () => {
    const antigo = novoNavegador();
    const instavel = novoNavegador();
    await inscrever('navegador-paula-antigo', '/push/expirada', antigo);
    await inscrever('navegador-paula-instavel', '/push/instavel', instavel);
    push.respostas.set('/push/expirada', 410);
    push.respostas.set('/push/instavel', 500);

    await pedirEDecidir('2026-11-12', 'Reprovada');

    for (const caminho of ['/push/paula-1', '/push/expirada', '/push/instavel'])
      expect(push.recebidos.some((r) => r.caminho === caminho)).toBe(true);
    expect((await inscricoes()).map((i) => i.uuid)).toEqual([
      'navegador-paula-1',
      'navegador-paula-instavel',
    ]);
    const [reprovado] = push.recebidos.filter((r) => r.caminho === '/push/paula-1').slice(-1);
    expect(decifrar(reprovado!.corpo, navPaula).titulo).toBe('Ajuste de ponto reprovado');
    // A decisão ficou gravada mesmo com o push falhando.
    const [t12] = await t.db.query<{ status: string }>(
      "select status from marcacao_tratamento where empresa_id = 2 and usuario_id = $1 and data = '2026-11-12'",
      [paulaId],
    );
    expect(t12!.status).toBe('Reprovada');
  });

  it('ação de escala aprovada pelo RH: a pessoa da escala recebe o aviso', async () => {
    const escala = clienteEscala(t);
    const gestao = await gestaoDemoId(t);
    expect(
      (await escala.put(RH, '/gestao', { id: gestao, exigirAprovacao: true })).statusCode,
    ).toBe(200);
    const pedido = await escala.post(GESTOR, '/acao', {
      usuarioId: paulaId,
      data: '2026-11-19',
      tipoAcao: 'MudarParaFolga',
    });
    expect(pedido.json().data.status).toBe('ParaAprovar');
    const antes = push.recebidos.length;

    const aprovada = await escala.put(RH, '/acao/status', {
      id: pedido.json().data.id,
      status: 'Aprovada',
    });
    expect(aprovada.statusCode).toBe(200);
    await t.app.aguardarNotificacoes();

    const novos = push.recebidos.slice(antes).filter((r) => r.caminho === '/push/paula-1');
    expect(novos).toHaveLength(1);
    expect(decifrar(novos[0]!.corpo, navPaula)).toEqual({
      titulo: 'Alteração de escala aprovada',
      mensagem: 'A alteração de escala de 19/11/2026 (mudar para folga) foi aprovada.',
      url: '/#/dashboard/minhas-rotinas/calendario',
    });
  });
});
