import type { EtapaProcesso, SolicitacaoProcesso, StatusProcesso } from '@jornada/contracts';

export const STATUS_ROTULO: Record<StatusProcesso, string> = {
  EmAnalise: 'Em análise',
  Devolvido: 'Devolvido para correção',
  Aprovado: 'Aprovado',
  Reprovado: 'Reprovado',
  Concluido: 'Concluído',
  Cancelado: 'Cancelado',
};

export const STATUS_COR: Record<StatusProcesso, string> = {
  EmAnalise: 'blue',
  Devolvido: 'orange',
  Aprovado: 'green',
  Reprovado: 'red',
  Concluido: 'teal',
  Cancelado: 'gray',
};

export const ETAPA_ROTULO: Record<EtapaProcesso, string> = { Gestor: 'Gestor', Rh: 'RH' };

export const ACAO_ROTULO: Record<SolicitacaoProcesso['historico'][number]['acao'], string> = {
  Solicitar: 'Pedido enviado',
  Reenviar: 'Reenviado com correções',
  Cancelar: 'Cancelado por quem pediu',
  Aprovar: 'Etapa aprovada',
  Reprovar: 'Reprovado',
  Devolver: 'Devolvido para correção',
  Concluir: 'Concluído',
};

/** "Etapa 1 de 2 (Gestor)". */
export const descreverEtapa = (s: Pick<SolicitacaoProcesso, 'etapas' | 'etapaAtual'>) => {
  const etapa = s.etapas[s.etapaAtual];
  return `Etapa ${s.etapaAtual + 1} de ${s.etapas.length}${etapa ? ` (${ETAPA_ROTULO[etapa]})` : ''}`;
};

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** DD/MM/AAAA HH:MM no horário de Brasília. */
export const formatarDataHora = (iso: string) => DATA_HORA.format(new Date(iso)).replace(',', '');

export const FALHA_LISTA = 'Não foi possível carregar os processos.';
