import type { Grupo, GrupoBody, GrupoPut, StatusGrupo } from '@jornada/contracts';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import {
  type CadastroRepository,
  cadastroRepository,
  type GrupoRow,
} from '../cadastro.repository.ts';
import { auditarIntermitente, campoInvalido, type Deps } from '../intermitente.comum.ts';

/** Texto da spec §8 para a falha ao criar grupo, com o motivo. */
export const FALHA_CRIAR_GRUPO = 'Falha ao criar grupo';

const paraGrupo = (g: GrupoRow, membros: { id: number; nome: string }[]): Grupo => ({
  grupoId: g.id,
  nome: g.nome,
  descricao: g.descricao,
  contratanteId: g.contratanteId,
  arquivado: g.arquivado,
  usuarios: membros,
});

const comMembros = async (repo: CadastroRepository, grupos: GrupoRow[]) => {
  const membros = await repo.membrosDe(grupos.map((g) => g.id));
  return grupos.map((g) =>
    paraGrupo(
      g,
      membros.filter((m) => m.grupoId === g.id).map(({ id, nome }) => ({ id, nome })),
    ),
  );
};

/** Membros e contratante existem na empresa; senão 400 nomeando o campo (com o prefixo dado). */
const validar = async (repo: CadastroRepository, b: GrupoBody, prefixo: string) => {
  const ids = [...new Set(b.usuarioIds)];
  const existentes = await repo.idsExistentes('usuario', ids);
  const ausentes = ids.filter((id) => !existentes.has(id));
  if (ausentes.length)
    throw campoInvalido(
      'usuarioIds',
      `${prefixo}colaborador não encontrado: ${ausentes.join(', ')}`,
    );
  if (b.contratanteId && !(await repo.findContratante(b.contratanteId)))
    throw campoInvalido('contratanteId', `${prefixo}contratante não encontrado`);
  return ids;
};

/** Grupos de intermitentes: ler, listar, criar, alterar, arquivar e desarquivar. */
export const createGruposUseCases = ({ db, clock }: Deps) => {
  const auditar = (
    tx: Tx,
    auth: AuthContext,
    id: number,
    acao: string,
    antes: Grupo | null,
    depois: Grupo,
  ) =>
    auditarIntermitente(
      tx,
      auth,
      { entidade: 'intermitente_grupo', entidadeId: id, acao, antes, depois },
      clock(),
    );

  const obter = async (auth: AuthContext, id: number) => {
    const repo = cadastroRepository({ db, empresaId: auth.empresaId });
    const g = await repo.findGrupo(id);
    if (!g) throw naoEncontrado('Grupo');
    return (await comMembros(repo, [g]))[0]!;
  };

  const listar = async (auth: AuthContext, status: StatusGrupo) => {
    const repo = cadastroRepository({ db, empresaId: auth.empresaId });
    const arquivado = status === 'todos' ? null : status === 'arquivados';
    return comMembros(repo, await repo.listGrupos(arquivado));
  };

  const nomeLivre = async (
    repo: CadastroRepository,
    nome: string,
    id: number | null,
    prefixo: string,
  ) => {
    const mesmo = await repo.findGrupoPorNome(nome);
    if (mesmo && mesmo.id !== id)
      throw new AppError(
        'GRUPO_DUPLICADO',
        `${prefixo}já existe um grupo com o nome "${nome}".`,
        409,
        'nome',
      );
  };

  const criar = (auth: AuthContext, b: GrupoBody) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const prefixo = `${FALHA_CRIAR_GRUPO}: `;
      const ids = await validar(repo, b, prefixo);
      await nomeLivre(repo, b.nome, null, prefixo);
      const g = await repo.insertGrupo({
        nome: b.nome,
        descricao: b.descricao ?? null,
        contratanteId: b.contratanteId ?? null,
      });
      await repo.trocarMembros(g.id, ids);
      const depois = (await comMembros(repo, [g]))[0]!;
      await auditar(tx, auth, g.id, 'inclusao', null, depois);
      return depois;
    });

  const alterar = (auth: AuthContext, b: GrupoPut) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findGrupo(b.grupoId);
      if (!atual) throw naoEncontrado('Grupo');
      const ids = await validar(repo, b, '');
      await nomeLivre(repo, b.nome, b.grupoId, '');
      const antes = (await comMembros(repo, [atual]))[0]!;
      const g = (await repo.updateGrupo(b.grupoId, {
        nome: b.nome,
        descricao: b.descricao ?? null,
        contratanteId: b.contratanteId ?? null,
      }))!;
      await repo.trocarMembros(g.id, ids);
      const depois = (await comMembros(repo, [g]))[0]!;
      await auditar(tx, auth, g.id, 'alteracao', antes, depois);
      return depois;
    });

  const arquivar = (auth: AuthContext, id: number, arquivado: boolean) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findGrupo(id);
      if (!atual) throw naoEncontrado('Grupo');
      const antes = (await comMembros(repo, [atual]))[0]!;
      if (atual.arquivado === arquivado) return antes;
      const depois = (await comMembros(repo, [(await repo.updateGrupo(id, { arquivado }))!]))[0]!;
      await auditar(tx, auth, id, arquivado ? 'arquivamento' : 'desarquivamento', antes, depois);
      return depois;
    });

  return { obter, listar, criar, alterar, arquivar };
};
