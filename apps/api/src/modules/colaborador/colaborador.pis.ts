import { and, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { colaboradorDocumento } from './colaborador.table.ts';

/**
 * Colaboradores da empresa pelo PIS/PASEP/NIT do cadastro (11 dígitos): é como o AFD das
 * Portarias 1510 e 595 identifica o empregado. PIS → id e CPF do colaborador.
 */
export const colaboradoresPorPis = async (
  { db, empresaId }: Escopo,
  piss: string[],
): Promise<Map<string, { id: number; cpf: string }>> => {
  if (piss.length === 0) return new Map();
  const rows = await db
    .select({ id: usuario.id, cpf: usuario.cpf, pis: colaboradorDocumento.pis })
    .from(colaboradorDocumento)
    .innerJoin(
      usuario,
      and(
        eq(usuario.empresaId, colaboradorDocumento.empresaId),
        eq(usuario.id, colaboradorDocumento.usuarioId),
      ),
    )
    .where(
      and(eq(colaboradorDocumento.empresaId, empresaId), inArray(colaboradorDocumento.pis, piss)),
    );
  return new Map(rows.map((r) => [r.pis, { id: r.id, cpf: r.cpf }]));
};
