import type { ColaboradorDados, ColaboradorWire } from '@jornada/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { authRepository, avisarAcessoAlterado } from '../auth/index.ts';
import { registrarEmpregadoNoRep } from '../marcacao/index.ts';
import {
  type ColaboradorRepository,
  colaboradorRepository,
  type FiltroColaboradores,
} from './colaborador.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** Eventos de domínio depois do commit (colaborador.alterado: webhooks e alertas). */
  publicar?: PublicarEvento;
};
type Linha = NonNullable<Awaited<ReturnType<ColaboradorRepository['findById']>>>;

const paraFio = (r: Linha): ColaboradorWire => ({
  id: r.u.id,
  nome: r.u.nome,
  cpf: r.u.cpf,
  email: r.u.email,
  matricula: r.u.matricula,
  filialId: r.u.filialId,
  filialNome: r.filialNome,
  departamentoId: r.u.departamentoId,
  departamentoNome: r.departamentoNome,
  cargoId: r.u.cargoId,
  cargoNome: r.cargoNome,
  gestorId: r.u.gestorId,
  gestorNome: r.gestorNome,
  admissao: r.u.admissao,
  demissao: r.u.demissao,
  pis: r.pis,
  situacao: r.u.demissao ? 'desligado' : 'ativo',
  cadastroConfirmado: r.u.cadastroConfirmado,
});

const auditar = (
  tx: Tx,
  auth: AuthContext,
  em: Date,
  v: { entidadeId: number; acao: string; antes: unknown; depois: unknown },
) =>
  registrarAuditoria(tx, {
    empresaId: auth.empresaId,
    ator: atorDe(auth),
    entidade: 'colaborador',
    ...v,
    em,
  });

/** Corrida entre dois cadastros com o mesmo CPF/e-mail: o índice único do banco decide (409). */
export const duplicadoNoBanco = (e: unknown): never => {
  const causa = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as object);
  const { code, constraint } = causa as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'usuario_empresa_cpf_uq')
    throw new AppError('CPF_DUPLICADO', 'Já existe um colaborador com este CPF.', 409, 'cpf');
  if (code === '23505' && constraint === 'usuario_empresa_email_uq')
    throw new AppError(
      'EMAIL_DUPLICADO',
      'Já existe um colaborador com este e-mail.',
      409,
      'email',
    );
  throw e;
};

/**
 * Cadastro de colaboradores pelo RH. Cada gravação é uma transação que também grava o AFD tipo 5
 * no REP-P da filial (inclusão I, alteração A de nome/CPF, troca de filial = E no REP antigo + I
 * no novo, desligamento E) e a linha de auditoria com antes e depois. Nenhum usuário é apagado:
 * o desligamento só fecha o vínculo (data de demissão) e bloqueia o acesso.
 */
export const createColaboradorService = ({ db, clock, publicar }: Deps) => {
  /** Avisa, depois do commit, que o cadastro mudou. */
  const avisarAlteracao = <T extends { id: number }>(
    auth: AuthContext,
    acao: 'criado' | 'alterado' | 'desligado',
    c: T,
  ): T => {
    publicar?.({ tipo: 'colaborador.alterado', empresaId: auth.empresaId, usuarioId: c.id, acao });
    return c;
  };
  const validar = async (
    repo: ColaboradorRepository,
    d: ColaboradorDados,
    excetoId: number | null,
  ) => {
    if (!(await repo.filialExiste(d.filialId)))
      throw new AppError('FILIAL_INEXISTENTE', 'Filial não encontrada.', 400, 'filialId');
    if (d.departamentoId !== null && !(await repo.departamentoExiste(d.departamentoId)))
      throw new AppError(
        'DEPARTAMENTO_INEXISTENTE',
        'Departamento não encontrado.',
        400,
        'departamentoId',
      );
    if (d.cargoId !== null && !(await repo.cargoExiste(d.cargoId)))
      throw new AppError('CARGO_INEXISTENTE', 'Cargo não encontrado.', 400, 'cargoId');
    if (d.gestorId !== null) {
      if (d.gestorId === excetoId)
        throw new AppError(
          'GESTOR_INVALIDO',
          'O colaborador não pode ser o próprio gestor.',
          400,
          'gestorId',
        );
      if (!(await repo.gestorAtivo(d.gestorId)))
        throw new AppError(
          'GESTOR_INEXISTENTE',
          'Gestor não encontrado entre os colaboradores ativos.',
          400,
          'gestorId',
        );
    }
    if (d.matricula && (await repo.matriculaEmUso(d.matricula, excetoId)))
      throw new AppError(
        'MATRICULA_DUPLICADA',
        'Já existe um colaborador com esta matrícula.',
        409,
        'matricula',
      );
    const dup = await repo.duplicado(d.cpf, d.email, excetoId);
    if (dup.cpf)
      throw new AppError('CPF_DUPLICADO', 'Já existe um colaborador com este CPF.', 409, 'cpf');
    if (dup.email)
      throw new AppError(
        'EMAIL_DUPLICADO',
        'Já existe um colaborador com este e-mail.',
        409,
        'email',
      );
  };

  const existente = async (repo: ColaboradorRepository, id: number) => {
    const r = (await repo.travar(id)) ? await repo.findById(id) : undefined;
    if (!r) throw naoEncontrado('Colaborador');
    return r;
  };

  const valores = (d: ColaboradorDados) => ({
    nome: d.nome,
    cpf: d.cpf,
    email: d.email,
    filialId: d.filialId,
    departamentoId: d.departamentoId,
    cargoId: d.cargoId,
    gestorId: d.gestorId,
    admissao: d.admissao,
    ...(d.matricula === undefined ? {} : { matricula: d.matricula }),
  });

  /**
   * Inclusão na transação de quem chama (o cadastro sozinho ou a admissão completa): usuário sem
   * senha (entra pelo convite de primeiro acesso), perfil padrão 'Colaborador' e AFD tipo 5 'I'.
   */
  const incluir = async (
    tx: Tx,
    auth: AuthContext,
    d: ColaboradorDados & { habilitarMarcacaoPelaWeb?: boolean },
  ) => {
    const repo = colaboradorRepository({ db: tx, empresaId: auth.empresaId });
    await validar(repo, d, null);
    const { habilitarMarcacaoPelaWeb } = d;
    const id = await repo.inserir({
      ...valores(d),
      ...(habilitarMarcacaoPelaWeb === undefined ? {} : { habilitarMarcacaoPelaWeb }),
    });
    await repo.gravarPis(id, d.pis);
    await repo.concederPerfilColaborador(id);
    const agora = clock();
    await registrarEmpregadoNoRep(tx, {
      responsavel: auth,
      agora,
      operacao: 'I',
      empregado: { id, cpf: d.cpf, nome: d.nome, filialId: d.filialId },
    });
    const linha = (await repo.findById(id))!;
    const depois = paraFio(linha);
    const HabilitarMarcacaoPelaWeb = linha.u.habilitarMarcacaoPelaWeb;
    await auditar(tx, auth, agora, {
      entidadeId: id,
      acao: 'incluir',
      antes: null,
      depois: { ...depois, HabilitarMarcacaoPelaWeb },
    });
    return { ...depois, HabilitarMarcacaoPelaWeb };
  };

  return {
    listar: async (auth: AuthContext, f: FiltroColaboradores) => {
      const { linhas, total } = await colaboradorRepository({
        db,
        empresaId: auth.empresaId,
      }).listar(f);
      return { items: linhas.map(paraFio), total, pageNumber: f.pageNumber, pageSize: f.pageSize };
    },

    obter: async (auth: AuthContext, id: number) => {
      const r = await colaboradorRepository({ db, empresaId: auth.empresaId }).findById(id);
      if (!r) throw naoEncontrado('Colaborador');
      return paraFio(r);
    },

    opcoes: (auth: AuthContext) =>
      colaboradorRepository({ db, empresaId: auth.empresaId }).opcoes(),

    incluir,
    avisarAlteracao,

    /** Inclusão só do cadastro, numa transação própria. */
    criar: (auth: AuthContext, d: ColaboradorDados) =>
      db
        .transaction((tx) => incluir(tx, auth, d))
        .then((c) => avisarAlteracao(auth, 'criado', c))
        .catch(duplicadoNoBanco),

    /**
     * Alteração. O REP só guarda CPF e nome do empregado: mudar um deles grava o tipo 5 'A'; mudar
     * de filial, 'E' no REP antigo e 'I' no novo. O resto (e-mail, cargo...) não vai ao AFD.
     */
    atualizar: (auth: AuthContext, id: number, d: ColaboradorDados) =>
      db
        .transaction(async (tx) => {
          const repo = colaboradorRepository({ db: tx, empresaId: auth.empresaId });
          const antes = paraFio(await existente(repo, id));
          if (antes.situacao === 'desligado')
            throw new AppError(
              'COLABORADOR_DESLIGADO',
              'Colaborador desligado não pode ser alterado.',
              409,
            );
          await validar(repo, d, id);
          await repo.atualizar(id, valores(d));
          await repo.gravarPis(id, d.pis);
          const agora = clock();
          const mudouNoRep =
            antes.nome !== d.nome || antes.cpf !== d.cpf || antes.filialId !== d.filialId;
          if (mudouNoRep)
            await registrarEmpregadoNoRep(tx, {
              responsavel: auth,
              agora,
              operacao: 'A',
              empregado: { id, cpf: d.cpf, nome: d.nome, filialId: d.filialId },
              filialAnteriorId: antes.filialId,
            });
          const depois = paraFio((await repo.findById(id))!);
          await auditar(tx, auth, agora, { entidadeId: id, acao: 'alterar', antes, depois });
          return depois;
        })
        .then((c) => avisarAlteracao(auth, 'alterado', c))
        .catch(duplicadoNoBanco),

    /** Desligamento: data de demissão, acesso bloqueado e AFD tipo 5 'E'. A linha fica. */
    desligar: (auth: AuthContext, id: number, demissao: string) =>
      db
        .transaction(async (tx) => {
          const repo = colaboradorRepository({ db: tx, empresaId: auth.empresaId });
          const antes = paraFio(await existente(repo, id));
          if (antes.situacao === 'desligado')
            throw new AppError('COLABORADOR_DESLIGADO', 'Colaborador já desligado.', 409);
          if (id === auth.usuarioId)
            throw new AppError('AUTODESLIGAMENTO', 'Você não pode desligar a si mesmo.', 409);
          if (antes.admissao && demissao < antes.admissao)
            throw new AppError(
              'DEMISSAO_ANTES_ADMISSAO',
              'A data de demissão não pode ser anterior à admissão.',
              400,
              'demissao',
            );
          await repo.atualizar(id, { demissao, ativo: false });
          const agora = clock();
          // O acesso acaba junto: sessões (tokens já emitidos) e refresh tokens revogados.
          await authRepository({ db: tx, empresaId: auth.empresaId }).revokeTodosDoUsuario(
            id,
            'desativado',
            agora,
          );
          await registrarEmpregadoNoRep(tx, {
            responsavel: auth,
            agora,
            operacao: 'E',
            empregado: { id, cpf: antes.cpf, nome: antes.nome, filialId: antes.filialId },
          });
          const depois = paraFio((await repo.findById(id))!);
          await auditar(tx, auth, agora, { entidadeId: id, acao: 'desligar', antes, depois });
          return depois;
        })
        .then((c) => avisarAlteracao(auth, 'desligado', c))
        .finally(() => avisarAcessoAlterado(auth.empresaId)),
  };
};
export type ColaboradorService = ReturnType<typeof createColaboradorService>;
