import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;
const Q = '/api/quiosque';

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
}, 300_000);
afterAll(() => t?.close());

type Ativado = { token: string; chaveHmac: string; id: number };

const filialDemo = async () => {
  const [f] = await t.db.query<{ id: number }>(
    'select min(id) as id from filial where empresa_id = 2',
  );
  return f!.id;
};

const pessoa = async (email: string) => {
  const [u] = await t.db.query<{ id: number; matricula: string; nome: string }>(
    'select id, matricula, nome from usuario where empresa_id = 2 and email = $1',
    [email],
  );
  return u!;
};

const criarDispositivo = async (metodos = ['pin', 'qr', 'cracha', 'face']) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${Q}/dispositivos`,
    headers: bearer(rh),
    payload: { nome: `Entrada ${randomUUID().slice(0, 6)}`, filialId: await filialDemo(), metodos },
  });
  expect(r.statusCode).toBe(200);
  return r.json().data.id as number;
};

const gerarCodigo = async (id: number) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${Q}/dispositivos/${id}/codigo`,
    headers: bearer(rh),
  });
  expect(r.statusCode).toBe(200);
  return r.json().data.codigo as string;
};

const ativar = (codigo: string) =>
  t.app.inject({ method: 'POST', url: `${Q}/aparelho/ativar`, payload: { codigo } });

const novoAparelho = async (metodos?: string[]): Promise<Ativado> => {
  const id = await criarDispositivo(metodos);
  const r = await ativar(await gerarCodigo(id));
  expect(r.statusCode).toBe(200);
  return { ...r.json().data, id };
};

const quiosque = (a: Ativado) => ({ authorization: `Quiosque ${a.token}` });

const assinar = (chave: string, eventoId: string, dh: string) =>
  createHmac('sha256', Buffer.from(chave, 'hex')).update(`${eventoId}|${dh}`).digest('hex');

const marcar = (
  a: Ativado,
  corpo: object,
  evento: Partial<{ eventoId: string; dh: string }> = {},
) => {
  const eventoId = evento.eventoId ?? randomUUID();
  const dh = evento.dh ?? t.relogio.agora.toISOString();
  return t.app.inject({
    method: 'POST',
    url: `${Q}/aparelho/marcar`,
    headers: quiosque(a),
    payload: {
      ...corpo,
      eventoId,
      dataHoraDispositivo: dh,
      assinatura: assinar(a.chaveHmac, eventoId, dh),
    },
  });
};

const definirPin = async (email: string, pin: string) => {
  const token = await t.token(email);
  const r = await t.app.inject({
    method: 'PUT',
    url: `${Q}/meu/pin`,
    headers: bearer(token),
    payload: { pin },
  });
  expect(r.statusCode).toBe(200);
  return token;
};

describe('ativação do quiosque', () => {
  it('troca o código por uma credencial; o código é de uso único', async () => {
    const id = await criarDispositivo();
    const codigo = await gerarCodigo(id);
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
    const r = await ativar(codigo.toLowerCase());
    expect(r.statusCode).toBe(200);
    const a = { ...r.json().data, id };
    const cfg = await t.app.inject({ method: 'GET', url: `${Q}/aparelho`, headers: quiosque(a) });
    expect(cfg.statusCode).toBe(200);
    expect(cfg.json().data.empresaNome).toBe('Demo Comércio Ltda');
    expect((await ativar(codigo)).statusCode).toBe(422);
    const lista = await t.app.inject({
      method: 'GET',
      url: `${Q}/dispositivos`,
      headers: bearer(rh),
    });
    const d = lista.json().data.dispositivos.find((x: { id: number }) => x.id === id);
    expect(d.status).toBe('ativo');
    expect(d.vistoEm).not.toBeNull();
    const [aud] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where empresa_id = 2 and entidade = 'quiosque_dispositivo' and entidade_id = $1",
      [String(id)],
    );
    expect(Number(aud!.n)).toBeGreaterThanOrEqual(3);
  });

  it('código vencido (15 minutos) não ativa', async () => {
    const id = await criarDispositivo();
    const codigo = await gerarCodigo(id);
    const antes = t.relogio.agora;
    t.relogio.agora = new Date(antes.getTime() + 15 * 60_000 + 1000);
    try {
      const r = await ativar(codigo);
      expect(r.statusCode).toBe(422);
      expect(r.json().Mensagem).toContain('expirado');
    } finally {
      t.relogio.agora = antes;
    }
  });

  it('aparelho revogado recebe 401; sem credencial também', async () => {
    const a = await novoAparelho();
    const r = await t.app.inject({
      method: 'POST',
      url: `${Q}/dispositivos/${a.id}/revogar`,
      headers: bearer(rh),
    });
    expect(r.json().data.status).toBe('revogado');
    const cfg = await t.app.inject({ method: 'GET', url: `${Q}/aparelho`, headers: quiosque(a) });
    expect(cfg.statusCode).toBe(401);
    const sem = await t.app.inject({ method: 'GET', url: `${Q}/aparelho` });
    expect(sem.statusCode).toBe(401);
  });

  it('colaborador não cadastra quiosque (403)', async () => {
    const token = await t.token('colaborador@demo.jornada.dev');
    const r = await t.app.inject({
      method: 'GET',
      url: `${Q}/dispositivos`,
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('marcação no quiosque', () => {
  it('por matrícula e PIN: NSR, comprovante, coletor 04 e vínculo com o aparelho', async () => {
    const a = await novoAparelho();
    const p = await pessoa('colaborador04@demo.jornada.dev');
    await definirPin('colaborador04@demo.jornada.dev', '4321');
    const id = await t.app.inject({
      method: 'POST',
      url: `${Q}/aparelho/identificar`,
      headers: quiosque(a),
      payload: { metodo: 'pin', matricula: p.matricula, pin: '4321' },
    });
    expect(id.json().data).toMatchObject({ nome: p.nome, matricula: p.matricula });
    const r = await marcar(a, { metodo: 'pin', matricula: p.matricula, pin: '4321' });
    expect(r.statusCode).toBe(200);
    const m = r.json().data;
    expect(m.comprovante).toMatch(/^[0-9A-F]{20}$/);
    const [g] = await t.db.query<{ coletor: number; origem: string; metodo: string }>(
      `select m.coletor, m.origem, q.metodo from marcacao m
         join quiosque_marcacao q on q.empresa_id = m.empresa_id and q.marcacao_id = m.id
        where m.empresa_id = 2 and m.nsr = $1 and q.dispositivo_id = $2`,
      [m.nsr, a.id],
    );
    expect(g).toEqual({ coletor: 4, origem: 'quiosque', metodo: 'pin' });
  });

  it('marca mesmo com a marcação pela web desligada (o RH)', async () => {
    const a = await novoAparelho(['cracha']);
    const p = await pessoa('rh@demo.jornada.dev');
    const r = await marcar(a, { metodo: 'cracha', matricula: p.matricula });
    expect(r.statusCode).toBe(200);
  });

  it('5 PINs errados bloqueiam a matrícula naquele aparelho por 5 minutos', async () => {
    const a = await novoAparelho();
    const outro = await novoAparelho();
    const p = await pessoa('colaborador06@demo.jornada.dev');
    await definirPin('colaborador06@demo.jornada.dev', '2468');
    const tentar = (ap: Ativado, pin: string) =>
      t.app.inject({
        method: 'POST',
        url: `${Q}/aparelho/identificar`,
        headers: quiosque(ap),
        payload: { metodo: 'pin', matricula: p.matricula, pin },
      });
    for (let i = 0; i < 4; i++) expect((await tentar(a, '0000')).statusCode).toBe(422);
    expect((await tentar(a, '0000')).statusCode).toBe(429);
    expect((await tentar(a, '2468')).statusCode).toBe(429);
    expect((await tentar(outro, '2468')).statusCode).toBe(200);
    const antes = t.relogio.agora;
    t.relogio.agora = new Date(antes.getTime() + 5 * 60_000 + 1000);
    try {
      expect((await tentar(a, '2468')).statusCode).toBe(200);
    } finally {
      t.relogio.agora = antes;
    }
  });

  it('método não permitido pelo aparelho é recusado', async () => {
    const a = await novoAparelho(['qr']);
    const r = await marcar(a, { metodo: 'cracha', matricula: '1000' });
    expect(r.statusCode).toBe(422);
    expect(r.json().Mensagem).toContain('crachá');
  });

  it('assinatura que não confere é recusada', async () => {
    const a = await novoAparelho();
    const r = await marcar(
      { ...a, chaveHmac: '00'.repeat(32) },
      { metodo: 'cracha', matricula: '1001' },
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().campo).toBe('assinatura');
  });

  it('rosto de quem não tem biometria cadastrada pede o PIN', async () => {
    const a = await novoAparelho(['face', 'pin']);
    const r = await marcar(a, {
      metodo: 'face',
      matricula: '1002',
      face: { descritor: Array.from({ length: 128 }, () => 0.1), vivacidade: 0.9 },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().Mensagem).toContain('PIN');
  });
});

describe('QR do quiosque', () => {
  it('cartão impresso vale até ser revogado', async () => {
    const a = await novoAparelho();
    const p = await pessoa('colaborador07@demo.jornada.dev');
    const c = await t.app.inject({
      method: 'POST',
      url: `${Q}/pessoas/${p.id}/cartao`,
      headers: bearer(rh),
    });
    const qr = c.json().data.conteudo as string;
    expect(qr.startsWith('JQC.2.')).toBe(true);
    expect((await marcar(a, { metodo: 'qr', qr })).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `${Q}/pessoas/${p.id}/cartao`,
      headers: bearer(rh),
    });
    const r = await marcar(a, { metodo: 'qr', qr });
    expect(r.statusCode).toBe(422);
    expect(r.json().campo).toBe('qr');
  });

  it('QR dinâmico vale na janela de 30 s e na vizinha, não depois', async () => {
    const a = await novoAparelho();
    const token = await t.token('colaborador08@demo.jornada.dev');
    const q = await t.app.inject({ method: 'GET', url: `${Q}/meu/qr`, headers: bearer(token) });
    const qr = q.json().data.conteudo as string;
    expect(qr.startsWith('JQD.2.')).toBe(true);
    const antes = t.relogio.agora;
    try {
      t.relogio.agora = new Date(antes.getTime() + 30_000);
      expect((await marcar(a, { metodo: 'qr', qr })).statusCode).toBe(200);
      t.relogio.agora = new Date(antes.getTime() + 95_000);
      expect((await marcar(a, { metodo: 'qr', qr })).statusCode).toBe(422);
    } finally {
      t.relogio.agora = antes;
    }
  });
});

describe('fila off-line do quiosque', () => {
  it('envia em ordem com a hora do aparelho e recusa o eventoId repetido', async () => {
    const a = await novoAparelho(['cracha']);
    const p = await pessoa('colaborador09@demo.jornada.dev');
    const base = t.relogio.agora.getTime();
    const eventos = [20, 10].map((min) => ({
      eventoId: randomUUID(),
      dh: new Date(base - min * 60_000).toISOString(),
    }));
    const enviados = [];
    for (const e of eventos)
      enviados.push(
        (await marcar(a, { metodo: 'cracha', matricula: p.matricula, offline: true }, e)).json()
          .data,
      );
    expect(enviados[1].nsr).toBe(enviados[0].nsr + 1);
    expect(enviados.map((m: { dataHora: string }) => m.dataHora)).toEqual(eventos.map((e) => e.dh));
    expect(enviados.every((m: { offline: boolean }) => m.offline)).toBe(true);
    const repetida = await marcar(
      a,
      { metodo: 'cracha', matricula: p.matricula, offline: true },
      eventos[0],
    );
    expect(repetida.json().data).toMatchObject({ repetida: true, nsr: enviados[0].nsr });
    const [n] = await t.db.query<{ n: string }>(
      'select count(*) as n from quiosque_marcacao where empresa_id = 2 and dispositivo_id = $1',
      [a.id],
    );
    expect(Number(n!.n)).toBe(2);
  });
});

describe('PIN e cartão pelo RH', () => {
  it('o RH redefine o PIN; pessoa de outra empresa é 404', async () => {
    const p = await pessoa('colaborador10@demo.jornada.dev');
    const ok = await t.app.inject({
      method: 'PUT',
      url: `${Q}/pessoas/${p.id}/pin`,
      headers: bearer(rh),
      payload: { pin: '112233' },
    });
    expect(ok.statusCode).toBe(200);
    const curto = await t.app.inject({
      method: 'PUT',
      url: `${Q}/pessoas/${p.id}/pin`,
      headers: bearer(rh),
      payload: { pin: '12' },
    });
    expect(curto.statusCode).toBe(400);
    const outra = await t.token('rh@industria.jornada.dev', 1032);
    const r = await t.app.inject({
      method: 'PUT',
      url: `${Q}/pessoas/${p.id}/pin`,
      headers: bearer(outra),
      payload: { pin: '1234' },
    });
    expect(r.statusCode).toBe(404);
  });
});
