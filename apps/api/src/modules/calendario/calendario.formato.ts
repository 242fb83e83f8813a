import type { DiaEquipe, NaturezaDia } from '@jornada/contracts';
import { jornadaParaHHMM, type StatusAcao, type TipoDiaEfetivo } from '@jornada/domain';
import type { DiaCalculado, Pessoa } from '../escala-nucleo/index.ts';

// Dia calculado pelo domínio → campos do fio dos calendários (spec §3).

export const MESES = [
  'JANEIRO',
  'FEVEREIRO',
  'MARÇO',
  'ABRIL',
  'MAIO',
  'JUNHO',
  'JULHO',
  'AGOSTO',
  'SETEMBRO',
  'OUTUBRO',
  'NOVEMBRO',
  'DEZEMBRO',
] as const;

/** Abreviações da interface (spec §9), na ordem de Date#getUTCDay. */
export const DIAS_SEMANA = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const;

export const diaSemanaDe = (data: string) =>
  DIAS_SEMANA[new Date(`${data}T00:00:00Z`).getUTCDay()] ?? 'DOM';

/** Datas de `inicio` a `fim`, inclusive. */
export const datasDoMes = (inicio: string, fim: string): string[] => {
  const datas: string[] = [];
  const ate = Date.parse(`${fim}T00:00:00Z`);
  for (let t = Date.parse(`${inicio}T00:00:00Z`); t <= ate; t += 86_400_000) {
    datas.push(new Date(t).toISOString().slice(0, 10));
  }
  return datas;
};

/** Primeiro e último dia do mês (1..12). */
export const limitesDoMes = (ano: number, mes: number) => {
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const prefixo = `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}`;
  return { inicio: `${prefixo}-01`, fim: `${prefixo}-${String(ultimo).padStart(2, '0')}` };
};

const NATUREZA: Record<TipoDiaEfetivo, NaturezaDia> = {
  trabalho: 'Trabalho',
  folga: 'Folga',
  dsr: 'Dsr',
  compensado: 'Compensado',
};

export const empregadoEm = (p: Pick<Pessoa, 'admissao' | 'demissao'>, data: string) =>
  (!p.admissao || p.admissao <= data) && (!p.demissao || data <= p.demissao);

export const naturezaDe = (p: Pick<Pessoa, 'admissao' | 'demissao'>, dia: DiaCalculado) => {
  if (!empregadoEm(p, dia.data)) return 'ForaDoContrato' as const;
  if (dia.escalaId === null) return 'SemEscala' as const;
  return NATUREZA[dia.tipoDia];
};

/** Entrada e saída 'HH:MM' da jornada efetiva (depois da meia-noite a saída é menor). */
export const entradaSaida = (dia: DiaCalculado) => {
  const pares = jornadaParaHHMM(dia.jornada);
  return { entrada: pares[0]?.[0] ?? null, saida: pares.at(-1)?.[1] ?? null };
};

/** Listas de GET /tag em que o dia entra (as que o sistema conhece hoje). */
export const tagsDe = (dia: DiaCalculado): DiaEquipe['tags'] => [
  ...(dia.feriado ? (['feriados'] as const) : []),
  ...(dia.compensacaoSemanal < 0 ? (['folgasCompensadas'] as const) : []),
  ...(dia.bancoHoras > 0 ? (['folgasBancoHoras'] as const) : []),
];

export const alteracaoDe = (dia: DiaCalculado, statusAcao: ReadonlyMap<string, StatusAcao>) => {
  const a = dia.alteracaoEscala;
  if (!a) return null;
  return {
    tipoAcao: a.tipoAcao,
    acaoId: Number(a.acaoId),
    status: statusAcao.get(a.acaoId) ?? 'Aprovada',
  };
};

/** Campos comuns do dia nos calendários (equipe, dia e individual). */
export const diaBase = (
  p: Pick<Pessoa, 'admissao' | 'demissao'>,
  dia: DiaCalculado,
  index: number,
  statusAcao: ReadonlyMap<string, StatusAcao>,
) => {
  const empregado = empregadoEm(p, dia.data);
  const { entrada, saida } = empregado ? entradaSaida(dia) : { entrada: null, saida: null };
  return {
    data: dia.data,
    naturezaDia: naturezaDe(p, dia),
    entrada,
    saida,
    index,
    alocacaoId: dia.alocacaoId === null ? null : Number(dia.alocacaoId),
    escalaId: dia.escalaId === null ? null : Number(dia.escalaId),
    alteracaoEscala: alteracaoDe(dia, statusAcao),
    feriado: dia.feriado?.nome ?? null,
    tags: tagsDe(dia),
    empregado,
  };
};
