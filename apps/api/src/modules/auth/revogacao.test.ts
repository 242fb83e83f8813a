import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  bearer,
  corpoRefresh,
  createAppDeTeste,
} from '../../../test/app-de-teste.ts';
import { buildApp } from '../../app.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { createSessoesAtivas } from './use-cases/sessao-ativa.ts';

// Revogação imediata: o token de acesso (1 h) não sobrevive a logout, perfil retirado ou alterado
// e desligamento; o estado vem do banco, então vale também para outro processo da API.
let t: AppDeTeste;
let rh: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
});
afterAll(() => t.close());

const get = (url: string, token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });
const PROPRIO = '/api/main/monolito/dia-resumido';
const PERFIS = '/api/auth/perfis';

const idDe = async (email: string) => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = 2 and lower(email) = $1',
    [email],
  );
  return u!.id;
};
const perfilId = async (nome: string) => {
  const [p] = await t.db.query<{ id: number }>(
    'select id from perfil where empresa_id = 2 and nome = $1',
    [nome],
  );
  return p!.id;
};
const darPerfil = async (email: string, perfil: number) =>
  t.db.query('insert into usuario_perfil (empresa_id, usuario_id, perfil_id) values (2, $1, $2)', [
    await idDe(email),
    perfil,
  ]);

describe('logout revoga o token de acesso na hora', () => {
  it('depois do POST /logout o mesmo token (e o renovado por /recurso/update) dá 401', async () => {
    const email = 'colaborador06@demo.jornada.dev';
    const s = await t.login(email);
    const token = s.Token!.AccessToken;
    const renovado = (await get('/api/auth/recurso/update', token)).json().Data.Token
      .AccessToken as string;
    const outraSessao = await t.token(email);
    expect((await get(PROPRIO, token)).statusCode).toBe(200);

    const sair = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      payload: { refreshToken: s.Token!.RefreshToken },
    });
    expect(sair.statusCode).toBe(204);

    expect((await get(PROPRIO, token)).statusCode).toBe(401);
    expect((await get(PROPRIO, renovado)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: corpoRefresh(email, s.Token!.RefreshToken!),
    });
    expect(refresh.statusCode).toBe(401);
    // Outra sessão do mesmo usuário (outro login) continua valendo.
    expect((await get(PROPRIO, outraSessao)).statusCode).toBe(200);
  });

  it('logout sem refresh token também encerra a sessão do token', async () => {
    const token = await t.token('colaborador07@demo.jornada.dev');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      payload: {},
    });
    expect((await get(PROPRIO, token)).statusCode).toBe(401);
  });
});

describe('sessões conferidas juntas (leitura em lote)', () => {
  it('cada contexto recebe o estado da sua sessão: só a que saiu dá 401', async () => {
    const tokens = await Promise.all(
      [11, 12, 13, 14].map((n) => t.token(`colaborador${n}@demo.jornada.dev`)),
    );
    const sair = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(tokens[2]!),
      payload: {},
    });
    expect(sair.statusCode).toBe(204);
    // O contexto que a autenticação tira de cada token (quem, empresa, rotas, sessão).
    const contextos = tokens.map((token): AuthContext => {
      const p = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
      return {
        usuarioId: Number(p.sub),
        empresaId: p.emp,
        rotas: new Set(p.rotas),
        sessaoId: p.sid,
      };
    });
    // Conferidas ao mesmo tempo por um conferente novo (nada lembrado): a primeira lê sozinha,
    // as outras três, que chegam enquanto ela está no banco, numa consulta só.
    const sessoes = createSessoesAtivas({ db: t.db.db, validadeMs: 60_000 });
    const resultados = await Promise.allSettled(contextos.map((c) => sessoes.conferir(c)));
    sessoes.fechar();
    expect(resultados.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    for (const [k, r] of resultados.entries())
      if (r.status === 'fulfilled') expect(r.value.usuarioId).toBe(contextos[k]!.usuarioId);
  });
});

describe('mudanças de perfil valem no token já emitido', () => {
  it('perfil retirado do usuário: as rotas dele somem do token na hora (403)', async () => {
    const email = 'colaborador08@demo.jornada.dev';
    await darPerfil(email, await perfilId('RH'));
    const token = await t.token(email);
    expect((await get(PERFIS, token)).statusCode).toBe(200);

    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/usuarios/${await idDe(email)}/perfis`,
      headers: bearer(rh),
      payload: { perfilIds: [await perfilId('Colaborador')] },
    });
    expect(r.statusCode).toBe(200);

    expect((await get(PERFIS, token)).statusCode).toBe(403);
    expect((await get(PROPRIO, token)).statusCode).toBe(200);
  });

  it('rota tirada do perfil: quem tem o perfil perde a rota na hora (403)', async () => {
    const criado = await t.app.inject({
      method: 'POST',
      url: PERFIS,
      headers: bearer(rh),
      payload: { nome: 'Auditor temporário', rotas: ['/dashboard/admin/perfis'] },
    });
    expect(criado.statusCode).toBe(201);
    const id = criado.json().data.id as number;
    const email = 'colaborador09@demo.jornada.dev';
    await darPerfil(email, id);
    const token = await t.token(email);
    expect((await get(PERFIS, token)).statusCode).toBe(200);

    const alterado = await t.app.inject({
      method: 'PUT',
      url: `${PERFIS}/${id}`,
      headers: bearer(rh),
      payload: { nome: 'Auditor temporário', rotas: [] },
    });
    expect(alterado.statusCode).toBe(200);
    expect((await get(PERFIS, token)).statusCode).toBe(403);
  });

  it('perfil concedido depois do login só vale no próximo token (nada se ganha sem reemitir)', async () => {
    const email = 'colaborador10@demo.jornada.dev';
    const token = await t.token(email);
    await darPerfil(email, await perfilId('RH'));
    expect((await get(PERFIS, token)).statusCode).toBe(403);
    const novo = (await get('/api/auth/recurso/update', token)).json().Data.Token
      .AccessToken as string;
    expect((await get(PERFIS, novo)).statusCode).toBe(200);
  });
});

describe('desligamento revoga as sessões do colaborador', () => {
  it('o token e o refresh token do desligado dão 401 na hora', async () => {
    const email = 'colaborador11@demo.jornada.dev';
    const s = await t.login(email);
    const token = s.Token!.AccessToken;
    expect((await get(PROPRIO, token)).statusCode).toBe(200);

    const r = await t.app.inject({
      method: 'POST',
      url: `/api/main/colaboradores/${await idDe(email)}/desligamento`,
      headers: bearer(rh),
      payload: { demissao: '2026-11-16' },
    });
    expect(r.statusCode).toBe(200);

    expect((await get(PROPRIO, token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: corpoRefresh(email, s.Token!.RefreshToken!),
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('outro processo da API (outro cache, mesmo banco)', () => {
  it('vê a revogação gravada no banco em no máximo o prazo do cache', async () => {
    const outro = await buildApp({
      database: t.db,
      jwtSecret: new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'),
      clock: () => t.relogio.agora,
      sessaoCacheMs: 100,
    });
    try {
      const token = await t.token('colaborador12@demo.jornada.dev');
      expect((await get(PROPRIO, token, outro)).statusCode).toBe(200);
      // Revogação feita por "outro processo": só o banco sabe.
      await t.db.query(
        "update sessao_acesso set revogada_em = now(), motivo_revogacao = 'logout' where usuario_id = $1",
        [await idDe('colaborador12@demo.jornada.dev')],
      );
      await new Promise((r) => setTimeout(r, 150));
      expect((await get(PROPRIO, token, outro)).statusCode).toBe(401);
    } finally {
      await outro.close();
    }
  });

  it('um token sem sessão (emitido antes desta versão) não é aceito', async () => {
    const { createTokenService } = await import('../../shared/auth-context.ts');
    const tokens = createTokenService(
      new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres'),
      3600,
    );
    const semSessao = await tokens.assinar({
      usuarioId: await idDe('colaborador@demo.jornada.dev'),
      empresaId: 2,
      rotas: new Set(['/dashboard/minhas-rotinas/web-ponto']),
    });
    expect((await get(PROPRIO, semSessao)).statusCode).toBe(401);
  });
});
