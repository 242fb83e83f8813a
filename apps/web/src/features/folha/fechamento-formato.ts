import type { Fechamento, TipoDivergencia } from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';

export const TIPOS_DIVERGENCIA: Record<TipoDivergencia, string> = {
  marcacoesImpares: 'Marcações ímpares',
  tratamentoPendente: 'Tratamento pendente',
  lancamentoPendente: 'Pedido pendente',
  sobreavisoPendente: 'Sobreaviso pendente',
  horaExtraRetida: 'Horas extras retidas',
  faltaSemJustificativa: 'Falta sem justificativa',
};

export const nomeAlcance = (f: Pick<Fechamento, 'escopo' | 'alcance'>) =>
  f.escopo === 'empresa'
    ? 'Empresa toda'
    : `${f.escopo === 'filial' ? 'Estabelecimento' : 'Departamento'} ${f.alcance ?? ''}`.trim();

/** Instante ISO → 'DD/MM/YYYY HH:MM' (hora local do navegador). */
export const dataHora = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '');

export const SITUACAO_COMPETENCIA = {
  aberta: 'Aberta',
  parcial: 'Fechada em parte',
  fechada: 'Fechada',
} as const;
