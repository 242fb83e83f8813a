import type {
  EditarRepRelogioBody,
  MapeamentoAfd,
  RepRelogio,
  SalvarMapeamentoAfdBody,
} from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { importacaoAfdRepository } from './importacao-afd.repository.ts';
import { importacaoAfdCadastroRepository } from './importacao-afd-cadastro.repository.ts';

type Deps = { db: Db; clock: () => Date };

const LEIAUTES = ['671', '1510', '595'] as const;
const leiauteDe = (l: string | null) =>
  (LEIAUTES as readonly string[]).includes(l ?? '') ? (l as RepRelogio['leiaute']) : null;

/**
 * Cadastro dos relógios REP-C/REP-A por filial (criados pela importação; o RH edita nome e fuso)
 * e vínculos de identificadores desconhecidos do AFD a colaboradores (usados nas importações
 * seguintes da empresa).
 */
export const createImportacaoAfdCadastroService = ({ db, clock }: Deps) => {
  const repo = (auth: AuthContext) =>
    importacaoAfdCadastroRepository({ db, empresaId: auth.empresaId });

  const listarReps = async (auth: AuthContext): Promise<RepRelogio[]> => {
    const r = repo(auth);
    const reps = await r.listReps();
    const importacoes = await r.listImportacoes(reps.map((x) => x.id));
    // REP cadastrado antes do fuso por relógio: vale o da empresa (como na importação).
    const fusoEmpresa = await importacaoAfdRepository({
      db,
      empresaId: auth.empresaId,
    }).fusoDaEmpresa();
    return reps.map((x) => ({
      ...x,
      tipo: x.tipo === 'REP-A' ? 'REP-A' : 'REP-C',
      leiaute: leiauteDe(x.leiaute),
      fuso: x.fuso ?? fusoEmpresa,
      criadoEm: x.criadoEm?.toISOString() ?? null,
      importacoes: importacoes
        .filter((i) => i.repExternoId === x.id)
        .map(({ repExternoId: _rep, ordem: _ordem, em, ...i }) => ({
          ...i,
          em: em.toISOString(),
        })),
    }));
  };

  const editarRep = async (auth: AuthContext, id: number, body: EditarRepRelogioBody) => {
    const dados = { nome: body.nome?.trim() || null, fuso: body.fuso };
    await db.transaction(async (tx) => {
      const r = importacaoAfdCadastroRepository({ db: tx, empresaId: auth.empresaId });
      const antes = await r.findRepById(id);
      if (!antes) throw naoEncontrado('Relógio');
      await r.updateRep(id, dados);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'rep_externo',
        entidadeId: id,
        acao: 'editar',
        antes: { nome: antes.nome, fuso: antes.fuso },
        depois: dados,
        em: clock(),
      });
    });
    const rep = (await listarReps(auth)).find((x) => x.id === id);
    if (!rep) throw naoEncontrado('Relógio');
    return rep;
  };

  const paraContrato = (m: Awaited<ReturnType<ReturnType<typeof repo>['listMapeamentos']>>[0]) =>
    ({
      ...m,
      tipo: m.tipo === 'cpf' ? 'cpf' : 'pis',
      em: m.em.toISOString(),
    }) satisfies MapeamentoAfd;

  const listarMapeamentos = async (auth: AuthContext) =>
    (await repo(auth).listMapeamentos()).map(paraContrato);

  const salvarMapeamento = async (auth: AuthContext, body: SalvarMapeamentoAfdBody) => {
    const id = await db.transaction(async (tx) => {
      const r = importacaoAfdCadastroRepository({ db: tx, empresaId: auth.empresaId });
      if (!(await r.findColaborador(body.usuarioId)))
        throw new AppError(
          'COLABORADOR_INEXISTENTE',
          'Colaborador não encontrado.',
          400,
          'usuarioId',
        );
      const antes = await r.findMapeamento(body.tipo, body.identificador);
      const novoId = await r.upsertMapeamento({ ...body, autorId: auth.usuarioId, em: clock() });
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'importacao_afd_mapeamento',
        entidadeId: novoId,
        acao: antes ? 'editar' : 'criar',
        antes: antes ?? null,
        depois: body,
        em: clock(),
      });
      return novoId;
    });
    const [salvo] = await repo(auth).listMapeamentos(id);
    if (!salvo) throw naoEncontrado('Vínculo');
    return paraContrato(salvo);
  };

  const removerMapeamento = (auth: AuthContext, id: number) =>
    db.transaction(async (tx) => {
      const r = importacaoAfdCadastroRepository({ db: tx, empresaId: auth.empresaId });
      const antes = await r.findMapeamentoById(id);
      if (!antes) throw naoEncontrado('Vínculo');
      await r.deleteMapeamento(id);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'importacao_afd_mapeamento',
        entidadeId: id,
        acao: 'excluir',
        antes,
        depois: null,
        em: clock(),
      });
    });

  const findColaboradores = (auth: AuthContext, termo: string) =>
    repo(auth).findColaboradores(termo);

  return {
    listarReps,
    editarRep,
    listarMapeamentos,
    salvarMapeamento,
    removerMapeamento,
    findColaboradores,
  };
};
export type ImportacaoAfdCadastroService = ReturnType<typeof createImportacaoAfdCadastroService>;
