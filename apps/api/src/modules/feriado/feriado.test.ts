import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { clienteEscala, GESTOR, PAULA, RH, usuarioId } from '../../../test/escala-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;
let paula: number;
let filialPaula: number;
let outraFilial: number;
beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026
  api = clienteEscala(t);
  paula = await usuarioId(t, PAULA);
  const [u] = await t.db.query<{ filial_id: number }>(
    'select filial_id from usuario where empresa_id = $1 and id = $2',
    [EMPRESA_DEMO, paula],
  );
  filialPaula = u!.filial_id;
  const [f] = await t.db.query<{ id: number }>(
    `insert into filial (empresa_id, nome, cnpj, cidade, uf)
     values ($1, 'Filial Campinas', '11222333000262', 'Campinas', 'SP') returning id`,
    [EMPRESA_DEMO],
  );
  outraFilial = f!.id;
});
afterAll(() => t.close());

type DiaEspelho = { data: string; tipoDia: string; feriado: string | null };

/** Dia do espelho de outubro/2026 da Paula visto pelo RH. */
const diaDoEspelho = async (data: string) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/espelho?ano=2026&mes=10&usuarioId=${paula}`,
    headers: { authorization: `Bearer ${await api.token(RH)}` },
  });
  expect(r.statusCode).toBe(200);
  return (r.json().data.dias as DiaEspelho[]).find((d) => d.data === data)!;
};

/** Dia do ponto tratado (POST /CarregarMes, painel e web ponto) de outubro/2026 da Paula. */
const diaDoPonto = async (data: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/CarregarMes',
    headers: { authorization: `Bearer ${await api.token(RH)}` },
    payload: { usuarioId: paula, mes: 10, ano: 2026 },
  });
  expect(r.statusCode).toBe(200);
  return (r.json().Data.dias as { data: string; previsto: number | null }[]).find(
    (d) => d.data === data,
  )!;
};

const feriadosDaTag = async () =>
  (await api.get(GESTOR, `/tag?Ano=2026&Mes=10&UsuariosIds=${paula}`)).json().data.data
    .feriados as { data: string; descricao: string }[];

const auditorias = async (id: number) =>
  t.db.query<{ acao: string; antes: unknown; depois: { nome: string } }>(
    `select acao, antes, depois from auditoria
      where empresa_id = $1 and entidade = 'feriado' and entidade_id = $2 order by id`,
    [EMPRESA_DEMO, String(id)],
  );

describe('feriados municipais (/feriado)', () => {
  it('lista por ano: o recorrente da demo aparece com a data do ano pedido', async () => {
    const r = await api.get(GESTOR, '/feriado?Ano=2027');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.items).toEqual([
      {
        id: expect.any(Number),
        nome: 'Aniversário de São Paulo',
        data: '2027-01-25',
        recorrente: true,
        filialId: null,
        filialNome: null,
        ativo: true,
      },
    ]);
    expect((await api.get(PAULA, '/feriado?Ano=2027')).statusCode).toBe(403);
    expect((await api.get(RH, '/feriado')).statusCode).toBe(400);
  });

  it('cadastrar um feriado muda o espelho e o /tag; arquivar devolve o dia de trabalho', async () => {
    expect(await diaDoEspelho('2026-10-20')).toMatchObject({ tipoDia: 'trabalho', feriado: null });
    expect((await diaDoPonto('2026-10-20')).previsto).toBeGreaterThan(0);

    const criado = await api.post(RH, '/feriado', {
      nome: 'Padroeiro da cidade',
      data: '2026-10-20',
      recorrente: false,
      filialId: filialPaula,
    });
    expect(criado.statusCode).toBe(201);
    const feriado = criado.json().data;
    expect(criado.headers.location).toBe(`/api/escala/feriado/${feriado.id}`);
    expect(feriado).toMatchObject({
      nome: 'Padroeiro da cidade',
      data: '2026-10-20',
      recorrente: false,
      filialId: filialPaula,
      filialNome: expect.any(String),
      ativo: true,
    });

    expect(await diaDoEspelho('2026-10-20')).toMatchObject({
      tipoDia: 'feriado',
      feriado: 'Padroeiro da cidade',
    });
    expect(await feriadosDaTag()).toContainEqual(
      expect.objectContaining({ data: '2026-10-20', descricao: 'Padroeiro da cidade' }),
    );
    // O ponto tratado do painel usa os mesmos feriados: o dia deixa de ter horas previstas.
    expect((await diaDoPonto('2026-10-20')).previsto).toBe(0);

    const alterado = await api.put(RH, `/feriado/${feriado.id}`, {
      nome: 'Padroeira da cidade',
      data: '2026-10-20',
      recorrente: false,
      filialId: filialPaula,
    });
    expect(alterado.statusCode).toBe(200);
    expect((await diaDoEspelho('2026-10-20')).feriado).toBe('Padroeira da cidade');

    const arquivado = await api.put(RH, `/feriado/${feriado.id}/status`, { ativo: false });
    expect(arquivado.json()).toMatchObject({
      message: 'Feriado arquivado.',
      data: { ativo: false },
    });
    expect(await diaDoEspelho('2026-10-20')).toMatchObject({ tipoDia: 'trabalho', feriado: null });
    expect((await feriadosDaTag()).some((f) => f.data === '2026-10-20')).toBe(false);
    const arquivados = (await api.get(RH, '/feriado?Ano=2026&ativo=false')).json().data.items;
    expect(arquivados.map((f: { id: number }) => f.id)).toEqual([feriado.id]);

    expect((await auditorias(feriado.id)).map((a) => a.acao)).toEqual([
      'criar',
      'alterar',
      'arquivar',
    ]);
    const [, alteracao] = await auditorias(feriado.id);
    expect(alteracao).toMatchObject({
      antes: { nome: 'Padroeiro da cidade' },
      depois: { nome: 'Padroeira da cidade' },
    });
  });

  it('o feriado de outra filial não vale para a Paula; recorrente vale todo ano', async () => {
    const r = await api.post(RH, '/feriado', {
      nome: 'Aniversário de Campinas',
      data: '2026-10-21',
      recorrente: false,
      filialId: outraFilial,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.filialNome).toBe('Filial Campinas');
    expect(await diaDoEspelho('2026-10-21')).toMatchObject({ tipoDia: 'trabalho', feriado: null });

    const recorrente = await api.post(RH, '/feriado', {
      nome: 'Dia do município',
      data: '2025-10-22',
      recorrente: true,
      filialId: null,
    });
    expect(recorrente.json().data).toMatchObject({ recorrente: true, data: '2026-10-22' });
    expect(await diaDoEspelho('2026-10-22')).toMatchObject({
      tipoDia: 'feriado',
      feriado: 'Dia do município',
    });
    const de2030 = (await api.get(RH, '/feriado?Ano=2030')).json().data.items;
    expect(de2030.map((f: { data: string }) => f.data)).toContain('2030-10-22');
  });

  it('recusa duplicado, 29/02 recorrente, filial inexistente e gravação por quem não é RH', async () => {
    const corpo = { nome: 'Duplicado', data: '2026-10-22', recorrente: true, filialId: null };
    const dup = await api.post(RH, '/feriado', corpo);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Já existe um feriado ativo nesta data para esta filial.');
    const bissexto = await api.post(RH, '/feriado', { ...corpo, data: '2028-02-29' });
    expect(bissexto.statusCode).toBe(400);
    const semFilial = await api.post(RH, '/feriado', {
      ...corpo,
      data: '2026-10-23',
      filialId: 999_999,
    });
    expect(semFilial.statusCode).toBe(400);
    expect(semFilial.json().message).toBe('Filial não encontrada.');
    expect((await api.post(GESTOR, '/feriado', { ...corpo, data: '2026-10-23' })).statusCode).toBe(
      403,
    );
    expect((await api.get(RH, '/feriado/999999')).statusCode).toBe(404);
  });
});
