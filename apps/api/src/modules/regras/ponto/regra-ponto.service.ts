import type { RegraPonto, RegraPontoResumo } from '@jornada/contracts';
import {
  createResolvedorDeRegras,
  TIPOS_REGRA_CALCULO,
  type TipoRegraCalculo,
  versaoVigente,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import {
  arquivamentoRecusado,
  auditar,
  campoInvalido,
  dataBr,
  hojeNaEmpresa,
  linhaDoTempo,
  regraArquivamentoRepository,
  regraCalculoRepository,
} from '../calculo/index.ts';
import { type RegraPontoVersaoRow, regraPontoRepository } from './regra-ponto.repository.ts';
import { paraDesignacao, regraVigenteRepository } from './regra-vigente.repository.ts';

type Deps = { db: Db; clock: () => Date };
type Escolhas = Partial<Record<TipoRegraCalculo, number | null>>;
export type RegraPontoEntrada = {
  nome?: string;
  descricao?: string | null;
  vigenciaInicio?: string;
  regras?: Escolhas;
};

const mapaCompleto = (regras: Partial<Record<TipoRegraCalculo, number>>) =>
  Object.fromEntries(TIPOS_REGRA_CALCULO.map((t) => [t, regras[t] ?? null])) as Record<
    TipoRegraCalculo,
    number | null
  >;

const semNulos = (e: Escolhas) =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v != null)) as Partial<
    Record<TipoRegraCalculo, number>
  >;

const resumo = (
  v: RegraPontoVersaoRow,
  padraoHoje: number | null,
  ativo: boolean,
): RegraPontoResumo => ({
  id: v.regraPontoId,
  nome: v.nome,
  descricao: v.descricao,
  padrao: v.regraPontoId === padraoHoje,
  versao: v.versao,
  vigenciaInicio: v.vigenciaInicio,
  alteradoEm: v.criadoEm.toISOString(),
  alteradoPor: v.autorId,
  ativo,
});

/**
 * Regras de ponto: cada uma escolhe uma regra de cada tipo (ou o padrão legal) e resolve para uma
 * configuração do motor. Alterar grava uma versão nova com vigência (padrão: hoje), auditada.
 */
export const createRegraPontoService = ({ db, clock }: Deps) => {
  const escopo = (d: Db | Tx, auth: AuthContext) => ({ db: d, empresaId: auth.empresaId });
  const hoje = (d: Db | Tx, auth: AuthContext) => hojeNaEmpresa(d, auth.empresaId, clock());

  /** Padrão da empresa em vigor na data (id da regra de ponto) ou null. */
  const padraoEm = async (d: Db | Tx, auth: AuthContext, data: string) => {
    const padroes = await regraPontoRepository(escopo(d, auth)).padroes();
    return versaoVigente(padroes.map(paraDesignacao), data)?.regraPontoId ?? null;
  };

  const arquivo = (d: Db | Tx, auth: AuthContext) => regraArquivamentoRepository(escopo(d, auth));
  const estaArquivada = async (d: Db | Tx, auth: AuthContext, id: number) =>
    (await arquivo(d, auth).arquivadas('regra_ponto', [id])).has(id);

  /** Última versão de cada regra de ponto (ou a vigente em `data`), por nome; sem arquivadas. */
  const resumos = async (auth: AuthContext, data?: string, incluirArquivadas = false) => {
    const [versoes, agora, arquivadas] = await Promise.all([
      regraPontoRepository(escopo(db, auth)).versoes(),
      hoje(db, auth),
      arquivo(db, auth).arquivadas('regra_ponto'),
    ]);
    const padraoHoje = await padraoEm(db, auth, agora);
    const porRegra = new Map<number, RegraPontoVersaoRow[]>();
    for (const v of versoes)
      porRegra.set(v.regraPontoId, [...(porRegra.get(v.regraPontoId) ?? []), v]);
    // Com `data`, só as regras que já vigoravam nela, na versão daquele dia.
    return [...porRegra.values()]
      .filter((l) => !data || l.some((v) => v.vigenciaInicio <= data))
      .filter((l) => incluirArquivadas || !arquivadas.has(l[0]!.regraPontoId))
      .map((l) =>
        resumo(
          (data ? versaoVigente(l, data) : l.at(-1))!,
          padraoHoje,
          !arquivadas.has(l[0]!.regraPontoId),
        ),
      )
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  };

  /**
   * Uma regra de ponto com a configuração resolvida. Sem `data`: a última versão gravada,
   * resolvida no mais tarde entre hoje e a vigência dela; com `data`: a versão e as regras em
   * vigor nessa data.
   */
  const obter = async (auth: AuthContext, id: number, data?: string, d: Db | Tx = db) => {
    const agora = await hoje(d, auth);
    const base = await regraVigenteRepository(escopo(d, auth)).carregar({
      inicio: agora,
      fim: agora,
      regraPontoIds: [id],
    });
    const todas = base.versoesPonto.filter((v) => v.regraPontoId === id);
    if (todas.length === 0) throw naoEncontrado('Regra de ponto');
    const ultima = todas.at(-1)!;
    const versao = data ? versaoVigente(todas, data)! : ultima;
    const em = data ?? (ultima.vigenciaInicio > agora ? ultima.vigenciaInicio : agora);
    const apenas = base.regrasPonto.filter(
      (v) => v.regraPontoId === id && v.versao === versao.versao,
    );
    const r = createResolvedorDeRegras({ ...base, regrasPonto: apenas }).resolverRegraPonto(id, em);
    return {
      ...resumo(versao, await padraoEm(d, auth, agora), !(await estaArquivada(d, auth, id))),
      regras: mapaCompleto(versao.regras),
      resolvidaEm: em,
      configuracao: {
        ...r.configuracao,
        extras: { ...r.configuracao.extras, faixas: [...r.configuracao.extras.faixas] },
      },
      complementos: r.complementos,
    } satisfies RegraPonto;
  };

  /**
   * Cada regra escolhida existe na empresa, é do tipo certo, não está arquivada e já vigora na
   * vigência da versão.
   */
  const validarEscolhas = async (
    d: Db | Tx,
    auth: AuthContext,
    regras: Escolhas,
    vigencia: string,
  ) => {
    const escolhidas = semNulos(regras);
    const calculo = regraCalculoRepository(escopo(d, auth));
    await calculo.travarEscolhidas(Object.values(escolhidas));
    const inicio = await calculo.inicioDasRegras(Object.values(escolhidas));
    const arquivadas = await arquivo(d, auth).arquivadas(
      'regra_calculo',
      Object.values(escolhidas),
    );
    for (const [tipo, id] of Object.entries(escolhidas)) {
      const regra = inicio.get(id);
      if (!regra || regra.tipo !== tipo)
        throw campoInvalido(`regras.${tipo}`, `regra ${id} não encontrada entre as de ${tipo}`);
      if (arquivadas.has(id))
        throw campoInvalido(
          `regras.${tipo}`,
          `a regra "${regra.nome}" está arquivada; reative-a ou escolha outra`,
        );
      if (regra.vigenciaInicio > vigencia)
        throw campoInvalido(
          `regras.${tipo}`,
          `a regra "${regra.nome}" só vigora a partir de ${dataBr(regra.vigenciaInicio)}, depois do início desta versão (${dataBr(vigencia)})`,
        );
    }
    return escolhidas;
  };

  const criar = (auth: AuthContext, e: RegraPontoEntrada & { nome: string }) =>
    db.transaction(async (tx) => {
      const vigenciaInicio = e.vigenciaInicio ?? (await hoje(tx, auth));
      const regras = await validarEscolhas(tx, auth, e.regras ?? {}, vigenciaInicio);
      const repo = regraPontoRepository(escopo(tx, auth));
      const id = await repo.criar();
      await repo.inserirVersao({
        regraPontoId: id,
        versao: 1,
        vigenciaInicio,
        nome: e.nome,
        descricao: e.descricao ?? null,
        regras,
        autorId: auth.usuarioId,
      });
      const depois = await obter(auth, id, undefined, tx);
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_ponto',
        entidadeId: id,
        acao: 'criacao',
        antes: null,
        depois,
      });
      return depois;
    });

  const alterar = (auth: AuthContext, id: number, e: RegraPontoEntrada) =>
    db.transaction(async (tx) => {
      const repo = regraPontoRepository(escopo(tx, auth));
      if (!(await repo.travar(id))) throw naoEncontrado('Regra de ponto');
      const antes = await obter(auth, id, undefined, tx);
      const vigenciaInicio = e.vigenciaInicio ?? (await hoje(tx, auth));
      const regras = await validarEscolhas(
        tx,
        auth,
        { ...antes.regras, ...e.regras },
        vigenciaInicio,
      );
      await repo.inserirVersao({
        regraPontoId: id,
        versao: antes.versao + 1,
        vigenciaInicio,
        nome: e.nome ?? antes.nome,
        descricao: e.descricao === undefined ? antes.descricao : e.descricao,
        regras,
        autorId: auth.usuarioId,
      });
      const depois = await obter(auth, id, undefined, tx);
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_ponto',
        entidadeId: id,
        acao: 'alteracao',
        antes,
        depois,
      });
      return depois;
    });

  /** A regra padrão em vigor na data (padrão: hoje), ou null (vale CFG-DEFAULT). */
  const padrao = async (auth: AuthContext, data?: string) => {
    const em = data ?? (await hoje(db, auth));
    const id = await padraoEm(db, auth, em);
    return id === null ? null : obter(auth, id, em);
  };

  /** Torna a regra a padrão da empresa a partir da data (padrão: hoje); meses passados não mudam. */
  const definirPadrao = (auth: AuthContext, id: number, vigencia?: string) =>
    db.transaction(async (tx) => {
      const repo = regraPontoRepository(escopo(tx, auth));
      if (!(await repo.travar(id))) throw naoEncontrado('Regra de ponto');
      const vigenciaInicio = vigencia ?? (await hoje(tx, auth));
      const primeira = (await repo.versoes([id]))[0]!;
      if (await estaArquivada(tx, auth, id))
        throw campoInvalido(
          'id',
          `a regra de ponto "${primeira.nome}" está arquivada; reative-a antes de torná-la padrão`,
        );
      if (primeira.vigenciaInicio > vigenciaInicio)
        throw campoInvalido(
          'vigenciaInicio',
          `a regra de ponto só vigora a partir de ${dataBr(primeira.vigenciaInicio)}`,
        );
      const antes = await padraoEm(tx, auth, vigenciaInicio);
      await repo.inserirPadrao({ regraPontoId: id, vigenciaInicio, autorId: auth.usuarioId });
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_ponto_padrao',
        entidadeId: id,
        acao: 'definicao',
        antes: { regraPontoId: antes, vigenciaInicio },
        depois: { regraPontoId: id, vigenciaInicio },
      });
      return obter(auth, id, undefined, tx);
    });

  /** Versões (quem, quando, vigência e escolhas), arquivamentos e reativações, da mais recente. */
  const historico = async (auth: AuthContext, id: number) => {
    const versoes = await regraPontoRepository(escopo(db, auth)).versoes([id]);
    if (versoes.length === 0) throw naoEncontrado('Regra de ponto');
    const padraoHoje = await padraoEm(db, auth, await hoje(db, auth));
    const eventos = await arquivo(db, auth).eventos('regra_ponto', [id]);
    return linhaDoTempo(versoes, eventos).map((l) => ({
      ...resumo(l.versao, padraoHoje, l.ativo),
      alteradoEm: l.em.toISOString(),
      alteradoPor: l.autorId,
      regras: mapaCompleto(l.versao.regras),
      evento: l.evento,
      motivo: l.motivo,
    }));
  };

  /** Por que a regra não pode ser arquivada (padrão hoje ou agendada, alocação ativa), ou null. */
  const impedimentoDeArquivar = async (tx: Db | Tx, auth: AuthContext, r: RegraPonto) => {
    const agora = await hoje(tx, auth);
    const repo = regraPontoRepository(escopo(tx, auth));
    if ((await padraoEm(tx, auth, agora)) === r.id)
      return `A regra de ponto "${r.nome}" é a padrão da empresa hoje e não pode ser arquivada. Defina outra regra padrão antes de arquivar.`;
    const agendada = (await repo.padroes()).find(
      (p) => p.vigenciaInicio > agora && p.regraPontoId === r.id,
    );
    if (agendada)
      return `A regra de ponto "${r.nome}" está agendada como padrão da empresa a partir de ${dataBr(agendada.vigenciaInicio)} e não pode ser arquivada.`;
    const alocados = await repo.colaboradoresAlocados(r.id, agora);
    if (alocados > 0)
      return `A regra de ponto "${r.nome}" tem alocação ativa para ${alocados} ${alocados === 1 ? 'colaborador' : 'colaboradores'} e não pode ser arquivada. Encerre ou troque as alocações antes de arquivar.`;
    return null;
  };

  /** Arquiva (`ativo: false`) ou reativa a regra de ponto: evento só de inserção, auditado. */
  const alterarStatus = (
    auth: AuthContext,
    id: number,
    ativo: boolean,
    motivo: string | null = null,
  ) =>
    db.transaction(async (tx) => {
      const repo = regraPontoRepository(escopo(tx, auth));
      if (!(await repo.travar(id))) throw naoEncontrado('Regra de ponto');
      const antes = await obter(auth, id, undefined, tx);
      if (antes.ativo === ativo) return antes;
      if (!ativo) {
        const impedimento = await impedimentoDeArquivar(tx, auth, antes);
        if (impedimento) throw arquivamentoRecusado(impedimento);
      }
      await arquivo(tx, auth).registrar({
        entidade: 'regra_ponto',
        entidadeId: id,
        ativo,
        motivo,
        autorId: auth.usuarioId,
      });
      const depois = { ...antes, ativo };
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_ponto',
        entidadeId: id,
        acao: ativo ? 'reativacao' : 'arquivamento',
        antes,
        depois: { ...depois, motivo },
      });
      return depois;
    });

  return { resumos, obter, historico, criar, alterar, padrao, definirPadrao, alterarStatus };
};
