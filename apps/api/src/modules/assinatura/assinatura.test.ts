import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste, senhaHash } from '../../../test/app-de-teste.ts';
import { SENHA_DEMO } from '../../seed/demo-dados.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { conferirSelo, sha256 } from './assinatura.pdf.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const A = '/api/assinatura';

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'rh', 'gestor']) {
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
    const [u] = await t.db.query<{ id: number }>(
      'select id from usuario where empresa_id = $1 and email = $2',
      [EMPRESA_DEMO, `${quem}@demo.jornada.dev`],
    );
    ids[quem] = u!.id;
  }
});
afterAll(() => t.close());

const enviar = (corpo: object, quem = 'rh') =>
  t.app.inject({ method: 'POST', url: `${A}/envios`, headers: como(quem), payload: corpo });

const pdfAvulso = async () => {
  const d = await PDFDocument.create();
  d.addPage().drawText('Política de uso de equipamentos', { x: 50, y: 700 });
  return Buffer.from(await d.save()).toString('base64');
};

let espelhoId: number;
let codigo: string;

describe('assinatura eletrônica de documentos', () => {
  it('lista os tipos de documento para qualquer pessoa logada', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${A}/tipos`,
      headers: como('colaborador'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((x: { id: string }) => x.id)).toEqual([
      'espelho',
      'holerite',
      'aviso-ferias',
      'avulso',
    ]);
  });

  it('o RH envia o espelho do mês ao colaborador; só ele o vê entre os seus', async () => {
    const r = await enviar({
      tipo: 'espelho',
      competencia: '2026-10',
      usuarioIds: [ids.colaborador],
    });
    expect(r.statusCode).toBe(200);
    const lote = r.json().data;
    expect(lote.enviados).toBe(1);
    const [d] = lote.documentos;
    expect(d).toMatchObject({ situacao: 'enviado', tipo: 'espelho', competencia: '2026-10' });
    expect(d.titulo).toBe('Espelho de ponto — outubro/2026');
    expect(d.sha256).toMatch(/^[0-9a-f]{64}$/);
    espelhoId = d.id;
    const meus = await t.app.inject({
      method: 'GET',
      url: `${A}/meus`,
      headers: como('colaborador'),
    });
    expect(meus.json().data.itens.map((x: { id: number }) => x.id)).toContain(espelhoId);
    const doGestor = await t.app.inject({
      method: 'GET',
      url: `${A}/meus`,
      headers: como('gestor'),
    });
    expect(doGestor.json().data.itens).toEqual([]);
    const semGestao = await t.app.inject({
      method: 'GET',
      url: `${A}/documentos`,
      headers: como('colaborador'),
    });
    expect(semGestao.statusCode).toBe(403);
  });

  it('abrir o PDF marca "visualizado"; o PDF aberto é o do hash enviado', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${A}/meus/${espelhoId}/arquivo`,
      headers: como('colaborador'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const lista = await t.app.inject({
      method: 'GET',
      url: `${A}/meus`,
      headers: como('colaborador'),
    });
    const d = lista.json().data.itens.find((x: { id: number }) => x.id === espelhoId);
    expect(d.situacao).toBe('visualizado');
    expect(sha256(r.rawPayload)).toBe(d.sha256);
  });

  it('senha errada não assina e fica na trilha; outra pessoa não assina o documento alheio', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${A}/meus/${espelhoId}/assinar`,
      headers: como('colaborador'),
      payload: { senha: senhaHash('SenhaErrada@1') },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ campo: 'senha', message: 'senha: a senha não confere.' });
    const alheio = await t.app.inject({
      method: 'POST',
      url: `${A}/meus/${espelhoId}/assinar`,
      headers: como('gestor'),
      payload: { senha: senhaHash(SENHA_DEMO) },
    });
    expect(alheio.statusCode).toBe(404);
    const [e] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from documento_assinatura_evento where documento_id = $1 and evento = 'credencial-recusada'",
      [espelhoId],
    );
    expect(e!.n).toBe(1);
  });

  it('com a senha certa assina: guarda IP, hash e sela o PDF em PAdES com a página de assinatura', async () => {
    t.relogio.agora = new Date('2026-11-16T14:00:00Z');
    const r = await t.app.inject({
      method: 'POST',
      url: `${A}/meus/${espelhoId}/assinar`,
      headers: { ...como('colaborador'), 'user-agent': 'Navegador de teste' },
      payload: { senha: senhaHash(SENHA_DEMO) },
    });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ situacao: 'assinado', assinadoEm: '2026-11-16T14:00:00.000Z' });
    expect(d.codigo).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    codigo = d.codigo;
    const [linha] = await t.db.query<{ ip: string; user_agent: string; metodo: string }>(
      'select ip, user_agent, metodo from documento_assinatura where empresa_id = $1 and id = $2',
      [EMPRESA_DEMO, espelhoId],
    );
    expect(linha).toMatchObject({
      ip: '127.0.0.1',
      user_agent: 'Navegador de teste',
      metodo: 'senha',
    });

    const original = await t.app.inject({
      method: 'GET',
      url: `${A}/meus/${espelhoId}/arquivo`,
      headers: como('colaborador'),
    });
    const selado = await t.app.inject({
      method: 'GET',
      url: `${A}/documentos/${espelhoId}/arquivo`,
      headers: como('rh'),
    });
    expect(selado.statusCode).toBe(200);
    const bytes = selado.rawPayload;
    expect(bytes.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(await conferirSelo(bytes)).toBe(true);
    // Um byte trocado no conteúdo e o selo não confere.
    const adulterado = Buffer.from(bytes);
    adulterado[20] = adulterado[20]! ^ 1;
    expect(await conferirSelo(adulterado)).toBe(false);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    const paginas = (await PDFDocument.load(bytes)).getPageCount();
    expect(paginas).toBeGreaterThanOrEqual(2);

    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where entidade = 'documento_assinatura' and entidade_id = $1 and acao = 'assinar'",
      [String(espelhoId)],
    );
    expect(aud!.n).toBe(1);
    const de2vezes = await t.app.inject({
      method: 'POST',
      url: `${A}/meus/${espelhoId}/assinar`,
      headers: como('colaborador'),
      payload: { senha: senhaHash(SENHA_DEMO) },
    });
    expect(de2vezes.statusCode).toBe(409);
  });

  it('qualquer pessoa confere o documento pelo código, sem login; só nome e data', async () => {
    const r = await t.app.inject({ method: 'GET', url: `${A}/verificacao/${codigo}` });
    expect(r.statusCode).toBe(200);
    const v = r.json().data;
    expect(v).toMatchObject({ valido: true, codigo, signatario: 'Paula Andrade' });
    expect(Object.keys(v).sort()).toEqual(
      [
        'assinadoEm',
        'codigo',
        'empresa',
        'sha256',
        'sha256Selado',
        'signatario',
        'titulo',
        'valido',
      ].sort(),
    );
    const semHifen = await t.app.inject({
      method: 'GET',
      url: `${A}/verificacao/${codigo.replaceAll('-', '').toLowerCase()}`,
    });
    expect(semHifen.json().data.valido).toBe(true);
    const inexistente = await t.app.inject({
      method: 'GET',
      url: `${A}/verificacao/AAAA-BBBB-CCCC-DDDD`,
    });
    expect(inexistente.statusCode).toBe(404);
    const invalido = await t.app.inject({ method: 'GET', url: `${A}/verificacao/x%00y` });
    expect(invalido.statusCode).toBe(400);
  });

  it('um PDF avulso vai a duas pessoas; uma recusa com motivo; o RH acompanha, lembra e baixa as evidências', async () => {
    const r = await enviar({
      tipo: 'avulso',
      titulo: 'Política de equipamentos',
      usuarioIds: [ids.colaborador, ids.gestor],
      arquivo: { nome: 'politica.pdf', conteudoBase64: await pdfAvulso() },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.enviados).toBe(2);
    const doGestor = r
      .json()
      .data.documentos.find((d: { usuarioId: number }) => d.usuarioId === ids.gestor);
    const curto = await t.app.inject({
      method: 'POST',
      url: `${A}/meus/${doGestor.id}/recusar`,
      headers: como('gestor'),
      payload: { motivo: 'não' },
    });
    expect(curto.statusCode).toBe(400);
    expect(curto.json().campo).toBe('motivo');
    const recusa = await t.app.inject({
      method: 'POST',
      url: `${A}/meus/${doGestor.id}/recusar`,
      headers: como('gestor'),
      payload: { motivo: 'O documento cita um equipamento que não uso.' },
    });
    expect(recusa.statusCode).toBe(200);
    expect(recusa.json().data).toMatchObject({
      situacao: 'recusado',
      motivoRecusa: 'O documento cita um equipamento que não uso.',
    });

    const lembrete = await t.app.inject({
      method: 'POST',
      url: `${A}/documentos/${doGestor.id}/lembrete`,
      headers: como('rh'),
    });
    expect(lembrete.statusCode).toBe(409);
    const doColab = r
      .json()
      .data.documentos.find((d: { usuarioId: number }) => d.usuarioId === ids.colaborador);
    const ok = await t.app.inject({
      method: 'POST',
      url: `${A}/documentos/${doColab.id}/lembrete`,
      headers: como('rh'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.lembretes).toBe(1);

    const assinados = await t.app.inject({
      method: 'GET',
      url: `${A}/documentos?situacao=assinado&pageSize=1`,
      headers: como('rh'),
    });
    expect(assinados.json().data).toMatchObject({ total: 1, pageSize: 1 });
    expect(assinados.json().data.itens[0].id).toBe(espelhoId);
    const todos = await t.app.inject({
      method: 'GET',
      url: `${A}/documentos?pageSize=2&pageNumber=2`,
      headers: como('rh'),
    });
    expect(todos.json().data).toMatchObject({ total: 3, pageNumber: 2 });
    expect(todos.json().data.itens).toHaveLength(1);

    const evid = await t.app.inject({
      method: 'GET',
      url: `${A}/documentos/${espelhoId}/evidencias`,
      headers: como('rh'),
    });
    expect(evid.statusCode).toBe(200);
    expect(evid.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
