import { and, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { feriadoMunicipal } from './calendario.table.ts';

export const calendarioRepository = ({ db, empresaId }: Escopo) => ({
  /** Feriados municipais ativos (os arquivados não entram no cálculo). */
  listMunicipais: () =>
    db
      .select()
      .from(feriadoMunicipal)
      .where(and(eq(feriadoMunicipal.empresaId, empresaId), eq(feriadoMunicipal.ativo, true))),

  fusoDaEmpresa: async (): Promise<string> => {
    const [e] = await db
      .select({ fuso: empresa.fusoHorario })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e?.fuso ?? 'America/Sao_Paulo';
  },
});
