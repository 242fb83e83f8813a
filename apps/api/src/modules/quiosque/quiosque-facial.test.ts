import { createHmac, randomUUID } from 'node:crypto';
import { VERSAO_TERMO_BIOMETRIA } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

/** Descritor sintético reprodutível (mulberry32), valores 0..0,8 como os do modelo facial. */
const rosto = (semente: number, ruido = 0): number[] => {
  let s = semente;
  const aleatorio = () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: 1024 }, (_, i) => 0.8 * aleatorio() + ruido * Math.sin(i));
};

let t: AppDeTeste;
let rh: string;
const Q = '/api/quiosque';
type Ativado = { token: string; chaveHmac: string; id: number };
type Pessoa = { id: number; matricula: string; gestor_id: number | null };
let aparelho: Ativado;
let paula: Pessoa;

const consulta = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

const marcar = (corpo: object) => {
  const eventoId = randomUUID();
  const dh = t.relogio.agora.toISOString();
  const assinatura = createHmac('sha256', Buffer.from(aparelho.chaveHmac, 'hex'))
    .update(`${eventoId}|${dh}`)
    .digest('hex');
  return t.app.inject({
    method: 'POST',
    url: `${Q}/aparelho/marcar`,
    headers: { authorization: `Quiosque ${aparelho.token}` },
    payload: { ...corpo, eventoId, dataHoraDispositivo: dh, offline: false, assinatura },
  });
};

const totalMarcacoes = async () => {
  const [r] = await consulta<{ n: number }>(
    'select count(*)::int as n from marcacao where empresa_id = 2 and usuario_id = $1',
    [paula.id],
  );
  return r!.n;
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  [paula] = (await consulta<Pessoa>(
    "select id, matricula, gestor_id from usuario where empresa_id = 2 and email = 'colaborador@demo.jornada.dev'",
  )) as [Pessoa];
  const [f] = await consulta<{ id: number }>(
    'select min(id) as id from filial where empresa_id = 2',
  );
  const d = await t.app.inject({
    method: 'POST',
    url: `${Q}/dispositivos`,
    headers: bearer(rh),
    payload: { nome: 'Entrada facial', filialId: f!.id, metodos: ['face', 'pin'] },
  });
  const id = d.json().data.id as number;
  const c = await t.app.inject({
    method: 'POST',
    url: `${Q}/dispositivos/${id}/codigo`,
    headers: bearer(rh),
  });
  const a = await t.app.inject({
    method: 'POST',
    url: `${Q}/aparelho/ativar`,
    payload: { codigo: c.json().data.codigo },
  });
  aparelho = { ...a.json().data, id };
  const cadastro = await t.app.inject({
    method: 'POST',
    url: '/api/biometria/cadastros',
    headers: bearer(rh),
    payload: {
      usuarioId: paula.id,
      consentimento: { aceito: true, versaoTermo: VERSAO_TERMO_BIOMETRIA },
      amostras: [rosto(7, 0.01), rosto(7, 0.02), rosto(7, -0.01)],
      vivacidade: 0.95,
    },
  });
  expect(cadastro.statusCode).toBe(200);
  const pin = await t.app.inject({
    method: 'PUT',
    url: `${Q}/pessoas/${paula.id}/pin`,
    headers: bearer(rh),
    payload: { pin: '4821' },
  });
  expect(pin.statusCode).toBe(200);
}, 300_000);
afterAll(() => t?.close());

describe('rosto no quiosque', () => {
  it('rosto reconhecido marca o ponto e guarda a pontuação com a marcação', async () => {
    const antes = await totalMarcacoes();
    const r = await marcar({
      metodo: 'face',
      matricula: paula.matricula,
      face: { descritor: rosto(7, 0.015), vivacidade: 0.9 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.comprovante).toBeTruthy();
    expect(await totalMarcacoes()).toBe(antes + 1);
    const [v] = await consulta<{
      metodo: string;
      pontuacao_facial: number;
      aprovado: boolean;
      pontuacao: number;
    }>(
      `select q.metodo, q.pontuacao_facial, v.aprovado, v.pontuacao
         from quiosque_marcacao q
         join biometria_verificacao v
           on v.empresa_id = q.empresa_id and v.id = q.verificacao_facial_id
        where q.empresa_id = 2 and q.dispositivo_id = $1`,
      [aparelho.id],
    );
    expect(v!.metodo).toBe('face');
    expect(v!.aprovado).toBe(true);
    expect(v!.pontuacao_facial).toBeGreaterThanOrEqual(0.6);
    expect(v!.pontuacao_facial).toBe(v!.pontuacao);
  });

  it('rosto recusado não marca, alerta o gestor e a pessoa marca pelo PIN', async () => {
    const antes = await totalMarcacoes();
    const r = await marcar({
      metodo: 'face',
      matricula: paula.matricula,
      face: { descritor: rosto(99), vivacidade: 0.9 },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().codigo).toBe('FACE_NAO_RECONHECIDA');
    expect(r.json().Mensagem).toContain('PIN');
    await t.app.alertasJobs.aguardar();
    expect(await totalMarcacoes()).toBe(antes);
    const [tentativa] = await consulta<{ id: number; pontuacao: number; aprovado: boolean }>(
      `select id, pontuacao, aprovado from biometria_verificacao
        where empresa_id = 2 and usuario_id = $1 order by id desc limit 1`,
      [paula.id],
    );
    expect(tentativa!.aprovado).toBe(false);
    const alertas = await consulta<{ id: number; titulo: string; descricao: string }>(
      `select id, titulo, descricao from alerta
        where empresa_id = 2 and tipo = 'faceNaoReconhecida' and usuario_id = $1 and referencia = $2`,
      [paula.id, `verificacao:${tentativa!.id}`],
    );
    expect(alertas).toHaveLength(1);
    expect(alertas[0]!.titulo).toContain('Rosto não reconhecido no quiosque');
    expect(alertas[0]!.descricao).toContain('Entrada facial');
    expect(alertas[0]!.descricao).toContain(`${Math.round(tentativa!.pontuacao * 100)}%`);
    const destinatarios = await consulta<{ usuario_id: number }>(
      'select usuario_id from alerta_destinatario where empresa_id = 2 and alerta_id = $1',
      [alertas[0]!.id],
    );
    expect(destinatarios.map((d) => d.usuario_id)).toEqual([paula.gestor_id]);

    const pin = await marcar({ metodo: 'pin', matricula: paula.matricula, pin: '4821' });
    expect(pin.statusCode).toBe(200);
    expect(await totalMarcacoes()).toBe(antes + 1);
  });
});
