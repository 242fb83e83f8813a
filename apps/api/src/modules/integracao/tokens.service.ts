import { randomBytes } from 'node:crypto';
import { PREFIXO_TOKEN_API, type TokenApi, type TokenApiCriado } from '@jornada/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { sha256Hex } from '../../shared/cripto.ts';
import { AppError, naoAutenticado, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { operacaoPermitida, rotasDosEscopos } from './escopos.ts';
import {
  findTokenPorHash,
  integracaoRepository,
  type TokenLinha,
} from './integracao.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** Requisições por minuto por token (janela fixa, em memória de cada processo). */
  limitePorMinuto: number;
};

const JANELA_MS = 60_000;
/** Janelas lembradas (uma por token ativo no último minuto): limite de memória. */
const JANELAS_MAX = 10_000;

const invalido = () => naoAutenticado('Token de API inválido, expirado ou revogado.');

const situacao = (t: TokenLinha, agora: Date): TokenApi['situacao'] =>
  t.revogadoEm ? 'revogado' : t.expiraEm && t.expiraEm <= agora ? 'expirado' : 'ativo';

const paraFio = (t: TokenLinha, agora: Date): TokenApi => ({
  id: t.id,
  nome: t.nome,
  prefixo: t.prefixo,
  escopos: t.escopos,
  expiraEm: t.expiraEm?.toISOString() ?? null,
  criadoEm: t.criadoEm.toISOString(),
  criadoPor: t.criadoPorNome,
  revogadoEm: t.revogadoEm?.toISOString() ?? null,
  ultimoUsoEm: t.ultimoUsoEm?.toISOString() ?? null,
  usos: t.usos,
  situacao: situacao(t, agora),
});

/** Fim do dia (23:59:59,999) em Brasília (UTC−3, sem horário de verão desde 2019). */
const fimDoDia = (data: string) => new Date(`${data}T23:59:59.999-03:00`);

/**
 * Tokens de API da empresa: criação (segredo mostrado uma vez, só o SHA-256 guardado), lista,
 * revogação e a autenticação das requisições com `Authorization: Bearer jnd_...`: o token age
 * como quem o criou, limitado às rotas e operações dos seus escopos, com limite de requisições.
 */
export const createTokensApi = ({ db, clock, limitePorMinuto }: Deps) => {
  const janelas = new Map<number, { inicio: number; n: number }>();

  const contar = (id: number, agora: number): number | null => {
    const inicio = agora - (agora % JANELA_MS);
    const j = janelas.get(id);
    if (!j || j.inicio !== inicio) {
      if (janelas.size >= JANELAS_MAX) janelas.clear();
      janelas.set(id, { inicio, n: 1 });
      return null;
    }
    j.n += 1;
    return j.n > limitePorMinuto ? Math.ceil((inicio + JANELA_MS - agora) / 1000) : null;
  };

  const listar = async (auth: AuthContext) => {
    const agora = clock();
    return (await integracaoRepository({ db, empresaId: auth.empresaId }).listTokens()).map((t) =>
      paraFio(t, agora),
    );
  };

  return {
    listar,

    criar: async (
      auth: AuthContext,
      b: { nome: string; escopos: string[]; expiraEm?: string | null },
    ): Promise<TokenApiCriado> => {
      const agora = clock();
      const escopos = [...new Set(b.escopos)].sort();
      // Ninguém concede mais do que tem: cada rota de menu dos escopos precisa ser sua.
      for (const rota of rotasDosEscopos(escopos))
        if (!auth.rotas.has(rota))
          throw new AppError(
            'ESCOPO_NAO_CONCEDIDO',
            'Você não pode conceder um escopo que o seu perfil não tem.',
            403,
            'escopos',
          );
      const expiraEm = b.expiraEm ? fimDoDia(b.expiraEm) : null;
      if (expiraEm && (Number.isNaN(expiraEm.getTime()) || expiraEm <= agora))
        throw new AppError(
          'EXPIRACAO_INVALIDA',
          'A expiração deve ser uma data futura.',
          400,
          'expiraEm',
        );
      const segredo = `${PREFIXO_TOKEN_API}${randomBytes(30).toString('base64url')}`;
      const id = await db.transaction(async (tx) => {
        const id = await integracaoRepository({ db: tx, empresaId: auth.empresaId }).insertToken({
          nome: b.nome,
          prefixo: segredo.slice(0, 10),
          hash: sha256Hex(segredo),
          escopos,
          expiraEm,
          criadoPor: auth.usuarioId,
          criadoEm: agora,
        });
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'api_token',
          entidadeId: id,
          acao: 'criar',
          depois: { nome: b.nome, escopos, expiraEm: expiraEm?.toISOString() ?? null },
          em: agora,
        });
        return id;
      });
      const token = (await listar(auth)).find((t) => t.id === id)!;
      return { token, segredo };
    },

    revogar: async (auth: AuthContext, id: number): Promise<TokenApi> => {
      const agora = clock();
      await db.transaction(async (tx) => {
        const repo = integracaoRepository({ db: tx, empresaId: auth.empresaId });
        const t = await repo.findToken(id);
        if (!t) throw naoEncontrado('Token');
        if (t.revogadoEm) throw new AppError('TOKEN_REVOGADO', 'Este token já foi revogado.', 409);
        await repo.revokeToken(id, auth.usuarioId, agora);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'api_token',
          entidadeId: id,
          acao: 'revogar',
          antes: { nome: t.nome, escopos: t.escopos, usos: t.usos, ultimoUsoEm: t.ultimoUsoEm },
          depois: { revogadoEm: agora.toISOString() },
          em: agora,
        });
      });
      return (await listar(auth)).find((t) => t.id === id)!;
    },

    /**
     * Autentica `jnd_...` (chamado no onRequest, antes de qualquer handler): token existente, não
     * revogado nem expirado, criador ativo; operação dentro dos escopos (senão 403); limite por
     * minuto (429 com Retry-After). Registra o último uso e a contagem.
     */
    autenticar: async (
      segredo: string,
      req: FastifyRequest,
      reply: FastifyReply,
    ): Promise<AuthContext> => {
      if (!segredo.startsWith(PREFIXO_TOKEN_API) || segredo.length > 200) throw invalido();
      const achado = await findTokenPorHash(db, sha256Hex(segredo));
      const agora = clock();
      if (!achado?.criadorAtivo) throw invalido();
      const t = achado.t;
      if (t.revogadoEm || (t.expiraEm && t.expiraEm <= agora)) throw invalido();
      const url = req.routeOptions.url;
      if (url && !operacaoPermitida(t.escopos, `${req.method} ${url}`))
        throw semPermissao('O token de API não tem escopo para esta operação.');
      const esperar = contar(t.id, agora.getTime());
      if (esperar !== null) {
        reply.header('retry-after', String(esperar));
        throw new AppError(
          'LIMITE_REQUISICOES',
          `Limite de ${limitePorMinuto} requisições por minuto deste token atingido. Tente de novo em ${esperar} s.`,
          429,
        );
      }
      await integracaoRepository({ db, empresaId: t.empresaId }).registrarUso(t.id, agora);
      return { usuarioId: t.criadoPor, empresaId: t.empresaId, rotas: rotasDosEscopos(t.escopos) };
    },
  };
};
export type TokensApi = ReturnType<typeof createTokensApi>;
