import type { StatusEntrega } from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';

/** Textos e rótulos comuns às telas de mensagens. */
export const ROTULO_STATUS: Record<StatusEntrega, string> = {
  entregue: 'Entregue',
  na_fila: 'Na fila',
  enviado: 'Enviado',
  erro: 'Erro',
  sem_inscricao: 'Sem inscrição',
  sem_telefone: 'Sem telefone',
};

export const COR_STATUS: Record<StatusEntrega, string> = {
  entregue: 'green',
  na_fila: 'gray',
  enviado: 'green',
  erro: 'red',
  sem_inscricao: 'yellow',
  sem_telefone: 'yellow',
};

/** Situação de leitura de uma pessoa. */
export const situacaoLeitura = (p: { lidaEm: string | null; confirmadaEm: string | null }) =>
  p.confirmadaEm ? 'Lida e confirmada' : p.lidaEm ? 'Lida' : 'Não lida';

export const COR_LEITURA: Record<ReturnType<typeof situacaoLeitura>, string> = {
  'Lida e confirmada': 'green',
  Lida: 'blue',
  'Não lida': 'gray',
};

/** Instante ISO → "DD/MM/YYYY HH:MM". */
export const formatarDataHora = (iso: string | null) =>
  iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '';

/** Spec §8: falhas das chamadas de mensagens mostram 'Erro'. */
export const TITULO_ERRO = 'Erro';
export const FALHA_LISTA = 'Não foi possível carregar as mensagens.';
export const FALHA_DOWNLOAD = 'Ocorreu uma falha ao baixa o arquivo';
export const TAMANHO_PAGINA = 25;
export const LIMITE_ANEXO_BYTES = 10 * 1024 * 1024;
/** Spec §9: telas de até 768 px são o celular (a mensagem abre em tela cheia). */
export const LARGURA_TELEFONE = 768;
/** Spec §9: a busca começa a partir de 3 caracteres. */
export const BUSCA_MINIMA = 3;
