import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { calendarioDia, configuracaoEmVigor } from './use-cases/dia.ts';
import { calendarioEquipe, type FiltroEquipe } from './use-cases/equipe.ts';
import { calendarioIndividual } from './use-cases/individual.ts';
import {
  type ListarAusencias,
  type ListarFolgasBancoFolgas,
  saldoDoMes,
  tagsDoMes,
} from './use-cases/tag.ts';

/** Calendários (equipe, dia, individual), etiquetas do dia e configuração em vigor. */
export const createCalendarioService = (deps: {
  db: Db;
  clock: () => Date;
  /** Abonos e pedidos aprovados do período (módulos abono e lancamento, pelo `buildApp`). */
  listAusencias: ListarAusencias;
  /** Folgas do banco de folgas (módulo banco-folgas): etiqueta `folgasBancoFolgas`. */
  listFolgasBancoFolgas?: ListarFolgasBancoFolgas;
}) => ({
  equipe: (auth: AuthContext, f: FiltroEquipe) => calendarioEquipe(deps, auth, f),
  dia: (auth: AuthContext, usuarioId: number, data: string) =>
    calendarioDia(deps, auth, usuarioId, data),
  individual: (auth: AuthContext, ano: number, mes: number) =>
    calendarioIndividual(deps, auth, ano, mes),
  tags: (auth: AuthContext, ano: number, mes: number, ids: readonly number[]) =>
    tagsDoMes(deps, auth, ano, mes, ids),
  saldo: (auth: AuthContext, ano: number, mes: number, ids: readonly number[]) =>
    saldoDoMes(deps, auth, ano, mes, ids),
  configuracaoEmVigor: (auth: AuthContext, usuarioId?: number) =>
    configuracaoEmVigor(deps, auth, usuarioId),
});
export type CalendarioService = ReturnType<typeof createCalendarioService>;
