import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;
const Q = '/api/quiosque';
type Credencial = { usuarioId: number; nome: string; temPin: boolean; temCartao: boolean };

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
}, 300_000);
afterAll(() => t?.close());

const pessoas = async (token = rh) => {
  const r = await t.app.inject({ method: 'GET', url: `${Q}/pessoas`, headers: bearer(token) });
  return r;
};

describe('credenciais das pessoas no quiosque (RH)', () => {
  it('lista as pessoas ativas com PIN e cartão, audita a redefinição e a revogação', async () => {
    const [p] = await t.db.query<{ id: number; matricula: string; nome: string }>(
      "select id, matricula, nome from usuario where empresa_id = 2 and email = 'colaborador10@demo.jornada.dev'",
    );
    const antes = (await pessoas()).json().data as Credencial[];
    expect(antes.find((x) => x.usuarioId === p!.id)).toMatchObject({
      nome: p!.nome,
      temPin: false,
      temCartao: false,
    });
    expect(JSON.stringify(antes)).not.toMatch(/hash/i);

    const pin = await t.app.inject({
      method: 'PUT',
      url: `${Q}/pessoas/${p!.id}/pin`,
      headers: bearer(rh),
      payload: { pin: '7391' },
    });
    expect(pin.statusCode).toBe(200);
    const cartao = await t.app.inject({
      method: 'POST',
      url: `${Q}/pessoas/${p!.id}/cartao`,
      headers: bearer(rh),
    });
    expect(cartao.json().data).toMatchObject({ nome: p!.nome, matricula: p!.matricula });
    const depois = (await pessoas()).json().data as Credencial[];
    expect(depois.find((x) => x.usuarioId === p!.id)).toMatchObject({
      temPin: true,
      temCartao: true,
    });

    const revogar = await t.app.inject({
      method: 'DELETE',
      url: `${Q}/pessoas/${p!.id}/cartao`,
      headers: bearer(rh),
    });
    expect(revogar.statusCode).toBe(200);
    const fim = (await pessoas()).json().data as Credencial[];
    expect(fim.find((x) => x.usuarioId === p!.id)?.temCartao).toBe(false);
    const auditoria = await t.db.query<{ acao: string }>(
      `select acao from auditoria where empresa_id = 2 and entidade = 'quiosque_pessoa'
        and entidade_id = $1 order by id`,
      [String(p!.id)],
    );
    expect(auditoria.map((a) => a.acao)).toEqual([
      'pin_redefinido_rh',
      'cartao_emitido',
      'cartao_revogado',
    ]);
  });

  it('quem não cuida dos quiosques não vê a lista', async () => {
    const r = await pessoas(await t.token('colaborador@demo.jornada.dev'));
    expect(r.statusCode).toBe(403);
  });
});
