import type { FormaApuracao, RegraApuracao } from '@jornada/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import {
  type FormaApuracaoRow,
  type RegraApuracaoVersaoRow,
  regraApuracaoRepository,
} from './regra-apuracao.repository.ts';
import { regraArquivamentoRepository } from './regra-arquivamento.repository.ts';
import { linhaDoTempo } from './regra-arquivamento.ts';
import { auditar, campoInvalido, codigoPg, hojeNaEmpresa } from './regra-comum.ts';

type Deps = { db: Db; clock: () => Date };
type FormaEntrada = { nome: string; descricao?: string | null; periodo: FormaApuracao['periodo'] };
type RegraEntrada = {
  nome?: string;
  descricao?: string | null;
  formaApuracaoId?: number;
  regraPontoId?: number | null;
  vigenciaInicio?: string;
};

const paraForma = (f: FormaApuracaoRow): FormaApuracao => ({
  id: f.id,
  nome: f.nome,
  descricao: f.descricao,
  periodo: f.periodo as FormaApuracao['periodo'],
});

export const paraRegraApuracao = (v: RegraApuracaoVersaoRow, ativo = true): RegraApuracao => ({
  id: v.id,
  id_regra: v.regraId,
  versao: v.versao,
  vigenciaInicio: v.vigenciaInicio,
  nome: v.nome,
  descricao: v.descricao,
  formaApuracaoId: v.formaApuracaoId,
  regraPontoId: v.regraPontoId,
  alteradoEm: v.criadoEm.toISOString(),
  alteradoPor: v.autorId,
  ativo,
});

/**
 * Regra de apuração (`/api/v1/regra`, versionada como as demais regras) e forma de apuração
 * (`/api/v1/formaApuracao`, cadastro auditado). Toda escrita numa transação, com auditoria.
 */
export const createRegraApuracaoService = ({ db, clock }: Deps) => {
  const repo = (d: Db | Tx, auth: AuthContext) =>
    regraApuracaoRepository({ db: d, empresaId: auth.empresaId });
  const trilha = (tx: Db | Tx, auth: AuthContext, entidade: string, id: number) => ({
    registrar: (acao: string, antes: unknown, depois: unknown) =>
      auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade,
        entidadeId: id,
        acao,
        antes,
        depois,
      }),
  });

  const listarFormas = async (auth: AuthContext) =>
    (await repo(db, auth).listFormas()).map(paraForma);

  const obterForma = async (auth: AuthContext, id: number) => {
    const f = await repo(db, auth).findForma(id);
    if (!f) throw naoEncontrado('Forma de apuração');
    return paraForma(f);
  };

  const createForma = (auth: AuthContext, e: FormaEntrada) =>
    db.transaction(async (tx) => {
      const f = paraForma(
        await repo(tx, auth).insertForma({ ...e, descricao: e.descricao ?? null }),
      );
      await trilha(tx, auth, 'forma_apuracao', f.id).registrar('criacao', null, f);
      return f;
    });

  const alterarForma = (auth: AuthContext, id: number, e: FormaEntrada) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      const antes = await r.findForma(id, true);
      if (!antes) throw naoEncontrado('Forma de apuração');
      const depois = paraForma(
        (await r.updateForma(id, { ...e, descricao: e.descricao ?? null }))!,
      );
      await trilha(tx, auth, 'forma_apuracao', id).registrar('alteracao', paraForma(antes), depois);
      return depois;
    });

  /** Exclui uma forma que nenhuma regra de apuração usa (nem em versões antigas). */
  const excluirForma = async (auth: AuthContext, id: number) => {
    try {
      await db.transaction(async (tx) => {
        const r = repo(tx, auth);
        const antes = await r.findForma(id, true);
        if (!antes) throw naoEncontrado('Forma de apuração');
        await r.deleteForma(id);
        await trilha(tx, auth, 'forma_apuracao', id).registrar('exclusao', paraForma(antes), null);
      });
    } catch (e) {
      if (codigoPg(e) !== '23503') throw e;
      throw new AppError(
        'FORMA_APURACAO_EM_USO',
        'Esta forma de apuração é usada por regras de apuração e não pode ser excluída.',
        409,
      );
    }
  };

  const arquivo = (d: Db | Tx, auth: AuthContext) =>
    regraArquivamentoRepository({ db: d, empresaId: auth.empresaId });

  /** Forma e regra de ponto existem na empresa; uma regra de ponto arquivada não é escolhida. */
  const validarReferencias = async (tx: Db | Tx, auth: AuthContext, e: RegraEntrada) => {
    const r = repo(tx, auth);
    if (e.formaApuracaoId !== undefined && !(await r.findForma(e.formaApuracaoId)))
      throw campoInvalido('formaApuracaoId', 'forma de apuração não encontrada');
    if (e.regraPontoId != null && !(await r.existeRegraPonto(e.regraPontoId)))
      throw campoInvalido('regraPontoId', 'regra de ponto não encontrada');
    if (
      e.regraPontoId != null &&
      (await arquivo(tx, auth).arquivadas('regra_ponto', [e.regraPontoId])).has(e.regraPontoId)
    )
      throw campoInvalido(
        'regraPontoId',
        'a regra de ponto está arquivada; reative-a ou escolha outra',
      );
  };

  /** Última versão de cada regra, por nome; arquivadas só se pedidas. */
  const listarRegras = async (auth: AuthContext, incluirArquivadas = false) => {
    const [ultimas, arquivadas] = await Promise.all([
      repo(db, auth).ultimas(),
      arquivo(db, auth).arquivadas('regra_apuracao'),
    ]);
    return ultimas
      .filter((v) => incluirArquivadas || !arquivadas.has(v.regraId))
      .map((v) => paraRegraApuracao(v, !arquivadas.has(v.regraId)))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  };

  /**
   * As versões da regra, da mais recente (spec §7: o primeiro item tem `id_regra`), com os
   * arquivamentos e reativações (`evento`) intercalados na ordem em que aconteceram.
   */
  const versoesDaRegra = async (auth: AuthContext, idRegra: number, d: Db | Tx = db) => {
    const lista = await repo(d, auth).versoes(idRegra);
    if (lista.length === 0) throw naoEncontrado('Regra de apuração');
    const eventos = await arquivo(d, auth).eventos('regra_apuracao', [idRegra]);
    return linhaDoTempo([...lista].reverse(), eventos).map((l) => ({
      ...paraRegraApuracao(l.versao, l.ativo),
      alteradoEm: l.em.toISOString(),
      alteradoPor: l.autorId,
      evento: l.evento,
      motivo: l.motivo,
    }));
  };

  /** Arquiva (`ativo: false`) ou reativa a regra de apuração: evento só de inserção, auditado. */
  const alterarStatus = (
    auth: AuthContext,
    idRegra: number,
    ativo: boolean,
    motivo: string | null = null,
  ) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      if (!(await r.travarRegra(idRegra))) throw naoEncontrado('Regra de apuração');
      const [ultima] = await r.versoes(idRegra);
      const arquivada = (await arquivo(tx, auth).arquivadas('regra_apuracao', [idRegra])).has(
        idRegra,
      );
      const antes = paraRegraApuracao(ultima!, !arquivada);
      if (antes.ativo === ativo) return antes;
      await arquivo(tx, auth).registrar({
        entidade: 'regra_apuracao',
        entidadeId: idRegra,
        ativo,
        motivo,
        autorId: auth.usuarioId,
      });
      const depois = { ...antes, ativo };
      await trilha(tx, auth, 'regra_apuracao', idRegra).registrar(
        ativo ? 'reativacao' : 'arquivamento',
        antes,
        { ...depois, motivo },
      );
      return depois;
    });

  /** Cria a regra (versão 1); `origem` = a regra duplicada, registrada na auditoria. */
  const createRegra = (
    auth: AuthContext,
    e: RegraEntrada & { nome: string; formaApuracaoId: number },
    origem?: RegraApuracao,
  ) =>
    db.transaction(async (tx) => {
      await validarReferencias(tx, auth, e);
      const r = repo(tx, auth);
      const id = await r.createRegra();
      const v = paraRegraApuracao(
        await r.insertVersao({
          regraId: id,
          versao: 1,
          vigenciaInicio: e.vigenciaInicio ?? (await hojeNaEmpresa(tx, auth.empresaId, clock())),
          nome: e.nome,
          descricao: e.descricao ?? null,
          formaApuracaoId: e.formaApuracaoId,
          regraPontoId: e.regraPontoId ?? null,
          autorId: auth.usuarioId,
        }),
      );
      await trilha(tx, auth, 'regra_apuracao', id).registrar(
        origem ? 'duplicacao' : 'criacao',
        origem ?? null,
        v,
      );
      return v;
    });

  /** Nova versão mesclando o corpo sobre a última; vale a partir de `vigenciaInicio` (hoje). */
  const alterarRegra = (auth: AuthContext, idRegra: number, e: RegraEntrada) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      if (!(await r.travarRegra(idRegra))) throw naoEncontrado('Regra de apuração');
      await validarReferencias(tx, auth, e);
      const [ultima] = await r.versoes(idRegra);
      const v = paraRegraApuracao(
        await r.insertVersao({
          regraId: idRegra,
          versao: ultima!.versao + 1,
          vigenciaInicio: e.vigenciaInicio ?? (await hojeNaEmpresa(tx, auth.empresaId, clock())),
          nome: e.nome ?? ultima!.nome,
          descricao: e.descricao === undefined ? ultima!.descricao : e.descricao,
          formaApuracaoId: e.formaApuracaoId ?? ultima!.formaApuracaoId,
          regraPontoId: e.regraPontoId === undefined ? ultima!.regraPontoId : e.regraPontoId,
          autorId: auth.usuarioId,
        }),
      );
      const arquivada = (await arquivo(tx, auth).arquivadas('regra_apuracao', [idRegra])).has(
        idRegra,
      );
      await trilha(tx, auth, 'regra_apuracao', idRegra).registrar(
        'alteracao',
        paraRegraApuracao(ultima!, !arquivada),
        { ...v, ativo: !arquivada },
      );
      return { ...v, ativo: !arquivada };
    });

  /** Copia a última versão da regra como uma regra nova (mesma vigência), auditada. */
  const duplicarRegra = async (auth: AuthContext, idRegra: number, nome?: string) => {
    const ultima = (await versoesDaRegra(auth, idRegra)).find((v) => v.evento === 'versao');
    const { ativo: _ativo, evento: _evento, motivo: _motivo, ...origem } = ultima!;
    const copia = {
      nome: nome ?? `Cópia de ${ultima!.nome}`.slice(0, 100),
      descricao: ultima!.descricao,
      formaApuracaoId: ultima!.formaApuracaoId,
      regraPontoId: ultima!.regraPontoId,
      vigenciaInicio: ultima!.vigenciaInicio,
    };
    return createRegra(auth, copia, origem as RegraApuracao);
  };

  return {
    listarFormas,
    obterForma,
    createForma,
    alterarForma,
    excluirForma,
    listarRegras,
    versoesDaRegra,
    createRegra,
    alterarRegra,
    duplicarRegra,
    alterarStatus,
  };
};
