import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { iniciarReceptor } from '../../../test/receptor-webhook.ts';

/**
 * Lacunas dos alertas (issue #22 §2): decisão de tratamento publica `solicitacao.decidida`
 * (webhooks e alertas ouvem), pedidos pendentes perto do início entram na varredura e a hora
 * extra prevista avisa já na entrada.
 */

const GESTOR = 'gestor@demo.jornada.dev';
const COLABORADOR = 'colaborador@demo.jornada.dev';
const RH = 'rh@demo.jornada.dev';

let t: AppDeTeste;
let receptor: Awaited<ReturnType<typeof iniciarReceptor>>;

beforeAll(async () => {
  receptor = await iniciarReceptor();
  t = await createAppDeTeste();
}, 600_000);
afterAll(async () => {
  await t?.close();
  await receptor?.fechar();
});

type Item = { tipo: string; descricao: string; lei: string };
const listar = async (email: string, query: string) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/alertas/alertas?${query}`,
    headers: bearer(await t.token(email)),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: { itens: Item[]; total: number } }>().data.itens;
};

const marcarEm = async (instante: string) => {
  t.relogio.agora = new Date(instante);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: bearer(await t.token(COLABORADOR)),
    payload: {},
  });
  expect(r.statusCode, r.body).toBe(200);
  await t.app.alertasJobs.aguardar();
};

describe('decisão de tratamento publica solicitacao.decidida', () => {
  it('o gestor aprova o tratamento e o webhook recebe o evento com a espécie "tratamento"', async () => {
    const rh = await t.token(RH);
    const w = await t.app.inject({
      method: 'POST',
      url: '/api/integracao/webhooks',
      headers: bearer(rh),
      payload: { url: receptor.url, eventos: ['solicitacao.decidida'] },
    });
    expect(w.statusCode, w.body).toBe(200);
    const [tr] = await t.db.query<{ id: number; usuario_id: number }>(
      `insert into marcacao_tratamento (empresa_id, usuario_id, tipo, data, motivo_id, motivo,
         autor_id, criado_em, status)
       select 2, u.id, 'justificativa', '2026-11-12', m.id, m.descricao, u.id, now(), 'ParaAprovar'
         from usuario u, motivo_marcacao m
        where u.empresa_id = 2 and u.email = $1 and m.empresa_id = 2
        limit 1
       returning id, usuario_id`,
      [COLABORADOR],
    );
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/main/tratamentos/${Number(tr!.id)}/decisao`,
      headers: bearer(await t.token(GESTOR)),
      payload: { status: 'Reprovada', observacao: 'sem comprovante' },
    });
    expect(r.statusCode, r.body).toBe(200);
    await t.app.aguardarEventos();
    const corpos = receptor.recebidos.map((x) => JSON.parse(x.corpo));
    expect(corpos).toContainEqual(
      expect.objectContaining({
        tipo: 'solicitacao.decidida',
        dados: expect.objectContaining({
          solicitacaoId: Number(tr!.id),
          usuarioId: tr!.usuario_id,
          especie: 'tratamento',
          status: 'Reprovada',
        }),
      }),
    );
  });
});

describe('pedido pendente perto do início (varredura)', () => {
  it('day off pendente que começa em 2 dias avisa o gestor uma vez só', async () => {
    t.relogio.agora = new Date('2026-11-16T13:30:00Z');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/salvardayofflancamento',
      headers: bearer(await t.token(COLABORADOR)),
      payload: { data: '2026-11-18', motivo: 'FolgaConcedida' },
    });
    expect(r.statusCode, r.body).toBe(200);
    await t.app.alertasJobs.varrer();
    const doPedido = (await listar(GESTOR, 'tipo=pendenciaExpirando')).filter((i) =>
      i.descricao.includes('Pedido de day off de 18/11/2026'),
    );
    expect(doPedido).toHaveLength(1);
    expect(doPedido[0]!.descricao).toContain('começa em 2 dia(s) e ainda não foi decidido');
    await t.app.alertasJobs.varrer();
    const denovo = (await listar(GESTOR, 'tipo=pendenciaExpirando')).filter((i) =>
      i.descricao.includes('Pedido de day off de 18/11/2026'),
    );
    expect(denovo).toHaveLength(1);
  });
});

describe('hora extra prevista na entrada', () => {
  it('entrada às 05:59 numa escala 08:00–17:48 avisa que a saída prevista passa do limite', async () => {
    // Quarta 18/11 às 05:59 (Brasília): até 17:48 com 1 h de intervalo são 2h01 extras.
    await marcarEm('2026-11-18T08:59:00Z');
    const itens = await listar(COLABORADOR, 'tipo=horaExtraProxima');
    const doDia = itens.filter((i) => i.descricao.includes('(17:48), serão 02h01'));
    expect(doDia).toHaveLength(1);
    expect(doDia[0]!.lei).toBe('CLT art. 59');
  });

  it('entrada às 06:00 (exatas 2 h extras previstas) não avisa', async () => {
    const antes = (await listar(COLABORADOR, 'tipo=horaExtraProxima')).length;
    await marcarEm('2026-11-19T09:00:00Z');
    expect(await listar(COLABORADOR, 'tipo=horaExtraProxima')).toHaveLength(antes);
  });
});
