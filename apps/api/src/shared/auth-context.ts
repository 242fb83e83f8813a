import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError, naoAutenticado, semPermissao } from './errors.ts';

/**
 * Sessão restrita: 'primeiro-acesso' (cadastro não confirmado) e 'cadastro-totp' (a empresa exige
 * segundo fator e o usuário ainda não cadastrou) só chamam as rotas que as aceitam
 * (`config.escopos`); todas as outras respondem 403.
 */
export type EscopoSessao = 'primeiro-acesso' | 'cadastro-totp';

/** Quem chama: chega a todo serviço e repositório; a empresa vem sempre daqui, nunca do corpo. */
export type AuthContext = {
  usuarioId: number;
  empresaId: number;
  rotas: ReadonlySet<string>;
  escopo?: EscopoSessao;
  /** Sessão aberta pelo suporte (HQ): id do usuário da operadora que a abriu. */
  hqSuporteId?: number;
  /** Sessão (sid) do login: conferida a cada requisição; logout e desligamento a revogam. */
  sessaoId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    publico?: boolean;
    /** Sessões restritas que também podem chamar a rota. */
    escopos?: EscopoSessao[];
  }
}

type Claims = { emp: number; rotas: string[]; esc?: EscopoSessao; hq?: number; sid?: string };

// Algoritmo fixo: um token com "alg" diferente é recusado (sem "none", sem troca para RS256).
const ALG = 'HS256';
const EMISSOR = 'jornada';

/** Quantos tokens já verificados ficam lembrados (os mais antigos saem primeiro). */
const TOKENS_LEMBRADOS = 5000;

export const createTokenService = (secret: Uint8Array, ttlSeconds: number) => {
  // A chave HMAC é importada uma vez: com os bytes crus, o jose importaria a cada chamada.
  let chave: ReturnType<typeof crypto.subtle.importKey> | undefined;
  const chaveHmac = () =>
    (chave ??= crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  // Token já verificado (pela string exata) até o seu `exp`: a mesma resposta sem refazer o HMAC.
  // O token é imutável e assinado; só a expiração muda com o tempo, e ela é conferida a cada uso.
  const verificados = new Map<string, { ctx: AuthContext; exp: number }>();
  const lembrar = (token: string, ctx: AuthContext, exp: number | undefined) => {
    if (typeof exp !== 'number') return;
    if (verificados.size >= TOKENS_LEMBRADOS) {
      const maisAntigo = verificados.keys().next().value;
      if (maisAntigo !== undefined) verificados.delete(maisAntigo);
    }
    verificados.set(token, { ctx, exp });
  };

  return {
    ttlSeconds,
    assinar: async (ctx: AuthContext, ttl = ttlSeconds): Promise<string> =>
      new SignJWT({
        emp: ctx.empresaId,
        rotas: [...ctx.rotas],
        ...(ctx.escopo ? { esc: ctx.escopo } : {}),
        ...(ctx.hqSuporteId ? { hq: ctx.hqSuporteId } : {}),
        ...(ctx.sessaoId ? { sid: ctx.sessaoId } : {}),
      } satisfies Claims)
        .setProtectedHeader({ alg: ALG })
        .setSubject(String(ctx.usuarioId))
        .setIssuer(EMISSOR)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(await chaveHmac()),
    verificar: async (token: string): Promise<AuthContext> => {
      const lembrado = verificados.get(token);
      if (lembrado) {
        // Mesma regra do jose: expirado quando exp <= agora (em segundos inteiros).
        if (lembrado.exp > Math.floor(Date.now() / 1000)) return lembrado.ctx;
        verificados.delete(token);
        throw naoAutenticado();
      }
      try {
        const { payload } = await jwtVerify<Claims>(token, await chaveHmac(), {
          algorithms: [ALG],
          issuer: EMISSOR,
        });
        const ctx: AuthContext = {
          usuarioId: Number(payload.sub),
          empresaId: payload.emp,
          rotas: new Set(payload.rotas),
          ...(payload.esc ? { escopo: payload.esc } : {}),
          ...(payload.hq ? { hqSuporteId: payload.hq } : {}),
          ...(payload.sid ? { sessaoId: payload.sid } : {}),
        };
        lembrar(token, ctx, payload.exp);
        return ctx;
      } catch {
        throw naoAutenticado();
      }
    },
  };
};
export type TokenService = ReturnType<typeof createTokenService>;

export const exigirAuth = (req: FastifyRequest): AuthContext => {
  if (!req.auth) throw naoAutenticado();
  return req.auth;
};

export const hasAlgumaRota = (auth: AuthContext, rotas: readonly string[]): boolean =>
  rotas.some((r) => auth.rotas.has(r));

/** O servidor aplica as mesmas permissões dos menus: esconder um menu nunca é a única barreira. */
export const exigirRota = (req: FastifyRequest, ...rotas: string[]): AuthContext => {
  const auth = exigirAuth(req);
  if (!hasAlgumaRota(auth, rotas)) throw semPermissao();
  return auth;
};

/** Chamado no onRequest: uma sessão restrita só passa nas rotas públicas ou que a aceitam. */
export const exigirEscopoDaRota = (req: FastifyRequest): void => {
  const escopo = req.auth?.escopo;
  const config = req.routeOptions.config;
  if (!escopo || config?.publico || config?.escopos?.includes(escopo)) return;
  throw new AppError(
    'ACESSO_RESTRITO',
    escopo === 'primeiro-acesso'
      ? 'Conclua o primeiro acesso (confirme seus dados e defina a senha) para continuar.'
      : 'Cadastre o segundo fator de autenticação para continuar.',
    403,
  );
};
