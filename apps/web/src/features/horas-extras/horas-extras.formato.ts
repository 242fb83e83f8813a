import type { SolicitacaoHe } from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData, horaParaMinutos } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';

/** Rótulos do status do pedido (o servidor diz "rejeitada"; a tela, "Recusado"). */
export const STATUS_PEDIDO: Record<SolicitacaoHe['status'], { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pendente', cor: 'yellow' },
  aprovada: { rotulo: 'Aprovado', cor: 'teal' },
  rejeitada: { rotulo: 'Recusado', cor: 'red' },
};

/** Minutos → "1h30", "45 min", "2h" (como se fala de horas extras). */
export const duracao = (minutos: number): string => {
  const m = Math.round(minutos);
  const h = Math.floor(m / 60);
  const r = m % 60;
  if (h === 0) return `${r} min`;
  return r === 0 ? `${h}h` : `${h}h${String(r).padStart(2, '0')}`;
};

/** "HH:MM" de duração → minutos de 1 a 1440; null se vazio, incompleto ou fora disso. */
export const lerDuracao = (texto: string): number | null => {
  const m = horaParaMinutos(texto);
  return m !== null && m >= 1 && m <= 1440 ? m : null;
};

export const periodoBr = (inicio: string, fim: string) =>
  inicio === fim ? formatarData(inicio) : `${formatarData(inicio)} a ${formatarData(fim)}`;

export const mensagemDe = (erro: unknown, padrao: string) =>
  isErroApi(erro) ? erro.mensagem : padrao;

/** O campo que o servidor apontou no erro (400/409), para mostrá-lo no lugar certo. */
export const campoDoErro = (erro: unknown): string | null => (isErroApi(erro) ? erro.campo : null);

/** Hoje no fuso do navegador (o servidor confere no fuso da empresa). */
export const hojeIso = () => dayjs().format('YYYY-MM-DD');

/** Período padrão das retidas: do dia 1º do mês anterior até ontem (no máximo 62 dias). */
export const periodoPadraoRetidas = (): { inicio: string; fim: string } => {
  const ontem = dayjs().subtract(1, 'day');
  return {
    inicio: ontem.subtract(1, 'month').startOf('month').format('YYYY-MM-DD'),
    fim: ontem.format('YYYY-MM-DD'),
  };
};

/** Máximo de dias por consulta de retidas (a apuração roda na hora para a equipe). */
export const MAXIMO_DIAS_RETIDAS = 62;

export const diasEntre = (inicio: string, fim: string) => dayjs(fim).diff(dayjs(inicio), 'day') + 1;
