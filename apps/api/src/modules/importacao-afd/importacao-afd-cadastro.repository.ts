import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { importacaoAfd, mapeamentoAfd, repExterno } from './importacao-afd.table.ts';

/** Importações listadas por relógio (as mais recentes). */
const IMPORTACOES_POR_REP = 50;

// Busca por nome sem acento e sem caixa, igual no PGlite e no PostgreSQL (sem a extensão unaccent).
const DE = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PARA = 'aaaaaeeeeiiiiooooouuuucn';
const semAcento = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[%_\\]/g, (c) => `\\${c}`);

/** Cadastro dos relógios (REP-C/REP-A), vínculos de identificadores e busca de colaboradores. */
export const importacaoAfdCadastroRepository = ({ db, empresaId }: Escopo) => ({
  listReps: () =>
    db
      .select({
        id: repExterno.id,
        tipo: repExterno.tipo,
        numero: repExterno.numero,
        idEmpregador: repExterno.idEmpregador,
        filialId: repExterno.filialId,
        filial: filial.nome,
        leiaute: repExterno.leiaute,
        fabricante: repExterno.fabricante,
        modelo: repExterno.modelo,
        fuso: repExterno.fuso,
        nome: repExterno.nome,
        criadoEm: repExterno.criadoEm,
      })
      .from(repExterno)
      .innerJoin(
        filial,
        and(eq(filial.empresaId, repExterno.empresaId), eq(filial.id, repExterno.filialId)),
      )
      .where(eq(repExterno.empresaId, empresaId))
      .orderBy(asc(filial.nome), asc(repExterno.numero)),

  /** As últimas importações de cada REP pedido (janela por REP). */
  listImportacoes: async (repIds: number[]) => {
    if (repIds.length === 0) return [];
    const ordem = sql<number>`row_number() over (partition by ${importacaoAfd.repExternoId} order by ${importacaoAfd.em} desc, ${importacaoAfd.id} desc)`;
    const janela = db
      .select({
        id: importacaoAfd.id,
        repExternoId: importacaoAfd.repExternoId,
        nomeArquivo: importacaoAfd.nomeArquivo,
        em: importacaoAfd.em,
        autor: usuario.nome,
        importadas: importacaoAfd.importadas,
        duplicadas: importacaoAfd.duplicadas,
        rejeitadas: importacaoAfd.rejeitadas,
        sha256: importacaoAfd.sha256,
        ordem: ordem.as('ordem'),
      })
      .from(importacaoAfd)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, importacaoAfd.empresaId), eq(usuario.id, importacaoAfd.autorId)),
      )
      .where(
        and(eq(importacaoAfd.empresaId, empresaId), inArray(importacaoAfd.repExternoId, repIds)),
      )
      .as('janela');
    return db
      .select()
      .from(janela)
      .where(sql`${janela.ordem} <= ${IMPORTACOES_POR_REP}`)
      .orderBy(desc(janela.em), desc(janela.id));
  },

  findRepById: async (id: number) => {
    const [r] = await db
      .select()
      .from(repExterno)
      .where(and(eq(repExterno.empresaId, empresaId), eq(repExterno.id, id)));
    return r;
  },

  updateRep: (id: number, dados: { nome: string | null; fuso: string }) =>
    db
      .update(repExterno)
      .set(dados)
      .where(and(eq(repExterno.empresaId, empresaId), eq(repExterno.id, id))),

  listMapeamentos: (id?: number) =>
    db
      .select({
        id: mapeamentoAfd.id,
        tipo: mapeamentoAfd.tipo,
        identificador: mapeamentoAfd.identificador,
        usuarioId: mapeamentoAfd.usuarioId,
        colaborador: usuario.nome,
        em: mapeamentoAfd.em,
      })
      .from(mapeamentoAfd)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, mapeamentoAfd.empresaId),
          eq(usuario.id, mapeamentoAfd.usuarioId),
        ),
      )
      .where(
        and(
          eq(mapeamentoAfd.empresaId, empresaId),
          id === undefined ? undefined : eq(mapeamentoAfd.id, id),
        ),
      )
      .orderBy(asc(usuario.nome), asc(mapeamentoAfd.identificador)),

  findMapeamento: async (tipo: string, identificador: string) => {
    const [r] = await db
      .select()
      .from(mapeamentoAfd)
      .where(
        and(
          eq(mapeamentoAfd.empresaId, empresaId),
          eq(mapeamentoAfd.tipo, tipo),
          eq(mapeamentoAfd.identificador, identificador),
        ),
      );
    return r;
  },

  findMapeamentoById: async (id: number) => {
    const [r] = await db
      .select()
      .from(mapeamentoAfd)
      .where(and(eq(mapeamentoAfd.empresaId, empresaId), eq(mapeamentoAfd.id, id)));
    return r;
  },

  /** Cria o vínculo ou troca o colaborador de um identificador já vinculado. */
  upsertMapeamento: async (m: {
    tipo: string;
    identificador: string;
    usuarioId: number;
    autorId: number;
    em: Date;
  }) => {
    const [r] = await db
      .insert(mapeamentoAfd)
      .values({ empresaId, ...m })
      .onConflictDoUpdate({
        target: [mapeamentoAfd.empresaId, mapeamentoAfd.tipo, mapeamentoAfd.identificador],
        set: { usuarioId: m.usuarioId, autorId: m.autorId, em: m.em },
      })
      .returning({ id: mapeamentoAfd.id });
    return r!.id;
  },

  deleteMapeamento: (id: number) =>
    db
      .delete(mapeamentoAfd)
      .where(and(eq(mapeamentoAfd.empresaId, empresaId), eq(mapeamentoAfd.id, id))),

  findColaborador: async (id: number) => {
    const [r] = await db
      .select({ id: usuario.id, nome: usuario.nome })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    return r;
  },

  /** Colaboradores ativos pelo nome (sem acento e sem caixa), até 20. */
  findColaboradores: (termo: string) =>
    db
      .select({ id: usuario.id, nome: usuario.nome, cpf: usuario.cpf })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          eq(usuario.ativo, true),
          sql`translate(lower(${usuario.nome}), ${DE}, ${PARA}) like ${`%${semAcento(termo)}%`}`,
        ),
      )
      .orderBy(asc(usuario.nome))
      .limit(20),
});
