import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { SERVICOS } from '@jornada/contracts';
import type { Constatacao } from '@jornada/domain';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { loadConfiguracoes, registrarAlerta } from './alerta.registrar.ts';
import {
  alertaRegistroRepository,
  type ChaveAlerta,
  textoDaChave,
} from './alerta-registro.repository.ts';

/**
 * Alertas em tempo real sobre o app real: a marcação publica o evento, o assinante avalia as
 * regras (sem fila, logo depois do commit), grava o alerta e o entrega por Web Push de verdade a
 * um serviço de push local (HTTPS em loopback que só o agente da API conhece).
 */

const A = SERVICOS.alertas;
const GESTOR = 'gestor@demo.jornada.dev';
const COLABORADOR = 'colaborador@demo.jornada.dev';
const RH = 'rh@demo.jornada.dev';

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

let t: AppDeTeste;
let server: Server;
let origem: string;
const recebidos: string[] = [];

beforeAll(async () => {
  const { cert, key } = certificadoLocal();
  server = createServer({ cert, key }, (req, res) => {
    req.resume();
    req.on('end', () => {
      recebidos.push(req.url ?? '');
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origem = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createAppDeTeste({ acesso: { push: { agente: new Agent({ ca: cert }) } } });
}, 600_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((ok) => server.close(() => ok()));
});

const get = async (email: string, url: string) =>
  t.app.inject({ method: 'GET', url: `${A}${url}`, headers: bearer(await t.token(email)) });
const enviar = async (email: string, metodo: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: `${A}${url}`,
    headers: bearer(await t.token(email)),
    ...(payload ? { payload } : {}),
  });

/** Inscreve o "navegador" da pessoa no serviço de push local; devolve o caminho do endpoint. */
const inscrever = async (email: string) => {
  const caminho = `/push/${randomBytes(6).toString('hex')}`;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/auth/push/inscricao',
    headers: bearer(await t.token(email)),
    payload: {
      uuid: crypto.randomUUID(),
      subscription: {
        endpoint: `${origem}${caminho}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    },
  });
  expect(r.statusCode).toBeLessThan(300);
  return caminho;
};

/** Marca o ponto no instante dado (relógio do app) e espera a avaliação dos alertas. */
const marcarEm = async (email: string, instante: string) => {
  t.relogio.agora = new Date(instante);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: bearer(await t.token(email)),
    payload: {},
  });
  expect(r.statusCode).toBe(200);
  await t.app.alertasJobs.aguardar();
};

const idDe = async (email: string) => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = 2 and email = $1',
    [email],
  );
  return u!.id;
};

type Item = { id: number; tipo: string; descricao: string; lei: string; vistoEm: string | null };
const listar = async (email: string, query = '') => {
  const r = await get(email, `/alertas?${query}`);
  expect(r.statusCode).toBe(200);
  return r.json<{ data: { itens: Item[]; total: number; naoVistos: number } }>().data;
};

describe('alerta de interjornada na entrada', () => {
  it('a entrada com 9 h de descanso cria o alerta para o gestor, no app e por push', async () => {
    const [g] = await t.db.query<{ gestor_id: number }>(
      'select gestor_id from usuario where empresa_id = 2 and email = $1',
      [COLABORADOR],
    );
    expect(g!.gestor_id).toBe(await idDe(GESTOR));
    const caminho = await inscrever(GESTOR);
    // Domingo 15/11 às 23:00 e segunda 16/11 às 08:00 (Brasília): 9 h de descanso.
    await marcarEm(COLABORADOR, '2026-11-16T02:00:00Z');
    await marcarEm(COLABORADOR, '2026-11-16T11:00:00Z');

    const lista = await listar(GESTOR, 'tipo=interjornada');
    expect(lista.total).toBe(1);
    const alerta = lista.itens[0]!;
    expect(alerta.lei).toBe('CLT art. 66');
    expect(alerta.descricao).toContain('09h00 de descanso');
    expect(alerta.descricao).toContain('Regra: Descanso mínimo de 11 horas entre jornadas');
    expect(alerta.vistoEm).toBeNull();
    expect(recebidos).toContain(caminho);

    const detalhe = (await get(GESTOR, `/alertas/${alerta.id}`)).json<{
      data: { pessoaNome: string; entregas: { usuarioNome: string; statusPush: string }[] };
    }>().data;
    const doGestor = detalhe.entregas.find((e) => e.statusPush === 'enviado');
    expect(doGestor).toBeDefined();

    // O mesmo evento avaliado de novo (reentrega da fila) não cria outro alerta.
    const [m] = await t.db.query<{ id: number }>(
      `select id from marcacao where empresa_id = 2 and usuario_id = $1
        order by data_hora desc limit 1`,
      [await idDe(COLABORADOR)],
    );
    await t.app.alertasJobs.avaliarMarcacao({
      empresaId: 2,
      usuarioId: await idDe(COLABORADOR),
      marcacaoId: m!.id,
      data: '2026-11-16',
    });
    expect((await listar(GESTOR, 'tipo=interjornada')).total).toBe(1);
  });

  it('o gestor marca como visto; a leitura fica registrada e quem não recebeu não vê', async () => {
    const { itens } = await listar(GESTOR, 'tipo=interjornada');
    const id = itens[0]!.id;
    const antes = (await listar(GESTOR)).naoVistos;
    const r = await enviar(GESTOR, 'POST', `/alertas/${id}/visto`);
    expect(r.statusCode).toBe(200);
    expect((await listar(GESTOR)).naoVistos).toBe(antes - 1);
    const detalhe = (await get(GESTOR, `/alertas/${id}`)).json<{
      data: { leituras: { vistoEm: string }[]; vistoEm: string };
    }>().data;
    expect(detalhe.leituras).toHaveLength(1);
    expect(detalhe.vistoEm).toBe(r.json<{ data: { vistoEm: string } }>().data.vistoEm);
    // O RH vê todos os alertas da empresa; outra pessoa que não recebeu, não.
    expect((await listar(RH, 'escopo=empresa&tipo=interjornada')).total).toBe(1);
    expect((await get('gestora.cd@demo.jornada.dev', `/alertas/${id}`)).statusCode).toBe(404);
    expect((await get(COLABORADOR, '/alertas?escopo=empresa')).statusCode).toBe(403);
  });
});

describe('silêncio e resumo diário', () => {
  const foraDaCerca = async () => {
    const usuarioId = await idDe(COLABORADOR);
    const [m] = await t.db.query<{ id: number; data: string }>(
      `select id, data from marcacao where empresa_id = 2 and usuario_id = $1
        order by data_hora desc limit 1`,
      [usuarioId],
    );
    await t.app.alertasJobs.avaliarMarcacao({
      empresaId: 2,
      usuarioId,
      marcacaoId: m!.id,
      data: m!.data,
      foraDaCerca: true,
    });
  };
  const statusPush = async (tipo: string) =>
    t.db.query<{ status_push: string }>(
      `select d.status_push from alerta_destinatario d join alerta a
          on a.empresa_id = d.empresa_id and a.id = d.alerta_id
        where a.empresa_id = 2 and a.tipo = $1 and d.usuario_id = $2 order by a.id`,
      [tipo, await idDe(GESTOR)],
    );

  it('no silêncio o push espera o fim da janela e sai depois', async () => {
    const p = await enviar(GESTOR, 'PUT', '/preferencias', {
      silencioInicio: '22:00',
      silencioFim: '07:00',
      resumo: 'imediato',
      horarioResumo: '18:00',
    });
    expect(p.statusCode).toBe(200);
    const antes = recebidos.length;
    // Segunda 16/11 às 23:30 em Brasília: dentro do silêncio.
    await marcarEm(COLABORADOR, '2026-11-17T02:30:00Z');
    await foraDaCerca();
    // A marcação pode já ter chegado fora da cerca pelo evento: vale o alerta mais recente.
    expect((await statusPush('foraDaCerca')).at(-1)?.status_push).toBe('pendente');
    expect(recebidos.length).toBe(antes);
    // 06:59 ainda é silêncio; 07:00 libera.
    t.relogio.agora = new Date('2026-11-17T09:59:00Z');
    await t.app.alertasJobs.entregarVencidas();
    expect(recebidos.length).toBe(antes);
    t.relogio.agora = new Date('2026-11-17T10:00:00Z');
    await t.app.alertasJobs.entregarVencidas();
    expect((await statusPush('foraDaCerca')).at(-1)?.status_push).toBe('enviado');
    expect(recebidos.length).toBe(antes + 1);
  });

  it('no resumo diário os alertas do dia saem juntos num só push', async () => {
    await enviar(GESTOR, 'PUT', '/preferencias', {
      silencioInicio: null,
      silencioFim: null,
      resumo: 'diario',
      horarioResumo: '18:00',
    });
    expect((await get(GESTOR, '/preferencias')).json()).toMatchObject({
      data: { resumo: 'diario', horarioResumo: '18:00', silencioInicio: null },
    });
    const antes = recebidos.length;
    // Terça 17/11: duas marcações fora da cerca (09:00 e 12:00 em Brasília).
    await marcarEm(COLABORADOR, '2026-11-17T12:00:00Z');
    await foraDaCerca();
    await marcarEm(COLABORADOR, '2026-11-17T15:00:00Z');
    await foraDaCerca();
    const pendentes = (await statusPush('foraDaCerca')).filter((r) => r.status_push === 'pendente');
    expect(pendentes).toHaveLength(2);
    t.relogio.agora = new Date('2026-11-17T21:00:00Z');
    await t.app.alertasJobs.entregarVencidas();
    expect((await statusPush('foraDaCerca')).every((r) => r.status_push === 'enviado')).toBe(true);
    expect(recebidos.length).toBe(antes + 1);
  });
});

describe('configuração por empresa', () => {
  it('o RH lista, altera e valida; quem não é RH não altera', async () => {
    const lista = (await get(RH, '/configuracao')).json<{
      data: { tipo: string; ativo: boolean; lei: string }[];
    }>().data;
    expect(lista).toHaveLength(10);
    expect(lista.find((c) => c.tipo === 'descansoSemanal')?.lei).toContain('OJ 410');
    const salvo = await enviar(RH, 'PUT', '/configuracao/atraso', {
      ativo: true,
      limiar: 15,
      destinatarios: ['gestor', 'rh'],
      canais: ['app', 'email'],
    });
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json()).toMatchObject({
      data: {
        tipo: 'atraso',
        limiar: 15,
        destinatarios: ['gestor', 'rh'],
        canais: ['app', 'email'],
      },
    });
    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = 2 and entidade = 'alerta_configuracao'",
    );
    expect(aud!.n).toBe(1);
    const invalido = await enviar(RH, 'PUT', '/configuracao/atraso', {
      ativo: true,
      limiar: 15,
      destinatarios: ['gestor'],
      canais: ['sms'],
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toContain('canais');
    const semLimiar = await enviar(RH, 'PUT', '/configuracao/atraso', {
      ativo: true,
      limiar: null,
      destinatarios: ['gestor'],
      canais: ['app'],
    });
    expect(semLimiar.statusCode).toBe(400);
    expect((await enviar(RH, 'PUT', '/configuracao/xyz', {})).statusCode).toBe(400);
    const colaborador = await enviar(COLABORADOR, 'PUT', '/configuracao/atraso', {
      ativo: false,
      limiar: 10,
      destinatarios: [],
      canais: [],
    });
    expect(colaborador.statusCode).toBe(403);
  });

  it('o tipo desligado não gera alerta; preferências inválidas dão 400 com o campo', async () => {
    await enviar(RH, 'PUT', '/configuracao/interjornada', {
      ativo: false,
      limiar: null,
      destinatarios: ['gestor'],
      canais: ['app'],
    });
    const antes = (await listar(GESTOR, 'tipo=interjornada')).total;
    // Terça 17/11 às 22:00 e quarta 18/11 às 05:00 (Brasília): 7 h de descanso, mas desligado.
    await marcarEm(COLABORADOR, '2026-11-18T01:00:00Z');
    await marcarEm(COLABORADOR, '2026-11-18T08:00:00Z');
    expect((await listar(GESTOR, 'tipo=interjornada')).total).toBe(antes);
    const p = await enviar(COLABORADOR, 'PUT', '/preferencias', {
      silencioInicio: '22:00',
      silencioFim: null,
      resumo: 'imediato',
      horarioResumo: '18:00',
    });
    expect(p.statusCode).toBe(400);
    expect(p.json().message).toContain('silêncio');
  });
});

describe('entrada não registrada (varredura)', () => {
  it('quem tinha entrada prevista e não marcou recebe o alerta uma vez só', async () => {
    // Quinta 19/11 às 10:30 em Brasília: ninguém marcou ainda.
    t.relogio.agora = new Date('2026-11-19T13:30:00Z');
    const criados = await t.app.alertasJobs.varrer();
    expect(criados).toBeGreaterThan(0);
    expect(await t.app.alertasJobs.varrer()).toBe(0);
    const { itens } = await listar(COLABORADOR, 'tipo=marcacaoAusente');
    expect(itens).toHaveLength(1);
    expect(itens[0]!.lei).toBe('CLT art. 74 §2º');
  });

  it('a varredura sabe quais alertas já existem; o repetido não entra nem ganha destinatários', async () => {
    const [a] = await t.db.query<ChaveAlerta & { id: number }>(
      `select id, tipo, usuario_id as "usuarioId", data::text as data, referencia from alerta
        where empresa_id = 2 and tipo = 'marcacaoAusente' order by id limit 1`,
    );
    const repo = alertaRegistroRepository({ db: t.db.db, empresaId: 2 });
    const outra = { ...a!, referencia: 'saida' };
    const ja = await repo.listJaRegistrados([a!, outra, { ...a!, tipo: 'atraso' }]);
    expect([...ja]).toEqual([textoDaChave(a!)]);
    // Registrar de novo a mesma chave: nada gravado (nem alerta, nem destinatário).
    const contar = async () =>
      (
        await t.db.query<{ n: number }>(
          'select (select count(*) from alerta) + (select count(*) from alerta_destinatario) as n',
        )
      )[0]!.n;
    const antes = await contar();
    const config = (await loadConfiguracoes(t.db.db, 2)).get('marcacaoAusente')!;
    const constatacao = { tipo: a!.tipo, regra: 'r', lei: 'l', descricao: 'd', medido: 1 };
    expect(
      await registrarAlerta(t.db.db, () => new Date(), {
        empresaId: 2,
        usuarioId: a!.usuarioId,
        data: a!.data,
        referencia: a!.referencia,
        constatacao: constatacao as Constatacao,
        config,
      }),
    ).toBeUndefined();
    expect(await contar()).toBe(antes);
  });

  it('tratamento de ponto pendente há 3 dias ou mais avisa o gestor', async () => {
    await t.db.query(
      `insert into marcacao_tratamento (empresa_id, usuario_id, tipo, data, motivo_id, motivo,
         autor_id, criado_em, status)
       select 2, u.id, 'justificativa', '2026-11-13', m.id, m.descricao, u.id, now(), 'ParaAprovar'
         from usuario u, motivo_marcacao m
        where u.empresa_id = 2 and u.email = $1 and m.empresa_id = 2
        limit 1`,
      [COLABORADOR],
    );
    await t.app.alertasJobs.varrer();
    const { itens } = await listar(GESTOR, 'tipo=pendenciaExpirando');
    const doDia = itens.filter((i) => i.descricao.includes('do dia 13/11/2026'));
    expect(doDia).toHaveLength(1);
    expect(doDia[0]!.descricao).toContain('pendente há 6 dias');
    expect(await t.app.alertasJobs.varrer()).toBe(0);
  });
});

describe('avaliações que chegam juntas (leituras em lote)', () => {
  it('cada pessoa é avaliada com as suas marcações: só quem descansou 9 h recebe o alerta', async () => {
    const email = (n: number) => `colaborador${String(n).padStart(2, '0')}@demo.jornada.dev`;
    const curtos = [7, 9, 10, 15, 16].map(email);
    const longo = email(8);
    const interjornada = async (ativo: boolean) => {
      const r = await enviar(RH, 'PUT', '/configuracao/interjornada', {
        ativo,
        limiar: null,
        destinatarios: ['colaborador', 'gestor'],
        canais: ['app'],
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    // Desligado enquanto marcam (as avaliações uma a uma não criam o alerta).
    await interjornada(false);
    // Quarta 02/12: cinco saem às 23:00, uma às 20:00 (Brasília); quinta 03/12, todas às 08:00.
    for (const c of curtos) await marcarEm(c, '2026-12-03T02:00:00Z');
    await marcarEm(longo, '2026-12-02T23:00:00Z');
    const todas = [curtos[0]!, longo, ...curtos.slice(1)];
    for (const e of todas) await marcarEm(e, '2026-12-03T11:00:00Z');
    // Ligado, as seis avaliações refeitas ao mesmo tempo, como o job da fila faz com um lote: a
    // primeira lê sozinha; as outras, que chegam enquanto ela está no banco, leem juntas (uma
    // consulta de cada leitura).
    await interjornada(true);
    const doDia = `empresa_id = 2 and tipo = 'interjornada' and data = '2026-12-03'`;
    const usuarioIds = await Promise.all(todas.map(idDe));
    const marcacoes = await t.db.query<{ id: number; usuario_id: number }>(
      `select id, usuario_id from marcacao where empresa_id = 2 and data = '2026-12-03'
          and usuario_id = any($1::int[])`,
      [usuarioIds],
    );
    const idDaMarcacao = new Map(marcacoes.map((m) => [m.usuario_id, Number(m.id)]));
    await Promise.all(
      usuarioIds.map((usuarioId) =>
        t.app.alertasJobs.avaliarMarcacao({
          empresaId: 2,
          usuarioId,
          marcacaoId: idDaMarcacao.get(usuarioId)!,
          data: '2026-12-03',
        }),
      ),
    );
    const alertas = await t.db.query<{ usuario_id: number; medido: number; titulo: string }>(
      `select usuario_id, medido, titulo from alerta where ${doDia} order by usuario_id`,
    );
    // Cada alerta é da própria pessoa: o título leva o nome dela.
    const nomes = new Map(
      (
        await t.db.query<{ id: number; nome: string }>(
          'select id, nome from usuario where empresa_id = 2 and id = any($1::int[])',
          [usuarioIds],
        )
      ).map((u) => [u.id, u.nome]),
    );
    const curtosIds = usuarioIds.filter((_, k) => k !== 1).sort((a, b) => a - b);
    expect(alertas).toEqual(
      curtosIds.map((usuario_id) => ({
        usuario_id,
        medido: 540,
        titulo: `Interjornada abaixo de 11 horas: ${nomes.get(usuario_id)}`,
      })),
    );
  });
});

describe('duplo clique', () => {
  it('a marcação duplicada não entra nas regras: o descanso conta da marcação original', async () => {
    const email = 'colaborador12@demo.jornada.dev';
    const r = await enviar(RH, 'PUT', '/configuracao/interjornada', {
      ativo: true,
      limiar: null,
      destinatarios: ['colaborador', 'gestor'],
      canais: ['app'],
    });
    expect(r.statusCode, r.body).toBe(200);
    // Quarta 09/12 às 23:00:00 e de novo às 23:00:40 (Brasília; o mesmo minuto: duplicada);
    // quinta 10/12 às 08:00. O descanso é de 9h00 desde a original (8h59 desde a duplicada).
    await marcarEm(email, '2026-12-10T02:00:00Z');
    await marcarEm(email, '2026-12-10T02:00:40Z');
    await marcarEm(email, '2026-12-10T11:00:00Z');
    const usuarioId = await idDe(email);
    const duplicadas = await t.db.query<{ n: number }>(
      `select count(*)::int as n from marcacao
        where empresa_id = 2 and usuario_id = $1 and data = '2026-12-09' and duplicada`,
      [usuarioId],
    );
    expect(duplicadas[0]!.n).toBe(1);
    const alertas = await t.db.query<{ medido: number }>(
      `select medido from alerta where empresa_id = 2 and usuario_id = $1
          and tipo = 'interjornada' and data = '2026-12-10'`,
      [usuarioId],
    );
    expect(alertas).toEqual([{ medido: 540 }]);
  });
});
