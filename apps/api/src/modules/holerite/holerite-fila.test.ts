import type { ImportacaoPrevia } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { enviarHolerites, pdfDaDemo, pessoasDaDemo } from '../../../test/holerites-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { dividirLote } from './use-cases/dividir.ts';

// Divisão de holerites na fila de jobs (pg-boss): andamento, retomada sem duplicar e falha.

let t: AppDeTeste;
let token: string;
type Pessoa = Awaited<ReturnType<typeof pessoasDaDemo>>[number];
let pessoas: Pessoa[];
let arquivo: Buffer;
let previa: ImportacaoPrevia;

const lote = async (loteId: number): Promise<ImportacaoPrevia> => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/holerite/importacao/lote/${loteId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.statusCode).toBe(200);
  return r.json().data;
};

/** Consulta o lote até a divisão terminar; devolve os estados vistos no caminho. */
const esperarFim = async (loteId: number) => {
  const vistos: ImportacaoPrevia[] = [];
  for (let i = 0; i < 250; i += 1) {
    const atual = await lote(loteId);
    vistos.push(atual);
    if (atual.processamento === 'concluida' || atual.processamento === 'falhou') return vistos;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  const ultimo = vistos.at(-1)!;
  throw new Error(
    `a divisão do lote ${loteId} não terminou: ${ultimo.processamento} ${ultimo.etapa} ${ultimo.paginasProcessadas}/${ultimo.paginas}`,
  );
};

const contar = async (sql: string, params: unknown[]) =>
  Number((await t.db.query<{ n: string }>(sql, params))[0]!.n);

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
  token = await t.token('rh@demo.jornada.dev');
  pessoas = await pessoasDaDemo(t, 6);
  arquivo = await pdfDaDemo([...pessoas, pessoas[0]!], 2);
});
afterAll(() => t.close());

// Prazo, não medida: o job espera a vez na fila (consulta a cada 0,5 s) numa máquina ocupada.
describe('divisão de holerites na fila', { timeout: 60_000 }, () => {
  it('o envio responde na hora com o rascunho na fila; o job divide e a prévia fica pronta', async () => {
    const r = await enviarHolerites(t, token, { nome: 'folha-fila.pdf', bytes: arquivo });
    expect(r.statusCode).toBe(200);
    const enviado = r.json().data as ImportacaoPrevia;
    expect(enviado).toMatchObject({ situacao: 'rascunho', encontrados: [], erro: null });
    expect(['na_fila', 'processando', 'concluida']).toContain(enviado.processamento);

    const vistos = await esperarFim(enviado.loteId);
    previa = vistos.at(-1)!;
    expect(previa).toMatchObject({
      processamento: 'concluida',
      etapa: null,
      paginas: 9,
      paginasProcessadas: 9,
      erro: null,
    });
    expect(previa.encontrados).toHaveLength(6);
    expect(previa.encontrados.find((e) => e.usuarioId === pessoas[0]!.id)!.paginas).toEqual([1, 7]);
    expect(previa.naoIdentificadas.map((p) => p.pagina)).toEqual([8, 9]);
    // O progresso nunca passa do total nem anda para trás dentro de uma etapa.
    for (const v of vistos)
      expect(v.paginasProcessadas).toBeLessThanOrEqual(Math.max(v.paginas, 0));
    // O arquivo recebido não fica guardado depois da divisão; o job audita a divisão.
    expect(
      await contar('select count(*) as n from holerite_lote_arquivo where lote_id = $1', [
        previa.loteId,
      ]),
    ).toBe(0);
    const audit = await t.db.query<{ job: string | null; usuario_id: number | null }>(
      "select job, usuario_id from auditoria where entidade = 'holerite_lote' and acao = 'dividir' and entidade_id = $1",
      [String(previa.loteId)],
    );
    expect(audit).toEqual([{ job: 'holerite-divisao', usuario_id: null }]);
  });

  it('job repetido ou retomado no meio não duplica os PDFs', async () => {
    const loteId = previa.loteId;
    const antes = await t.db.query<{ id: number; usuario_id: number }>(
      'select id, usuario_id from holerite where empresa_id = $1 and lote_id = $2 order by id',
      [EMPRESA_DEMO, loteId],
    );
    // Repetido depois de concluído: nada muda.
    await dividirLote(
      { db: t.db.db, clock: () => t.relogio.agora },
      {
        empresaId: EMPRESA_DEMO,
        loteId,
      },
    );
    // Interrompido no meio: um PDF ainda não gravado, o arquivo ainda guardado.
    const faltando = antes[2]!;
    await t.db.query('delete from holerite where empresa_id = $1 and id = $2', [
      EMPRESA_DEMO,
      faltando.id,
    ]);
    await t.db.query(
      "update holerite_lote set processamento = 'processando', etapa = 'montagem' where empresa_id = $1 and id = $2",
      [EMPRESA_DEMO, loteId],
    );
    await t.db.query(
      'insert into holerite_lote_arquivo (empresa_id, lote_id, conteudo) values ($1, $2, $3)',
      [EMPRESA_DEMO, loteId, arquivo],
    );
    await dividirLote(
      { db: t.db.db, clock: () => t.relogio.agora },
      {
        empresaId: EMPRESA_DEMO,
        loteId,
      },
    );
    const depois = await t.db.query<{ id: number; usuario_id: number }>(
      'select id, usuario_id from holerite where empresa_id = $1 and lote_id = $2 order by id',
      [EMPRESA_DEMO, loteId],
    );
    expect(depois).toHaveLength(antes.length);
    // Os já gravados ficaram (mesmos ids); só o que faltava foi montado de novo.
    expect(depois.slice(0, -1).map((h) => h.id)).toEqual(
      antes.filter((h) => h.id !== faltando.id).map((h) => h.id),
    );
    expect(depois.at(-1)!.usuario_id).toBe(faltando.usuario_id);
    expect((await lote(loteId)).processamento).toBe('concluida');
  });

  it('não publica enquanto a divisão não termina; concluída, publica', async () => {
    const loteId = previa.loteId;
    await t.db.query(
      "update holerite_lote set processamento = 'processando' where empresa_id = $1 and id = $2",
      [EMPRESA_DEMO, loteId],
    );
    const publicar = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/holerite/importacao/lote/${loteId}/publicar`,
        headers: { authorization: `Bearer ${token}` },
      });
    const cedo = await publicar();
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().message).toBe(
      'A divisão do arquivo ainda não terminou: aguarde a prévia para publicar.',
    );
    await t.db.query(
      "update holerite_lote set processamento = 'concluida' where empresa_id = $1 and id = $2",
      [EMPRESA_DEMO, loteId],
    );
    expect((await publicar()).statusCode).toBe(200);
  });

  it('PDF ilegível: a divisão falha com o motivo e o arquivo guardado é apagado', async () => {
    const r = await enviarHolerites(t, token, {
      nome: 'corrompido.pdf',
      bytes: Buffer.from('%PDF-1.7\nisto não é um PDF de verdade'),
    });
    expect(r.statusCode).toBe(200);
    const fim = (await esperarFim(r.json().data.loteId)).at(-1)!;
    expect(fim).toMatchObject({
      processamento: 'falhou',
      erro: 'Não foi possível ler o PDF corrompido.pdf: o arquivo está corrompido ou protegido por senha.',
      encontrados: [],
    });
    expect(
      await contar('select count(*) as n from holerite_lote_arquivo where lote_id = $1', [
        fim.loteId,
      ]),
    ).toBe(0);
  });

  it('formato que não é PDF nem ZIP é recusado na hora, sem criar importação', async () => {
    const antes = await contar('select count(*) as n from holerite_lote where empresa_id = $1', [
      EMPRESA_DEMO,
    ]);
    const r = await enviarHolerites(t, token, {
      nome: 'planilha.xlsx',
      bytes: Buffer.from('não é pdf'),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ campo: 'arquivos' });
    expect(
      await contar('select count(*) as n from holerite_lote where empresa_id = $1', [EMPRESA_DEMO]),
    ).toBe(antes);
  });
});
