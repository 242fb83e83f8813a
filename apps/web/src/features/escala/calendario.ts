import type { NaturezaDia, Tags } from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS } from '../../lib/format.ts';
import type { AnoMes } from './escala.tipos.ts';

/** Navegação por mês (spec §4): de janeiro volta para dezembro do ano anterior, e vice-versa. */
export const mesAnterior = ({ ano, mes }: AnoMes): AnoMes =>
  mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };

export const mesSeguinte = ({ ano, mes }: AnoMes): AnoMes =>
  mes === 12 ? { ano: ano + 1, mes: 1 } : { ano, mes: mes + 1 };

export const mesDe = (data: Date): AnoMes => ({
  ano: data.getFullYear(),
  mes: data.getMonth() + 1,
});

/** 'Novembro de 2026', para o título do mês. */
export const nomeDoMes = ({ ano, mes }: AnoMes): string => {
  const nome = dayjs(new Date(ano, mes - 1, 1)).format('MMMM [de] YYYY');
  return `${nome.charAt(0).toUpperCase()}${nome.slice(1)}`;
};

/** Tipo derivado do dia (spec §3): trabalho, folga (Folga e DSR) ou outro. */
export type TipoDia = 'trabalho' | 'folga' | 'outro';

export const tipoDoDia = (natureza: NaturezaDia): TipoDia => {
  if (natureza === 'Trabalho') return 'trabalho';
  if (natureza === 'Folga' || natureza === 'Dsr') return 'folga';
  return 'outro';
};

/** Cores por tipo derivado: as mesmas no calendário da equipe, no individual e na legenda. */
export const COR_TIPO_DIA: Record<TipoDia, { fundo: string; texto: string; nome: string }> = {
  trabalho: {
    fundo: 'var(--mantine-color-teal-1)',
    texto: 'var(--mantine-color-teal-9)',
    nome: 'Trabalho',
  },
  folga: {
    fundo: 'var(--mantine-color-gray-2)',
    texto: 'var(--mantine-color-gray-8)',
    nome: 'Folga',
  },
  outro: {
    fundo: 'var(--mantine-color-violet-0)',
    texto: 'var(--mantine-color-violet-9)',
    nome: 'Outro',
  },
};

/** Rótulo curto da natureza do dia, como aparece na célula e no painel. */
export const ROTULO_NATUREZA: Record<NaturezaDia, string> = {
  Trabalho: 'Trabalho',
  Folga: 'Folga',
  Dsr: 'DSR',
  Compensado: 'Compensado',
  SemEscala: 'Sem escala',
  ForaDoContrato: 'Fora do contrato',
};

export type ChaveTag = keyof Tags;

/** Etiquetas do dia (spec §3): sigla da célula e nome da legenda. */
export const TAGS: Record<ChaveTag, { sigla: string; nome: string; cor: string }> = {
  feriados: { sigla: 'FER', nome: 'Feriado', cor: 'red' },
  feriadosIndenizados: { sigla: 'FI', nome: 'Feriado indenizado', cor: 'pink' },
  folgasCompensadas: { sigla: 'FC', nome: 'Folga compensada', cor: 'cyan' },
  folgasBancoHoras: { sigla: 'BH', nome: 'Banco de horas', cor: 'blue' },
  folgasBancoFolgas: { sigla: 'BF', nome: 'Banco de folgas', cor: 'indigo' },
  ausencias: { sigla: 'AUS', nome: 'Ausência', cor: 'orange' },
  sobreavisos: { sigla: 'SOB', nome: 'Sobreaviso', cor: 'grape' },
};

export const ORDEM_TAGS: readonly ChaveTag[] = [
  'feriados',
  'feriadosIndenizados',
  'folgasCompensadas',
  'folgasBancoHoras',
  'folgasBancoFolgas',
  'ausencias',
  'sobreavisos',
];

/** Abreviação do dia da semana (DOM a SAB, spec §9). */
export const diaSemanaAbreviado = (data: string): string =>
  DIAS_SEMANA_ABREVIADOS[dayjs(data).day()] ?? '';

/** '10 de novembro de 2026, terça-feira' — a data por extenso do bloco de data do painel. */
export const dataPorExtenso = (data: string): string =>
  dayjs(data).format('D [de] MMMM [de] YYYY, dddd');

/** A hora das datas-hora de escalaEmVigor está nos caracteres 11 a 16 (spec §3). */
export const horaDeDataHora = (valor: string | null | undefined): string | null =>
  valor && valor.length >= 16 ? valor.slice(11, 16) : null;

/** Semana de segunda a domingo que contém a data (a mesma semana das regras do domínio). */
export const semanaDe = (data: string): string[] => {
  const dia = dayjs(data);
  const segunda = dia.subtract((dia.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, i) => segunda.add(i, 'day').format('YYYY-MM-DD'));
};

export const somarDias = (data: string, dias: number): string =>
  dayjs(data).add(dias, 'day').format('YYYY-MM-DD');

/** Último dia permitido para Mudar Para Folga/Trabalho: início + (N − 1) (spec §5). */
export const fimMaximo = (inicio: string, maximoDias: number): string =>
  somarDias(inicio, Math.max(1, maximoDias) - 1);
