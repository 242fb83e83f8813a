import type { PadraoEscala } from '@jornada/contracts';
import type { DiaSemana, Escala, Turno } from '@jornada/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  alocacao,
  condicaoTrabalho,
  escala,
  feriadoMunicipal,
  gestao,
  padraoParaDominio,
  turno,
} from '../modules/escala-nucleo/index.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { type ChaveJornada, JORNADAS } from './demo-dados.ts';

export type ChaveEscalaDemo = ChaveJornada | 'dozePorTrintaESeis';

/** t = trabalho, f = folga, d = descanso semanal remunerado (dsr). */
type DiaDemo = 't' | 'f' | 'd';

type EscalaDemo = {
  codigo: string;
  nome: string;
  turnoNome: string;
  /** [entrada, saída intervalo, volta, saída] em minutos do dia (os de JORNADAS). */
  horarios: readonly [number, number, number, number];
  /** Semana de domingo a sábado, ou ciclo a partir de `inicio`. */
  padrao:
    | { tipo: 'semanal'; semana: DiaDemo[] }
    | { tipo: 'ciclica'; inicio: string; ciclo: DiaDemo[] };
  minutosSemanaisContrato?: number;
};

const SEMANA: DiaSemana[] = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'];

/**
 * Escalas da demo: as três jornadas de JORNADAS (as marcações da demo saem destas escalas
 * expandidas, então escala e marcação nunca discordam) e uma 12x36 sem ninguém alocado.
 */
export const ESCALAS_DEMO: Record<ChaveEscalaDemo, EscalaDemo> = {
  comercial: {
    codigo: 'COM-5X2',
    nome: 'Comercial 5x2 (08:00–17:48)',
    turnoNome: 'Comercial 08:00–17:48',
    horarios: JORNADAS.comercial.horarios,
    padrao: { tipo: 'semanal', semana: ['d', 't', 't', 't', 't', 't', 'f'] },
  },
  seisPorUm: {
    codigo: 'LOJA-6X1',
    nome: 'Loja 6x1 (07:00–15:20)',
    turnoNome: 'Loja 07:00–15:20',
    horarios: JORNADAS.seisPorUm.horarios,
    padrao: { tipo: 'semanal', semana: ['d', 't', 't', 't', 't', 't', 't'] },
  },
  noturno: {
    codigo: 'NOT-5X2',
    nome: 'Vigia noturno 5x2 (22:00–05:00)',
    turnoNome: 'Noturno 22:00–05:00',
    horarios: JORNADAS.noturno.horarios,
    padrao: { tipo: 'semanal', semana: ['d', 't', 't', 't', 't', 't', 'f'] },
    minutosSemanaisContrato: 1800,
  },
  dozePorTrintaESeis: {
    codigo: '12X36',
    nome: '12x36 diurna (07:00–19:00)',
    turnoNome: '12x36 07:00–19:00',
    horarios: [420, 720, 780, 1140],
    padrao: { tipo: 'ciclica', inicio: '2024-03-01', ciclo: ['t', 'f'] },
  },
};

const diaPadrao = (d: DiaDemo, turnoId: number) =>
  d === 't'
    ? { tipo: 'trabalho' as const, turnoId }
    : { tipo: d === 'f' ? ('folga' as const) : ('dsr' as const) };

const padraoDe = (e: EscalaDemo, turnoId: number): PadraoEscala => {
  if (e.padrao.tipo === 'ciclica') {
    return {
      tipo: 'ciclica',
      inicio: e.padrao.inicio,
      dias: e.padrao.ciclo.map((d) => diaPadrao(d, turnoId)),
    };
  }
  const dias = e.padrao.semana;
  return {
    tipo: 'semanal',
    dias: Object.fromEntries(SEMANA.map((s, i) => [s, diaPadrao(dias[i]!, turnoId)])) as Extract<
      PadraoEscala,
      { tipo: 'semanal' }
    >['dias'],
  };
};

const turnoDe = (e: EscalaDemo): Turno => {
  const [entrada, saidaIntervalo, voltaIntervalo, saida] = e.horarios;
  return { entrada, saidaIntervalo, voltaIntervalo, saida, segundoIntervalo: null };
};

/** A escala da demo no domínio (a mesma gravada no banco), para gerar as marcações. */
export const escalaDemo = (chave: ChaveEscalaDemo): Escala => {
  const e = ESCALAS_DEMO[chave];
  return padraoParaDominio(
    {
      id: e.codigo,
      codigo: e.codigo,
      nome: e.nome,
      ...(e.minutosSemanaisContrato ? { minutosSemanaisContrato: e.minutosSemanaisContrato } : {}),
    },
    padraoDe(e, 1),
    new Map([[1, turnoDe(e)]]),
  );
};

const chavePeloTurno = new Map(
  (Object.keys(JORNADAS) as ChaveJornada[]).map((k) => [JORNADAS[k].nome as string, k]),
);

/**
 * Regras de escala da demo (idempotente: nada a fazer se a empresa já tem escalas): condição
 * "Comércio", uma gestão, os turnos e as escalas de ESCALAS_DEMO, o aniversário de São Paulo
 * como feriado municipal e uma alocação por colaborador com jornada, desde a admissão.
 */
export const semearEscalasDemo = async (db: Db, empresaId: number) => {
  await db.transaction(async (tx) => {
    const [existe] = await tx
      .select({ id: escala.id })
      .from(escala)
      .where(eq(escala.empresaId, empresaId))
      .limit(1);
    if (existe) return;
    const [condicao] = await tx
      .insert(condicaoTrabalho)
      .values({
        empresaId,
        nome: 'Comércio',
        descricao: 'Comércio varejista (Lei 10.101/2000, art. 6º).',
        comercio: true,
      })
      .returning();
    const [regra] = await tx
      .insert(gestao)
      .values({
        empresaId,
        nome: 'Lojas e centro de distribuição',
        alocacaoDataFim: 'Opcional',
        exigirAprovacao: false,
        alterarDiaTrabalhoDiasConsecutivos: 5,
        mostrarHorarioEscala: true,
      })
      .returning();
    const escalaIds = new Map<ChaveEscalaDemo, number>();
    for (const [chave, e] of Object.entries(ESCALAS_DEMO) as [ChaveEscalaDemo, EscalaDemo][]) {
      const t = turnoDe(e);
      const [novoTurno] = await tx
        .insert(turno)
        .values({ empresaId, nome: e.turnoNome, ...t, segundoIntervalo: null })
        .returning();
      const padrao = padraoDe(e, novoTurno!.id);
      const [nova] = await tx
        .insert(escala)
        .values({
          empresaId,
          codigo: e.codigo,
          nome: e.nome,
          tipo: padrao.tipo,
          padrao,
          gestaoId: regra!.id,
          condicaoTrabalhoId: condicao!.id,
          minutosSemanaisContrato: e.minutosSemanaisContrato ?? null,
        })
        .returning();
      escalaIds.set(chave, nova!.id);
    }
    await tx
      .insert(feriadoMunicipal)
      .values({ empresaId, data: '01-25', nome: 'Aniversário de São Paulo' });
    const pessoas = await tx
      .select({ id: usuario.id, turno: usuario.turno, admissao: usuario.admissao })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), isNotNull(usuario.turno)));
    const alocacoes = pessoas.flatMap((p) => {
      const chave = p.turno ? chavePeloTurno.get(p.turno) : undefined;
      const escalaId = chave ? escalaIds.get(chave) : undefined;
      return escalaId
        ? [{ empresaId, usuarioId: p.id, escalaId, inicio: p.admissao ?? '2024-03-01' }]
        : [];
    });
    if (alocacoes.length > 0) await tx.insert(alocacao).values(alocacoes);
  });
};
