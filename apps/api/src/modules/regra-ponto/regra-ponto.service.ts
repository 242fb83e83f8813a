import type { RegraPonto, RegraPontoResumo } from '@jornada/contracts';
import {
  criarResolvedorDeRegras,
  TIPOS_REGRA_CALCULO,
  type TipoRegraCalculo,
  versaoVigente,
} from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import { regraCalculoRepository } from '../regra-calculo/regra-calculo.repository.ts';
import { auditar, campoInvalido, dataBr, hojeNaEmpresa } from '../regra-calculo/regra-comum.ts';
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

const resumo = (v: RegraPontoVersaoRow, padraoHoje: number | null): RegraPontoResumo => ({
  id: v.regraPontoId,
  nome: v.nome,
  descricao: v.descricao,
  padrao: v.regraPontoId === padraoHoje,
  versao: v.versao,
  vigenciaInicio: v.vigenciaInicio,
  alteradoEm: v.criadoEm.toISOString(),
  alteradoPor: v.autorId,
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

  /** Última versão de cada regra de ponto (ou a vigente em `data`), por nome. */
  const resumos = async (auth: AuthContext, data?: string) => {
    const [versoes, agora] = await Promise.all([
      regraPontoRepository(escopo(db, auth)).versoes(),
      hoje(db, auth),
    ]);
    const padraoHoje = await padraoEm(db, auth, agora);
    const porRegra = new Map<number, RegraPontoVersaoRow[]>();
    for (const v of versoes)
      porRegra.set(v.regraPontoId, [...(porRegra.get(v.regraPontoId) ?? []), v]);
    // Com `data`, só as regras que já vigoravam nela, na versão daquele dia.
    return [...porRegra.values()]
      .filter((l) => !data || l.some((v) => v.vigenciaInicio <= data))
      .map((l) => resumo((data ? versaoVigente(l, data) : l.at(-1))!, padraoHoje))
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
    const r = criarResolvedorDeRegras({ ...base, regrasPonto: apenas }).resolverRegraPonto(id, em);
    return {
      ...resumo(versao, await padraoEm(d, auth, agora)),
      regras: mapaCompleto(versao.regras),
      resolvidaEm: em,
      configuracao: {
        ...r.configuracao,
        extras: { ...r.configuracao.extras, faixas: [...r.configuracao.extras.faixas] },
      },
      complementos: r.complementos,
    } satisfies RegraPonto;
  };

  /** Cada regra escolhida existe na empresa, é do tipo certo e já vigora na vigência da versão. */
  const validarEscolhas = async (
    d: Db | Tx,
    auth: AuthContext,
    regras: Escolhas,
    vigencia: string,
  ) => {
    const escolhidas = semNulos(regras);
    const inicio = await regraCalculoRepository(escopo(d, auth)).inicioDasRegras(
      Object.values(escolhidas),
    );
    for (const [tipo, id] of Object.entries(escolhidas)) {
      const regra = inicio.get(id);
      if (!regra || regra.tipo !== tipo)
        throw campoInvalido(`regras.${tipo}`, `regra ${id} não encontrada entre as de ${tipo}`);
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
      if (primeira.vigenciaInicio > vigenciaInicio)
        throw campoInvalido(
          'vigenciaInicio',
          `a regra de ponto só vigora a partir de ${dataBr(primeira.vigenciaInicio)}`,
        );
      const antes = await padraoEm(tx, auth, vigenciaInicio);
      await repo.inserirPadrao({ regraPontoId: id, vigenciaInicio, autorId: auth.usuarioId });
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        entidade: 'regra_ponto_padrao',
        entidadeId: id,
        acao: 'definicao',
        antes: { regraPontoId: antes, vigenciaInicio },
        depois: { regraPontoId: id, vigenciaInicio },
      });
      return obter(auth, id, undefined, tx);
    });

  /** Todas as versões (quem, quando, vigência e escolhas), da mais recente. */
  const historico = async (auth: AuthContext, id: number) => {
    const versoes = await regraPontoRepository(escopo(db, auth)).versoes([id]);
    if (versoes.length === 0) throw naoEncontrado('Regra de ponto');
    const padraoHoje = await padraoEm(db, auth, await hoje(db, auth));
    return versoes
      .reverse()
      .map((v) => ({ ...resumo(v, padraoHoje), regras: mapaCompleto(v.regras) }));
  };

  return { resumos, obter, historico, criar, alterar, padrao, definirPadrao };
};
