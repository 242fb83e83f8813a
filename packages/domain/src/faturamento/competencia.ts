import { type DataIso, diasNoMes } from '../tempo/data.ts';

/** Competência de faturamento: o mês civil, 'AAAA-MM'. */
export type Competencia = string;

const FORMATO = /^(\d{4})-(\d{2})$/;

/** A competência é válida: 'AAAA-MM' com mês de 01 a 12 e ano de 2000 a 2999. */
export const isCompetencia = (c: string): boolean => {
  const m = FORMATO.exec(c);
  if (!m) return false;
  const ano = Number(m[1]);
  const mes = Number(m[2]);
  return ano >= 2000 && ano <= 2999 && mes >= 1 && mes <= 12;
};

/** Primeiro e último dia da competência (o último conta fevereiro de ano bissexto). */
export const intervaloCompetencia = (c: Competencia): { inicio: DataIso; fim: DataIso } => {
  if (!isCompetencia(c)) throw new RangeError(`Competência inválida: ${c}`);
  const [ano, mes] = c.split('-').map(Number) as [number, number];
  const dia = String(diasNoMes(ano, mes)).padStart(2, '0');
  return { inicio: `${c}-01`, fim: `${c}-${dia}` };
};

/** A competência seguinte ('2026-12' → '2027-01'). */
export const competenciaSeguinte = (c: Competencia): Competencia => {
  const [ano, mes] = c.split('-').map(Number) as [number, number];
  return mes === 12 ? `${ano + 1}-01` : `${ano}-${String(mes + 1).padStart(2, '0')}`;
};

/** A competência de uma data ISO ('2026-11-16' → '2026-11'). */
export const competenciaDe = (data: DataIso): Competencia => data.slice(0, 7);

/** Vínculo de uma pessoa com a empresa: admissão e desligamento (último dia do vínculo). */
export type Vinculo = { admissao: DataIso | null; demissao: DataIso | null };

/**
 * Faturável na competência: ativa em pelo menos um dia do mês — admitida até o último dia e sem
 * desligamento antes do primeiro. O dia do desligamento ainda é dia de vínculo (último dia
 * trabalhado). Sem data de admissão (cadastros antigos), conta desde sempre.
 */
export const isAtivoNaCompetencia = (v: Vinculo, c: Competencia): boolean => {
  const { inicio, fim } = intervaloCompetencia(c);
  if (v.admissao !== null && v.admissao > fim) return false;
  if (v.demissao !== null && v.demissao < inicio) return false;
  if (v.admissao !== null && v.demissao !== null && v.demissao < v.admissao) return false;
  return true;
};

/**
 * Dentre registros com início de vigência (competência), o vigente na competência: o de maior
 * início até ela; no empate, o último da lista (a gravação mais recente).
 */
export const vigenteNaCompetencia = <T extends { vigenciaInicio: Competencia }>(
  registros: readonly T[],
  c: Competencia,
): T | null => {
  let vigente: T | null = null;
  for (const r of registros) {
    if (r.vigenciaInicio > c) continue;
    if (vigente === null || r.vigenciaInicio >= vigente.vigenciaInicio) vigente = r;
  }
  return vigente;
};
