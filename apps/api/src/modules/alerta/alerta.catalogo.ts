import type { AlertaConfiguracao, TipoAlertaContrato } from '@jornada/contracts';
import { LIMIARES_PADRAO } from '@jornada/domain';

/** Rotas do menu: configuração (RH), lista da empresa (RH), equipe (gestor) e a própria pessoa. */
export const ROTA_ALERTAS_CONFIGURACAO = '/dashboard/admin/regras/alertas';
export const ROTA_ALERTAS_EMPRESA = '/dashboard/admin/alertas';
export const ROTA_ALERTAS_GESTOR = '/dashboard/gestor/alertas';
export const ROTA_ALERTAS_PESSOA = '/dashboard/minhas-rotinas/alertas';

type Padrao = Omit<AlertaConfiguracao, 'tipo'>;

/** Padrão de cada tipo (sem linha na configuração da empresa, vale este). */
export const CATALOGO_ALERTAS: Record<TipoAlertaContrato, Padrao> = {
  interjornada: {
    nome: 'Interjornada abaixo de 11 horas',
    lei: 'CLT art. 66',
    ativo: true,
    limiar: null,
    unidadeLimiar: null,
    destinatarios: ['colaborador', 'gestor'],
    canais: ['app', 'push'],
  },
  atraso: {
    nome: 'Atraso na entrada',
    lei: 'CLT art. 58 §1º',
    ativo: true,
    limiar: LIMIARES_PADRAO.toleranciaAtrasoMinutos,
    unidadeLimiar: 'minutos',
    destinatarios: ['gestor'],
    canais: ['app', 'push'],
  },
  horaExtraProxima: {
    nome: 'Hora extra perto do limite diário',
    lei: 'CLT art. 59',
    ativo: true,
    limiar: LIMIARES_PADRAO.antecedenciaHoraExtraMinutos,
    unidadeLimiar: 'minutos',
    destinatarios: ['colaborador', 'gestor'],
    canais: ['app', 'push'],
  },
  horaExtraExcedida: {
    nome: 'Hora extra acima do limite diário',
    lei: 'CLT art. 59',
    ativo: true,
    limiar: null,
    unidadeLimiar: null,
    destinatarios: ['gestor', 'rh'],
    canais: ['app', 'push'],
  },
  descansoSemanal: {
    nome: 'Mais de seis dias sem repouso semanal',
    lei: 'CLT art. 67; Lei 605/49; OJ 410 SDI-1 TST',
    ativo: true,
    limiar: null,
    unidadeLimiar: null,
    destinatarios: ['gestor', 'rh'],
    canais: ['app', 'push'],
  },
  intervaloCurto: {
    nome: 'Intervalo abaixo do mínimo',
    lei: 'CLT art. 71',
    ativo: true,
    limiar: null,
    unidadeLimiar: null,
    destinatarios: ['colaborador', 'gestor'],
    canais: ['app', 'push'],
  },
  foraDaCerca: {
    nome: 'Marcação fora da cerca virtual',
    lei: 'Portaria MTP 671/2021 art. 78',
    ativo: true,
    limiar: null,
    unidadeLimiar: null,
    destinatarios: ['gestor'],
    canais: ['app', 'push'],
  },
  marcacaoAusente: {
    nome: 'Entrada não registrada',
    lei: 'CLT art. 74 §2º',
    ativo: true,
    limiar: LIMIARES_PADRAO.ausenciaMinutos,
    unidadeLimiar: 'minutos',
    destinatarios: ['colaborador', 'gestor'],
    canais: ['app', 'push'],
  },
  pendenciaExpirando: {
    nome: 'Pedido pendente perto de expirar',
    lei: 'Portaria MTP 671/2021 art. 84',
    ativo: true,
    limiar: LIMIARES_PADRAO.pendenciaDias,
    unidadeLimiar: 'dias',
    destinatarios: ['gestor'],
    canais: ['app', 'push'],
  },
  faceNaoReconhecida: {
    nome: 'Rosto não reconhecido no quiosque',
    lei: 'Portaria MTP 671/2021 art. 78 (identificação inequívoca); LGPD art. 11',
    ativo: true,
    limiar: null,
    unidadeLimiar: null,
    destinatarios: ['gestor'],
    canais: ['app', 'push'],
  },
};

/** Status de entrega de um canal. */
export type StatusEntrega = 'nao_pedido' | 'pendente' | 'enviado' | 'sem_inscricao' | 'falhou';
