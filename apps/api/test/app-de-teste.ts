import { createHash } from 'node:crypto';
import type { LoginResposta } from '@jornada/contracts';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../src/app.ts';
import type { DbHandle } from '../src/db/client.ts';
import { SENHA_DEMO } from '../src/seed/demo-dados.ts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import { AGORA_TESTE, JWT_SECRET_TESTE } from './modelo-demo.ts';
import { createTestDb } from './test-db.ts';

export { AGORA_TESTE };

export type AppDeTeste = {
  app: FastifyInstance;
  db: DbHandle;
  relogio: { agora: Date };
  login: (email: string, empresaId?: number, senha?: string) => Promise<LoginResposta>;
  token: (email: string, empresaId?: number) => Promise<string>;
  close: () => Promise<void>;
};

export const senhaHash = (senha: string) =>
  createHash('sha256').update(senha).digest('hex').toUpperCase();

export const corpoLogin = (email: string, empresaId: number, senha: string) => ({
  data: Buffer.from(
    JSON.stringify({
      EmpresaId: empresaId,
      Email: email,
      Senha: senhaHash(senha),
      grantType: 'password',
    }),
  ).toString('base64'),
});

/** App real sobre um banco real migrado e semeado com a demo; o relógio é controlável. */
export const createAppDeTeste = async (
  extras: Pick<AppDeps, 'acesso' | 'fila'> = {},
): Promise<AppDeTeste> => {
  // A demo já vem semeada no modelo (global-setup), com o mesmo relógio e segredo.
  const db = await createTestDb({ demo: true });
  const relogio = { agora: AGORA_TESTE };
  const app = await buildApp({
    database: db,
    jwtSecret: JWT_SECRET_TESTE,
    clock: () => relogio.agora,
    ...extras,
  });
  const login = async (email: string, empresaId = EMPRESA_DEMO, senha = SENHA_DEMO) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: corpoLogin(email, empresaId, senha),
    });
    return r.json<LoginResposta>();
  };
  return {
    app,
    db,
    relogio,
    login,
    token: async (email, empresaId) => {
      const r = await login(email, empresaId);
      if (!r.Token) throw new Error(`login de teste falhou para ${email}: ${r.Mensagem}`);
      return r.Token.AccessToken;
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
};

/** Cabeçalho de autorização para app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Corpo de POST /sign-in (spec §7): base64 de {email, grantType, refreshToken}. */
export const corpoRefresh = (email: string, refreshToken: string) => ({
  data: Buffer.from(JSON.stringify({ email, grantType: 'refreshToken', refreshToken })).toString(
    'base64',
  ),
});

/** Cria um usuário de teste (perfil Colaborador) direto no banco e devolve o id. */
export const createUsuarioDeTeste = async (
  t: AppDeTeste,
  v: { empresaId: number; email: string; cpf: string; confirmado: boolean; senha?: string },
): Promise<number> => {
  const senha = v.senha ? await hash(senhaHash(v.senha)) : null;
  const [u] = await t.db.query<{ id: number }>(
    `insert into usuario (empresa_id, nome, email, cpf, filial_id, cadastro_confirmado, senha_hash)
     values ($1, 'Pessoa Convidada', $2, $3, (select min(id) from filial where empresa_id = $1), $4, $5)
     returning id`,
    [v.empresaId, v.email, v.cpf, v.confirmado, senha],
  );
  await t.db.query(
    `insert into usuario_perfil (empresa_id, usuario_id, perfil_id)
     select $1, $2, id from perfil where empresa_id = $1 and nome = 'Colaborador'`,
    [v.empresaId, u!.id],
  );
  return u!.id;
};
