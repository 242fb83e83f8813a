import type { EscalaBody, EscalaWire, PadraoEscala, TurnoWire } from '@jornada/contracts';
import {
  createTurno,
  type DiaPadrao,
  type DiaSemana,
  type Escala,
  type Turno,
} from '@jornada/domain';
import { formatarMinutos, horaParaMinutos } from '../../../lib/format.ts';
import type { ModeloEscala } from '../escala.tipos.ts';

/** Dias da semana na ordem da interface (DOM a SAB) e os rótulos do spec §9. */
export const SEMANA: readonly DiaSemana[] = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'];
export const ROTULO_DIA: Record<DiaSemana, string> = {
  dom: 'DOM',
  seg: 'SEG',
  ter: 'TER',
  qua: 'QUA',
  qui: 'QUI',
  sex: 'SEX',
  sab: 'SAB',
};

export type TipoPadrao = PadraoEscala['tipo'];
export const TIPOS_PADRAO: { value: TipoPadrao; label: string }[] = [
  { value: 'semanal', label: 'Semanal (mesma semana sempre)' },
  { value: 'ciclica', label: 'Cíclica (rodízio de N dias: 12x36, 4x2...)' },
  { value: 'semanal-rotativa', label: '6x1 com folga rotativa' },
];

export type TipoDiaForm = 'trabalho' | 'folga' | 'dsr';
export type DiaForm = { tipo: TipoDiaForm; turnoId: string | null };

export type ValoresEscala = {
  codigo: string;
  nome: string;
  gestaoId: string | null;
  condicaoTrabalhoId: string | null;
  /** Contrato semanal 'HH:MM'; vazio = o da condição de trabalho. */
  contrato: string;
  excecaoAcordoColetivo: boolean;
  tipo: TipoPadrao;
  semana: Record<DiaSemana, DiaForm>;
  inicio: string | null;
  ciclo: DiaForm[];
  turnoId: string | null;
  folgas: DiaSemana[][];
  domingoACadaSemanas: string;
  /** Turnos por dia da 6x1 rotativa, preservados ao editar (sem edição nesta tela). */
  turnosPorDia: Partial<Record<DiaSemana, number>>;
};

const trabalho = (turnoId: string | null = null): DiaForm => ({ tipo: 'trabalho', turnoId });
const descanso = (tipo: 'folga' | 'dsr'): DiaForm => ({ tipo, turnoId: null });

export const valoresIniciais = (): ValoresEscala => ({
  codigo: '',
  nome: '',
  gestaoId: null,
  condicaoTrabalhoId: null,
  contrato: '',
  excecaoAcordoColetivo: false,
  tipo: 'semanal',
  semana: {
    dom: descanso('dsr'),
    seg: trabalho(),
    ter: trabalho(),
    qua: trabalho(),
    qui: trabalho(),
    sex: trabalho(),
    sab: descanso('folga'),
  },
  inicio: null,
  ciclo: [trabalho(), descanso('folga')],
  turnoId: null,
  folgas: [['dom']],
  domingoACadaSemanas: '',
  turnosPorDia: {},
});

type DiaWire = { tipo: 'trabalho'; turnoId: number } | { tipo: 'folga' } | { tipo: 'dsr' };
const diaDoFio = (d: DiaWire): DiaForm =>
  d.tipo === 'trabalho' ? trabalho(String(d.turnoId)) : descanso(d.tipo);

/** Escala gravada → valores do formulário de edição. */
export const valoresDaEscala = (e: EscalaWire): ValoresEscala => {
  const base = {
    ...valoresIniciais(),
    codigo: e.codigo,
    nome: e.nome,
    gestaoId: e.gestaoId === null ? null : String(e.gestaoId),
    condicaoTrabalhoId: e.condicaoTrabalhoId === null ? null : String(e.condicaoTrabalhoId),
    contrato: e.minutosSemanaisContrato === null ? '' : formatarMinutos(e.minutosSemanaisContrato),
    excecaoAcordoColetivo: e.excecaoAcordoColetivo,
    tipo: e.tipo,
  };
  if (e.tipo === 'semanal') {
    const semana = Object.fromEntries(SEMANA.map((d) => [d, diaDoFio(e.dias[d])]));
    return { ...base, semana: semana as ValoresEscala['semana'] };
  }
  if (e.tipo === 'ciclica') return { ...base, inicio: e.inicio, ciclo: e.dias.map(diaDoFio) };
  return {
    ...base,
    inicio: e.inicio,
    turnoId: String(e.turnoId),
    folgas: e.folgas.map((f) => [...f]),
    domingoACadaSemanas: e.domingoACadaSemanas === null ? '' : String(e.domingoACadaSemanas),
    turnosPorDia: Object.fromEntries(
      Object.entries(e.turnosPorDia).map(([k, v]) => [k, Number(v)]),
    ) as ValoresEscala['turnosPorDia'],
  };
};

/** Modelo pronto (GET /escala/padrao) aplicado aos valores, com o turno escolhido no trabalho. */
export const aplicarModelo = (
  v: ValoresEscala,
  modelo: ModeloEscala,
  turnoId: string,
  hoje: string,
): ValoresEscala => {
  const dias = modelo.sequencia.map((t) => (t === 'trabalho' ? trabalho(turnoId) : descanso(t)));
  const contrato = formatarMinutos(modelo.minutosSemanaisContrato);
  if (modelo.tipo === 'semanal') {
    const semana = Object.fromEntries(SEMANA.map((d, i) => [d, dias[i] ?? descanso('folga')]));
    return { ...v, tipo: 'semanal', semana: semana as ValoresEscala['semana'], contrato };
  }
  return { ...v, tipo: 'ciclica', ciclo: dias, inicio: v.inicio ?? hoje, contrato };
};

const ERRO_TURNO = (onde: string) => `Escolha o turno de ${onde}.`;

const diaParaFio = (d: DiaForm, onde: string): DiaWire | string => {
  if (d.tipo !== 'trabalho') return { tipo: d.tipo };
  return d.turnoId ? { tipo: 'trabalho', turnoId: Number(d.turnoId) } : ERRO_TURNO(onde);
};

const padraoDe = (v: ValoresEscala): PadraoEscala | string => {
  if (v.tipo === 'semanal') {
    const dias: Partial<Record<DiaSemana, DiaWire>> = {};
    for (const d of SEMANA) {
      const dia = diaParaFio(v.semana[d], ROTULO_DIA[d]);
      if (typeof dia === 'string') return dia;
      dias[d] = dia;
    }
    return { tipo: 'semanal', dias: dias as Record<DiaSemana, DiaWire> };
  }
  if (!v.inicio) return 'Informe a data de início do ciclo.';
  if (v.tipo === 'ciclica') {
    if (v.ciclo.length === 0) return 'O ciclo precisa de ao menos um dia.';
    const dias: DiaWire[] = [];
    for (const [i, d] of v.ciclo.entries()) {
      const dia = diaParaFio(d, `dia ${i + 1} do ciclo`);
      if (typeof dia === 'string') return dia;
      dias.push(dia);
    }
    return { tipo: 'ciclica', inicio: v.inicio, dias };
  }
  if (!v.turnoId) return 'Escolha o turno dos dias de trabalho.';
  const vazia = v.folgas.findIndex((f) => f.length === 0);
  if (vazia >= 0) return `Escolha a folga da semana ${vazia + 1}.`;
  if (v.folgas.length === 0) return 'O rodízio precisa de ao menos uma semana.';
  const domingo = v.domingoACadaSemanas.trim();
  return {
    tipo: 'semanal-rotativa',
    inicio: v.inicio,
    turnoId: Number(v.turnoId),
    turnosPorDia: v.turnosPorDia,
    folgas: v.folgas,
    domingoACadaSemanas: domingo ? Number(domingo) : null,
  };
};

/** Valores do formulário → corpo de POST/PUT /escala e /escala/valida, ou a mensagem de erro. */
export const corpoDaEscala = (v: ValoresEscala): EscalaBody | string => {
  if (!v.codigo.trim()) return 'Informe o código da escala.';
  if (!v.nome.trim()) return 'Informe o nome da escala.';
  const contrato = v.contrato.trim() ? horaParaMinutos(v.contrato.trim()) : null;
  if (v.contrato.trim() && (contrato === null || contrato < 60 || contrato > 2640)) {
    return 'Contrato semanal: informe de 01:00 a 44:00 (HH:MM), ou deixe em branco.';
  }
  const padrao = padraoDe(v);
  if (typeof padrao === 'string') return padrao;
  return {
    ...padrao,
    codigo: v.codigo.trim(),
    nome: v.nome.trim(),
    gestaoId: v.gestaoId ? Number(v.gestaoId) : null,
    condicaoTrabalhoId: v.condicaoTrabalhoId ? Number(v.condicaoTrabalhoId) : null,
    minutosSemanaisContrato: contrato,
    excecaoAcordoColetivo: v.excecaoAcordoColetivo,
  } as EscalaBody;
};

const turnoDominio = (t: TurnoWire): Turno =>
  createTurno(
    t.entrada,
    t.saida,
    t.saidaIntervalo && t.voltaIntervalo ? [t.saidaIntervalo, t.voltaIntervalo] : undefined,
    t.segundoIntervalo ? [t.segundoIntervalo.saida, t.segundoIntervalo.volta] : undefined,
  );

/**
 * Padrão do formulário → escala do domínio, para a prévia com `expandirPeriodo`. Null enquanto
 * o padrão está incompleto (turno não escolhido, sem início...).
 */
export const escalaParaPrevia = (v: ValoresEscala, turnos: readonly TurnoWire[]): Escala | null => {
  const padrao = padraoDe(v);
  if (typeof padrao === 'string') return null;
  const porId = new Map(turnos.map((t) => [t.id, turnoDominio(t)]));
  const turno = (id: number) => porId.get(id);
  const dia = (d: DiaWire): DiaPadrao | null => {
    if (d.tipo !== 'trabalho') return { tipo: d.tipo };
    const t = turno(d.turnoId);
    return t ? { tipo: 'trabalho', turno: t } : null;
  };
  const base = { id: 'previa', codigo: v.codigo || 'PREVIA', nome: v.nome || 'Prévia' };
  if (padrao.tipo === 'semanal') {
    const dias = SEMANA.map((d) => [d, dia(padrao.dias[d])] as const);
    if (dias.some(([, x]) => x === null)) return null;
    return {
      ...base,
      tipo: 'semanal',
      dias: Object.fromEntries(dias) as Record<DiaSemana, DiaPadrao>,
    };
  }
  if (padrao.tipo === 'ciclica') {
    const dias = padrao.dias.map(dia);
    if (dias.some((x) => x === null) || dias.length === 0) return null;
    const [primeiro, ...resto] = dias as DiaPadrao[];
    return { ...base, tipo: 'ciclica', inicio: padrao.inicio, dias: [primeiro!, ...resto] };
  }
  const t = turno(padrao.turnoId);
  const [primeira, ...outras] = padrao.folgas;
  if (!t || !primeira) return null;
  const porDia = Object.entries(padrao.turnosPorDia ?? {}).flatMap(([k, id]) => {
    const td = id === undefined ? undefined : turno(id);
    return td ? [[k, td] as const] : [];
  });
  return {
    ...base,
    tipo: 'semanal-rotativa',
    inicio: padrao.inicio,
    turno: t,
    turnosPorDia: Object.fromEntries(porDia),
    folgas: [primeira, ...outras],
    ...(padrao.domingoACadaSemanas ? { domingoACadaSemanas: padrao.domingoACadaSemanas } : {}),
  };
};
