import type {
  Contratante,
  ContratanteBody,
  ContratantePut,
  StatusContratante,
} from '@jornada/contracts';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import {
  type CadastroRepository,
  type ContratanteRow,
  cadastroRepository,
} from '../cadastro.repository.ts';
import { auditarIntermitente, campoInvalido, type Deps } from '../intermitente.comum.ts';

const comDepartamentos = async (
  repo: CadastroRepository,
  linhas: ContratanteRow[],
): Promise<Contratante[]> => {
  const deps = await repo.departamentosDe(linhas.map((c) => c.id));
  return linhas.map((c) => ({
    id: c.id,
    nome: c.nome,
    tipo: c.tipo as Contratante['tipo'],
    cnpj: c.cnpj,
    responsavelId: c.responsavelId,
    arquivado: c.arquivado,
    // Spec §3: depois de carregado, o contratante fica só com os ids dos departamentos.
    contratantesDepartamentos: deps
      .filter((d) => d.contratanteId === c.id)
      .map((d) => d.departamentoId),
  }));
};

const validar = async (repo: CadastroRepository, b: ContratanteBody, id: number | null) => {
  const mesmo = await repo.findContratantePorNome(b.nome);
  if (mesmo && mesmo.id !== id)
    throw new AppError(
      'CONTRATANTE_DUPLICADO',
      `nome: já existe um contratante com o nome "${b.nome}".`,
      409,
      'nome',
    );
  if (b.tipo === 'terceiro' && !b.cnpj)
    throw campoInvalido('cnpj', 'informe o CNPJ do contratante terceiro');
  if (b.responsavelId && !(await repo.idsExistentes('usuario', [b.responsavelId])).size)
    throw campoInvalido('responsavelId', 'colaborador não encontrado');
  const ids = [...new Set(b.contratantesDepartamentos.map((d) => d.departamento_Id))];
  const existentes = await repo.idsExistentes('departamento', ids);
  const ausentes = ids.filter((d) => !existentes.has(d));
  if (ausentes.length)
    throw campoInvalido(
      'contratantesDepartamentos',
      `departamento não encontrado: ${ausentes.join(', ')}`,
    );
  return ids;
};

/** Contratantes: listar por situação, quem pode ser responsável, criar, alterar, arquivar. */
export const createContratantesUseCases = ({ db, clock }: Deps) => {
  const auditar = (
    tx: Tx,
    auth: AuthContext,
    id: number,
    acao: string,
    antes: Contratante | null,
    depois: Contratante,
  ) =>
    auditarIntermitente(
      tx,
      auth,
      { entidade: 'intermitente_contratante', entidadeId: id, acao, antes, depois },
      clock(),
    );

  const porStatus = async (auth: AuthContext, status: StatusContratante) => {
    const repo = cadastroRepository({ db, empresaId: auth.empresaId });
    const arquivado = status === 'todos' ? null : status === 'arquivadas';
    return comDepartamentos(repo, await repo.listContratantes(arquivado));
  };

  /** Colaboradores ativos que ainda não respondem por um contratante ativo. */
  const candidatos = async (auth: AuthContext, search: string | undefined) => {
    const repo = cadastroRepository({ db, empresaId: auth.empresaId });
    const ocupados = new Set(
      (await repo.listContratantes(false)).flatMap((c) =>
        c.responsavelId ? [c.responsavelId] : [],
      ),
    );
    return (await repo.listUsuarios({ search }))
      .filter((u) => !ocupados.has(u.id))
      .map(({ cpf: _cpf, ...u }) => u);
  };

  const criar = (auth: AuthContext, b: ContratanteBody) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const deps = await validar(repo, b, null);
      const c = await repo.insertContratante({
        nome: b.nome,
        tipo: b.tipo,
        cnpj: b.cnpj ?? null,
        responsavelId: b.responsavelId ?? null,
      });
      await repo.trocarDepartamentos(c.id, deps);
      const depois = (await comDepartamentos(repo, [c]))[0]!;
      await auditar(tx, auth, c.id, 'inclusao', null, depois);
      return depois;
    });

  const alterar = (auth: AuthContext, b: ContratantePut) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findContratante(b.id);
      if (!atual) throw naoEncontrado('Contratante');
      const deps = await validar(repo, b, b.id);
      const antes = (await comDepartamentos(repo, [atual]))[0]!;
      const c = (await repo.updateContratante(b.id, {
        nome: b.nome,
        tipo: b.tipo,
        cnpj: b.cnpj ?? null,
        responsavelId: b.responsavelId ?? null,
      }))!;
      await repo.trocarDepartamentos(c.id, deps);
      const depois = (await comDepartamentos(repo, [c]))[0]!;
      await auditar(tx, auth, c.id, 'alteracao', antes, depois);
      return depois;
    });

  const arquivar = (auth: AuthContext, id: number, arquivado: boolean) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findContratante(id);
      if (!atual) throw naoEncontrado('Contratante');
      const antes = (await comDepartamentos(repo, [atual]))[0]!;
      if (atual.arquivado === arquivado) return antes;
      const c = (await repo.updateContratante(id, { arquivado }))!;
      const depois = (await comDepartamentos(repo, [c]))[0]!;
      await auditar(tx, auth, id, arquivado ? 'arquivamento' : 'desarquivamento', antes, depois);
      return depois;
    });

  return { porStatus, candidatos, criar, alterar, arquivar };
};
