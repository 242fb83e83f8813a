import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteEscala,
  colaborador,
  GESTOR,
  GESTORA_CD,
  gestaoDemoId,
  RH,
  usuarioId,
} from '../../../test/escala-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Hierarquia desta suíte: Marcos (gestor da Loja Centro) responde a Cláudia (gestora do CD);
// um colaborador do CD vira gestor sem relação com a Loja Centro.
const OUTRO_GESTOR = colaborador(1);

type Item = { id: number; status: string; podeDecidir: boolean };

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;
let alvo: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  api = clienteEscala(t);
  alvo = await usuarioId(t, colaborador(12));
  const [marcos, claudia, outro] = await Promise.all([
    usuarioId(t, GESTOR),
    usuarioId(t, GESTORA_CD),
    usuarioId(t, OUTRO_GESTOR),
  ]);
  await t.db.query('update usuario set gestor_id = $1 where empresa_id = $2 and id = $3', [
    claudia,
    EMPRESA_DEMO,
    marcos,
  ]);
  await t.db.query(
    `insert into usuario_perfil (empresa_id, usuario_id, perfil_id)
     select $1, $2, id from perfil where empresa_id = $1 and nome = 'Gestor'`,
    [EMPRESA_DEMO, outro],
  );
  const gestao = await gestaoDemoId(t);
  const r = await api.put(RH, '/gestao', { id: gestao, exigirAprovacao: true });
  expect(r.statusCode).toBe(200);
});
afterAll(() => t.close());

const pedirFolga = async (data: string) => {
  const r = await api.post(GESTOR, '/acao', { usuarioId: alvo, data, tipoAcao: 'MudarParaFolga' });
  expect(r.statusCode).toBe(201);
  return r.json().data as Item;
};

const status = (email: string, id: number, novo: string) =>
  api.put(email, '/acao/status', { id, status: novo });

/** A ação na lista de quem chama (GET /acao), ou undefined se não aparece para ele. */
const naLista = async (email: string, id: number, statusAcao: string) => {
  const r = await api.get(email, `/acao?status=${statusAcao}&pageSize=100`);
  expect(r.statusCode).toBe(200);
  const { items, total } = r.json().data as { items: Item[]; total: number };
  expect(total).toBe(items.length);
  return items.find((a) => a.id === id);
};

describe('quem decide um pedido de alteração de escala', () => {
  it('o gestor que pede não decide; a gestora dele vê o pedido e o aprova', async () => {
    const pedido = await pedirFolga('2026-11-19');
    expect(pedido).toMatchObject({ status: 'ParaAprovar', podeDecidir: false });
    expect(await naLista(GESTOR, pedido.id, 'ParaAprovar')).toMatchObject({ podeDecidir: false });
    const proprio = await status(GESTOR, pedido.id, 'Aprovada');
    expect(proprio.statusCode).toBe(403);
    expect(proprio.json().message).toBe(
      'Quem pediu a alteração não pode aprová-la nem reprová-la.',
    );

    // O colaborador está fora da equipe de Cláudia, mas quem pediu responde a ela.
    expect(await naLista(GESTORA_CD, pedido.id, 'ParaAprovar')).toMatchObject({
      podeDecidir: true,
    });
    const detalhe = await api.get(GESTORA_CD, `/acao/${pedido.id}`);
    expect(detalhe.json().data).toMatchObject({ id: pedido.id, podeDecidir: true });
    const aprovada = await status(GESTORA_CD, pedido.id, 'Aprovada');
    expect(aprovada.statusCode).toBe(200);
    expect(aprovada.json()).toMatchObject({
      message: 'Alteração aprovada.',
      data: { status: 'Aprovada', decididoPorNome: 'Cláudia Nunes', podeDecidir: false },
    });
    // Decidido, sai da visão da gestora: a equipe dela continua sendo a do CD.
    expect(await naLista(GESTORA_CD, pedido.id, 'Aprovada')).toBeUndefined();
  });

  it('o RH também decide, e um gestor sem relação com o pedido recebe 403', async () => {
    const pedido = await pedirFolga('2026-11-24');
    expect(await naLista(OUTRO_GESTOR, pedido.id, 'ParaAprovar')).toBeUndefined();
    const alheio = await status(OUTRO_GESTOR, pedido.id, 'Aprovada');
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().message).toBe(
      'Este pedido é decidido pelo gestor do colaborador, pelo gestor de quem o pediu ou pelo RH.',
    );
    expect((await api.get(OUTRO_GESTOR, `/acao/${pedido.id}`)).statusCode).toBe(403);

    expect(await naLista(RH, pedido.id, 'ParaAprovar')).toMatchObject({ podeDecidir: true });
    const reprovada = await status(RH, pedido.id, 'Reprovada');
    expect(reprovada.statusCode).toBe(200);
    expect(reprovada.json().data).toMatchObject({ status: 'Reprovada', podeDecidir: false });
  });

  it('a remoção pedida pelo gestor vai para a gestora dele confirmar', async () => {
    const pedido = await pedirFolga('2026-11-25');
    expect((await status(RH, pedido.id, 'Aprovada')).statusCode).toBe(200);
    const remocao = await status(GESTOR, pedido.id, 'Removida');
    expect(remocao.json()).toMatchObject({
      message: 'Remoção enviada para aprovação.',
      data: { status: 'ParaRemover', podeDecidir: false },
    });
    expect(await naLista(GESTOR, pedido.id, 'ParaRemover')).toMatchObject({ podeDecidir: false });
    expect(await naLista(GESTORA_CD, pedido.id, 'ParaRemover')).toMatchObject({
      podeDecidir: true,
    });
    expect((await status(OUTRO_GESTOR, pedido.id, 'Removida')).statusCode).toBe(403);
    const confirmada = await status(GESTORA_CD, pedido.id, 'Removida');
    expect(confirmada.statusCode).toBe(200);
    expect(confirmada.json().data).toMatchObject({ status: 'Removida' });
  });
});
