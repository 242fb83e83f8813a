import type {
  AplicarModeloBody,
  Convencao,
  ConvencaoBody,
  ParametrosConvencaoWire,
} from '@jornada/contracts';
import { addDias, MODELOS_CONVENCAO } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import {
  convencaoRepository,
  type GravacaoVersao,
  type LinhaConvencao,
} from '../convencao.repository.ts';
import { findItem } from './comum.ts';

/**
 * Pede o reprocessamento da empresa de `dataInicio` a `dataFim` (ligado no buildApp ao módulo de
 * reprocessamento); devolve o id do pedido, ou null quando não há fila neste servidor.
 */
export type PedirReprocessamento = (
  auth: AuthContext,
  periodo: { dataInicio: string; dataFim: string },
) => Promise<number | null>;

export type ConvencaoDeps = {
  db: Db;
  clock: () => Date;
  pedirReprocessamento: PedirReprocessamento;
};

/** Um pedido de reprocessamento cobre no máximo um ano (o limite do serviço de reprocessamento). */
const DIAS_POR_PEDIDO = 365;

export const paraConvencao = (l: LinhaConvencao): Convencao => ({
  id: l.id,
  sindicatoId: l.sindicatoId,
  sindicatoNome: l.sindicatoNome,
  versao: l.versao,
  nome: l.nome,
  vigenciaInicio: l.vigenciaInicio,
  vigenciaFim: l.vigenciaFim,
  dataBaseMes: l.dataBaseMes,
  observacoes: l.observacoes,
  modelo: l.modelo,
  parametros: l.parametros as ParametrosConvencaoWire,
  alteradoPorNome: l.autorNome,
  alteradoEm: l.em.toISOString(),
});

/**
 * Convenções coletivas de um sindicato: criar (digitada ou de um modelo de exemplo), alterar
 * (nova versão, só inserção), listar, histórico; ligar colaboradores ao sindicato. Toda gravação
 * audita na mesma transação e, depois do commit, pede o reprocessamento desde a vigência.
 */
export const createConvencaoService = ({ db, clock, pedirReprocessamento }: ConvencaoDeps) => {
  const repo = (d: Db | Tx, auth: AuthContext) =>
    convencaoRepository({ db: d, empresaId: auth.empresaId });

  const exigirSindicato = (d: Db | Tx, auth: AuthContext, sindicatoId: number) =>
    findItem(d, auth, 'sindicato', sindicatoId);

  const exigirConvencao = async (d: Db | Tx, auth: AuthContext, id: number) => {
    const l = await repo(d, auth).findById(id);
    if (!l) throw naoEncontrado('Convenção coletiva');
    return l;
  };

  /** De `desde` até ontem (o que já foi apurado), em pedidos de até um ano. */
  const reprocessar = async (auth: AuthContext, desde: string): Promise<number | null> => {
    const ontem = addDias(instanteLocal(clock(), 'America/Sao_Paulo').data, -1);
    if (desde > ontem) return null;
    const limite = addDias(desde, DIAS_POR_PEDIDO - 1);
    return pedirReprocessamento(auth, {
      dataInicio: desde,
      dataFim: limite < ontem ? limite : ontem,
    });
  };

  const listar = async (auth: AuthContext, sindicatoId: number) => {
    await exigirSindicato(db, auth, sindicatoId);
    return (await repo(db, auth).listBySindicato(sindicatoId)).map(paraConvencao);
  };

  const obter = async (auth: AuthContext, id: number) =>
    paraConvencao(await exigirConvencao(db, auth, id));

  const historico = async (auth: AuthContext, id: number) => {
    await exigirConvencao(db, auth, id);
    return (await repo(db, auth).listVersoes(id)).map(paraConvencao);
  };

  const gravacao = (
    auth: AuthContext,
    b: ReturnType<typeof normalizar>,
    modelo: string | null,
  ): GravacaoVersao => ({ ...b, modelo, autorId: auth.usuarioId, em: clock() });

  const normalizar = (b: ConvencaoBody) => ({
    nome: b.nome,
    vigenciaInicio: b.vigenciaInicio,
    vigenciaFim: b.vigenciaFim ?? null,
    dataBaseMes: b.dataBaseMes ?? null,
    observacoes: b.observacoes ?? null,
    parametros: b.parametros as unknown as Record<string, unknown>,
  });

  const inserir = async (
    auth: AuthContext,
    sindicatoId: number,
    b: ReturnType<typeof normalizar>,
    modelo: string | null,
  ) => {
    const id = await db.transaction(async (tx) => {
      await exigirSindicato(tx, auth, sindicatoId);
      const novo = await repo(tx, auth).insert(sindicatoId, gravacao(auth, b, modelo));
      const depois = await exigirConvencao(tx, auth, novo);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'convencao_coletiva',
        entidadeId: novo,
        acao: modelo ? 'aplicar_modelo' : 'criar',
        antes: null,
        depois: paraConvencao(depois),
        em: clock(),
      });
      return novo;
    });
    return {
      convencao: await obter(auth, id),
      reprocessamentoId: await reprocessar(auth, b.vigenciaInicio),
    };
  };

  const criar = (auth: AuthContext, sindicatoId: number, b: ConvencaoBody) =>
    inserir(auth, sindicatoId, normalizar(b), null);

  /** Um modelo de exemplo vira uma convenção do sindicato, que o RH depois revisa e altera. */
  const aplicarModelo = (auth: AuthContext, sindicatoId: number, b: AplicarModeloBody) => {
    const m = MODELOS_CONVENCAO.find((x) => x.codigo === b.modelo);
    if (!m)
      throw new AppError(
        'CAMPO_INVALIDO',
        'modelo: modelo de convenção inexistente.',
        400,
        'modelo',
      );
    return inserir(
      auth,
      sindicatoId,
      {
        nome: m.nome,
        vigenciaInicio: b.vigenciaInicio,
        vigenciaFim: b.vigenciaFim ?? null,
        dataBaseMes: m.dataBaseMes,
        observacoes: `${m.aviso}.`,
        parametros: m.parametros as unknown as Record<string, unknown>,
      },
      m.codigo,
    );
  };

  /** Nova versão; reprocessa desde o início mais antigo entre a vigência anterior e a nova. */
  const alterar = async (auth: AuthContext, id: number, b: ConvencaoBody) => {
    const dados = normalizar(b);
    const antes = await db.transaction(async (tx) => {
      const r = repo(tx, auth);
      if (!(await r.lock(id))) throw naoEncontrado('Convenção coletiva');
      const atual = await exigirConvencao(tx, auth, id);
      await r.insertVersao(id, atual.versao + 1, gravacao(auth, dados, atual.modelo));
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'convencao_coletiva',
        entidadeId: id,
        acao: 'alterar',
        antes: paraConvencao(atual),
        depois: paraConvencao(await exigirConvencao(tx, auth, id)),
        em: clock(),
      });
      return atual;
    });
    const desde =
      antes.vigenciaInicio < dados.vigenciaInicio ? antes.vigenciaInicio : dados.vigenciaInicio;
    return { convencao: await obter(auth, id), reprocessamentoId: await reprocessar(auth, desde) };
  };

  const modelos = () =>
    MODELOS_CONVENCAO.map((m) => ({ ...m, parametros: m.parametros as ParametrosConvencaoWire }));

  const colaboradores = async (auth: AuthContext, sindicatoId: number) => {
    await exigirSindicato(db, auth, sindicatoId);
    return repo(db, auth).listColaboradores(sindicatoId);
  };

  /** Liga (ou desliga) a pessoa ao sindicato; a convenção dele passa a valer nas regras dela. */
  const definirSindicato = async (
    auth: AuthContext,
    usuarioId: number,
    sindicatoId: number | null,
  ) => {
    const resultado = await db.transaction(async (tx) => {
      const r = repo(tx, auth);
      const antes = await r.findColaborador(usuarioId);
      if (!antes) throw naoEncontrado('Colaborador');
      if (sindicatoId !== null) await exigirSindicato(tx, auth, sindicatoId);
      await r.setSindicato(usuarioId, sindicatoId);
      const depois = { ...antes, sindicatoId };
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'usuario_sindicato',
        entidadeId: usuarioId,
        acao: 'alterar',
        antes,
        depois,
        em: clock(),
      });
      return depois;
    });
    return resultado;
  };

  return {
    listar,
    obter,
    historico,
    criar,
    aplicarModelo,
    alterar,
    modelos,
    colaboradores,
    definirSindicato,
  };
};
export type ConvencaoService = ReturnType<typeof createConvencaoService>;
