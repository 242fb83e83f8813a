import type { Solicitacao, StatusSolicitacao, TipoSolicitacao } from '@jornada/contracts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

export const ROTULO_STATUS: Record<StatusSolicitacao, { rotulo: string; cor: string }> = {
  Pendente: { rotulo: 'Pendente', cor: 'yellow' },
  Aprovado: { rotulo: 'Aprovado', cor: 'green' },
  Reprovado: { rotulo: 'Reprovado', cor: 'red' },
  Cancelado: { rotulo: 'Cancelado', cor: 'gray' },
};

export const ROTULO_TIPO: Record<TipoSolicitacao, string> = {
  Ferias: 'Férias',
  Recesso: 'Recesso',
  DayOff: 'Day off',
  AvisoAusencia: 'Aviso de ausência',
};

export const ROTULO_MOTIVO_DAYOFF: Record<string, string> = {
  Aniversario: 'Aniversário',
  FolgaConcedida: 'Folga concedida',
};

export const FALHA_GENERICA = 'Não foi possível concluir a operação. Tente novamente.';

/** Mensagem para a tela: a do servidor quando há, senão a genérica. */
export const mensagemDoErro = (erro: unknown): string =>
  erro instanceof ErroApi ? erro.mensagem : FALHA_GENERICA;

export const quantosDias = (n: number): string => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** '05/01/2027 a 18/01/2027' ou só a data quando é um dia. */
export const intervalo = (inicio: string, fim: string): string =>
  inicio === fim ? formatarData(inicio) : `${formatarData(inicio)} a ${formatarData(fim)}`;

/** Nome curto de um pedido, usado em rótulos de botões e confirmações. */
export const nomeDoPedido = (s: Solicitacao): string =>
  `${ROTULO_TIPO[s.tipo]} de ${intervalo(s.dataInicio, s.dataFim)}`;

/** O que foi pedido, em uma linha: os períodos das férias, o motivo do day off. */
export const detalheDoPedido = (s: Solicitacao): string => {
  if (s.tipo === 'Ferias') {
    const trechos = s.periodos
      .map((p) => `${intervalo(p.inicio, p.fim)} (${quantosDias(p.dias)})`)
      .join(' · ');
    return s.abonoPecuniario > 0
      ? `${trechos} · abono pecuniário de ${quantosDias(s.abonoPecuniario)}`
      : trechos;
  }
  if (s.tipo === 'DayOff') return ROTULO_MOTIVO_DAYOFF[s.motivo ?? ''] ?? 'Day off';
  if (s.tipo === 'AvisoAusencia') {
    const parte = s.horaInicio && s.horaFim ? `das ${s.horaInicio} às ${s.horaFim}` : 'dia inteiro';
    return `${parte}${s.anexo ? ' · com comprovante' : ' · sem comprovante'}`;
  }
  return `Recesso de ${quantosDias(s.dias)}`;
};
