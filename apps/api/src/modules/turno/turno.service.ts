import type { TurnoWire } from '@jornada/contracts';
import { createTurno, minutosDaJornada, turnoParaJornada } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import {
  auditarEscala,
  definidos,
  hhmm,
  loadCatalogo,
  revalidarEscalas,
  type TurnoRow,
  type TurnoValores,
  turnoParaDominio,
  turnoRepository,
  usaTurno,
} from '../escala-nucleo/index.ts';

type Deps = { db: Db; clock: () => Date };

export type TurnoEntrada = {
  nome: string;
  entrada: string;
  saidaIntervalo: string | null;
  voltaIntervalo: string | null;
  segundoIntervalo: { saida: string; volta: string } | null;
  saida: string;
};

const hora = (m: number | null) => (m === null ? null : hhmm(m));

export const turnoParaFio = (t: TurnoRow): TurnoWire => ({
  id: t.id,
  nome: t.nome,
  entrada: hhmm(t.entrada),
  saidaIntervalo: hora(t.saidaIntervalo),
  voltaIntervalo: hora(t.voltaIntervalo),
  segundoIntervalo: t.segundoIntervalo
    ? { saida: hhmm(t.segundoIntervalo.saida), volta: hhmm(t.segundoIntervalo.volta) }
    : null,
  saida: hhmm(t.saida),
  minutosTrabalho: minutosDaJornada(turnoParaJornada(turnoParaDominio(t))),
  ativo: t.ativo,
});

/** 'HH:MM' → minutos, pelo domínio (createTurno); intervalo pela metade é recusado. */
const paraColunas = (b: TurnoEntrada): TurnoValores => {
  if ((b.saidaIntervalo === null) !== (b.voltaIntervalo === null)) {
    throw new AppError(
      'TURNO_INVALIDO',
      'Informe a saída e a volta do intervalo, ou nenhuma das duas.',
      400,
      'voltaIntervalo',
    );
  }
  if (b.segundoIntervalo && b.saidaIntervalo === null) {
    throw new AppError('TURNO_INVALIDO', 'O segundo intervalo exige o primeiro.', 400);
  }
  const intervalo: [string, string] | undefined =
    b.saidaIntervalo && b.voltaIntervalo ? [b.saidaIntervalo, b.voltaIntervalo] : undefined;
  const segundo: [string, string] | undefined = b.segundoIntervalo
    ? [b.segundoIntervalo.saida, b.segundoIntervalo.volta]
    : undefined;
  const t = createTurno(b.entrada, b.saida, intervalo, segundo);
  return {
    nome: b.nome,
    entrada: t.entrada,
    saidaIntervalo: t.saidaIntervalo,
    voltaIntervalo: t.voltaIntervalo,
    segundoIntervalo: t.segundoIntervalo ?? null,
    saida: t.saida,
  };
};

/** Turnos (spec §7 /turno: GET, POST, PUT). Toda gravação é auditada. */
export const createTurnoService = ({ db, clock }: Deps) => ({
  listar: async (
    auth: AuthContext,
    f: { ativo: boolean; search?: string; pageNumber: number; pageSize: number },
  ) => {
    const r = await turnoRepository({ db, empresaId: auth.empresaId }).list({
      ativo: f.ativo,
      search: f.search,
      offset: (f.pageNumber - 1) * f.pageSize,
      limit: f.pageSize,
    });
    return {
      items: r.itens.map(turnoParaFio),
      total: r.total,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
    };
  },

  obter: async (auth: AuthContext, id: number) => {
    const t = await turnoRepository({ db, empresaId: auth.empresaId }).findById(id);
    if (!t) throw naoEncontrado('Turno');
    return turnoParaFio(t);
  },

  criar: (auth: AuthContext, b: TurnoEntrada) =>
    db.transaction(async (tx) => {
      const t = turnoParaFio(
        await turnoRepository({ db: tx, empresaId: auth.empresaId }).insert(paraColunas(b)),
      );
      await auditarEscala(tx, auth, clock(), {
        entidade: 'turno',
        entidadeId: t.id,
        acao: 'criar',
        antes: null,
        depois: t,
      });
      return t;
    }),

  /** Alterar um turno muda as escalas que o usam: cada escala ativa afetada continua válida. */
  atualizar: (auth: AuthContext, b: Partial<TurnoEntrada> & { id: number }) =>
    db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      const repo = turnoRepository(escopo);
      const atual = await repo.findById(b.id);
      if (!atual) throw naoEncontrado('Turno');
      const { id: _id, ...mudancas } = definidos(b);
      const completo = { ...turnoParaFio(atual), ...mudancas };
      const depois = turnoParaFio((await repo.update(b.id, paraColunas(completo)))!);
      revalidarEscalas(await loadCatalogo(escopo), usaTurno(b.id));
      await auditarEscala(tx, auth, clock(), {
        entidade: 'turno',
        entidadeId: b.id,
        acao: 'alterar',
        antes: turnoParaFio(atual),
        depois,
      });
      return depois;
    }),
});
export type TurnoService = ReturnType<typeof createTurnoService>;
