import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import {
  quiosqueBloqueio,
  quiosqueDispositivo,
  quiosqueMarcacao,
  quiosquePessoa,
} from './quiosque.table.ts';

export type DispositivoRow = typeof quiosqueDispositivo.$inferSelect;
export type GravacaoDispositivo = Pick<
  typeof quiosqueDispositivo.$inferInsert,
  'nome' | 'filialId' | 'metodos' | 'latitude' | 'longitude' | 'fotoEvidencia'
>;

/**
 * Única consulta sem empresa: o aparelho só tem o código de ativação. O hash é único entre
 * todas as empresas e a linha achada diz a empresa; daí em diante tudo passa pelo escopo dela.
 */
export const findDispositivoPorCodigo = async (db: Db | Tx, codigoHash: string) => {
  const [d] = await db
    .select()
    .from(quiosqueDispositivo)
    .where(eq(quiosqueDispositivo.codigoHash, codigoHash));
  return d;
};

export const quiosqueRepository = ({ db, empresaId }: Escopo) => {
  const doDispositivo = (id: number) =>
    and(eq(quiosqueDispositivo.empresaId, empresaId), eq(quiosqueDispositivo.id, id));
  return {
    listDispositivos: () =>
      db
        .select({ d: quiosqueDispositivo, filialNome: filial.nome })
        .from(quiosqueDispositivo)
        .innerJoin(
          filial,
          and(
            eq(filial.empresaId, quiosqueDispositivo.empresaId),
            eq(filial.id, quiosqueDispositivo.filialId),
          ),
        )
        .where(eq(quiosqueDispositivo.empresaId, empresaId))
        .orderBy(asc(quiosqueDispositivo.nome), asc(quiosqueDispositivo.id)),

    listFiliais: () =>
      db
        .select({ id: filial.id, nome: filial.nome })
        .from(filial)
        .where(and(eq(filial.empresaId, empresaId), eq(filial.ativo, true)))
        .orderBy(asc(filial.nome)),

    findFilial: async (id: number) => {
      const [f] = await db
        .select({ id: filial.id, nome: filial.nome })
        .from(filial)
        .where(and(eq(filial.empresaId, empresaId), eq(filial.id, id)));
      return f;
    },

    findDispositivo: async (id: number) => {
      const [d] = await db.select().from(quiosqueDispositivo).where(doDispositivo(id));
      return d;
    },

    /** Para a configuração do aparelho: filial e empresa pelo nome. */
    findDispositivoComNomes: async (id: number) => {
      const [r] = await db
        .select({ d: quiosqueDispositivo, filialNome: filial.nome, empresaNome: empresa.nome })
        .from(quiosqueDispositivo)
        .innerJoin(
          filial,
          and(
            eq(filial.empresaId, quiosqueDispositivo.empresaId),
            eq(filial.id, quiosqueDispositivo.filialId),
          ),
        )
        .innerJoin(empresa, eq(empresa.id, quiosqueDispositivo.empresaId))
        .where(doDispositivo(id));
      return r;
    },

    insertDispositivo: async (v: GravacaoDispositivo) => {
      const [d] = await db
        .insert(quiosqueDispositivo)
        .values({ ...v, empresaId })
        .returning();
      return d!;
    },

    updateDispositivo: async (id: number, v: Partial<typeof quiosqueDispositivo.$inferInsert>) => {
      const [d] = await db.update(quiosqueDispositivo).set(v).where(doDispositivo(id)).returning();
      return d;
    },

    marcarVisto: (id: number, em: Date) =>
      db.update(quiosqueDispositivo).set({ vistoEm: em }).where(doDispositivo(id)),

    findPessoaPorMatricula: async (matricula: string) => {
      const [u] = await db
        .select()
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.matricula, matricula)))
        .limit(1);
      return u;
    },

    findPessoa: async (usuarioId: number) => {
      const [u] = await db
        .select()
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
      return u;
    },

    findCredenciais: async (usuarioId: number) => {
      const [p] = await db
        .select()
        .from(quiosquePessoa)
        .where(
          and(eq(quiosquePessoa.empresaId, empresaId), eq(quiosquePessoa.usuarioId, usuarioId)),
        );
      return p;
    },

    upsertCredenciais: (
      usuarioId: number,
      v: Partial<Omit<typeof quiosquePessoa.$inferInsert, 'empresaId' | 'usuarioId'>>,
    ) =>
      db
        .insert(quiosquePessoa)
        .values({ empresaId, usuarioId, ...v })
        .onConflictDoUpdate({
          target: [quiosquePessoa.empresaId, quiosquePessoa.usuarioId],
          set: v,
        }),

    /** Pessoas ativas com a situação das credenciais (para a tela do RH). */
    listCredenciaisPessoas: () =>
      db
        .select({
          usuarioId: usuario.id,
          nome: usuario.nome,
          matricula: usuario.matricula,
          pinHash: quiosquePessoa.pinHash,
          pinDefinidoEm: quiosquePessoa.pinDefinidoEm,
          cartaoHash: quiosquePessoa.cartaoHash,
        })
        .from(usuario)
        .leftJoin(
          quiosquePessoa,
          and(
            eq(quiosquePessoa.empresaId, usuario.empresaId),
            eq(quiosquePessoa.usuarioId, usuario.id),
          ),
        )
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true)))
        .orderBy(asc(usuario.nome), asc(usuario.id)),

    /** Nova versão da chave do QR dinâmico (revoga o QR que o app mostrava). */
    trocarVersaoQr: (usuarioId: number) =>
      db
        .insert(quiosquePessoa)
        .values({ empresaId, usuarioId, qrVersao: 1 })
        .onConflictDoUpdate({
          target: [quiosquePessoa.empresaId, quiosquePessoa.usuarioId],
          set: { qrVersao: sql`${quiosquePessoa.qrVersao} + 1` },
        }),

    findBloqueio: async (dispositivoId: number, usuarioId: number) => {
      const [b] = await db
        .select()
        .from(quiosqueBloqueio)
        .where(
          and(
            eq(quiosqueBloqueio.empresaId, empresaId),
            eq(quiosqueBloqueio.dispositivoId, dispositivoId),
            eq(quiosqueBloqueio.usuarioId, usuarioId),
          ),
        );
      return b;
    },

    gravarBloqueio: (
      dispositivoId: number,
      usuarioId: number,
      v: { falhas: number; bloqueadoAte: Date | null },
    ) =>
      db
        .insert(quiosqueBloqueio)
        .values({ empresaId, dispositivoId, usuarioId, ...v })
        .onConflictDoUpdate({
          target: [
            quiosqueBloqueio.empresaId,
            quiosqueBloqueio.dispositivoId,
            quiosqueBloqueio.usuarioId,
          ],
          set: v,
        }),

    insertMarcacao: (v: Omit<typeof quiosqueMarcacao.$inferInsert, 'empresaId'>) =>
      db
        .insert(quiosqueMarcacao)
        .values({ ...v, empresaId })
        .onConflictDoNothing(),

    /** Aparelhos ativados (com credencial): usado só para saber se há algum. */
    hasDispositivoAtivo: async () => {
      const [r] = await db
        .select({ id: quiosqueDispositivo.id })
        .from(quiosqueDispositivo)
        .where(
          and(
            eq(quiosqueDispositivo.empresaId, empresaId),
            isNotNull(quiosqueDispositivo.credencialHash),
          ),
        )
        .limit(1);
      return Boolean(r);
    },
  };
};
export type QuiosqueRepository = ReturnType<typeof quiosqueRepository>;
