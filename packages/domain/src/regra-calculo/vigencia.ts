import { addDias, type DataIso } from '../tempo/index.ts';
import { montarConfiguracao, type ParametrosEscolhidos } from './configuracao.ts';
import { convencaoNaData, mesclarComConvencao } from './convencao.ts';
import type {
  AlocacaoVigencia,
  BaseRegras,
  RegraResolvida,
  SegmentoRegra,
  TipoRegraCalculo,
  VersaoRegraCalculo,
  VersaoRegraPonto,
} from './tipos.ts';

type Versionada = { vigenciaInicio: DataIso; versao: number };

const posterior = (a: Versionada, b: Versionada): boolean =>
  a.vigenciaInicio > b.vigenciaInicio ||
  (a.vigenciaInicio === b.vigenciaInicio && a.versao > b.versao);

/**
 * A versão em vigor na data: a de maior início de vigência até a data e, no mesmo início, a
 * mais recente. Antes da primeira vigência vale a primeira (as escritas garantem que quem aponta
 * para uma regra não começa antes dela; isto só cobre dados antigos).
 */
export const versaoVigente = <V extends Versionada>(
  versoes: readonly V[],
  data: DataIso,
): V | undefined => {
  let vigente: V | undefined;
  let primeira: V | undefined;
  for (const v of versoes) {
    if (!primeira || posterior(primeira, v)) primeira = v;
    if (v.vigenciaInicio <= data && (!vigente || posterior(v, vigente))) vigente = v;
  }
  return vigente ?? primeira;
};

const agrupar = <V, K>(lista: readonly V[], chave: (v: V) => K): Map<K, V[]> => {
  const mapa = new Map<K, V[]>();
  for (const v of lista) {
    const k = chave(v);
    const grupo = mapa.get(k);
    if (grupo) grupo.push(v);
    else mapa.set(k, [v]);
  }
  return mapa;
};

/** A alocação que cobre a data (as alocações ativas de um colaborador não se sobrepõem). */
const alocacaoNaData = (alocacoes: readonly AlocacaoVigencia[], data: DataIso) =>
  alocacoes.find((a) => a.dataInicio <= data && (a.dataFim === null || data <= a.dataFim));

/**
 * Resolvedor sobre uma base já carregada: regra de ponto de um colaborador numa data
 * (alocação ativa que cobre a data; senão a padrão da empresa em vigor; senão nenhuma =
 * CFG-DEFAULT) e a configuração do motor em vigor nessa data. Memoriza por (regra, data): a
 * mesma configuração é devolvida como o mesmo objeto (o motor memoriza os parâmetros por objeto).
 */
export const createResolvedorDeRegras = (base: BaseRegras) => {
  const versoesCalculo = agrupar(base.regrasCalculo, (v) => v.regraId);
  const versoesPonto = agrupar(base.regrasPonto, (v) => v.regraPontoId);
  const alocacoes = agrupar(base.alocacoes, (a) => a.usuarioId);
  const convencoes = agrupar(base.convencoes ?? [], (c) => c.usuarioId);
  const memo = new Map<string, RegraResolvida>();
  const distintas = new Map<number | null, RegraResolvida[]>();
  const globais = new Map<string, DataIso[]>();

  /** A regra da pessoa na data e se ela é a alocada (explícita) ou a padrão da empresa. */
  const regraPontoDoUsuario = (
    usuarioId: number,
    data: DataIso,
  ): { regraPontoId: number | null; alocada: boolean } => {
    const alocada = alocacaoNaData(alocacoes.get(usuarioId) ?? [], data);
    const padrao = versaoVigente(base.padroes, data)?.regraPontoId ?? null;
    // Alocar a própria regra padrão da empresa não é escolha explícita para a pessoa.
    if (alocada)
      return { regraPontoId: alocada.regraPontoId, alocada: alocada.regraPontoId !== padrao };
    return { regraPontoId: padrao, alocada: false };
  };

  const escolhidosEm = (versao: VersaoRegraPonto | undefined, data: DataIso) => {
    const escolhidos: ParametrosEscolhidos = {};
    for (const [tipo, regraId] of Object.entries(versao?.regras ?? {}) as [
      TipoRegraCalculo,
      number,
    ][]) {
      const v = versaoVigente<VersaoRegraCalculo>(versoesCalculo.get(regraId) ?? [], data);
      if (v && v.tipo === tipo) (escolhidos as Record<string, unknown>)[tipo] = v.parametros;
    }
    return escolhidos;
  };

  /**
   * Regra resolvida de uma regra de ponto (ou nenhuma) numa data, com a convenção coletiva em
   * vigor nela: a regra alocada à pessoa vence a CCT; a CCT vence a regra padrão da empresa; o
   * que nenhuma das duas grava fica no padrão legal (docs/decisoes/convencao-coletiva.md).
   */
  const resolverRegraPonto = (
    regraPontoId: number | null,
    data: DataIso,
    convencao?: { convencaoId: number; parametros: ParametrosEscolhidos },
    alocada = true,
  ): RegraResolvida => {
    const chave = `${regraPontoId}|${convencao?.convencaoId ?? ''}|${alocada ? 'a' : 'p'}|${data}`;
    const pronta = memo.get(chave);
    if (pronta) return pronta;
    const versao =
      regraPontoId === null ? undefined : versaoVigente(versoesPonto.get(regraPontoId) ?? [], data);
    const daRegra = escolhidosEm(versao, data);
    const montada = montarConfiguracao(
      alocada || !convencao
        ? mesclarComConvencao(daRegra, convencao?.parametros)
        : mesclarComConvencao(convencao.parametros, daRegra),
    );
    // Mesma configuração em datas diferentes → mesmo objeto (comparação por JSON).
    const lista = distintas.get(regraPontoId) ?? [];
    let resolvida = lista.find((r) => mesmoConteudo(r, montada));
    if (!resolvida) {
      resolvida = { regraPontoId, ...montada };
      lista.push(resolvida);
      distintas.set(regraPontoId, lista);
    }
    memo.set(chave, resolvida);
    return resolvida;
  };

  const resolverNoDia = (usuarioId: number, data: DataIso): RegraResolvida => {
    const { regraPontoId, alocada } = regraPontoDoUsuario(usuarioId, data);
    return resolverRegraPonto(
      regraPontoId,
      data,
      convencaoNaData(convencoes.get(usuarioId) ?? [], data),
      alocada,
    );
  };

  /** Inícios de vigência (de qualquer regra) dentro de (inicio, fim], calculados uma vez. */
  const vigenciasEntre = (inicio: DataIso, fim: DataIso): DataIso[] => {
    const chave = `${inicio}|${fim}`;
    const prontas = globais.get(chave);
    if (prontas) return prontas;
    const datas = new Set<DataIso>();
    for (const lista of [base.padroes, base.regrasPonto, base.regrasCalculo]) {
      for (const v of lista)
        if (v.vigenciaInicio > inicio && v.vigenciaInicio <= fim) datas.add(v.vigenciaInicio);
    }
    const ordenadas = [...datas];
    globais.set(chave, ordenadas);
    return ordenadas;
  };

  /** Datas em que algo pode mudar para o colaborador dentro de (inicio, fim], em ordem. */
  const mudancas = (usuarioId: number, inicio: DataIso, fim: DataIso): DataIso[] => {
    const datas = new Set(vigenciasEntre(inicio, fim));
    const incluir = (d: DataIso) => {
      if (d > inicio && d <= fim) datas.add(d);
    };
    for (const a of alocacoes.get(usuarioId) ?? []) {
      incluir(a.dataInicio);
      if (a.dataFim !== null) incluir(addDias(a.dataFim, 1));
    }
    for (const c of convencoes.get(usuarioId) ?? []) {
      incluir(c.vigenciaInicio);
      if (c.vigenciaFim !== null) incluir(addDias(c.vigenciaFim, 1));
    }
    return [...datas].sort();
  };

  /**
   * Trechos contíguos de [inicio, fim] com a mesma regra resolvida: para apurar um período em que
   * a regra mudou, cada trecho é apurado com a sua configuração.
   */
  const segmentos = (usuarioId: number, inicio: DataIso, fim: DataIso): SegmentoRegra[] => {
    const saida: SegmentoRegra[] = [];
    for (const data of [inicio, ...mudancas(usuarioId, inicio, fim)]) {
      const r = resolverNoDia(usuarioId, data);
      const ultimo = saida.at(-1);
      const mesma =
        ultimo?.regraPontoId === r.regraPontoId &&
        ultimo.configuracao === r.configuracao &&
        ultimo.complementos === r.complementos;
      if (mesma) continue;
      if (ultimo) ultimo.fim = addDias(data, -1);
      saida.push({ ...r, inicio: data, fim });
    }
    return saida;
  };

  return { regraPontoDoUsuario, resolverRegraPonto, resolverNoDia, segmentos };
};

const mesmoConteudo = (
  a: Pick<RegraResolvida, 'configuracao' | 'complementos'>,
  b: Pick<RegraResolvida, 'configuracao' | 'complementos'>,
): boolean =>
  JSON.stringify(a.configuracao) === JSON.stringify(b.configuracao) &&
  JSON.stringify(a.complementos) === JSON.stringify(b.complementos);

export type ResolvedorDeRegras = ReturnType<typeof createResolvedorDeRegras>;
