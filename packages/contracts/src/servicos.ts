/**
 * Um endereço base por serviço (spec §7: "Many services have their own base address").
 * A API registra cada módulo sob o seu caminho; o cliente web usa o mesmo mapa, e qualquer
 * serviço pode sair para outro processo trocando só a origem.
 */
export const SERVICOS = {
  auth: '/api/auth',
  main: '/api/main',
  relatorios: '/api/relatorios',
  regrasCalculo: '/api/regras-calculo',
  regrasBancoHoras: '/api/banco-horas',
  regrasAlocacao: '/api/regras-alocacao',
  quiosque: '/api/quiosque',
  /** Biometria facial: cadastro com consentimento (LGPD art. 11), verificação 1:1 e revogação. */
  biometria: '/api/biometria',
  sobreaviso: '/api/sobreaviso',
  intermitente: '/api/intermitente',
  indicadores: '/api/indicadores',
  holerite: '/api/holerite',
  base: '/api/base',
  exportacao: '/api/exportacao',
  integracao: '/api/integracao',
  escala: '/api/escala',
  divergencias: '/api/divergencias',
  eventosJornada: '/api/eventos-jornada',
  espelho: '/api/espelho',
  ferias: '/api/ferias',
  verbas: '/api/verbas',
  bancoFolgas: '/api/banco-folgas',
  faturamento: '/api/faturamento',
  /** Tela do operador (empresa 1): empresas clientes, módulos e acesso de suporte. */
  operador: '/api/operador',
  assinatura: '/api/assinatura',
  /** Cadastros da estrutura: departamentos, grupos, centros de custo, sindicatos e cargos. */
  cadastros: '/api/cadastros',
  /** Mensagens do RH e dos gestores às pessoas (app, Web Push, e-mail, SMS). */
  mensagens: '/api/mensagens',
  /** Alertas em tempo real: configuração, preferências e histórico (issue #22 §2). */
  alertas: '/api/alertas',
  /** Autorização prévia de horas extras: autorizações, pedidos e decisões sobre as retidas. */
  autorizacaoHe: '/api/autorizacao-he',
  /** Cercas virtuais (geofence) da marcação por celular e navegador, por filial. */
  cercaVirtual: '/api/cerca-virtual',
} as const;
export type Servico = keyof typeof SERVICOS;
