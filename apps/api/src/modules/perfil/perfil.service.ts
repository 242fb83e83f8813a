import type { PerfilAcesso } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import {
  MENU_ADMIN,
  MENU_GESTORES,
  MENU_MINHAS_ROTINAS,
  montarMenu,
  ROTAS_ADMIN,
  ROTAS_GESTOR,
  ROTAS_MINHAS_ROTINAS,
} from '../acesso/index.ts';
import {
  auditarAcesso,
  avisarAcessoAlterado,
  EMPRESA_OPERADORA,
  ROTAS_SO_OPERADORA,
} from '../auth/index.ts';
import { usuarioRepository } from '../usuario/index.ts';
import { perfilRepository } from './perfil.repository.ts';

type Deps = { db: Db; clock: () => Date };
type PerfilEntrada = { nome: string; rotas: string[] };

const CATALOGO = new Set([...ROTAS_MINHAS_ROTINAS, ...ROTAS_GESTOR, ...ROTAS_ADMIN]);
const ADMIN = new Set(ROTAS_ADMIN);

/** Rotas que a empresa pode conceder (spec §2: billing e admin-master só na empresa 1). */
const concedivel = (empresaId: number, rota: string) =>
  CATALOGO.has(rota) && (empresaId === EMPRESA_OPERADORA || !ROTAS_SO_OPERADORA.has(rota));

/**
 * Perfis de acesso (RH): o catálogo é fixo no código; cada perfil concede rotas dele. Ninguém
 * concede uma rota do MenuAdmin que não tem (quem edita perfis não escala os próprios
 * privilégios); rotinas pessoais e de gestor o RH concede livremente. Toda mudança é
 * auditada. Rota retirada (do perfil ou do usuário) sai na hora dos tokens já emitidos; rota
 * concedida vale no próximo token (login, /sign-in ou /recurso/update).
 */
export const createPerfilService = ({ db, clock }: Deps) => {
  const validarRotas = (auth: AuthContext, rotas: string[]) => {
    const unicas = [...new Set(rotas)];
    const invalida = unicas.find((r) => !concedivel(auth.empresaId, r));
    if (invalida)
      throw new AppError('ROTA_INVALIDA', `Rota fora do catálogo: ${invalida}`, 400, 'rotas');
    const alheia = unicas.find((r) => ADMIN.has(r) && !auth.rotas.has(r));
    if (alheia)
      throw new AppError(
        'ROTA_NAO_CONCEDIVEL',
        `Você não pode conceder uma permissão que não possui: ${alheia}`,
        403,
        'rotas',
      );
    return unicas.sort();
  };

  const catalogo = (auth: AuthContext) => {
    const todas = new Set([...CATALOGO].filter((r) => concedivel(auth.empresaId, r)));
    return {
      MenuMinhasRotinas: montarMenu(MENU_MINHAS_ROTINAS, todas),
      MenuGestores: montarMenu(MENU_GESTORES, todas),
      MenuAdmin: montarMenu(MENU_ADMIN, todas),
    };
  };

  const listar = (auth: AuthContext) => perfilRepository({ db, empresaId: auth.empresaId }).list();

  const obter = async (auth: AuthContext, id: number): Promise<PerfilAcesso> => {
    const p = (await listar(auth)).find((x) => x.id === id);
    if (!p) throw naoEncontrado('Perfil');
    return p;
  };

  const nomeLivre = async (auth: AuthContext, nome: string, id?: number) => {
    const repetido = (await listar(auth)).find(
      (p) => p.nome.toLowerCase() === nome.toLowerCase() && p.id !== id,
    );
    if (repetido)
      throw new AppError('PERFIL_DUPLICADO', `Já existe um perfil chamado ${nome}.`, 409, 'nome');
  };

  const auditar = (
    tx: Parameters<typeof auditarAcesso>[0],
    auth: AuthContext,
    id: number,
    acao: string,
    antes: unknown,
    depois: unknown,
  ) =>
    auditarAcesso(tx, {
      empresaId: auth.empresaId,
      usuarioId: auth.usuarioId,
      hqOperadorId: auth.hqSuporteId ?? null,
      entidade: 'perfil',
      entidadeId: id,
      acao,
      antes,
      depois,
      em: clock(),
    });

  const criar = async (auth: AuthContext, v: PerfilEntrada) => {
    const rotas = validarRotas(auth, v.rotas);
    await nomeLivre(auth, v.nome);
    const p = await db.transaction(async (tx) => {
      const novo = await perfilRepository({ db: tx, empresaId: auth.empresaId }).insert({
        nome: v.nome,
        rotas,
      });
      await auditar(tx, auth, novo.id, 'criado', null, { nome: v.nome, rotas });
      return novo;
    });
    return obter(auth, p.id);
  };

  const atualizar = async (auth: AuthContext, id: number, v: PerfilEntrada) => {
    const antes = await obter(auth, id);
    const rotas = validarRotas(auth, v.rotas);
    await nomeLivre(auth, v.nome, id);
    await db.transaction(async (tx) => {
      await perfilRepository({ db: tx, empresaId: auth.empresaId }).update(id, {
        nome: v.nome,
        rotas,
      });
      await auditar(
        tx,
        auth,
        id,
        'alterado',
        { nome: antes.nome, rotas: antes.rotas },
        { nome: v.nome, rotas },
      );
    });
    // Rota tirada do perfil sai na hora dos tokens já emitidos (sessões conferidas no banco).
    avisarAcessoAlterado(auth.empresaId);
    return obter(auth, id);
  };

  const remover = async (auth: AuthContext, id: number) => {
    const antes = await obter(auth, id);
    if (antes.quantidadeUsuarios > 0)
      throw new AppError(
        'PERFIL_EM_USO',
        `O perfil está atribuído a ${antes.quantidadeUsuarios} usuário(s). Retire-o antes de excluir.`,
        409,
      );
    await db.transaction(async (tx) => {
      await perfilRepository({ db: tx, empresaId: auth.empresaId }).delete(id);
      await auditar(tx, auth, id, 'excluido', { nome: antes.nome, rotas: antes.rotas }, null);
    });
  };

  const exigirUsuario = async (auth: AuthContext, usuarioId: number) => {
    const u = await usuarioRepository({ db, empresaId: auth.empresaId }).findById(usuarioId);
    if (!u) throw naoEncontrado('Usuário');
  };

  const perfisDoUsuario = async (auth: AuthContext, usuarioId: number) => {
    await exigirUsuario(auth, usuarioId);
    const perfilIds = await perfilRepository({ db, empresaId: auth.empresaId }).perfisDoUsuario(
      usuarioId,
    );
    return { usuarioId, perfilIds };
  };

  const definirPerfisDoUsuario = async (auth: AuthContext, usuarioId: number, ids: number[]) => {
    const antes = await perfisDoUsuario(auth, usuarioId);
    const perfilIds = [...new Set(ids)].sort((a, b) => a - b);
    const repo = perfilRepository({ db, empresaId: auth.empresaId });
    const perfis = await repo.findByIds(perfilIds);
    const faltando = perfilIds.find((id) => !perfis.some((p) => p.id === id));
    if (faltando)
      throw new AppError('PERFIL_INEXISTENTE', `Perfil ${faltando} não existe.`, 400, 'perfilIds');
    // Atribuir um perfil é conceder as rotas dele: vale a mesma regra de não escalar privilégios.
    validarRotas(
      auth,
      perfis.flatMap((p) => p.rotas.filter((r) => concedivel(auth.empresaId, r))),
    );
    await db.transaction(async (tx) => {
      await perfilRepository({ db: tx, empresaId: auth.empresaId }).definirPerfisDoUsuario(
        usuarioId,
        perfilIds,
      );
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'usuario_perfil',
        entidadeId: usuarioId,
        acao: 'perfis-atribuidos',
        antes: { perfilIds: antes.perfilIds },
        depois: { perfilIds },
        em: clock(),
      });
    });
    avisarAcessoAlterado(auth.empresaId);
    return { usuarioId, perfilIds };
  };

  return {
    catalogo,
    listar,
    obter,
    criar,
    atualizar,
    remover,
    perfisDoUsuario,
    definirPerfisDoUsuario,
  };
};
export type PerfilService = ReturnType<typeof createPerfilService>;
