import type { TipoAlertaContrato } from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';

/** Nome de cada tipo de alerta nas telas. */
export const NOME_TIPO: Record<TipoAlertaContrato, string> = {
  interjornada: 'Interjornada abaixo de 11 horas',
  atraso: 'Atraso na entrada',
  horaExtraProxima: 'Hora extra perto do limite',
  horaExtraExcedida: 'Hora extra acima do limite',
  descansoSemanal: 'Sem repouso semanal',
  intervaloCurto: 'Intervalo abaixo do mínimo',
  foraDaCerca: 'Fora da cerca virtual',
  marcacaoAusente: 'Entrada não registrada',
  pendenciaExpirando: 'Pedido pendente',
  faceNaoReconhecida: 'Rosto não reconhecido no quiosque',
};

export const ROTULO_DESTINATARIO = { colaborador: 'Colaborador', gestor: 'Gestor', rh: 'RH' };
export const ROTULO_CANAL = { app: 'No app', push: 'Push', email: 'E-mail' };

export const ROTULO_ENTREGA: Record<string, string> = {
  nao_pedido: 'Não pedido',
  pendente: 'Aguardando (silêncio ou resumo)',
  enviando: 'Enviando',
  enviado: 'Enviado',
  sem_inscricao: 'Sem inscrição',
  falhou: 'Falhou',
};

export const TAMANHO_PAGINA = 20;
export const TITULO_ERRO = 'Erro';
export const FALHA_LISTA = 'Não foi possível carregar os alertas.';

export const formatarDataHora = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
export const formatarData = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
