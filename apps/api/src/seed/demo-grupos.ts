import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { grupo } from '../modules/organizacao/organizacao.table.ts';
import { grupoMembro, usuario } from '../modules/usuario/usuario.table.ts';

/** Grupos da demo e quem está em cada um (pelo e-mail de quem já existe). */
const GRUPOS_DEMO: readonly { nome: string; codigo: string; emails: readonly string[] }[] = [
  {
    nome: 'Brigada de incêndio',
    codigo: 'BRIG',
    emails: [
      'colaborador@demo.jornada.dev',
      'colaborador02@demo.jornada.dev',
      'colaborador03@demo.jornada.dev',
    ],
  },
  {
    nome: 'CIPA',
    codigo: 'CIPA',
    emails: ['gestor@demo.jornada.dev', 'colaborador04@demo.jornada.dev'],
  },
  { nome: 'Plantão de fim de semana', codigo: 'PFS', emails: [] },
];

/** Idempotente: nada se a empresa já tem grupos. */
export const semearGruposDemo = async (db: Db, empresaId: number) => {
  const [existe] = await db
    .select({ id: grupo.id })
    .from(grupo)
    .where(eq(grupo.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  await db.transaction(async (tx) => {
    for (const g of GRUPOS_DEMO) {
      const [criado] = await tx
        .insert(grupo)
        .values({ empresaId, nome: g.nome, codigo: g.codigo })
        .returning({ id: grupo.id });
      if (g.emails.length === 0) continue;
      const pessoas = await tx
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.email, [...g.emails])));
      if (pessoas.length === 0) continue;
      await tx
        .insert(grupoMembro)
        .values(pessoas.map((p) => ({ empresaId, grupoId: criado!.id, usuarioId: p.id })));
    }
  });
};
