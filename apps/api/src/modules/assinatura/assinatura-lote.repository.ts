import { and, asc, count, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  documentoAssinatura as doc,
  documentoAssinaturaLoteItem as item,
  documentoAssinaturaLote as lote,
} from './assinatura.table.ts';

export type NovoLote = Omit<typeof lote.$inferInsert, 'empresaId' | 'situacao'>;
export type NovoItem = { usuarioId: number; holeriteId: number | null };

/** Lotes de envio para assinatura e a posição de cada pessoa (o job gera os pendentes). */
export const loteAssinaturaRepository = ({ db, empresaId }: Escopo) => ({
  insertLote: async (l: NovoLote, itens: NovoItem[]) => {
    await db.insert(lote).values({ ...l, empresaId, situacao: 'gerando' });
    await db
      .insert(item)
      .values(itens.map((i) => ({ ...i, empresaId, loteId: l.id, situacao: 'pendente' })));
  },

  /** O lote sem o PDF guardado. */
  findLote: async (id: string) => {
    const [r] = await db
      .select({
        id: lote.id,
        tipo: lote.tipo,
        titulo: lote.titulo,
        competencia: lote.competencia,
        enviadoPorId: lote.enviadoPorId,
        hqSuporteId: lote.hqSuporteId,
        rotas: lote.rotas,
        ip: lote.ip,
        userAgent: lote.userAgent,
        enviadoEm: lote.enviadoEm,
        situacao: lote.situacao,
        concluidoEm: lote.concluidoEm,
        nomeArquivo: lote.nomeArquivo,
      })
      .from(lote)
      .where(and(eq(lote.empresaId, empresaId), eq(lote.id, id)));
    return r;
  },

  findArquivo: async (id: string) => {
    const [r] = await db
      .select({ arquivo: lote.arquivo })
      .from(lote)
      .where(and(eq(lote.empresaId, empresaId), eq(lote.id, id)));
    return r?.arquivo ?? null;
  },

  setJobId: (id: string, jobId: string | null) =>
    db
      .update(lote)
      .set({ jobId })
      .where(and(eq(lote.empresaId, empresaId), eq(lote.id, id))),

  /** A próxima leva de pessoas ainda sem documento (a posição do job). */
  listPendentes: (loteId: string, limite: number) =>
    db
      .select({ usuarioId: item.usuarioId, holeriteId: item.holeriteId })
      .from(item)
      .where(
        and(eq(item.empresaId, empresaId), eq(item.loteId, loteId), eq(item.situacao, 'pendente')),
      )
      .orderBy(asc(item.usuarioId))
      .limit(limite),

  /** Ids dos documentos já gravados do lote para estas pessoas (job repetido). */
  listDocumentosDe: (loteId: string) =>
    db
      .select({ id: doc.id, usuarioId: doc.usuarioId })
      .from(doc)
      .where(and(eq(doc.empresaId, empresaId), eq(doc.loteId, loteId))),

  marcarEnviado: (loteId: string, usuarioId: number, documentoId: number) =>
    db
      .update(item)
      .set({ situacao: 'enviado', erro: null, documentoId })
      .where(
        and(eq(item.empresaId, empresaId), eq(item.loteId, loteId), eq(item.usuarioId, usuarioId)),
      ),

  marcarErro: (loteId: string, usuarioId: number, erro: string) =>
    db
      .update(item)
      .set({ situacao: 'erro', erro })
      .where(
        and(
          eq(item.empresaId, empresaId),
          eq(item.loteId, loteId),
          eq(item.usuarioId, usuarioId),
          eq(item.situacao, 'pendente'),
        ),
      ),

  /** Falha do lote inteiro: quem ainda estava pendente fica com o motivo. */
  marcarPendentesComErro: (loteId: string, erro: string) =>
    db
      .update(item)
      .set({ situacao: 'erro', erro })
      .where(
        and(eq(item.empresaId, empresaId), eq(item.loteId, loteId), eq(item.situacao, 'pendente')),
      ),

  /** Fim do lote: `enviado` e o PDF guardado apagado (cada documento tem a sua cópia). */
  concluir: (loteId: string, em: Date) =>
    db
      .update(lote)
      .set({ situacao: 'enviado', concluidoEm: em, arquivo: null })
      .where(and(eq(lote.empresaId, empresaId), eq(lote.id, loteId), eq(lote.situacao, 'gerando')))
      .returning({ id: lote.id }),

  contarPorSituacao: (loteId: string) =>
    db
      .select({ situacao: item.situacao, n: count() })
      .from(item)
      .where(and(eq(item.empresaId, empresaId), eq(item.loteId, loteId)))
      .groupBy(item.situacao),

  listFalhas: (loteId: string) =>
    db
      .select({
        usuarioId: item.usuarioId,
        nome: usuario.nome,
        matricula: usuario.matricula,
        erro: item.erro,
      })
      .from(item)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, item.empresaId), eq(usuario.id, item.usuarioId)),
      )
      .where(and(eq(item.empresaId, empresaId), eq(item.loteId, loteId), eq(item.situacao, 'erro')))
      .orderBy(usuario.nome),
});
