import { aliasedTable, and, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import {
  documentoAssinatura as doc,
  documentoAssinaturaEvento as evento,
} from './assinatura.table.ts';

export type FiltroDocumentos = {
  situacao?: string | undefined;
  tipo?: string | undefined;
  competencia?: string | undefined;
  usuarioId?: number | undefined;
  search?: string | undefined;
};
export type NovoDocumento = Omit<
  typeof doc.$inferInsert,
  'empresaId' | 'id' | 'situacao' | 'lembretes'
>;
export type NovoEvento = Omit<typeof evento.$inferInsert, 'empresaId' | 'id'>;

const remetente = aliasedTable(usuario, 'remetente');

/** Colunas da lista (sem os PDFs). */
const colunas = {
  id: doc.id,
  loteId: doc.loteId,
  tipo: doc.tipo,
  titulo: doc.titulo,
  competencia: doc.competencia,
  usuarioId: doc.usuarioId,
  nome: usuario.nome,
  matricula: usuario.matricula,
  situacao: doc.situacao,
  enviadoEm: doc.enviadoEm,
  enviadoPor: remetente.nome,
  visualizadoEm: doc.visualizadoEm,
  assinadoEm: doc.assinadoEm,
  recusadoEm: doc.recusadoEm,
  motivoRecusa: doc.motivoRecusa,
  lembretes: doc.lembretes,
  ultimoLembreteEm: doc.ultimoLembreteEm,
  sha256: doc.sha256,
  codigo: doc.codigo,
  nomeArquivo: doc.nomeArquivo,
  metodo: doc.metodo,
  ip: doc.ip,
  userAgent: doc.userAgent,
  sha256Selado: doc.sha256Selado,
};
export const assinaturaRepository = ({ db, empresaId }: Escopo) => {
  const consulta = (onde: SQL | undefined) =>
    db
      .select(colunas)
      .from(doc)
      .innerJoin(usuario, and(eq(usuario.empresaId, doc.empresaId), eq(usuario.id, doc.usuarioId)))
      .innerJoin(
        remetente,
        and(eq(remetente.empresaId, doc.empresaId), eq(remetente.id, doc.enviadoPorId)),
      )
      .where(and(eq(doc.empresaId, empresaId), onde));

  const filtrar = (f: FiltroDocumentos) =>
    and(
      f.situacao ? eq(doc.situacao, f.situacao) : undefined,
      f.tipo ? eq(doc.tipo, f.tipo) : undefined,
      f.competencia ? eq(doc.competencia, f.competencia) : undefined,
      f.usuarioId ? eq(doc.usuarioId, f.usuarioId) : undefined,
      f.search
        ? or(
            ilike(usuario.nome, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`),
            ilike(doc.titulo, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`),
            eq(usuario.matricula, f.search),
          )
        : undefined,
    );

  return {
    listPagina: async (f: FiltroDocumentos, pageNumber: number, pageSize: number) => {
      const onde = filtrar(f);
      const linhas = await consulta(onde)
        .orderBy(desc(doc.enviadoEm), usuario.nome, desc(doc.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const [conta] = await db
        .select({ n: count() })
        .from(doc)
        .innerJoin(
          usuario,
          and(eq(usuario.empresaId, doc.empresaId), eq(usuario.id, doc.usuarioId)),
        )
        .where(and(eq(doc.empresaId, empresaId), onde));
      return { linhas, total: conta?.n ?? 0 };
    },

    find: async (id: number) => {
      const [r] = await consulta(eq(doc.id, id));
      return r;
    },

    listDoLote: (loteId: string) => consulta(eq(doc.loteId, loteId)).orderBy(usuario.nome),

    /** Trava o documento para a mudança de situação (assinatura e recusa não correm juntas). */
    findParaAtualizar: async (id: number) => {
      const [r] = await db
        .select({
          id: doc.id,
          usuarioId: doc.usuarioId,
          situacao: doc.situacao,
          titulo: doc.titulo,
          sha256: doc.sha256,
          lembretes: doc.lembretes,
        })
        .from(doc)
        .where(and(eq(doc.empresaId, empresaId), eq(doc.id, id)))
        .for('update');
      return r;
    },

    findOriginal: async (id: number) => {
      const [r] = await db
        .select({ original: doc.original, selado: doc.selado, nomeArquivo: doc.nomeArquivo })
        .from(doc)
        .where(and(eq(doc.empresaId, empresaId), eq(doc.id, id)));
      return r;
    },

    listEventos: (documentoId: number) =>
      db
        .select({
          evento: evento.evento,
          em: evento.em,
          ip: evento.ip,
          userAgent: evento.userAgent,
          detalhe: evento.detalhe,
          nome: usuario.nome,
        })
        .from(evento)
        .innerJoin(
          usuario,
          and(eq(usuario.empresaId, evento.empresaId), eq(usuario.id, evento.usuarioId)),
        )
        .where(and(eq(evento.empresaId, empresaId), eq(evento.documentoId, documentoId)))
        .orderBy(evento.em, evento.id),

    /** Pessoas ativas da empresa entre os ids pedidos (o envio recusa quem não está aqui). */
    listDestinatarios: (ids: number[]) =>
      db
        .select({ id: usuario.id, nome: usuario.nome, matricula: usuario.matricula })
        .from(usuario)
        .where(
          and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true), algumId(usuario.id, ids)),
        ),

    findPessoa: async (id: number) => {
      const [r] = await db
        .select({ nome: usuario.nome, cpf: usuario.cpf, email: usuario.email })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
      return r;
    },

    findEmpresa: async () => {
      const [r] = await db
        .select({ nome: empresa.nome, cnpj: empresa.cnpj })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      return r;
    },

    insertDocumentos: (linhas: NovoDocumento[]) =>
      db
        .insert(doc)
        .values(linhas.map((l) => ({ ...l, empresaId, situacao: 'enviado' })))
        // Job repetido: a pessoa que já tem o documento do lote não ganha outro.
        .onConflictDoNothing()
        .returning({ id: doc.id, usuarioId: doc.usuarioId }),

    insertEventos: async (linhas: NovoEvento[]) => {
      if (linhas.length) await db.insert(evento).values(linhas.map((l) => ({ ...l, empresaId })));
    },

    marcarVisualizado: (id: number, em: Date) =>
      db
        .update(doc)
        .set({ situacao: 'visualizado', visualizadoEm: em })
        .where(and(eq(doc.empresaId, empresaId), eq(doc.id, id), eq(doc.situacao, 'enviado')))
        .returning({ id: doc.id }),

    marcarAssinado: (
      id: number,
      v: {
        em: Date;
        metodo: string;
        ip: string;
        userAgent: string | null;
        codigo: string;
        selado: Buffer;
        sha256Selado: string;
      },
    ) =>
      db
        .update(doc)
        .set({
          situacao: 'assinado',
          assinadoEm: v.em,
          metodo: v.metodo,
          ip: v.ip,
          userAgent: v.userAgent,
          codigo: v.codigo,
          selado: v.selado,
          sha256Selado: v.sha256Selado,
          visualizadoEm: sql`coalesce(${doc.visualizadoEm}, ${v.em})`,
        })
        .where(and(eq(doc.empresaId, empresaId), eq(doc.id, id))),

    marcarRecusado: (
      id: number,
      v: { em: Date; motivo: string; ip: string; userAgent: string | null },
    ) =>
      db
        .update(doc)
        .set({
          situacao: 'recusado',
          recusadoEm: v.em,
          motivoRecusa: v.motivo,
          ip: v.ip,
          userAgent: v.userAgent,
          visualizadoEm: sql`coalesce(${doc.visualizadoEm}, ${v.em})`,
        })
        .where(and(eq(doc.empresaId, empresaId), eq(doc.id, id))),

    /** Tentativas de assinar com senha ou código errado de uma pessoa desde um instante. */
    contarFalhasDesde: async (usuarioId: number, desde: Date) => {
      const [r] = await db
        .select({ n: count() })
        .from(evento)
        .where(
          and(
            eq(evento.empresaId, empresaId),
            eq(evento.usuarioId, usuarioId),
            eq(evento.evento, 'credencial-recusada'),
            gte(evento.em, desde),
          ),
        );
      return r?.n ?? 0;
    },

    registrarLembrete: async (id: number, em: Date) => {
      const [r] = await db
        .update(doc)
        .set({ lembretes: sql`${doc.lembretes} + 1`, ultimoLembreteEm: em })
        .where(and(eq(doc.empresaId, empresaId), eq(doc.id, id)))
        .returning({ lembretes: doc.lembretes });
      return r!.lembretes;
    },
  };
};

/** Verificação pública: o código vem sem a empresa (nenhum dado além de nome e data sai daqui). */
export const findAssinadoPorCodigo = async (db: Db, codigo: string) => {
  const [r] = await db
    .select({
      empresaId: doc.empresaId,
      titulo: doc.titulo,
      assinadoEm: doc.assinadoEm,
      sha256: doc.sha256,
      sha256Selado: doc.sha256Selado,
      selado: doc.selado,
      signatario: usuario.nome,
      empresa: empresa.nome,
    })
    .from(doc)
    .innerJoin(usuario, and(eq(usuario.empresaId, doc.empresaId), eq(usuario.id, doc.usuarioId)))
    .innerJoin(empresa, eq(empresa.id, doc.empresaId))
    .where(and(eq(doc.codigo, codigo), eq(doc.situacao, 'assinado')))
    .limit(1);
  return r;
};

export type DocumentoRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof assinaturaRepository>['find']>>
>;
