import { randomUUID } from 'node:crypto';
import type { LoginResposta } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext, EscopoSessao, TokenService } from '../../../shared/auth-context.ts';
import { gerarTokenOpaco, sha256Hex } from '../../../shared/cripto.ts';
import { AppError, naoAutenticado } from '../../../shared/errors.ts';
import {
  acessoRepository,
  MENU_ADMIN,
  MENU_GESTORES,
  MENU_MINHAS_ROTINAS,
  montarMenu,
  ROTAS_ADMIN,
  ROTAS_GESTOR,
} from '../../acesso/index.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import { authRepository } from '../auth.repository.ts';
import type { LimitesAcesso } from '../limites.ts';

type Deps = {
  db: Db;
  tokens: TokenService;
  clock: () => Date;
  refreshTtlDays: number;
  limites: LimitesAcesso;
  restricoes?: RestricoesEmpresa;
};

/**
 * O que a operadora restringe numa empresa cliente (módulo `operador`, ligado pelo `buildApp`):
 * empresa suspensa não entra nem chama a API; módulos desligados tiram as rotas deles.
 */
export type RestricoesEmpresa = (
  empresaId: number,
) => Promise<{ suspensa: boolean; rotasBloqueadas: ReadonlySet<string> }>;

export const EMPRESA_SUSPENSA =
  'O acesso desta empresa está suspenso. Fale com o suporte do Jornada.';

/** Tira das rotas as dos módulos desligados pela operadora. */
export const podarRotas = (rotas: Set<string>, bloqueadas?: ReadonlySet<string>): Set<string> => {
  for (const r of bloqueadas ?? []) rotas.delete(r);
  return rotas;
};

export const EMPRESA_OPERADORA = 1;
/** spec §2: billing e admin-master só para usuários da empresa 1. */
export const ROTAS_SO_OPERADORA = new Set([
  '/dashboard/admin/billing',
  '/dashboard/admin/admin-master',
]);

export type OpcoesSessao = {
  /** Continua a família de refresh tokens (rotação); sem ela, começa uma nova. */
  familia?: string;
  /** Sessão aberta pelo suporte (HQ): sem refresh token, duração curta, marcada no token. */
  hqSuporteId?: number;
  /** Só um novo token de acesso (GET /recurso/update): a família de refresh continua a mesma. */
  semRefresh?: boolean;
  /** Continua a sessão (sid) do token atual (GET /recurso/update); sem ela, a da família ou nova. */
  sessaoId?: string;
};

/**
 * Rotas que valem na empresa: billing e admin-master só na operadora; as de gestor só com o menu
 * de gestor ligado na empresa (spec §2 e §6).
 */
export const filtrarRotas = (
  empresaId: number,
  rotas: Iterable<string>,
  usarMenuGestor: boolean,
): Set<string> => {
  const r = new Set(rotas);
  if (empresaId !== EMPRESA_OPERADORA) for (const x of ROTAS_SO_OPERADORA) r.delete(x);
  if (!usarMenuGestor) for (const x of ROTAS_GESTOR) r.delete(x);
  return r;
};

/**
 * Monta a sessão (spec §3: Usuario, Token, menus) a partir do banco: rotas dos perfis, menus
 * podados, token de acesso com as rotas e refresh token novo guardado só como hash. Cadastro não
 * confirmado ou segundo fator obrigatório e não cadastrado → sessão restrita, sem menus nem refresh.
 */
export const createSessao = ({ db, tokens, clock, refreshTtlDays, limites, restricoes }: Deps) => {
  const rotasEfetivas = async (empresaId: number, usuarioId: number, usarMenuGestor: boolean) =>
    filtrarRotas(
      empresaId,
      await acessoRepository({ db, empresaId }).listRotas(usuarioId),
      usarMenuGestor,
    );

  const emitir = async (
    empresaId: number,
    usuarioId: number,
    opcoes: OpcoesSessao = {},
  ): Promise<LoginResposta> => {
    const perfil = await usuarioRepository({ db, empresaId }).findPerfilLogado(usuarioId);
    if (!perfil?.u.ativo) throw naoAutenticado();
    const { u } = perfil;
    const restricao = await restricoes?.(empresaId);
    if (restricao?.suspensa) throw new AppError('EMPRESA_SUSPENSA', EMPRESA_SUSPENSA, 403);
    const empresaUsaGestor = perfil.empresaConfig.usarMenuGestor === true;
    const rotas = podarRotas(
      await rotasEfetivas(empresaId, usuarioId, empresaUsaGestor),
      restricao?.rotasBloqueadas,
    );
    const escopo = opcoes.hqSuporteId
      ? undefined
      : await escopoRestrito(empresaId, u, rotas, perfil.empresaConfig);
    const concedidas: ReadonlySet<string> = escopo ? new Set() : rotas;
    // Uma sessão por login; refresh (família) e /recurso/update continuam a mesma.
    const sessaoId = opcoes.sessaoId ?? opcoes.familia ?? randomUUID();
    await authRepository({ db, empresaId }).insertSessao({
      id: sessaoId,
      usuarioId,
      criadaEm: clock(),
    });
    const ctx: AuthContext = {
      usuarioId,
      empresaId,
      rotas: concedidas,
      ...(escopo ? { escopo } : {}),
      ...(opcoes.hqSuporteId ? { hqSuporteId: opcoes.hqSuporteId } : {}),
      sessaoId,
    };
    const ttl = escopo
      ? limites.sessaoRestritaSeg
      : opcoes.hqSuporteId
        ? limites.sessaoHqSeg
        : tokens.ttlSeconds;
    const comRefresh = !escopo && !opcoes.hqSuporteId && !opcoes.semRefresh;
    return {
      Usuario: {
        Id: u.id,
        Nome: u.nome,
        Email: u.email,
        Cargo: perfil.cargoNome,
        EmpresaId: u.empresaId,
        EmpresaNome: perfil.empresaNome,
        CadastroConfirmado: u.cadastroConfirmado,
        Configuracao: {
          UsarMenuGestor: u.usarMenuGestor && empresaUsaGestor,
          HabilitarMarcacaoPelaWeb: u.habilitarMarcacaoPelaWeb,
        },
      },
      Token: {
        AccessToken: await tokens.assinar(ctx, ttl),
        ExpiresIn: ttl,
        ...(comRefresh ? { RefreshToken: await novoRefresh(empresaId, usuarioId, sessaoId) } : {}),
      },
      MenuAdmin: montarMenu(MENU_ADMIN, concedidas),
      MenuGestores: montarMenu(MENU_GESTORES, concedidas),
      MenuMinhasRotinas: montarMenu(MENU_MINHAS_ROTINAS, concedidas),
      Mensagem: null,
      SegundoFator: escopo === 'cadastro-totp' ? 'cadastro' : null,
    };
  };

  const escopoRestrito = async (
    empresaId: number,
    u: { id: number; cadastroConfirmado: boolean },
    rotas: ReadonlySet<string>,
    config: { exigirSegundoFatorAdmin?: boolean },
  ): Promise<EscopoSessao | undefined> => {
    if (!u.cadastroConfirmado) return 'primeiro-acesso';
    const ehAdmin = ROTAS_ADMIN.some((r) => rotas.has(r));
    if (!config.exigirSegundoFatorAdmin || !ehAdmin) return undefined;
    const sf = await authRepository({ db, empresaId }).findSegundoFator(u.id);
    return sf?.ativo ? undefined : 'cadastro-totp';
  };

  const novoRefresh = async (empresaId: number, usuarioId: number, familia: string) => {
    const refresh = gerarTokenOpaco(empresaId);
    const agora = clock();
    await authRepository({ db, empresaId }).insertRefreshToken({
      tokenHash: sha256Hex(refresh),
      usuarioId,
      familia,
      criadoEm: agora,
      expiraEm: new Date(agora.getTime() + refreshTtlDays * 86_400_000),
    });
    return refresh;
  };

  return { emitir, rotasEfetivas };
};
export type Sessao = ReturnType<typeof createSessao>;
