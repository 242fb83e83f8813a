import type { LoteAssinatura } from '@jornada/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import type { AssinaturaDeps } from './assinatura.deps.ts';
import { loteAssinaturaRepository } from './assinatura-lote.repository.ts';
import { EnvioInterrompido, gerarLote } from './use-cases/gerar-lote.ts';

// Envio para assinatura na fila de jobs (pg-boss): progresso, retomada sem duplicar e erro por pessoa.

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const A = '/api/assinatura';
const QUEM = ['colaborador', 'rh', 'gestor'] as const;

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
  for (const quem of QUEM) {
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

const andamento = async (loteId: string, quem = 'rh') => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${A}/envios/${loteId}`,
    headers: como(quem),
  });
  expect(r.statusCode).toBe(200);
  return r.json().data as LoteAssinatura;
};

/** Consulta o lote até a geração terminar; devolve os estados vistos no caminho. */
const esperarFim = async (loteId: string) => {
  const vistos: LoteAssinatura[] = [];
  for (let i = 0; i < 250; i += 1) {
    const atual = await andamento(loteId);
    vistos.push(atual);
    if (atual.situacao === 'enviado') return vistos;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  const u = vistos.at(-1)!;
  throw new Error(`o lote ${loteId} não terminou: ${u.enviados}+${u.erros}/${u.total}`);
};

const pdfAvulso = async () => {
  const d = await PDFDocument.create();
  d.addPage().drawText('Regulamento interno', { x: 50, y: 700 });
  return Buffer.from(await d.save()).toString('base64');
};

const meus = async (quem: string) => {
  const r = await t.app.inject({ method: 'GET', url: `${A}/meus`, headers: como(quem) });
  return (r.json().data.itens as { id: number; loteId: string }[]).map((d) => d.loteId);
};

const contar = async (sql: string, params: unknown[]) =>
  Number((await t.db.query<{ n: string }>(sql, params))[0]!.n);

let loteAvulso: string;

// Prazo, não medida: o job espera a vez na fila (consulta a cada 0,5 s) numa máquina ocupada.
describe('envio para assinatura na fila', { timeout: 60_000 }, () => {
  it('o POST responde com o lote "gerando"; o job gera os espelhos e o progresso chega a "enviado"', async () => {
    const r = await enviar({
      tipo: 'espelho',
      competencia: '2026-10',
      usuarioIds: [ids.colaborador, ids.gestor, ids.rh],
    });
    expect(r.statusCode).toBe(200);
    const lote = r.json().data as LoteAssinatura & { documentos: unknown[] };
    expect(lote.loteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lote).toMatchObject({ total: 3, tipo: 'espelho', competencia: '2026-10' });
    expect(['gerando', 'enviado']).toContain(lote.situacao);

    const vistos = await esperarFim(lote.loteId);
    expect(vistos.at(-1)).toMatchObject({
      situacao: 'enviado',
      total: 3,
      enviados: 3,
      erros: 0,
      falhas: [],
      titulo: 'Espelho de ponto — outubro/2026',
    });
    expect(vistos.at(-1)!.concluidoEm).not.toBeNull();
    // O progresso só anda para a frente e nunca passa do total.
    const feitos = vistos.map((v) => v.enviados + v.erros);
    expect(feitos).toEqual([...feitos].sort((a, b) => a - b));
    for (const f of feitos) expect(f).toBeLessThanOrEqual(3);
    expect(await meus('colaborador')).toContain(lote.loteId);
    // O job audita cada documento; o envio (lote) fica com quem enviou.
    const [envio] = await t.db.query<{ usuario_id: number }>(
      "select usuario_id from auditoria where entidade = 'documento_assinatura_lote' and acao = 'enviar' and entidade_id = $1",
      [lote.loteId],
    );
    expect(envio!.usuario_id).toBe(ids.rh);
    expect(
      await contar(
        "select count(*) as n from auditoria where entidade = 'documento_assinatura' and acao = 'enviar' and job = 'assinatura-envio' and depois->>'loteId' = $1",
        [lote.loteId],
      ),
    ).toBe(3);
  });

  it('PDF avulso: o arquivo guardado no lote vai a cada pessoa e é apagado no fim', async () => {
    const r = await enviar({
      tipo: 'avulso',
      titulo: 'Regulamento interno',
      usuarioIds: [ids.colaborador, ids.gestor],
      arquivo: { nome: 'regulamento.pdf', conteudoBase64: await pdfAvulso() },
    });
    expect(r.statusCode).toBe(200);
    loteAvulso = r.json().data.loteId;
    expect((await esperarFim(loteAvulso)).at(-1)).toMatchObject({ enviados: 2, erros: 0 });
    expect(
      await contar(
        'select count(*) as n from documento_assinatura_lote where id = $1 and arquivo is not null',
        [loteAvulso],
      ),
    ).toBe(0);
  });

  it('retomada depois de interrompido não duplica documento; a pessoa só vê o seu quando pronto', async () => {
    // Um lote gravado como o POST grava, gerado aqui pelo job (sem a fila) para parar no meio.
    const loteId = '9b1f3c52-7d4e-4a8b-b6c1-2e5d8f0a1c33';
    const pessoas = [ids.colaborador!, ids.gestor!].sort((a, b) => a - b);
    await loteAssinaturaRepository({ db: t.db.db, empresaId: EMPRESA_DEMO }).insertLote(
      {
        id: loteId,
        tipo: 'avulso',
        titulo: 'Regulamento interno',
        competencia: null,
        holeriteTipoId: null,
        enviadoPorId: ids.rh!,
        rotas: [],
        ip: '127.0.0.1',
        userAgent: null,
        enviadoEm: t.relogio.agora,
        nomeArquivo: 'regulamento.pdf',
        arquivo: Buffer.from(await pdfAvulso(), 'base64'),
      },
      pessoas.map((usuarioId) => ({ usuarioId, holeriteId: null })),
    );
    const docs = () =>
      t.db.query<{ id: number; usuario_id: number }>(
        'select id, usuario_id from documento_assinatura where empresa_id = $1 and lote_id = $2 order by id',
        [EMPRESA_DEMO, loteId],
      );
    // O documento avulso não usa espelho nem holerite: o job só precisa do banco e do relógio.
    const deps = { db: t.db.db, clock: () => t.relogio.agora } as unknown as AssinaturaDeps;
    const dados = { empresaId: EMPRESA_DEMO, loteId };
    // Para depois da primeira leva (de uma pessoa), como o servidor encerrando.
    let levas = 0;
    await expect(
      gerarLote({ ...deps, interrompido: () => levas++ >= 1 }, dados, 1),
    ).rejects.toBeInstanceOf(EnvioInterrompido);
    expect(await andamento(loteId)).toMatchObject({ situacao: 'gerando', enviados: 1, total: 2 });
    const antes = await docs();
    expect(antes.map((d) => d.usuario_id)).toEqual([pessoas[0]]);
    const [segundo] = QUEM.filter((q) => ids[q] === pessoas[1]);
    expect(await meus(segundo!)).not.toContain(loteId);

    await gerarLote(deps, dados, 1);
    expect(await andamento(loteId)).toMatchObject({ situacao: 'enviado', enviados: 2 });
    expect(await meus(segundo!)).toContain(loteId);
    const depois = await docs();
    expect(depois.map((d) => d.usuario_id)).toEqual(pessoas);
    expect(depois[0]!.id).toBe(antes[0]!.id);

    // Repetido de um ponto anterior (a posição não chegou a ser gravada): nada se duplica.
    await t.db.query(
      "update documento_assinatura_lote_item set situacao = 'pendente', documento_id = null where empresa_id = $1 and lote_id = $2",
      [EMPRESA_DEMO, loteId],
    );
    await t.db.query(
      "update documento_assinatura_lote set situacao = 'gerando', arquivo = $3 where empresa_id = $1 and id = $2",
      [EMPRESA_DEMO, loteId, Buffer.from(await pdfAvulso(), 'base64')],
    );
    await gerarLote(deps, dados);
    await gerarLote(deps, dados);
    expect(await docs()).toEqual(depois);
    expect(await andamento(loteId)).toMatchObject({ situacao: 'enviado', enviados: 2, erros: 0 });
    expect(
      await contar(
        "select count(*) as n from documento_assinatura_evento e join documento_assinatura d on d.empresa_id = e.empresa_id and d.id = e.documento_id where d.lote_id = $1 and e.evento = 'enviado'",
        [loteId],
      ),
    ).toBe(2);
  });

  it('a falha de uma pessoa fica no lote com o motivo; as demais recebem o documento', async () => {
    // Quem envia tem a gestão das assinaturas, mas não o ponto de todos: o espelho alheio falha.
    const sem = "array_remove(rotas, '/dashboard/admin/tratamento')";
    const perfis = await t.db.query<{ id: number; rotas: string[] }>(
      `select p.id, p.rotas from perfil p join usuario_perfil up
         on up.empresa_id = p.empresa_id and up.perfil_id = p.id
       where p.empresa_id = $1 and up.usuario_id = $2`,
      [EMPRESA_DEMO, ids.rh],
    );
    try {
      await t.db.query(`update perfil set rotas = ${sem} where empresa_id = $1 and id = any($2)`, [
        EMPRESA_DEMO,
        perfis.map((p) => p.id),
      ]);
      tokens.rhSemPonto = await t.token('rh@demo.jornada.dev');
      const r = await enviar(
        { tipo: 'espelho', competencia: '2026-10', usuarioIds: [ids.rh, ids.colaborador] },
        'rhSemPonto',
      );
      expect(r.statusCode).toBe(200);
      const fim = (await esperarFim(r.json().data.loteId)).at(-1)!;
      expect(fim).toMatchObject({ situacao: 'enviado', total: 2, enviados: 1, erros: 1 });
      expect(fim.falhas).toEqual([
        {
          usuarioId: ids.colaborador,
          nome: expect.any(String),
          matricula: expect.anything(),
          erro: 'Colaborador não encontrado(a).',
        },
      ]);
      expect(await meus('colaborador')).not.toContain(fim.loteId);
      expect(await meus('rh')).toContain(fim.loteId);
    } finally {
      for (const p of perfis)
        await t.db.query('update perfil set rotas = $3 where empresa_id = $1 and id = $2', [
          EMPRESA_DEMO,
          p.id,
          p.rotas,
        ]);
    }
  });

  it('entrada errada não cria lote; lote inexistente é 404; quem não é do RH não consulta', async () => {
    const lotes = () =>
      contar('select count(*) as n from documento_assinatura_lote where empresa_id = $1', [
        EMPRESA_DEMO,
      ]);
    const n = await lotes();
    const r = await enviar({ tipo: 'espelho', competencia: '2026-10', usuarioIds: [999_999_999] });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('usuarioIds');
    expect(await lotes()).toBe(n);
    const inexistente = await t.app.inject({
      method: 'GET',
      url: `${A}/envios/00000000-0000-4000-8000-000000000000`,
      headers: como('rh'),
    });
    expect(inexistente.statusCode).toBe(404);
    const invalido = await t.app.inject({
      method: 'GET',
      url: `${A}/envios/x%00y`,
      headers: como('rh'),
    });
    expect(invalido.statusCode).toBe(400);
    const colab = await t.app.inject({
      method: 'GET',
      url: `${A}/envios/${loteAvulso}`,
      headers: como('colaborador'),
    });
    expect(colab.statusCode).toBe(403);
  });
});
