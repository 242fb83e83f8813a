import { type RegraCalculo, type RegraCalculoEntrada, validarParametros } from '@jornada/contracts';
import {
  completarParametros,
  derivarHoraNoturna,
  PARAMETROS_PADRAO,
  type TipoRegraCalculo,
  versaoVigente,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { regraPontoRepository } from '../ponto/index.ts';
import { regraArquivamentoRepository } from './regra-arquivamento.repository.ts';
import { arquivamentoRecusado, linhaDoTempo } from './regra-arquivamento.ts';
import { regraCalculoRepository, type VersaoRegraCalculoRow } from './regra-calculo.repository.ts';
import { auditar, campoInvalido, hojeNaEmpresa } from './regra-comum.ts';

type Deps = { db: Db; clock: () => Date };

const NOMES_TIPO: Record<TipoRegraCalculo, string> = {
  horaNoturna: 'Regra de hora noturna',
  tolerancia: 'Regra de tolerância',
  horaPositiva: 'Regra de hora positiva',
  horaPositivaFaixas: 'Regra de faixas de hora positiva',
  horaNegativa: 'Regra de hora negativa',
  falta: 'Regra de falta',
  ausencia: 'Regra de ausência',
  descansoObrigatorio: 'Regra de descanso obrigatório',
  domingo: 'Regra de domingo',
  inconsistencia: 'Regra de inconsistência',
  tratamento: 'Regra de tratamento',
  intervalo: 'Regra de intervalo',
};
export const nomeDoTipo = (tipo: TipoRegraCalculo) => NOMES_TIPO[tipo];

/** Versão gravada → contrato: parâmetros completos (padrão por baixo) e campos derivados. */
export const paraRegraCalculo = (
  tipo: TipoRegraCalculo,
  v: VersaoRegraCalculoRow,
  ativo = true,
): RegraCalculo => {
  const parametros = completarParametros(tipo, v.parametros as never) as Record<string, unknown>;
  const derivados =
    tipo === 'horaNoturna'
      ? derivarHoraNoturna(completarParametros('horaNoturna', v.parametros as never).regime)
      : {};
  return {
    id: v.regraId,
    tipo,
    versao: v.versao,
    vigenciaInicio: v.vigenciaInicio,
    nome: v.nome,
    descricao: v.descricao,
    alteradoEm: v.criadoEm.toISOString(),
    alteradoPor: v.autorId,
    ativo,
    ...parametros,
    ...derivados,
  };
};

/** Separa nome, descrição e vigência dos parâmetros do tipo. */
const separar = ({ nome, descricao, vigenciaInicio, ...parametros }: RegraCalculoEntrada) => ({
  nome,
  descricao,
  vigenciaInicio,
  parametros,
});

const validar = <T extends TipoRegraCalculo>(tipo: T, parametros: unknown) => {
  const r = validarParametros(tipo, parametros);
  if (!r.ok) throw campoInvalido(r.campo, r.mensagem);
  return r.parametros;
};

/**
 * Os doze tipos de regra de cálculo (`/api/v1/{tipo}`). Criar grava a versão 1; alterar grava
 * uma versão nova (mesclando o corpo sobre a última) que vale a partir de `vigenciaInicio`
 * (padrão: hoje), com auditoria na mesma transação. Nada é sobrescrito.
 */
export const createRegraCalculoService = ({ db, clock }: Deps) => {
  const repo = (d: Db | Tx, auth: AuthContext) =>
    regraCalculoRepository({ db: d, empresaId: auth.empresaId });

  const arquivo = (d: Db | Tx, auth: AuthContext) =>
    regraArquivamentoRepository({ db: d, empresaId: auth.empresaId });

  /** Última versão de cada regra do tipo (ou a vigente em `data`); arquivadas só se pedidas. */
  const listar = async (
    auth: AuthContext,
    tipo: TipoRegraCalculo,
    data?: string,
    incluirArquivadas = false,
  ) => {
    const [todas, arquivadas] = await Promise.all([
      repo(db, auth).versoesDoTipo(tipo),
      arquivo(db, auth).arquivadas('regra_calculo'),
    ]);
    const porRegra = new Map<number, VersaoRegraCalculoRow[]>();
    for (const v of todas) {
      porRegra.set(v.regraId, [...(porRegra.get(v.regraId) ?? []), v]);
    }
    // Com `data`, só as regras que já vigoravam nela, na versão daquele dia.
    return [...porRegra.values()]
      .filter((versoes) => !data || versoes.some((v) => v.vigenciaInicio <= data))
      .filter((versoes) => incluirArquivadas || !arquivadas.has(versoes[0]!.regraId))
      .map((versoes) => (data ? versaoVigente(versoes, data) : versoes.at(-1))!)
      .map((v) => paraRegraCalculo(tipo, v, !arquivadas.has(v.regraId)))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  };

  const versoes = async (d: Db | Tx, auth: AuthContext, tipo: TipoRegraCalculo, id: number) => {
    const lista = await repo(d, auth).versoesDaRegra(tipo, id);
    if (lista.length === 0) throw naoEncontrado(nomeDoTipo(tipo));
    return lista;
  };

  const estaArquivada = async (d: Db | Tx, auth: AuthContext, id: number) =>
    (await arquivo(d, auth).arquivadas('regra_calculo', [id])).has(id);

  /** A última versão gravada, ou a que vale em `data`. */
  const obter = async (
    auth: AuthContext,
    tipo: TipoRegraCalculo,
    id: number,
    data?: string,
    d: Db | Tx = db,
  ) => {
    const lista = await versoes(d, auth, tipo, id);
    const ativo = !(await estaArquivada(d, auth, id));
    return paraRegraCalculo(tipo, (data ? versaoVigente(lista, data) : lista[0])!, ativo);
  };

  /** Versões, arquivamentos e reativações (quem, quando), da mais recente. */
  const historico = async (auth: AuthContext, tipo: TipoRegraCalculo, id: number) => {
    const lista = (await versoes(db, auth, tipo, id)).reverse();
    const eventos = await arquivo(db, auth).eventos('regra_calculo', [id]);
    return linhaDoTempo(lista, eventos).map((l) => ({
      ...paraRegraCalculo(tipo, l.versao, l.ativo),
      alteradoEm: l.em.toISOString(),
      alteradoPor: l.autorId,
      evento: l.evento,
      motivo: l.motivo,
    }));
  };

  /**
   * Regras de ponto não arquivadas cuja versão em vigor hoje (ou já agendada) usa a regra: não
   * se arquiva o que vai entrar num cálculo novo.
   */
  const regrasDePontoQueUsam = async (tx: Db | Tx, auth: AuthContext, id: number) => {
    const escopo = { db: tx, empresaId: auth.empresaId };
    const [versoesPonto, arquivadas, hoje] = await Promise.all([
      regraPontoRepository(escopo).versoes(),
      arquivo(tx, auth).arquivadas('regra_ponto'),
      hojeNaEmpresa(tx, auth.empresaId, clock()),
    ]);
    const porRegra = new Map<number, typeof versoesPonto>();
    for (const v of versoesPonto)
      porRegra.set(v.regraPontoId, [...(porRegra.get(v.regraPontoId) ?? []), v]);
    const nomes: string[] = [];
    for (const [regraPontoId, lista] of porRegra) {
      if (arquivadas.has(regraPontoId)) continue;
      const vigente = versaoVigente(lista, hoje);
      const atuais = lista.filter((v) => v === vigente || v.vigenciaInicio > hoje);
      if (atuais.some((v) => Object.values(v.regras).includes(id))) nomes.push(lista.at(-1)!.nome);
    }
    return nomes.sort((a, b) => a.localeCompare(b, 'pt-BR'));
  };

  /** Arquiva (`ativo: false`) ou reativa a regra: um evento só de inserção, auditado. */
  const alterarStatus = (
    auth: AuthContext,
    tipo: TipoRegraCalculo,
    id: number,
    ativo: boolean,
    motivo: string | null = null,
  ) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      if (!(await r.travar(tipo, id))) throw naoEncontrado(nomeDoTipo(tipo));
      const antes = await obter(auth, tipo, id, undefined, tx);
      if (antes.ativo === ativo) return antes;
      if (!ativo) {
        const usam = await regrasDePontoQueUsam(tx, auth, id);
        if (usam.length)
          throw arquivamentoRecusado(
            `A regra "${antes.nome}" é usada pela versão atual ${
              usam.length > 1 ? 'das regras' : 'da regra'
            } de ponto ${usam.map((n) => `"${n}"`).join(', ')} e não pode ser arquivada. Troque-a na regra de ponto antes de arquivar.`,
          );
      }
      await arquivo(tx, auth).registrar({
        entidade: 'regra_calculo',
        entidadeId: id,
        ativo,
        motivo,
        autorId: auth.usuarioId,
      });
      const depois = { ...antes, ativo };
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_calculo',
        entidadeId: id,
        acao: ativo ? 'reativacao' : 'arquivamento',
        antes,
        depois: { ...depois, motivo },
      });
      return depois;
    });

  const criar = async (auth: AuthContext, tipo: TipoRegraCalculo, corpo: RegraCalculoEntrada) => {
    const e = separar(corpo);
    const parametros = validar(tipo, { ...PARAMETROS_PADRAO[tipo], ...e.parametros });
    return db.transaction(async (tx) => {
      const r = repo(tx, auth);
      const id = await r.criar(tipo);
      const v = await r.inserirVersao({
        regraId: id,
        versao: 1,
        vigenciaInicio: e.vigenciaInicio ?? (await hojeNaEmpresa(tx, auth.empresaId, clock())),
        nome: e.nome ?? nomeDoTipo(tipo),
        descricao: e.descricao ?? null,
        parametros,
        autorId: auth.usuarioId,
      });
      const depois = paraRegraCalculo(tipo, { ...v, tipo });
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_calculo',
        entidadeId: id,
        acao: 'criacao',
        antes: null,
        depois,
      });
      return depois;
    });
  };

  const alterar = async (
    auth: AuthContext,
    tipo: TipoRegraCalculo,
    id: number,
    corpo: RegraCalculoEntrada,
  ) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      if (!(await r.travar(tipo, id))) throw naoEncontrado(nomeDoTipo(tipo));
      const [ultima] = await r.versoesDaRegra(tipo, id);
      const e = separar(corpo);
      const parametros = validar(tipo, {
        ...completarParametros(tipo, ultima!.parametros as never),
        ...e.parametros,
      });
      const antes = paraRegraCalculo(tipo, ultima!, !(await estaArquivada(tx, auth, id)));
      const novo = {
        vigenciaInicio: e.vigenciaInicio ?? (await hojeNaEmpresa(tx, auth.empresaId, clock())),
        nome: e.nome ?? ultima!.nome,
        descricao: e.descricao === undefined ? ultima!.descricao : e.descricao,
        parametros,
      };
      const igual =
        novo.vigenciaInicio === ultima!.vigenciaInicio &&
        novo.nome === ultima!.nome &&
        novo.descricao === ultima!.descricao &&
        JSON.stringify(parametros) ===
          JSON.stringify(validar(tipo, completarParametros(tipo, ultima!.parametros as never)));
      if (igual) return antes;
      const v = await r.inserirVersao({
        regraId: id,
        versao: ultima!.versao + 1,
        ...novo,
        autorId: auth.usuarioId,
      });
      const depois = paraRegraCalculo(tipo, { ...v, tipo }, antes.ativo);
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'regra_calculo',
        entidadeId: id,
        acao: 'alteracao',
        antes,
        depois,
      });
      return depois;
    });

  return { listar, obter, historico, criar, alterar, alterarStatus };
};
