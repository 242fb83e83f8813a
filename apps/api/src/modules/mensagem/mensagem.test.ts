import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteMensagens,
  idDe,
  multipart,
  PDF_MINIMO,
  usuarioId,
} from '../../../test/mensagens-de-teste.ts';
import { iniciarSmtp } from '../../../test/smtp-de-teste.ts';

let t: AppDeTeste;
let smtp: Awaited<ReturnType<typeof iniciarSmtp>>;
let c: ReturnType<typeof clienteMensagens>;
let rh: string;
let gestor: string;
let colaborador: string;
let paulaId: number;
let gestorId: number;

beforeAll(async () => {
  smtp = await iniciarSmtp();
  t = await createAppDeTeste({
    acesso: { email: { tipo: 'smtp', url: smtp.url, de: 'Jornada <rh@demo.jornada.dev>' } },
  });
  c = clienteMensagens(t);
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  paulaId = await usuarioId(t, 'colaborador@demo.jornada.dev');
  gestorId = await usuarioId(t, 'gestor@demo.jornada.dev');
});
afterAll(async () => {
  await t?.close();
  await smtp?.fechar();
});

describe('Envio de mensagens', () => {
  it('departamento vira as pessoas ativas dele; e-mail chega; push sem inscrição fica registrado', async () => {
    const departamentoId = await idDe(
      t,
      'select departamento_id as id from usuario where empresa_id = 2 and id = $1',
      [paulaId],
    );
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int as n from usuario where empresa_id = 2 and ativo and departamento_id = $1',
      [departamentoId],
    )) as [{ n: number }];
    const r = await c.post(rh, '/enviadas', {
      titulo: 'Inventário no sábado',
      texto: 'Pessoal, o inventário será no sábado às 8h.\nTragam o crachá.',
      departamentos: [departamentoId],
      exigirConfirmacao: true,
      push: true,
      email: true,
    });
    expect(r.statusCode).toBe(200);
    const m = r.json().data;
    expect(m.destinatarios).toBe(n);
    expect(m.pessoas).toHaveLength(n);
    expect(m.pessoas.every((p: { canalApp: string }) => p.canalApp === 'entregue')).toBe(true);

    await c.aguardarEntrega(m.id);
    const email = await smtp.aguardar('colaborador@demo.jornada.dev');
    const texto = Buffer.from(email.texto, 'latin1').toString('utf8');
    expect(texto).toContain('Pessoal, o inventário será no sábado às 8h.');
    expect(texto).toContain('Tragam o crachá.');
    expect(texto).toContain('Mensagem de Renata Dias:');
    const detalhe = (await c.get(rh, `/enviadas/${m.id}`)).json().data;
    const paula = detalhe.pessoas.find((p: { usuarioId: number }) => p.usuarioId === paulaId);
    expect(paula).toMatchObject({
      canalEmail: 'enviado',
      canalPush: 'sem_inscricao',
      lidaEm: null,
    });

    const auditoria = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = 2 and entidade = 'mensagem' and entidade_id = $1",
      [String(m.id)],
    );
    expect(auditoria.map((a) => a.acao)).toEqual(['enviar']);
  });

  it('grupo: só os membros recebem; inscrição de push inalcançável fica como erro', async () => {
    const brigada = await idDe(t, "select id from grupo where empresa_id = 2 and codigo = 'BRIG'");
    // Inscrição da colaboradora num serviço de push que não responde (porta fechada).
    const inscricao = await t.app.inject({
      method: 'POST',
      url: '/api/auth/push/inscricao',
      headers: { authorization: `Bearer ${colaborador}` },
      payload: {
        uuid: 'navegador-teste-mensagem',
        subscription: {
          endpoint: 'https://127.0.0.1:9/push/x',
          keys: {
            p256dh:
              'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      },
    });
    expect(inscricao.statusCode).toBe(200);
    const r = await c.post(rh, '/enviadas', {
      titulo: 'Treino da brigada',
      texto: 'Treino na quinta.',
      grupos: [brigada],
      push: true,
    });
    expect(r.statusCode).toBe(200);
    const m = r.json().data;
    expect(m.destinatarios).toBe(3);
    await c.aguardarEntrega(m.id);
    const d = (await c.get(rh, `/enviadas/${m.id}`)).json().data;
    const paula = d.pessoas.find((p: { usuarioId: number }) => p.usuarioId === paulaId);
    expect(paula.canalPush).toBe('erro');
    expect(paula.canalEmail).toBeNull();
    expect(d.falhas).toBe(1);
  });

  it('gestor: só a equipe; departamento, grupo ou pessoa de fora são recusados', async () => {
    const [fora] = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = 2 and ativo and id <> $1
         and (gestor_id is null or gestor_id <> $1) order by id limit 1`,
      [gestorId],
    );
    const foraDaEquipe = await c.post(gestor, '/enviadas', {
      titulo: 'Oi',
      texto: 'Teste',
      pessoas: [fora!.id],
    });
    expect(foraDaEquipe.statusCode).toBe(403);
    const depto = await c.post(gestor, '/enviadas', {
      titulo: 'Oi',
      texto: 'x',
      departamentos: [1],
    });
    expect(depto.statusCode).toBe(403);

    const ok = await c.post(gestor, '/enviadas', {
      titulo: 'Reunião da equipe',
      texto: 'Amanhã às 9h.',
      pessoas: [paulaId],
    });
    expect(ok.statusCode).toBe(200);
    const lista = (await c.get(gestor, '/enviadas')).json().data;
    expect(lista.itens.map((i: { titulo: string }) => i.titulo)).toEqual(['Reunião da equipe']);
    // O RH vê todas as mensagens da empresa.
    expect((await c.get(rh, '/enviadas?search=brigada')).json().data.total).toBe(1);
    const opcoes = (await c.get(gestor, '/destinatarios')).json().data;
    expect(opcoes.podeGrupos).toBe(false);
    expect(opcoes.pessoas.some((p: { id: number }) => p.id === fora!.id)).toBe(false);
  });

  it('entradas inválidas: 400 com o campo, nunca 5xx', async () => {
    const casos: [object, string][] = [
      [{ titulo: '', texto: 'x', pessoas: [paulaId] }, 'titulo'],
      [{ titulo: 'a', texto: 'x'.repeat(5001), pessoas: [paulaId] }, 'texto'],
      [{ titulo: 'a', texto: 'x' }, 'pessoas'],
      [{ titulo: 'a', texto: 'x', pessoas: [2_147_483_647] }, 'pessoas'],
      [{ titulo: 'a', texto: 'x', pessoas: [99_999_999_999] }, 'pessoas'],
      [{ titulo: 'a', texto: 'x', grupos: [999_999] }, 'grupos'],
      [{ titulo: 'a', texto: 'x', pessoas: [paulaId], sms: true }, 'sms'],
    ];
    for (const [corpo, campo] of casos) {
      const r = await c.post(rh, '/enviadas', corpo);
      expect(r.statusCode, JSON.stringify(corpo).slice(0, 80)).toBe(400);
      expect(r.json().campo).toContain(campo);
    }
    const nul = await c.post(rh, '/enviadas', {
      titulo: 'a\u0000b',
      texto: 'x',
      pessoas: [paulaId],
    });
    expect(nul.statusCode).toBe(400);
    expect((await c.get(rh, '/enviadas/99999999999')).statusCode).toBe(400);
    expect((await c.get(rh, '/enviadas/2147483647')).statusCode).toBe(404);
  });

  it('multipart com anexo PDF; anexo que não é PDF nem imagem é recusado', async () => {
    const ruim = multipart(
      { titulo: 'Aviso', texto: 'Veja o anexo', pessoas: String(paulaId) },
      { nome: 'virus.exe', tipo: 'application/pdf', bytes: Buffer.from('MZ\x90\x00') },
    );
    const recusado = await t.app.inject({
      method: 'POST',
      url: '/api/mensagens/enviadas',
      headers: { ...ruim.headers, authorization: `Bearer ${rh}` },
      payload: ruim.payload,
    });
    expect(recusado.statusCode).toBe(400);
    expect(recusado.json().campo).toBe('anexo');

    const bom = multipart(
      { titulo: 'Escala de dezembro', texto: 'Veja o anexo', pessoas: `${paulaId}` },
      { nome: 'escala.pdf', tipo: 'application/pdf', bytes: PDF_MINIMO },
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/mensagens/enviadas',
      headers: { ...bom.headers, authorization: `Bearer ${rh}` },
      payload: bom.payload,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ anexoNome: 'escala.pdf', destinatarios: 1 });
  });

  it('estado dos canais: e-mail por SMTP, SMS desligado e as entregas das últimas 24 h', async () => {
    const r = await c.get(rh, '/messagebird-status');
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    expect(s.email).toEqual({ ativo: true, modo: 'smtp' });
    expect(s.sms).toEqual({ ativo: false, provedor: null });
    expect(s.ultimas24h).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ canal: 'push', status: 'sem_inscricao' }),
        expect.objectContaining({ canal: 'email', status: 'enviado' }),
      ]),
    );
    expect((await c.get(colaborador, '/messagebird-status')).statusCode).toBe(403);
  });
});
