import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { executarPreparado } from '../../db/preparado.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import type { MarcacaoRow } from './marcacao.mapeamento.ts';
import { marcacao, rep, repEvento } from './marcacao.table.ts';

export type NovaMarcacao = Omit<typeof marcacao.$inferInsert, 'empresaId' | 'id' | 'duplicada'>;
export type { MarcacaoRow };

/** Quem marca, com o REP da sua filial travado (ultimoNsr/ultimoHash nulos: filial sem REP-P). */
export type MarcadorTravado = {
  id: number;
  cpf: string;
  filialId: number;
  ativo: boolean;
  /** Configuracao.HabilitarMarcacaoPelaWeb, lida com a trava (vale a do momento da marcação). */
  marcacaoWeb: boolean;
  fuso: string;
  ultimoNsr: number | null;
  ultimoHash: string | null;
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

  /**
   * Abre o lote de marcações (dentro da transação): quem marca (CPF, filial, situação, fuso da
   * empresa) e, travadas em ordem crescente de filial até o commit, as linhas dos REP dessas
   * filiais com o último NSR e o último hash. Uma ida ao banco; dois processos nunca se travam em
   * ordem oposta. `ultimoNsr` nulo: a filial não tem REP-P.
   */
  travarMarcadores: async (usuarioIds: number[]): Promise<MarcadorTravado[]> => {
    const r = await executarPreparado(
      db,
      'marcacao-travar-marcadores',
      sql`
      with r as materialized (
        select ${rep.filialId} as filial_id, ${rep.ultimoNsr}::float8 as ultimo_nsr,
               ${rep.ultimoHash} as ultimo_hash
        from ${rep}
        where ${rep.empresaId} = ${empresaId}
          and ${rep.filialId} in (
            select ${usuario.filialId} from ${usuario}
            where ${usuario.empresaId} = ${empresaId} and ${usuario.id} = any(${sql.param(usuarioIds)}::int[]))
        order by ${rep.filialId}
        for update
      )
      select ${usuario.id} as "id", ${usuario.cpf} as "cpf", ${usuario.filialId} as "filialId",
             ${usuario.ativo} as "ativo",
             ${usuario.habilitarMarcacaoPelaWeb} as "marcacaoWeb", ${empresa.fusoHorario} as "fuso",
             r.ultimo_nsr as "ultimoNsr", r.ultimo_hash as "ultimoHash"
      from ${usuario}
      join ${empresa} on ${empresa.id} = ${usuario.empresaId}
      left join r on r.filial_id = ${usuario.filialId}
      where ${usuario.empresaId} = ${empresaId} and ${usuario.id} = any(${sql.param(usuarioIds)}::int[])`,
    );
    return (r as unknown as { rows: MarcadorTravado[] }).rows;
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
   * Grava um lote de marcações e, no mesmo comando, o último NSR e o último hash de cada REP
   * travado por `travarMarcadores` (só se o REP ainda estiver no NSR lido; senão nada entra).
   * Um comando de texto fixo (JSON → linhas), qualquer que seja o tamanho do lote. `duplicada` é
   * calculada no banco (outra marcação do mesmo colaborador no mesmo minuto já gravada) ou vem
   * `true` do lote (repetida dentro dele). Devolve id, filial, NSR e `duplicada` de cada linha.
   */
  insertLote: async (
    linhas: (NovaMarcacao & { duplicadaNoLote: boolean })[],
    reps: { filialId: number; nsrAnterior: number; nsr: number; hash: string }[],
  ): Promise<{ id: number; filialId: number; nsr: number; duplicada: boolean }[]> => {
    const jsonReps = JSON.stringify(
      reps.map((x) => ({
        filial_id: x.filialId,
        anterior: x.nsrAnterior,
        nsr: x.nsr,
        hash: x.hash,
      })),
    );
    const jsonLinhas = JSON.stringify(
      linhas.map((m) => ({
        filial_id: m.filialId,
        nsr: m.nsr,
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
        hash: m.hash,
        data_hora_dispositivo: m.dataHoraDispositivo ?? null,
        gravado_afd: m.gravadoAfd ?? null,
        registro: m.registro ?? null,
      })),
    );
    const r = await executarPreparado(
      db,
      'marcacao-inserir-lote',
      sql`
      with novo as (
        update ${rep} set ultimo_nsr = x.nsr, ultimo_hash = x.hash
        from jsonb_to_recordset(${jsonReps}::jsonb) as x(filial_id int, anterior bigint, nsr bigint, hash text)
        where ${rep.empresaId} = ${empresaId} and ${rep.filialId} = x.filial_id
          and ${rep.ultimoNsr} = x.anterior
        returning ${rep.filialId}
      )
      insert into ${marcacao} (empresa_id, filial_id, nsr, usuario_id, cpf, data_hora, gravado_em,
        fuso, data, minuto, origem, coletor, offline, evento_id, duplicada, latitude, longitude,
        precisao_metros, fora_da_cerca, distancia_cerca_metros, hash, data_hora_dispositivo,
        gravado_afd, registro)
      select ${empresaId}::int, m.filial_id, m.nsr, m.usuario_id, m.cpf, m.data_hora, m.gravado_em,
        m.fuso, m.data, m.minuto, m.origem, m.coletor, m.offline, m.evento_id,
        m.dup or ja.existe is not null,
        m.latitude, m.longitude, m.precisao_metros, m.fora_da_cerca, m.distancia_cerca_metros,
        m.hash, m.data_hora_dispositivo,
        m.gravado_afd, m.registro
      from jsonb_to_recordset(${jsonLinhas}::jsonb) as m(filial_id int, nsr bigint,
        usuario_id int, cpf text, data_hora timestamptz, gravado_em timestamptz, fuso text,
        data text, minuto smallint, origem text, coletor smallint, offline boolean,
        evento_id text, dup boolean, latitude float8, longitude float8, precisao_metros float8,
        fora_da_cerca boolean, distancia_cerca_metros int, hash text, data_hora_dispositivo timestamptz, gravado_afd text, registro text)
      -- Uma busca no índice por linha (LATERAL + LIMIT: o planejador não troca por uma
      -- varredura de todas as marcações da empresa).
      left join lateral (
        select true as existe from ${marcacao} o
        where o.empresa_id = ${empresaId} and o.usuario_id = m.usuario_id
          and o.data = m.data and o.minuto = m.minuto
        limit 1
      ) ja on true
      where (select count(*) from novo) = ${reps.length}
      order by m.filial_id, m.nsr
      returning id::float8 as "id", filial_id as "filialId", nsr::float8 as "nsr",
        duplicada as "duplicada"`,
    );
    return (
      r as unknown as { rows: { id: number; filialId: number; nsr: number; duplicada: boolean }[] }
    ).rows;
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
