import type { IncluirMembrosBody, MembrosGrupoPagina } from '@jornada/contracts';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { grupoMembroRepository } from '../grupo-membro.repository.ts';
import { type Deps, findItem, lockItem, registrarVersao } from './comum.ts';

const membros = (d: Parameters<typeof grupoMembroRepository>[0]['db'], auth: AuthContext) =>
  grupoMembroRepository({ db: d, empresaId: auth.empresaId });

/** Grupo arquivado não muda de membros: desarquivar primeiro deixa claro que ele volta a valer. */
const exigirGrupoAtivo = async (tx: Tx, auth: AuthContext, id: number) => {
  const grupo = await lockItem(tx, auth, 'grupo', id);
  if (!grupo.ativo)
    throw new AppError(
      'GRUPO_ARQUIVADO',
      'Este grupo está arquivado. Desarquive-o para alterar os membros.',
      409,
    );
  return grupo;
};

/** Quem está em cada grupo: incluir e retirar pessoas, com versão do grupo e auditoria. */
export const membrosUseCases = ({ db, clock }: Deps) => {
  const listar = async (
    auth: AuthContext,
    grupoId: number,
    f: { pageNumber: number; pageSize: number; search?: string },
  ): Promise<MembrosGrupoPagina> => {
    await findItem(db, auth, 'grupo', grupoId);
    const { itens, total } = await membros(db, auth).list(grupoId, {
      search: f.search || undefined,
      offset: (f.pageNumber - 1) * f.pageSize,
      limit: f.pageSize,
    });
    return { items: itens, total, pageNumber: f.pageNumber, pageSize: f.pageSize };
  };

  const incluir = (auth: AuthContext, grupoId: number, b: IncluirMembrosBody) =>
    db.transaction(async (tx) => {
      const antes = await exigirGrupoAtivo(tx, auth, grupoId);
      const pedidos = [...new Set(b.usuarioIds)];
      const existentes = await membros(tx, auth).findPessoasAtivas(pedidos);
      if (pedidos.some((id) => !existentes.has(id)))
        throw new AppError(
          'PESSOA_NAO_ENCONTRADA',
          'usuarioIds: uma das pessoas escolhidas não foi encontrada entre as pessoas ativas da empresa.',
          400,
          'usuarioIds',
        );
      const incluidos = await membros(tx, auth).insert(grupoId, pedidos);
      const depois = await findItem(tx, auth, 'grupo', grupoId);
      if (incluidos.length > 0)
        await registrarVersao(tx, auth, {
          entidade: 'grupo',
          acao: 'inclusao_membros',
          antes,
          depois: { ...depois, incluidos },
          em: clock(),
        });
      return depois;
    });

  const retirar = (auth: AuthContext, grupoId: number, usuarioId: number) =>
    db.transaction(async (tx) => {
      const antes = await exigirGrupoAtivo(tx, auth, grupoId);
      if (!(await membros(tx, auth).delete(grupoId, usuarioId)))
        throw naoEncontrado('Membro do grupo');
      const depois = await findItem(tx, auth, 'grupo', grupoId);
      await registrarVersao(tx, auth, {
        entidade: 'grupo',
        acao: 'retirada_membro',
        antes,
        depois: { ...depois, retirado: usuarioId },
        em: clock(),
      });
      return depois;
    });

  return { listar, incluir, retirar };
};
