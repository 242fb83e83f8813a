import type { Verba } from '@jornada/contracts';
import { MESES } from '../../lib/competencia.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import type { TipoQuantidadeInfo } from './folha.api.ts';

/** Competência padrão: o mês anterior ao de hoje (o que vai para a folha). */
export const mesAnterior = (hoje: Date = new Date()) => {
  const d = dayjs(hoje).subtract(1, 'month');
  return { ano: d.year(), mes: d.month() + 1 };
};

export const nomeCompetencia = (c: { ano: number; mes: number }) =>
  `${MESES[c.mes - 1] ?? ''}/${c.ano}`;

export const UNIDADES: Record<Verba['unidade'], string> = { horas: 'Horas', dias: 'Dias' };

type Quantidade = Verba['quantidades'][number];

/** "Horas extras (por faixa) — 50 %" com a descrição que a API dá para cada quantidade. */
export const descreverQuantidade = (q: Quantidade, tipos: readonly TipoQuantidadeInfo[]) => {
  const base = tipos.find((t) => t.tipo === q.tipo)?.descricao ?? 'Quantidade da apuração';
  return q.percentual != null ? `${base} — ${q.percentual} %` : base;
};

/** Minutos (até frações de 1/7) em H:MM, arredondados ao minuto. */
export const formatarHoras = (minutos: number) => {
  const total = Math.round(Math.abs(minutos));
  const sinal = minutos < 0 && total > 0 ? '-' : '';
  return `${sinal}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

const numero = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Quantidade na unidade da verba: horas em H:MM, dias com a palavra. */
export const formatarQuantidade = (valor: number, unidade: Verba['unidade']) =>
  unidade === 'horas' ? formatarHoras(valor) : `${numero(valor)} ${valor === 1 ? 'dia' : 'dias'}`;

/** Diferença da conciliação: em minutos (com frações) ou em dias. */
export const formatarDiferenca = (valor: number, unidade: Verba['unidade']) =>
  unidade === 'horas'
    ? `${numero(valor)} min`
    : `${numero(valor)} ${Math.abs(valor) === 1 ? 'dia' : 'dias'}`;

export const vigencia = (v: Pick<Verba, 'vigenciaInicio' | 'vigenciaFim'>) =>
  v.vigenciaFim
    ? `${formatarData(v.vigenciaInicio)} a ${formatarData(v.vigenciaFim)}`
    : `Desde ${formatarData(v.vigenciaInicio)}`;

export type SituacaoVerba = 'vigente' | 'encerrada' | 'futura' | 'excluida';

export const situacaoVerba = (v: Verba, hoje = dayjs().format('YYYY-MM-DD')): SituacaoVerba => {
  if (!v.ativo) return 'excluida';
  if (v.vigenciaInicio > hoje) return 'futura';
  if (v.vigenciaFim && v.vigenciaFim < hoje) return 'encerrada';
  return 'vigente';
};

export const ROTULO_SITUACAO: Record<SituacaoVerba, { rotulo: string; cor: string }> = {
  vigente: { rotulo: 'Vigente', cor: 'green' },
  futura: { rotulo: 'A vigorar', cor: 'blue' },
  encerrada: { rotulo: 'Encerrada', cor: 'gray' },
  excluida: { rotulo: 'Excluída', cor: 'red' },
};
