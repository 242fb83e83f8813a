import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteMensagens,
  M,
  multipart,
  PDF_MINIMO,
  usuarioId,
} from '../../../test/mensagens-de-teste.ts';

let t: AppDeTeste;
let c: ReturnType<typeof clienteMensagens>;
let rh: string;
let gestor: string;
let colaborador: string;
let paulaId: number;
let mensagemId: number;

beforeAll(async () => {
  t = await createAppDeTeste();
  c = clienteMensagens(t);
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  paulaId = await usuarioId(t, 'colaborador@demo.jornada.dev');
  const corpo = multipart(
    {
      titulo: 'Novo regulamento',
      texto: 'Leia o regulamento anexo e confirme a leitura.',
      pessoas: String(paulaId),
      exigirConfirmacao: 'true',
    },
    { nome: 'regulamento.pdf', tipo: 'application/pdf', bytes: PDF_MINIMO },
  );
  const r = await t.app.inject({
    method: 'POST',
    url: `${M}/enviadas`,
    headers: { ...corpo.headers, ...bearer(rh) },
    payload: corpo.payload,
  });
  expect(r.statusCode).toBe(200);
  mensagemId = r.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('Caixa de entrada e relatório de leitura', () => {
  it('a pessoa vê a mensagem não lida, abre (lida) e confirma (lida e confirmada)', async () => {
    const caixa = (await c.get(colaborador, '/caixa')).json().data;
    expect(caixa.naoLidas).toBe(1);
    expect(caixa.itens[0]).toMatchObject({
      id: mensagemId,
      titulo: 'Novo regulamento',
      remetenteNome: 'Renata Dias',
      exigirConfirmacao: true,
      anexoNome: 'regulamento.pdf',
      lidaEm: null,
    });

    const aberta = (await c.get(colaborador, `/caixa/${mensagemId}`)).json().data;
    expect(aberta.texto).toBe('Leia o regulamento anexo e confirme a leitura.');
    expect(aberta.lidaEm).toBe(t.relogio.agora.toISOString());
    expect((await c.get(colaborador, '/caixa')).json().data.naoLidas).toBe(0);

    const conf = await c.post(colaborador, `/caixa/${mensagemId}/confirmar`);
    expect(conf.statusCode).toBe(200);
    expect(conf.json().data.confirmadaEm).not.toBeNull();

    const d = (await c.get(rh, `/enviadas/${mensagemId}`)).json().data;
    expect(d).toMatchObject({ lidas: 1, confirmadas: 1 });
    const csv = await c.get(rh, `/enviadas/${mensagemId}/relatorio`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Nome;E-mail;Departamento;Situação;Lida em;Confirmada em;App;Push;E-mail (envio);SMS',
    );
    expect(linhas[1]).toContain('Paula Andrade;colaborador@demo.jornada.dev;');
    expect(linhas[1]).toContain(';Lida e confirmada;16/11/2026 10:30;16/11/2026 10:30;Entregue;');

    const auditoria = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = 2 and entidade = 'mensagem_destinatario' order by id",
    );
    expect(auditoria.map((a) => a.acao)).toEqual(['ler', 'confirmar_leitura']);
  });

  it('o anexo só abre para quem recebeu e para o lado de quem envia', async () => {
    const daPaula = await c.get(colaborador, `/anexo/${mensagemId}`);
    expect(daPaula.statusCode).toBe(200);
    expect(daPaula.headers['content-type']).toBe('application/pdf');
    expect(daPaula.rawPayload.equals(PDF_MINIMO)).toBe(true);
    expect((await c.get(rh, `/anexo/${mensagemId}`)).statusCode).toBe(200);

    const outra = await t.token('colaborador02@demo.jornada.dev');
    expect((await c.get(outra, `/anexo/${mensagemId}`)).statusCode).toBe(404);
    expect((await c.get(outra, `/caixa/${mensagemId}`)).statusCode).toBe(404);
    // O gestor não enviou esta mensagem: nem o anexo nem o detalhe.
    expect((await c.get(gestor, `/anexo/${mensagemId}`)).statusCode).toBe(404);
    expect((await c.get(gestor, `/enviadas/${mensagemId}`)).statusCode).toBe(404);
    expect((await c.get(colaborador, `/enviadas/${mensagemId}`)).statusCode).toBe(403);
  });

  it('histórico por pessoa: o RH vê tudo o que ela recebeu; o gestor, só o que ele enviou', async () => {
    const r = await c.post(gestor, '/enviadas', {
      titulo: 'Escala do feriado',
      texto: 'Confira sua escala.',
      pessoas: [paulaId],
    });
    expect(r.statusCode).toBe(200);
    const doRh = (await c.get(rh, `/pessoas/${paulaId}/historico`)).json().data;
    expect(doRh.itens.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Escala do feriado',
      'Novo regulamento',
    ]);
    expect(doRh.naoLidas).toBe(1);
    // A entrega por canal: só o app foi pedido nesta mensagem (push, e-mail e SMS nulos).
    expect(doRh.itens[0]).toMatchObject({
      canalApp: 'entregue',
      canalPush: null,
      canalEmail: null,
      canalSms: null,
      lidaEm: null,
    });
    const doGestor = (await c.get(gestor, `/pessoas/${paulaId}/historico`)).json().data;
    expect(doGestor.itens.map((i: { titulo: string }) => i.titulo)).toEqual(['Escala do feriado']);
    const rhId = await usuarioId(t, 'rh@demo.jornada.dev');
    expect((await c.get(gestor, `/pessoas/${rhId}/historico`)).statusCode).toBe(404);
  });

  it('confirmar uma mensagem que não pede confirmação é recusado', async () => {
    const [ultima] = await t.db.query<{ id: number }>(
      "select id from mensagem where empresa_id = 2 and titulo = 'Escala do feriado'",
    );
    const r = await c.post(colaborador, `/caixa/${ultima!.id}/confirmar`);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Esta mensagem não pede confirmação de leitura.');
  });

  it('a caixa pagina no servidor (25 por página)', async () => {
    for (let i = 0; i < 26; i++)
      expect(
        (await c.post(rh, '/enviadas', { titulo: `Aviso ${i}`, texto: 'x', pessoas: [paulaId] }))
          .statusCode,
      ).toBe(200);
    const p1 = (await c.get(colaborador, '/caixa')).json().data;
    expect(p1.itens).toHaveLength(25);
    expect(p1.total).toBe(28);
    const p2 = (await c.get(colaborador, '/caixa?pageNumber=2')).json().data;
    expect(p2.itens).toHaveLength(3);
    expect((await c.get(colaborador, '/caixa?pageSize=100000')).statusCode).toBe(400);
  });
});
