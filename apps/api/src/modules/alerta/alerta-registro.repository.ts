import { sql } from 'drizzle-orm';
import { executarPreparado } from '../../db/preparado.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from '../acesso/index.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import type { AlertaNovo } from './alerta.repository.ts';
import { alerta, alertaDestinatario, alertaPreferencia } from './alerta.table.ts';

/** Quem recebe: pessoa ativa, com as preferências de entrega (sem linha: entrega imediata). */
export type DestinatarioContexto = {
  usuarioId: number;
  silencioInicio: number | null;
  silencioFim: number | null;
  resumo: string | null;
  horarioResumo: number | null;
};

export type ContextoRegistro = {
  pessoa: { id: number; nome: string; gestorId: number | null; ativo: boolean };
  /** Fuso da empresa (o silêncio e o resumo de cada destinatário são horas locais). */
  fuso: string;
  destinatarios: DestinatarioContexto[];
};

/** O que identifica um alerta na empresa (a chave única `alerta_unico_ux`). */
export type ChaveAlerta = { tipo: string; usuarioId: number; data: string; referencia: string };
export const textoDaChave = (c: ChaveAlerta) =>
  `${c.tipo}|${c.usuarioId}|${c.data}|${c.referencia}`;

/** A quem o alerta vai: a própria pessoa (se ativa), o gestor dela, quem tem a rota do RH. */
export type Alcance = { colaborador: boolean; gestor: boolean; rotaRh: string | null };

/**
 * Leitura e gravação do registro de um alerta, uma ida ao banco cada: o registro acontece a cada
 * constatação (na avaliação de toda marcação nova), e eram cinco leituras e uma transação de
 * quatro comandos por alerta. Os dois comandos são preparados (texto fixo, só os parâmetros
 * mudam): sem isso o PostgreSQL planejaria as CTEs a cada alerta.
 */
export const alertaRegistroRepository = ({ db, empresaId }: Escopo) => ({
  /**
   * A pessoa, o fuso da empresa e os destinatários ativos com as preferências, numa consulta.
   * `undefined` se a pessoa não existe na empresa.
   */
  findContexto: async (usuarioId: number, a: Alcance): Promise<ContextoRegistro | undefined> => {
    const r = await executarPreparado(
      db,
      'alerta-contexto-registro',
      sql`
      with p as (
        select ${usuario.id} as id, ${usuario.nome} as nome, ${usuario.gestorId} as gestor_id,
               ${usuario.ativo} as ativo
        from ${usuario} where ${usuario.empresaId} = ${empresaId} and ${usuario.id} = ${usuarioId}
      ),
      ids as (
        select p.id from p where ${a.colaborador}::boolean
        union
        select p.gestor_id from p where ${a.gestor}::boolean and p.gestor_id is not null
        union
        select up.usuario_id from ${usuarioPerfil} up
        join ${perfil} pf on pf.empresa_id = up.empresa_id and pf.id = up.perfil_id
        where ${a.rotaRh !== null}::boolean and up.empresa_id = ${empresaId}
          and ${a.rotaRh ?? ''}::text = any(pf.rotas)
      )
      select p.id, p.nome, p.gestor_id as "gestorId", p.ativo,
        coalesce((select e.fuso_horario from ${empresa} e where e.id = ${empresaId}),
          'America/Sao_Paulo') as fuso,
        coalesce((
          select json_agg(json_build_object('usuarioId', d.id,
              'silencioInicio', ap.silencio_inicio, 'silencioFim', ap.silencio_fim,
              'resumo', ap.resumo, 'horarioResumo', ap.horario_resumo) order by d.id)
          from ids join ${usuario} d on d.empresa_id = ${empresaId} and d.id = ids.id and d.ativo
          left join ${alertaPreferencia} ap
            on ap.empresa_id = d.empresa_id and ap.usuario_id = d.id
        ), '[]'::json) as destinatarios
      from p`,
    );
    const [linha] = (
      r as unknown as {
        rows: (ContextoRegistro['pessoa'] & { fuso: string; destinatarios: unknown })[];
      }
    ).rows;
    if (!linha) return undefined;
    const { fuso, destinatarios, ...pessoa } = linha;
    return { pessoa, fuso, destinatarios: destinatarios as DestinatarioContexto[] };
  },

  /**
   * Das chaves, as que já têm alerta (em `textoDaChave`), numa consulta pela chave única: a
   * varredura de cada minuto registra só o que é novo, em vez de reler a pessoa e os
   * destinatários de cada ausência já avisada para esbarrar na chave única.
   */
  listJaRegistrados: async (chaves: readonly ChaveAlerta[]): Promise<Set<string>> => {
    if (chaves.length === 0) return new Set();
    const r = await db.execute(sql`
      select k.tipo, k.usuario_id as "usuarioId", k.data::text as data, k.referencia
      from unnest(${sql.param(chaves.map((c) => c.tipo))}::text[],
        ${sql.param(chaves.map((c) => c.usuarioId))}::int[],
        ${sql.param(chaves.map((c) => c.data))}::date[],
        ${sql.param(chaves.map((c) => c.referencia))}::text[])
        as k(tipo, usuario_id, data, referencia)
      join ${alerta} a on a.empresa_id = ${empresaId} and a.tipo = k.tipo
        and a.usuario_id = k.usuario_id and a.data = k.data and a.referencia = k.referencia`);
    return new Set((r as unknown as { rows: ChaveAlerta[] }).rows.map(textoDaChave));
  },

  /**
   * Grava o alerta e os destinatários num comando só (atômico sem transação aberta pelo
   * processo). `undefined` se o mesmo alerta (tipo, pessoa, dia, referência) já existia: nenhum
   * destinatário é gravado.
   */
  insertComDestinatarios: async (
    v: AlertaNovo,
    canais: string[],
    destinatarios: { usuarioId: number; liberarEm: Date }[],
  ): Promise<number | undefined> => {
    const status = (canal: string) => (canais.includes(canal) ? 'pendente' : 'nao_pedido');
    const json = JSON.stringify(
      destinatarios.map((d) => ({ usuario_id: d.usuarioId, liberar_em: d.liberarEm })),
    );
    const r = await executarPreparado(
      db,
      'alerta-inserir-com-destinatarios',
      sql`
      with a as (
        insert into ${alerta} (empresa_id, tipo, usuario_id, data, referencia, titulo, descricao,
          regra, lei, medido, criado_em)
        values (${empresaId}, ${v.tipo}, ${v.usuarioId}, ${v.data}, ${v.referencia}, ${v.titulo},
          ${v.descricao}, ${v.regra}, ${v.lei}, ${v.medido}, ${v.criadoEm})
        on conflict do nothing
        returning id
      ),
      d as (
        insert into ${alertaDestinatario} (empresa_id, alerta_id, usuario_id, canais, status_push,
          status_email, liberar_em)
        select ${empresaId}, a.id, x.usuario_id, ${sql.param(canais)}::text[], ${status('push')},
          ${status('email')}, x.liberar_em
        from a cross join jsonb_to_recordset(${json}::jsonb) as x(usuario_id int, liberar_em timestamptz)
      )
      select id from a`,
    );
    return (r as unknown as { rows: { id: number }[] }).rows[0]?.id;
  },
});
