import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteEscala,
  colaborador,
  escalaId,
  GESTOR,
  GESTORA_CD,
  PAULA,
  RH,
  usuarioId,
} from '../../../test/escala-teste.ts';

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;
let paula: number;
let original: number;
let nova: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  api = clienteEscala(t);
  paula = await usuarioId(t, PAULA);
});
afterAll(() => t.close());

const dia = async (id: number, data: string) =>
  (await api.get(RH, `/calendario/dia?UsuarioId=${id}&Data=${data}`)).json().data;

describe('/alocacao', () => {
  it('a demo aloca cada colaborador com jornada desde a admissão', async () => {
    const r = await api.get(RH, `/alocacao?usuarioId=${paula}`);
    expect(r.json().data.items).toEqual([
      {
        id: expect.any(Number),
        usuarioId: paula,
        usuarioNome: 'Paula Andrade',
        escalaId: await escalaId(t, 'COM-5X2'),
        escalaNome: 'Comercial 5x2 (08:00–17:48)',
        inicio: '2024-03-01',
        fim: null,
        inicioCiclo: null,
        ativo: true,
      },
    ]);
    original = r.json().data.items[0].id;
    expect((await api.get(RH, '/alocacao?pageSize=100')).json().data.total).toBe(40);
  });

  it('nova alocação encerra a anterior na véspera; o histórico mostra as duas gravações', async () => {
    const r = await api.post(RH, '/alocacao', {
      usuarioId: paula,
      escalaId: await escalaId(t, 'LOJA-6X1'),
      inicio: '2026-12-01',
    });
    expect(r.statusCode).toBe(201);
    nova = r.json().data.id;
    expect(r.headers.location).toBe(`/api/escala/alocacao/${nova}`);
    expect((await api.get(RH, `/alocacao/${original}`)).json().data.fim).toBe('2026-11-30');
    expect((await dia(paula, '2026-11-28')).naturezaDia).toBe('Folga');
    expect(await dia(paula, '2026-12-05')).toMatchObject({
      naturezaDia: 'Trabalho',
      entrada: '07:00',
    });

    const h = await api.get(RH, `/alocacao/historico/${original}`);
    expect(h.json().data.items).toEqual([
      expect.objectContaining({
        alocacaoId: original,
        acao: 'encerrar',
        usuarioNome: 'Renata Dias',
        antes: expect.objectContaining({ fim: null }),
        depois: expect.objectContaining({ fim: '2026-11-30' }),
      }),
    ]);
    const porUsuario = await api.get(RH, `/alocacao/historico?usuarioId=${paula}`);
    expect(porUsuario.json().data.items.map((i: { acao: string }) => i.acao)).toEqual([
      'criar',
      'encerrar',
    ]);
    const porId = await api.get(RH, `/alocacao/historico?AlocacaoId=${nova}`);
    expect(porId.json().data.items).toEqual([
      expect.objectContaining({ acao: 'criar', antes: null }),
    ]);
  });

  it('sobreposição com uma alocação que começa depois é recusada (409)', async () => {
    const r = await api.post(RH, '/alocacao', {
      usuarioId: paula,
      escalaId: await escalaId(t, 'NOT-5X2'),
      inicio: '2026-11-20',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'O colaborador já tem alocação de 01/12/2026 sem data fim neste período; altere-a ou arquive-a antes.',
    );
  });

  it('PUT altera; arquivar ({id, ativo:false}) tira a alocação da jornada', async () => {
    const put = await api.put(RH, '/alocacao', {
      id: nova,
      escalaId: await escalaId(t, 'NOT-5X2'),
    });
    expect(put.json().data).toMatchObject({ inicio: '2026-12-01', fim: null });
    expect(put.json().data.escalaNome).toBe('Vigia noturno 5x2 (22:00–05:00)');
    expect((await dia(paula, '2026-12-02')).entrada).toBe('22:00');
    const antes = await dia(paula, '2026-12-02');
    expect(antes.permitirArquivarAlocacao).toBe(true);
    expect(antes.alocacaoId).toBe(nova);
    const arquivar = await api.put(RH, '/alocacao/status', { id: nova, ativo: false });
    expect(arquivar.json()).toMatchObject({
      message: 'Alocação arquivada.',
      data: { ativo: false },
    });
    expect(await dia(paula, '2026-12-02')).toMatchObject({
      naturezaDia: 'SemEscala',
      alocacaoId: null,
      permitirArquivarAlocacao: false,
    });
    const h = await api.get(RH, `/alocacao/historico/${nova}`);
    expect(h.json().data.items.map((i: { acao: string }) => i.acao)).toEqual([
      'arquivar',
      'alterar',
      'criar',
    ]);
    expect((await api.get(RH, '/alocacao?ativo=false')).json().data.items).toHaveLength(1);
  });

  it('12x36 com âncora própria (turma B) inverte os dias', async () => {
    const a = await usuarioId(t, colaborador(1));
    const b = await usuarioId(t, colaborador(4));
    const doze = await escalaId(t, '12X36');
    await api.post(RH, '/alocacao', {
      usuarioId: a,
      escalaId: doze,
      inicio: '2026-12-01',
      inicioCiclo: '2026-12-01',
    });
    await api.post(RH, '/alocacao', {
      usuarioId: b,
      escalaId: doze,
      inicio: '2026-12-01',
      inicioCiclo: '2026-12-02',
    });
    expect((await dia(a, '2026-12-01')).naturezaDia).toBe('Trabalho');
    expect((await dia(b, '2026-12-01')).naturezaDia).toBe('Folga');
    expect((await dia(b, '2026-12-02')).entrada).toBe('07:00');
  });

  it('permissões: gestor lê a equipe e não grava; colaborador lê as próprias', async () => {
    const equipe = await api.get(GESTOR, '/alocacao?pageSize=100');
    expect(equipe.json().data.items.some((a: { usuarioId: number }) => a.usuarioId === paula)).toBe(
      true,
    );
    const cd = await api.get(GESTORA_CD, '/alocacao?pageSize=100');
    expect(cd.json().data.items.some((a: { usuarioId: number }) => a.usuarioId === paula)).toBe(
      false,
    );
    expect((await api.get(GESTORA_CD, `/alocacao/${original}`)).statusCode).toBe(403);
    expect((await api.get(GESTORA_CD, `/alocacao/historico/${original}`)).statusCode).toBe(403);
    const g = await api.post(GESTOR, '/alocacao', {
      usuarioId: paula,
      escalaId: 1,
      inicio: '2027-01-01',
    });
    expect(g.statusCode).toBe(403);
    const propria = await api.get(PAULA, '/alocacao?ativo=true');
    expect(
      propria.json().data.items.every((a: { usuarioId: number }) => a.usuarioId === paula),
    ).toBe(true);
    expect((await api.get(RH, '/alocacao/999999')).statusCode).toBe(404);
  });
});
