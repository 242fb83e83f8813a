import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { executarPreparado } from '../../db/preparado.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import type { MarcacaoRow } from './marcacao.mapeamento.ts';
import { marcacao, rep, repEvento } from './marcacao.table.ts';

export type NovaMarcacao = Omit<typeof marcacao.$inferInsert, 'empresaId' | 'id' | 'duplicada'>;
export type { MarcacaoRow };

/** Quem marca: CPF, filial, situação, interruptor da web e fuso da empresa (lidos antes do lote). */
export type Marcador = {
  id: number;
  cpf: string;
  filialId: number;
  ativo: boolean;
  /** Configuracao.HabilitarMarcacaoPelaWeb. */
  marcacaoWeb: boolean;
  fuso: string;
  /** A filial tem REP-P. */
  temRep: boolean;
};

/** Uma marcação do lote sem NSR nem hash: o banco os põe sob a trava do REP. */
export type LinhaDoLote = Omit<NovaMarcacao, 'nsr' | 'hash' | 'registro'> & {
  /** Posição no lote (ordem de chegada: a ordem dos NSR de cada filial). */
  k: number;
  /** Posições 010–073 do registro tipo 7 (`montarRestoMarcacaoRepP`). */
  resto: string;
  duplicadaNoLote: boolean;
};

/** O que o banco devolve de cada marcação gravada pelo lote. */
type LinhaGravada = {
  id: number;
  filialId: number;
  nsr: number;
  hash: string;
  registro: string;
  duplicada: boolean;
};

/** Empresas com REP-P (tarefa do operador na subida do servidor, fora do escopo de uma empresa). */
export const listEmpresasComRep = async (db: Escopo['db']): Promise<number[]> =>
  (await db.selectDistinct({ empresaId: rep.empresaId }).from(rep)).map((r) => r.empresaId);

export const marcacaoRepository = ({ db, empresaId }: Escopo) => ({
  fusoDaEmpresa: async (): Promise<string> => {
    const [e] = await db
      .select({ fuso: empresa.fusoHorario })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e?.fuso ?? 'America/Sao_Paulo';
  },

  /** Quem marca (uma ida ao banco, sem trava): ver `Marcador`. */
  listMarcadores: async (usuarioIds: number[]): Promise<Marcador[]> => {
    const r = await executarPreparado(
      db,
      'marcacao-ler-marcadores',
      sql`
      select ${usuario.id} as "id", ${usuario.cpf} as "cpf", ${usuario.filialId} as "filialId",
             ${usuario.ativo} as "ativo",
             ${usuario.habilitarMarcacaoPelaWeb} as "marcacaoWeb", ${empresa.fusoHorario} as "fuso",
             exists (select 1 from ${rep} where ${rep.empresaId} = ${empresaId}
                       and ${rep.filialId} = ${usuario.filialId}) as "temRep"
      from ${usuario}
      join ${empresa} on ${empresa.id} = ${usuario.empresaId}
      where ${usuario.empresaId} = ${empresaId} and ${usuario.id} = any(${sql.param(usuarioIds)}::int[])`,
    );
    return (r as unknown as { rows: Marcador[] }).rows;
  },

  /**
   * Reserva `quantidade` NSR seguidos da filial travando a linha do REP até o fim da transação:
   * dois processos nunca recebem o mesmo número, e um rollback devolve os números (sem lacunas).
   * Devolve o último NSR reservado e o último hash da cadeia antes da reserva.
   */
  reservarNsr: async (filialId: number, quantidade = 1) => {
    const [r] = await db
      .update(rep)
      .set({ ultimoNsr: sql`${rep.ultimoNsr} + ${quantidade}` })
      .where(and(eq(rep.empresaId, empresaId), eq(rep.filialId, filialId)))
      .returning({ nsr: rep.ultimoNsr, hashAnterior: rep.ultimoHash });
    return r;
  },

  /**
   * Grava um lote de marcações num comando só, fora de transação aberta pelo processo: a função
   * `marcacao_gravar_lote` (migração 0057) trava o REP de cada filial do lote em ordem crescente,
   * numera a partir do último NSR, encadeia o hash, grava, confere a duplicada (outra marcação do
   * colaborador no mesmo minuto, ou `duplicadaNoLote`) e atualiza o último NSR e hash. Um texto
   * fixo (JSON → linhas) qualquer que seja o tamanho do lote. O commit do comando não espera o
   * disco (a trava dura só a execução); a barreira `marcacao_lote_duravel` espera, antes de
   * devolver. Devolve, por linha gravada, id, filial, NSR, hash, registro e `duplicada`.
   */
  gravarLote: async (linhas: LinhaDoLote[]): Promise<LinhaGravada[]> => {
    const json = JSON.stringify(
      linhas.map((m) => ({
        k: m.k,
        filial_id: m.filialId,
        usuario_id: m.usuarioId,
        cpf: m.cpf,
        data_hora: m.dataHora,
        gravado_em: m.gravadoEm,
        fuso: m.fuso,
        data: m.data,
        minuto: m.minuto,
        origem: m.origem,
        coletor: m.coletor,
        offline: m.offline ?? false,
        evento_id: m.eventoId ?? null,
        dup: m.duplicadaNoLote,
        latitude: m.latitude ?? null,
        longitude: m.longitude ?? null,
        precisao_metros: m.precisaoMetros ?? null,
        fora_da_cerca: m.foraDaCerca ?? null,
        distancia_cerca_metros: m.distanciaCercaMetros ?? null,
        data_hora_dispositivo: m.dataHoraDispositivo ?? null,
        gravado_afd: m.gravadoAfd ?? null,
        resto: m.resto,
      })),
    );
    const r = await executarPreparado(
      db,
      'marcacao-gravar-lote',
      sql`select o_id::float8 as "id", o_filial as "filialId", o_nsr::float8 as "nsr",
        o_hash as "hash", o_registro as "registro", o_duplicada as "duplicada"
      from marcacao_gravar_lote(${empresaId}::int, ${json}::jsonb)`,
    );
    // O commit do lote não esperou o disco (a trava do REP se soltou antes): ninguém recebe a
    // marcação antes de a barreira confirmar que o WAL está no disco até depois dele.
    await executarPreparado(db, 'marcacao-lote-duravel', sql`select marcacao_lote_duravel()`);
    return (r as unknown as { rows: LinhaGravada[] }).rows;
  },

  findByEvento: async (usuarioId: number, eventoId: string) => {
    const [row] = await db
      .select()
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.usuarioId, usuarioId),
          eq(marcacao.eventoId, eventoId),
        ),
      );
    return row;
  },

  /** Marcações do colaborador de `inicio` a `fim` (datas locais), em ordem de data e instante. */
  listDoPeriodo: (usuarioId: number, inicio: string, fim: string) =>
    db
      .select()
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.usuarioId, usuarioId),
          gte(marcacao.data, inicio),
          lte(marcacao.data, fim),
        ),
      )
      .orderBy(asc(marcacao.data), asc(marcacao.dataHora), asc(marcacao.nsr)),

  /**
   * Marcações válidas (sem as duplicadas) de várias pessoas de `inicio` a `fim`, na mesma ordem de
   * `listDoPeriodo` (a avaliação de alertas lê as do dia de todo um lote de marcações numa
   * consulta). Só as colunas do índice `marcacao_usuario_data_ix` e do seu INCLUDE, e as
   * duplicadas ficam no banco: quem aperta o botão sem parar grava milhares de duplicadas no dia,
   * e cada avaliação de alerta as lia e convertia todas para descartá-las em seguida.
   */
  listDoPeriodoDe: (usuarioIds: readonly number[], inicio: string, fim: string) =>
    db
      .select({
        id: marcacao.id,
        usuarioId: marcacao.usuarioId,
        data: marcacao.data,
        minuto: marcacao.minuto,
        dataHora: marcacao.dataHora,
      })
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          inArray(marcacao.usuarioId, [...usuarioIds]),
          gte(marcacao.data, inicio),
          lte(marcacao.data, fim),
          eq(marcacao.duplicada, false),
        ),
      )
      .orderBy(asc(marcacao.data), asc(marcacao.dataHora), asc(marcacao.nsr)),

  /** Marcações do colaborador entre dois instantes de gravação (comprovantes das últimas 48 h). */
  listGravadasEntre: (usuarioId: number, desde: Date, ate: Date) =>
    db
      .select()
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.usuarioId, usuarioId),
          gte(marcacao.gravadoEm, desde),
          lt(marcacao.gravadoEm, ate),
        ),
      )
      .orderBy(desc(marcacao.nsr)),

  insertEvento: async (e: Omit<typeof repEvento.$inferInsert, 'empresaId'>) => {
    await db.insert(repEvento).values({ empresaId, ...e });
  },

  /** Último evento sensível (tipo 6) do REP, para não repetir "serviço disponível". */
  ultimoEventoSensivel: async (filialId: number) => {
    const [r] = await db
      .select({ registro: repEvento.registro })
      .from(repEvento)
      .where(
        and(
          eq(repEvento.empresaId, empresaId),
          eq(repEvento.filialId, filialId),
          eq(repEvento.tipo, '6'),
        ),
      )
      .orderBy(desc(repEvento.nsr))
      .limit(1);
    return r?.registro;
  },

  /** Dados do empregador para o registro tipo 2: empresa e estabelecimento (filial, com endereço). */
  findEmpregador: async (filialId: number) => {
    const [r] = await db
      .select({
        razaoSocial: empresa.nome,
        cnpj: filial.cnpj,
        caepf: filial.caepf,
        cno: filial.cno,
        nome: filial.nome,
        logradouro: filial.logradouro,
        numero: filial.numero,
        complemento: filial.complemento,
        bairro: filial.bairro,
        cep: filial.cep,
        cidade: filial.cidade,
        uf: filial.uf,
      })
      .from(filial)
      .innerJoin(empresa, eq(empresa.id, filial.empresaId))
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, filialId)));
    return r;
  },

  listReps: () =>
    db.select({ filialId: rep.filialId }).from(rep).where(eq(rep.empresaId, empresaId)),
});
