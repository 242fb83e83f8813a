import { and, asc, eq, gt, gte, lt, lte, max, min, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { repExterno } from '../importacao-afd/index.ts';
import { marcacao, rep, repEvento } from '../marcacao/index.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** Leituras do ARP para o AFD (NSR em ordem) e dos cadastros para o AEJ. */
export const arquivosFiscaisRepository = ({ db, empresaId }: Escopo) => ({
  /** REP-P da filial com os dados do empregador (filial padrão: a primeira). */
  findRep: async (filialId: number | undefined) => {
    const [r] = await db
      .select({
        filialId: rep.filialId,
        numeroInpi: rep.numeroInpi,
        ultimoNsr: rep.ultimoNsr,
        cnpj: filial.cnpj,
        caepf: filial.caepf,
        cno: filial.cno,
        razaoSocial: empresa.nome,
        fuso: empresa.fusoHorario,
      })
      .from(rep)
      .innerJoin(filial, and(eq(filial.empresaId, rep.empresaId), eq(filial.id, rep.filialId)))
      .innerJoin(empresa, eq(empresa.id, rep.empresaId))
      .where(and(eq(rep.empresaId, empresaId), filialId ? eq(rep.filialId, filialId) : undefined))
      .orderBy(asc(rep.filialId))
      .limit(1);
    return r;
  },

  /**
   * Faixa de NSR gravada entre dois instantes (marcações e demais eventos). O AFD sai com a faixa
   * inteira, sem buracos, mesmo que uma marcação off-line tenha hora de marcação fora do período.
   */
  faixaNsr: async (filialId: number, desde: Date, ate: Date) => {
    const doRep = (t: typeof marcacao | typeof repEvento) =>
      and(
        eq(t.empresaId, empresaId),
        eq(t.filialId, filialId),
        gte(t.gravadoEm, desde),
        lt(t.gravadoEm, ate),
      );
    const [m] = await db
      .select({ i: min(marcacao.nsr), f: max(marcacao.nsr) })
      .from(marcacao)
      .where(doRep(marcacao));
    const [e] = await db
      .select({ i: min(repEvento.nsr), f: max(repEvento.nsr) })
      .from(repEvento)
      .where(doRep(repEvento));
    const inicios = [m?.i, e?.i].filter((x) => x != null).map(Number);
    const fins = [m?.f, e?.f].filter((x) => x != null).map(Number);
    return inicios.length ? { inicial: Math.min(...inicios), final: Math.max(...fins) } : null;
  },

  /** Primeira e última data dos registros da faixa (cabeçalho, campos 8 e 9). */
  datasDaFaixa: async (filialId: number, inicial: number, final: number) => {
    const [m] = await db
      .select({ i: min(marcacao.data), f: max(marcacao.data) })
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.filialId, filialId),
          gte(marcacao.nsr, inicial),
          lte(marcacao.nsr, final),
        ),
      );
    const [e] = await db
      .select({
        i: min(sql<string>`substr(${repEvento.registro}, 11, 10)`),
        f: max(sql<string>`substr(${repEvento.registro}, 11, 10)`),
      })
      .from(repEvento)
      .where(
        and(
          eq(repEvento.empresaId, empresaId),
          eq(repEvento.filialId, filialId),
          gte(repEvento.nsr, inicial),
          lte(repEvento.nsr, final),
        ),
      );
    const datas = [m?.i, m?.f, e?.i, e?.f].filter((x): x is string => typeof x === 'string').sort();
    return datas.length ? { inicial: datas[0]!, final: datas.at(-1)! } : null;
  },

  /** Hash do tipo 7 imediatamente anterior à faixa (a cadeia continua do ARP). */
  hashAntesDe: async (filialId: number, nsr: number) => {
    const [r] = await db
      .select({ hash: marcacao.hash })
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.filialId, filialId),
          lt(marcacao.nsr, nsr),
        ),
      )
      .orderBy(sql`${marcacao.nsr} desc`)
      .limit(1);
    return r?.hash ?? null;
  },

  eventos: (filialId: number, inicial: number, final: number) =>
    db
      .select({ nsr: repEvento.nsr, tipo: repEvento.tipo, registro: repEvento.registro })
      .from(repEvento)
      .where(
        and(
          eq(repEvento.empresaId, empresaId),
          eq(repEvento.filialId, filialId),
          gte(repEvento.nsr, inicial),
          lte(repEvento.nsr, final),
        ),
      )
      .orderBy(asc(repEvento.nsr)),

  /**
   * Um bloco de NSR já como texto do AFD, montado no banco a partir dos registros guardados
   * (tipo 7 em `marcacao.registro`, tipos 2/4/5/6 em `rep_evento.registro`): o Node só repassa
   * os bytes. `legados` conta marcações sem o registro guardado (anteriores à coluna).
   */
  blocoAfd: async (filialId: number, de: number, ate: number) => {
    const r = await db.execute<{
      texto: string | null;
      t2: number;
      t4: number;
      t5: number;
      t6: number;
      t7: number;
      legados: number;
    }>(sql`
      select string_agg(registro, E'\r\n' order by nsr) as texto,
             count(*) filter (where tipo = '2') as t2, count(*) filter (where tipo = '4') as t4,
             count(*) filter (where tipo = '5') as t5, count(*) filter (where tipo = '6') as t6,
             count(*) filter (where tipo = '7') as t7, count(*) filter (where registro is null) as legados
        from (select nsr, '7' as tipo, registro from ${marcacao}
               where empresa_id = ${empresaId} and filial_id = ${filialId} and nsr between ${de} and ${ate}
              union all
              select nsr, tipo, registro from ${repEvento}
               where empresa_id = ${empresaId} and filial_id = ${filialId} and nsr between ${de} and ${ate}) x`);
    const linha = (r as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    const n = (k: string) => Number(linha[k] ?? 0);
    return {
      texto: (linha.texto as string | null) ?? '',
      contagens: { '2': n('t2'), '3': 0, '4': n('t4'), '5': n('t5'), '6': n('t6'), '7': n('t7') },
      legados: n('legados'),
    };
  },

  /** Próximo bloco de marcações em ordem de NSR (paginação por chave: memória constante). */
  blocoMarcacoes: (filialId: number, depoisDe: number, final: number, tamanho: number) =>
    db
      .select({
        nsr: marcacao.nsr,
        cpf: marcacao.cpf,
        data: marcacao.data,
        minuto: marcacao.minuto,
        fuso: marcacao.fuso,
        gravadoAfd: marcacao.gravadoAfd,
        coletor: marcacao.coletor,
        offline: marcacao.offline,
        hash: marcacao.hash,
      })
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.filialId, filialId),
          gt(marcacao.nsr, depoisDe),
          lte(marcacao.nsr, final),
        ),
      )
      .orderBy(asc(marcacao.nsr))
      .limit(tamanho),

  pessoasDaFilial: (filialId: number) =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
        filialId: usuario.filialId,
      })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.filialId, filialId)))
      .orderBy(asc(usuario.id)),

  repsExternos: () => db.select().from(repExterno).where(eq(repExterno.empresaId, empresaId)),
});
