import type {
  AusenciaJustificada,
  CarregarAusencias,
  CarregarAusenciasQuery,
  MotivoAusenciaContrato,
  SalvarAusenciaBody,
} from '@jornada/contracts';
import {
  addDias,
  type CodigoMotivoAbono,
  diasNoMes,
  MOTIVOS_AUSENCIA,
  motivoAusencia,
  toHhmm,
  toMinutos,
} from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { exigirCompetenciaAberta } from '../competencia/index.ts';
import { auditar } from '../regras/index.ts';
import {
  colaboradorAcessivel,
  isGestorDe,
  isRh,
  pontoRepository,
  ROTAS_GESTOR,
} from '../tratamento/index.ts';
import {
  type AusenciaListadaRow,
  type AusenciaRow,
  abonoRepository,
  type FiltroAusencias,
} from './abono.repository.ts';

type Deps = { db: Db; clock: () => Date };

export const MENSAGENS = {
  salva: 'Ausência justificada registrada',
  cancelada: 'Ausência justificada cancelada',
} as const;

/** Linha gravada → contrato (motivo com descrição e base legal da lista fixa). */
export const paraAusencia = (r: AusenciaRow): AusenciaJustificada => {
  const m = motivoAusencia(r.motivo as CodigoMotivoAbono);
  return {
    id: r.id,
    usuarioId: r.usuarioId,
    dataInicio: r.dataInicio,
    dataFim: r.dataFim,
    horaInicio: r.minutoInicio === null ? null : toHhmm(r.minutoInicio),
    horaFim: r.minutoFim === null ? null : toHhmm(r.minutoFim),
    motivo: m.codigo,
    motivoDescricao: m.descricao,
    fundamento: m.fundamento,
    observacao: r.observacao,
    cid: r.cid,
    registradoPor: r.autorId,
    registradoEm: r.criadoEm.toISOString(),
    status: r.cancelamento ? 'Cancelada' : 'Ativa',
    cancelamento: r.cancelamento && {
      motivo: r.cancelamento.motivo,
      canceladoPor: r.cancelamento.autorId,
      canceladoEm: r.cancelamento.criadoEm.toISOString(),
    },
  };
};

/**
 * O CID é dado de saúde (LGPD art. 11, dado pessoal sensível): só o vê o próprio colaborador, o
 * RH e quem registrou a ausência (já o conhecia). Os demais com acesso ao ponto (ex.: o gestor
 * que não a registrou) recebem `cid: null`. A auditoria guarda o registro completo.
 */
const canVerCid = (auth: AuthContext, r: { usuarioId: number; autorId: number }) =>
  r.usuarioId === auth.usuarioId || r.autorId === auth.usuarioId || isRh(auth);

/** A ausência como quem pede pode vê-la (o CID só para quem pode, ver `canVerCid`). */
const paraQuemVe = (auth: AuthContext, r: AusenciaRow): AusenciaJustificada => {
  const a = paraAusencia(r);
  return canVerCid(auth, r) ? a : { ...a, cid: null };
};

const paraLista = (auth: AuthContext, r: AusenciaListadaRow) => {
  const a = paraQuemVe(auth, r);
  return {
    ...a,
    colaboradorNome: r.colaboradorNome,
    registradoPorNome: r.autorNome,
    cancelamento: a.cancelamento && {
      ...a.cancelamento,
      canceladoPorNome: r.canceladorNome ?? '',
    },
  };
};

/** Primeiro e último dia do mês de uma data ISO. */
const mesDe = (data: string) => {
  const [ano, mes] = [Number(data.slice(0, 4)), Number(data.slice(5, 7))];
  return { inicio: `${data.slice(0, 8)}01`, fim: `${data.slice(0, 8)}${diasNoMes(ano, mes)}` };
};

/**
 * Alcance da lista: com `usuarioId`, quem pode ver o ponto dele (o próprio, o gestor da equipe,
 * o RH; senão 404); sem, o RH vê a empresa, o gestor a equipe e os demais as próprias.
 */
const alcanceDaLista = async (
  escopo: Escopo,
  auth: AuthContext,
  usuarioId: number | undefined,
): Promise<Pick<FiltroAusencias, 'usuarioId' | 'gestorId'>> => {
  if (usuarioId !== undefined)
    return { usuarioId: (await colaboradorAcessivel(escopo, auth, usuarioId)).id };
  if (isRh(auth)) return {};
  if (ROTAS_GESTOR.some((r) => auth.rotas.has(r))) return { gestorId: auth.usuarioId };
  return { usuarioId: auth.usuarioId };
};

/** Dias de [inicio, fim] de uma ausência (datas ISO). */
export const diasDaAusencia = (r: { dataInicio: string; dataFim: string }): string[] => {
  const dias: string[] = [];
  for (let d = r.dataInicio; d <= r.dataFim; d = addDias(d, 1)) dias.push(d);
  return dias;
};

/**
 * Quem registra e cancela: o RH (qualquer colaborador) e o gestor (a equipe). O colaborador não
 * abona a própria ausência; de outra empresa ou fora do alcance, o colaborador "não existe" (404).
 */
const colaboradorGerenciavel = async (tx: Db | Tx, auth: AuthContext, usuarioId: number) => {
  const u = await colaboradorAcessivel({ db: tx, empresaId: auth.empresaId }, auth, usuarioId);
  if (!isRh(auth) && !isGestorDe(auth, u))
    throw semPermissao('Só o RH ou o gestor da equipe registram ausências justificadas.');
  return u;
};

/**
 * Ausências justificadas (abonos): registro pelo RH ou gestor, cancelamento como novo registro
 * (nada é alterado nem excluído), auditoria na mesma transação. O espelho lê as ativas a cada
 * GET, então o dia muda na leitura seguinte.
 */
export const createAbonoService = ({ db, clock }: Deps) => {
  const motivos = (): MotivoAusenciaContrato[] => MOTIVOS_AUSENCIA.map((m) => ({ ...m }));

  const salvar = (auth: AuthContext, b: SalvarAusenciaBody) =>
    db.transaction(async (tx) => {
      const u = await colaboradorGerenciavel(tx, auth, b.usuarioId);
      const dataFim = b.dataFim ?? b.dataInicio;
      if ((u.admissao && b.dataInicio < u.admissao) || (u.demissao && dataFim > u.demissao))
        throw new AppError(
          'FORA_DO_CONTRATO',
          'dataInicio: o período está fora do contrato do colaborador (admissão a demissão).',
          400,
          'dataInicio',
        );
      const repo = abonoRepository({ db: tx, empresaId: auth.empresaId });
      await exigirCompetenciaAberta(
        { db: tx, empresaId: auth.empresaId },
        u.id,
        b.dataInicio,
        dataFim,
      );
      await repo.travarColaborador(u.id);
      const sobrepostas = await repo.listAtivas([u.id], b.dataInicio, dataFim);
      if (sobrepostas.length > 0)
        throw new AppError(
          'AUSENCIA_SOBREPOSTA',
          'Já existe ausência justificada ativa neste período: cancele-a antes de registrar outra.',
          409,
          'dataInicio',
        );
      const id = await repo.inserir({
        usuarioId: u.id,
        dataInicio: b.dataInicio,
        dataFim,
        minutoInicio: b.horaInicio === undefined ? null : toMinutos(b.horaInicio),
        minutoFim: b.horaFim === undefined ? null : toMinutos(b.horaFim),
        motivo: b.motivo,
        observacao: b.observacao ?? null,
        cid: b.cid ? b.cid.toUpperCase() : null,
        autorId: auth.usuarioId,
      });
      const gravada = (await repo.findById(id))!;
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'ausencia_justificada',
        entidadeId: id,
        acao: 'inclusao',
        antes: null,
        depois: paraAusencia(gravada),
      });
      return paraQuemVe(auth, gravada);
    });

  const cancelar = (auth: AuthContext, b: { id: number; motivo: string }) =>
    db.transaction(async (tx) => {
      const repo = abonoRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findById(b.id);
      if (!atual) throw naoEncontrado('Ausência justificada');
      await colaboradorGerenciavel(tx, auth, atual.usuarioId).catch((e: unknown) => {
        throw e instanceof AppError && e.status === 404 ? naoEncontrado('Ausência justificada') : e;
      });
      await exigirCompetenciaAberta(
        { db: tx, empresaId: auth.empresaId },
        atual.usuarioId,
        atual.dataInicio,
        atual.dataFim,
      );
      await repo.travarColaborador(atual.usuarioId);
      if ((await repo.findById(b.id))!.cancelamento)
        throw new AppError('JA_CANCELADA', 'Esta ausência justificada já foi cancelada.', 409);
      await repo.cancelar(b.id, b.motivo, auth.usuarioId);
      const depois = (await repo.findById(b.id))!;
      await auditar(tx, auth.empresaId, {
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'ausencia_justificada',
        entidadeId: b.id,
        acao: 'cancelamento',
        antes: paraAusencia(atual),
        depois: paraAusencia(depois),
      });
      return paraQuemVe(auth, depois);
    });

  /** Uma ausência: quem pode ver o ponto do colaborador (ele, o gestor, o RH); senão 404. */
  const obter = async (auth: AuthContext, id: number) => {
    const escopo = { db, empresaId: auth.empresaId };
    const r = await abonoRepository(escopo).findById(id);
    if (!r) throw naoEncontrado('Ausência justificada');
    await colaboradorAcessivel(escopo, auth, r.usuarioId).catch(() => {
      throw naoEncontrado('Ausência justificada');
    });
    return paraQuemVe(auth, r);
  };

  const listar = async (
    auth: AuthContext,
    q: { usuarioId?: number; inicio: string; fim: string },
  ) => {
    const escopo = { db, empresaId: auth.empresaId };
    const u = await colaboradorAcessivel(escopo, auth, q.usuarioId);
    const linhas = await abonoRepository(escopo).listDoColaborador(u.id, q.inicio, q.fim);
    return linhas.map((r) => paraQuemVe(auth, r));
  };

  /** Hoje no fuso da empresa (o mês padrão da lista). */
  const hojeDaEmpresa = async (escopo: Escopo) => {
    const e = await pontoRepository(escopo).findEmpresa();
    return instanteLocal(clock(), e?.fusoHorario ?? 'America/Sao_Paulo').data;
  };

  /**
   * GET /CarregarAusencias: as visíveis a quem pede (ver `alcanceDaLista`), que tocam o período
   * (padrão: o mês corrente no fuso da empresa; só `inicio` ou só `fim`: o mês dessa data),
   * filtradas por motivo e situação (padrão: ativas), mais recentes primeiro, paginadas.
   */
  const loadAusencias = async (
    auth: AuthContext,
    q: CarregarAusenciasQuery,
  ): Promise<CarregarAusencias> => {
    const escopo = { db, empresaId: auth.empresaId };
    const alcance = await alcanceDaLista(escopo, auth, q.usuarioId);
    let { inicio, fim } = q;
    if (!inicio || !fim) {
      const referencia = inicio ?? fim ?? (await hojeDaEmpresa(escopo));
      const mes = mesDe(referencia);
      inicio ??= mes.inicio;
      fim ??= mes.fim;
    }
    const { linhas, total } = await abonoRepository(escopo).listar({
      ...alcance,
      inicio,
      fim,
      motivo: q.motivo,
      situacao: q.situacao,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    });
    return {
      items: linhas.map((r) => paraLista(auth, r)),
      total,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      inicio,
      fim,
    };
  };

  return { motivos, salvar, cancelar, obter, listar, loadAusencias };
};
export type AbonoService = ReturnType<typeof createAbonoService>;
