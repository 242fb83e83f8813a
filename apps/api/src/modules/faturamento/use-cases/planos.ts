import type {
  AtribuicaoPlano,
  AtribuicaoPlanoBody,
  PlanoAlteracaoBody,
  PlanoBody,
  PlanoFaturamento,
  PlanoPrecoBody,
} from '@jornada/contracts';
import { validarTabelaPreco } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { FaturamentoRepository } from '../faturamento.repository.ts';
import { auditar, competenciaBr, type Deps, isUnicidade, recusarTabela, repo } from './comum.ts';
import { findEmpresaCliente } from './empresas-clientes.ts';

type LinhaVersao = Awaited<ReturnType<FaturamentoRepository['listVersoes']>>[number];
type LinhaAtribuicao = Awaited<ReturnType<FaturamentoRepository['listAtribuicoes']>>[number];

const paraVersao = (r: LinhaVersao) => ({
  versao: r.v.versao,
  vigenciaInicio: r.v.vigenciaInicio,
  mensalidadeMinimaCentavos: r.v.mensalidadeMinimaCentavos,
  faixas: r.v.faixas,
  criadoEm: r.v.criadoEm.toISOString(),
  criadoPorNome: r.criadoPorNome,
});

export const paraAtribuicao = (r: LinhaAtribuicao): AtribuicaoPlano => ({
  id: r.a.id,
  empresaId: r.a.clienteEmpresaId,
  planoId: r.a.planoId,
  planoNome: r.planoNome,
  vigenciaInicio: r.a.vigenciaInicio,
  atribuidoEm: r.a.atribuidoEm.toISOString(),
  atribuidoPorNome: r.atribuidoPorNome,
});

const nomeEmUso = () =>
  new AppError('PLANO_NOME_EM_USO', 'Já existe um plano com este nome.', 409, 'nome');

/**
 * Planos da operadora: o nome e as tabelas de preço por vigência. Um preço gravado nunca é
 * sobrescrito (gatilho): mudar o preço é gravar outra vigência, posterior à última.
 */
export const planoUseCases = ({ db, clock }: Deps) => {
  const montar = async (d: Db | Tx, auth: AuthContext, planoId?: number) => {
    const r = repo(d, auth);
    const [planos, versoes] = await Promise.all([r.listPlanos(), r.listVersoes(planoId)]);
    return planos
      .filter((p) => planoId === undefined || p.id === planoId)
      .map(
        (p): PlanoFaturamento => ({
          id: p.id,
          nome: p.nome,
          ativo: p.ativo,
          versoes: versoes.filter((v) => v.v.planoId === p.id).map(paraVersao),
        }),
      );
  };

  const obter = async (d: Db | Tx, auth: AuthContext, id: number) => {
    const [p] = await montar(d, auth, id);
    if (!p) throw naoEncontrado('Plano');
    return p;
  };

  const listar = (auth: AuthContext) => montar(db, auth);

  const criar = async (auth: AuthContext, b: PlanoBody) => {
    recusarTabela(validarTabelaPreco(b));
    try {
      return await db.transaction(async (tx) => {
        const r = repo(tx, auth);
        if (await r.isNomeEmUso(b.nome, null)) throw nomeEmUso();
        const em = clock();
        const p = await r.insertPlano({ nome: b.nome, criadoEm: em });
        await r.insertVersao({
          planoId: p.id,
          versao: 1,
          vigenciaInicio: b.vigenciaInicio,
          mensalidadeMinimaCentavos: b.mensalidadeMinimaCentavos,
          faixas: b.faixas,
          criadoEm: em,
          criadoPor: auth.usuarioId,
        });
        const depois = await obter(tx, auth, p.id);
        await auditar(tx, auth, {
          entidade: 'plano_faturamento',
          entidadeId: p.id,
          acao: 'inclusao',
          antes: null,
          depois,
          em,
        });
        return depois;
      });
    } catch (e) {
      if (isUnicidade(e)) throw nomeEmUso();
      throw e;
    }
  };

  const novoPreco = (auth: AuthContext, b: PlanoPrecoBody) => {
    recusarTabela(validarTabelaPreco(b));
    return db.transaction(async (tx) => {
      const r = repo(tx, auth);
      if (!(await r.travarPlano(b.planoId))) throw naoEncontrado('Plano');
      const antes = await obter(tx, auth, b.planoId);
      const ultima = antes.versoes[0];
      if (ultima && b.vigenciaInicio <= ultima.vigenciaInicio)
        throw new AppError(
          'PRECO_VIGENCIA_ANTERIOR',
          `O novo preço precisa valer depois do atual (desde ${competenciaBr(ultima.vigenciaInicio)}): os preços gravados não mudam.`,
          409,
          'vigenciaInicio',
        );
      const em = clock();
      await r.insertVersao({
        planoId: b.planoId,
        versao: Math.max(0, ...antes.versoes.map((v) => v.versao)) + 1,
        vigenciaInicio: b.vigenciaInicio,
        mensalidadeMinimaCentavos: b.mensalidadeMinimaCentavos,
        faixas: b.faixas,
        criadoEm: em,
        criadoPor: auth.usuarioId,
      });
      const depois = await obter(tx, auth, b.planoId);
      await auditar(tx, auth, {
        entidade: 'plano_faturamento',
        entidadeId: b.planoId,
        acao: 'novo_preco',
        antes: ultima ?? null,
        depois: depois.versoes[0],
        em,
      });
      return depois;
    });
  };

  const alterar = async (auth: AuthContext, b: PlanoAlteracaoBody) => {
    try {
      return await db.transaction(async (tx) => {
        const r = repo(tx, auth);
        if (!(await r.travarPlano(b.planoId))) throw naoEncontrado('Plano');
        if (await r.isNomeEmUso(b.nome, b.planoId)) throw nomeEmUso();
        const antes = await obter(tx, auth, b.planoId);
        await r.updatePlano(b.planoId, { nome: b.nome, ativo: b.ativo });
        const depois = await obter(tx, auth, b.planoId);
        await auditar(tx, auth, {
          entidade: 'plano_faturamento',
          entidadeId: b.planoId,
          acao: antes.ativo === b.ativo ? 'alteracao' : b.ativo ? 'reativacao' : 'arquivamento',
          antes: { nome: antes.nome, ativo: antes.ativo },
          depois: { nome: depois.nome, ativo: depois.ativo },
          em: clock(),
        });
        return depois;
      });
    } catch (e) {
      if (isUnicidade(e)) throw nomeEmUso();
      throw e;
    }
  };

  const atribuicoes = async (auth: AuthContext, empresaId: number) => {
    await findEmpresaCliente(db, empresaId);
    return (await repo(db, auth).listAtribuicoes(empresaId)).map(paraAtribuicao);
  };

  /**
   * Plano da empresa cliente a partir de uma competência (a atribuição anterior fica na história),
   * dentro da transação de quem chama: a criação da empresa pelo operador atribui o plano junto.
   */
  const atribuirEm = async (tx: Tx, auth: AuthContext, b: AtribuicaoPlanoBody) => {
    await findEmpresaCliente(tx, b.empresaId);
    const r = repo(tx, auth);
    const plano = await r.findPlano(b.planoId);
    if (!plano)
      throw new AppError(
        'PLANO_INEXISTENTE',
        'Plano: escolha um plano cadastrado.',
        400,
        'planoId',
      );
    if (!plano.ativo)
      throw new AppError(
        'PLANO_ARQUIVADO',
        'Este plano está arquivado e não pode ser atribuído.',
        409,
        'planoId',
      );
    const a = await r.insertAtribuicao({
      clienteEmpresaId: b.empresaId,
      planoId: b.planoId,
      vigenciaInicio: b.vigenciaInicio,
      atribuidoEm: clock(),
      atribuidoPor: auth.usuarioId,
    });
    const depois = (await r.listAtribuicoes(b.empresaId)).find((x) => x.a.id === a.id)!;
    await auditar(tx, auth, {
      entidade: 'plano_faturamento_empresa',
      entidadeId: a.id,
      acao: 'atribuicao',
      antes: null,
      depois: paraAtribuicao(depois),
      em: a.atribuidoEm,
    });
    return paraAtribuicao(depois);
  };

  const atribuir = (auth: AuthContext, b: AtribuicaoPlanoBody) =>
    db.transaction((tx) => atribuirEm(tx, auth, b));

  /** Nome do plano de cada empresa cliente numa competência (a atribuição mais recente até ela). */
  const nomesVigentes = async (
    auth: AuthContext,
    competencia: string,
  ): Promise<ReadonlyMap<number, string>> => {
    const vigentes = new Map<number, { desde: string; nome: string }>();
    for (const a of (await repo(db, auth).listAtribuicoes()).map(paraAtribuicao)) {
      if (a.vigenciaInicio > competencia) continue;
      const atual = vigentes.get(a.empresaId);
      if (!atual || a.vigenciaInicio >= atual.desde)
        vigentes.set(a.empresaId, { desde: a.vigenciaInicio, nome: a.planoNome });
    }
    return new Map([...vigentes].map(([id, v]) => [id, v.nome]));
  };

  return { listar, criar, novoPreco, alterar, atribuicoes, atribuir, atribuirEm, nomesVigentes };
};
