import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
let rh: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
});
afterAll(() => t.close());

const chamar = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = rh,
) => t.app.inject({ method, url: `/api/auth${url}`, headers: bearer(token), payload });

const idDe = async (email: string) => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, email],
  );
  return u!.id;
};

describe('perfis de acesso (RH)', () => {
  it('catálogo: três menus, sem billing nem admin-master fora da empresa 1', async () => {
    const r = await chamar('GET', '/recursos');
    expect(r.statusCode).toBe(200);
    const { MenuMinhasRotinas, MenuGestores, MenuAdmin } = r.json().data;
    expect(MenuMinhasRotinas.length).toBeGreaterThan(0);
    expect(MenuGestores[0].RecursoFilho.length).toBeGreaterThan(0);
    expect(JSON.stringify(MenuAdmin)).toContain('/dashboard/admin/perfis');
    expect(JSON.stringify(MenuAdmin)).not.toContain('/dashboard/admin/billing');
  });

  it('CRUD com auditoria: cria (201 + location), altera, lista e exclui', async () => {
    const novo = await chamar('POST', '/perfis', {
      nome: 'Conferência',
      rotas: ['/dashboard/minhas-rotinas/meu-painel', '/dashboard/admin/tratamento'],
    });
    expect(novo.statusCode).toBe(201);
    const id = novo.json().data.id as number;
    expect(novo.headers.location).toBe(`/api/auth/perfis/${id}`);

    const alt = await chamar('PUT', `/perfis/${id}`, {
      nome: 'Conferência de ponto',
      rotas: ['/dashboard/admin/tratamento'],
    });
    expect(alt.json().data).toMatchObject({ nome: 'Conferência de ponto', quantidadeUsuarios: 0 });
    expect((await chamar('GET', `/perfis/${id}`)).json().data.rotas).toEqual([
      '/dashboard/admin/tratamento',
    ]);
    const lista = (await chamar('GET', '/perfis')).json().data as { nome: string }[];
    expect(lista.map((p) => p.nome)).toContain('Conferência de ponto');

    expect((await chamar('DELETE', `/perfis/${id}`)).statusCode).toBe(200);
    expect((await chamar('GET', `/perfis/${id}`)).statusCode).toBe(404);
    const audit = await t.db.query<{ acao: string }>(
      "select acao from auditoria where entidade = 'perfil' and entidade_id = $1 order by id",
      [String(id)],
    );
    expect(audit.map((a) => a.acao)).toEqual(['criado', 'alterado', 'excluido']);
  });

  it.each([
    ['rota fora do catálogo', ['/dashboard/admin/inexistente'], 400],
    ['billing fora da empresa 1', ['/dashboard/admin/billing'], 400],
  ])('%s: recusado', async (_t, rotas, status) => {
    const r = await chamar('POST', '/perfis', { nome: `Perfil ${status}`, rotas });
    expect(r.statusCode).toBe(status);
  });

  it('nome repetido: 409; perfil em uso não é excluído: 409', async () => {
    expect((await chamar('POST', '/perfis', { nome: 'rh', rotas: [] })).statusCode).toBe(409);
    const lista = (await chamar('GET', '/perfis')).json().data as { id: number; nome: string }[];
    const colaborador = lista.find((p) => p.nome === 'Colaborador')!;
    expect((await chamar('DELETE', `/perfis/${colaborador.id}`)).statusCode).toBe(409);
  });

  it('atribui perfis a um usuário; o novo token reflete as rotas (servidor aplica a cada chamada)', async () => {
    const usuarioId = await idDe('colaborador02@demo.jornada.dev');
    const lista = (await chamar('GET', '/perfis')).json().data as { id: number; nome: string }[];
    const gestor = lista.find((p) => p.nome === 'Gestor')!;
    const antes = await t.token('colaborador02@demo.jornada.dev');
    const negado = await t.app.inject({
      method: 'GET',
      url: '/api/auth/perfis',
      headers: bearer(antes),
    });
    expect(negado.statusCode).toBe(403);

    const r = await chamar('PUT', `/usuarios/${usuarioId}/perfis`, { perfilIds: [gestor.id] });
    expect(r.json().data).toEqual({ usuarioId, perfilIds: [gestor.id] });
    expect((await chamar('GET', `/usuarios/${usuarioId}/perfis`)).json().data.perfilIds).toEqual([
      gestor.id,
    ]);
    const s = await t.login('colaborador02@demo.jornada.dev');
    expect(s.MenuGestores.length).toBe(1);
    const [a] = await t.db.query<{ depois: { perfilIds: number[] } }>(
      "select depois from auditoria where entidade = 'usuario_perfil' and entidade_id = $1",
      [String(usuarioId)],
    );
    expect(a!.depois.perfilIds).toEqual([gestor.id]);
  });

  it('quem edita perfis não concede rotas admin que não tem (sem escalar privilégio)', async () => {
    await t.db.query(
      `insert into perfil (empresa_id, nome, rotas) values ($1, 'Só perfis', array['/dashboard/admin/perfis'])`,
      [EMPRESA_DEMO],
    );
    const usuarioId = await idDe('colaborador03@demo.jornada.dev');
    await t.db.query(
      `insert into usuario_perfil (empresa_id, usuario_id, perfil_id)
         select $1, $2, id from perfil where empresa_id = $1 and nome = 'Só perfis'`,
      [EMPRESA_DEMO, usuarioId],
    );
    const limitado = await t.token('colaborador03@demo.jornada.dev');
    const r = await chamar(
      'POST',
      '/perfis',
      { nome: 'Tudo', rotas: ['/dashboard/admin/regras-calculo'] },
      limitado,
    );
    expect(r.statusCode).toBe(403);
    const lista = (await chamar('GET', '/perfis')).json().data as { id: number; nome: string }[];
    const rhPerfil = lista.find((p) => p.nome === 'RH')!;
    const a = await chamar(
      'PUT',
      `/usuarios/${usuarioId}/perfis`,
      { perfilIds: [rhPerfil.id] },
      limitado,
    );
    expect(a.statusCode).toBe(403);
  });

  it('perfil inexistente na atribuição: 400; sem a rota de perfis: 403', async () => {
    const usuarioId = await idDe('colaborador04@demo.jornada.dev');
    expect(
      (await chamar('PUT', `/usuarios/${usuarioId}/perfis`, { perfilIds: [999999] })).statusCode,
    ).toBe(400);
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    expect((await chamar('GET', '/recursos', undefined, colaborador)).statusCode).toBe(403);
  });
});
