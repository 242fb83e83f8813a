import type { ColaboradorDados } from '@jornada/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { authRepository, avisarAcessoAlterado } from '../auth/index.ts';
import { registrarEmpregadoNoRep } from '../marcacao/index.ts';
import { duplicadoNoBanco, paraFio, validarDados, valores } from './colaborador.regras.ts';
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
  const existente = async (repo: ColaboradorRepository, id: number) => {
    const r = (await repo.travar(id)) ? await repo.findById(id) : undefined;
    if (!r) throw naoEncontrado('Colaborador');
    return r;
  };

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
    await validarDados(repo, d, null);
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
          await validarDados(repo, d, id);
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
