import type { Ocorrencia, VerificacaoFechamento } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const OUTUBRO = 'ano=2026&mes=10';
type Pagina = { total: number; porCodigo: Record<string, number>; items: Ocorrencia[] };
let t: AppDeTeste;
let rh: string;
let gestor: string;
let colaborador: string;

const chamar = async <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rh) => {
  const r = await t.app.inject({ method, url, payload, headers: bearer(token) });
  const corpo = r.json();
  return { status: r.statusCode, data: (corpo.data ?? corpo.Data) as T, corpo };
};
const ocorrencias = (q = '', token = rh) =>
  chamar<Pagina>('GET', `/api/espelho/ocorrencias?${OUTUBRO}&pageSize=500${q}`, undefined, token);
const acao = (corpo: object, token = rh) =>
  chamar<{ aplicadas: number }>('POST', '/api/divergencias/acoes', corpo, token);
const impares = async () =>
  (await ocorrencias('&codigo=MARCACAO_IMPAR')).data.items.filter((o) =>
    o.inconsistencias.includes('MARCACAO_IMPAR'),
  );

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026: outubro já terminou
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

describe('divergências do mês: tratativas em lote', () => {
  it('filtra por código e situação; a contagem por código acompanha a situação', async () => {
    const todas = await ocorrencias();
    expect(todas.status).toBe(200);
    expect(todas.data.total).toBeGreaterThan(0);
    expect(todas.data.items.every((o) => o.tratativa === null)).toBe(true);
    const soImpares = await impares();
    expect(soImpares.length).toBe(todas.data.porCodigo.MARCACAO_IMPAR);
    const abertas = await ocorrencias('&situacao=abertas');
    expect(abertas.data.total).toBe(todas.data.total);
    expect((await ocorrencias('&situacao=tratadas')).data.total).toBe(0);
    expect((await ocorrencias('&codigo=nao-existe')).status).toBe(400);
  });

  it('motivo é obrigatório para justificar e ignorar; lista vazia e mais de 500 dias: 400', async () => {
    const [dia] = await impares();
    const itens = [{ usuarioId: dia!.usuarioId, data: dia!.data }];
    const semMotivo = await acao({ acao: 'ignorar', itens });
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.corpo.message).toContain('motivo');
    expect((await acao({ acao: 'justificar', motivo: 'ok', itens })).status).toBe(400);
    const vazia = await acao({ acao: 'solicitarTratamento', itens: [] });
    expect(vazia.status).toBe(400);
    const demais = Array.from({ length: 501 }, () => itens[0]);
    expect((await acao({ acao: 'solicitarTratamento', itens: demais })).status).toBe(400);
    const enorme = await acao({
      acao: 'solicitarTratamento',
      itens: [{ usuarioId: 99999999999, data: '2026-10-01' }],
    });
    expect(enorme.status).toBe(400);
    const inexistente = await acao({
      acao: 'solicitarTratamento',
      itens: [{ usuarioId: 2147483647, data: '2026-10-01' }],
    });
    expect(inexistente.status).toBe(404);
    expect((await ocorrencias('&situacao=tratadas')).data.total).toBe(0);
  });

  it('o colaborador não trata divergências (403); o gestor só a própria equipe', async () => {
    const [dia] = await impares();
    const itens = [{ usuarioId: dia!.usuarioId, data: dia!.data }];
    expect((await acao({ acao: 'solicitarTratamento', itens }, colaborador)).status).toBe(403);
    const [fora] = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = $1 and (gestor_id is null or gestor_id <> (
         select id from usuario where empresa_id = $1 and email = 'gestor@demo.jornada.dev'))
       order by id limit 1`,
      [EMPRESA_DEMO],
    );
    const r = await acao(
      { acao: 'solicitarTratamento', itens: [{ usuarioId: fora!.id, data: '2026-10-01' }] },
      gestor,
    );
    expect(r.status).toBe(404);
  });

  it('ignorar em lote libera o fechamento das marcações ímpares; desfazer volta a bloquear', async () => {
    const dias = await impares();
    expect(dias.length).toBeGreaterThan(0);
    const itens = dias.map((o) => ({ usuarioId: o.usuarioId, data: o.data }));
    const r = await acao({ acao: 'ignorar', motivo: 'Saída não registrada, confirmada', itens });
    expect(r.status).toBe(200);
    expect(r.data.aplicadas).toBe(itens.length);

    const tratadas = await ocorrencias('&situacao=tratadas');
    expect(tratadas.data.total).toBe(itens.length);
    const t0 = tratadas.data.items[0]!.tratativa!;
    expect(t0).toMatchObject({ acao: 'ignorar', motivo: 'Saída não registrada, confirmada' });
    expect(t0.por).toBeTruthy();
    expect((await ocorrencias('&situacao=abertas&codigo=MARCACAO_IMPAR')).data.total).toBe(0);

    const verificar = () =>
      chamar<VerificacaoFechamento>(
        'GET',
        `/api/verbas/fechamento/divergencias?${OUTUBRO}&pageSize=100`,
      );
    const v = await verificar();
    expect(v.data.bloqueantes).toBe(0);
    const impar = v.data.items.filter((d) => d.tipo === 'marcacoesImpares');
    expect(impar.length).toBe(Math.min(itens.length, 100));
    expect(impar.every((d) => !d.bloqueia && d.descricao.includes('Ignorada'))).toBe(true);

    // Desfazer a tratativa de um dia: ele volta a estar aberto e a bloquear.
    const desfeita = await chamar('POST', '/api/divergencias/desfazer', { id: t0.id });
    expect(desfeita.status).toBe(200);
    expect((await ocorrencias('&situacao=abertas&codigo=MARCACAO_IMPAR')).data.total).toBe(1);
    expect((await verificar()).data.bloqueantes).toBe(1);
    // Só a vigente pode ser desfeita: a mesma outra vez é recusada (409).
    const denovo = await chamar('POST', '/api/divergencias/desfazer', { id: t0.id });
    expect(denovo.status).toBe(409);
  });

  it('pedir tratamento avisa a pessoa e fica na auditoria; o histórico não se altera', async () => {
    const [dia] = await impares();
    const r = await acao({
      acao: 'solicitarTratamento',
      itens: [{ usuarioId: dia!.usuarioId, data: dia!.data }],
    });
    expect(r.status).toBe(200);
    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'divergencia_tratativa' and acao = 'solicitarTratamento'",
      [EMPRESA_DEMO],
    );
    expect(aud!.n).toBe(1);
    await expect(
      t.db.query("update divergencia_tratativa set motivo = 'x' where empresa_id = $1", [
        EMPRESA_DEMO,
      ]),
    ).rejects.toThrow();
  });
});
