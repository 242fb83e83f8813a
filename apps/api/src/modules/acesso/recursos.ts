import type { MenuItem } from '@jornada/contracts';

/**
 * Catálogo de recursos (menus) do produto. Os perfis concedem rotas deste catálogo; o servidor
 * monta MenuMinhasRotinas, MenuGestores e MenuAdmin (até 3 níveis, spec §3) e aplica as mesmas
 * concessões a cada chamada.
 */
type No = { id: number; nome: string; rota: string; filhos?: No[] };

export const MENU_MINHAS_ROTINAS: No[] = [
  { id: 101, nome: 'Registrar ponto', rota: '/dashboard/minhas-rotinas/web-ponto' },
  { id: 102, nome: 'Meu painel', rota: '/dashboard/minhas-rotinas/meu-painel' },
  { id: 103, nome: 'Meu espelho de ponto', rota: '/dashboard/minhas-rotinas/espelho' },
  { id: 104, nome: 'Minha escala', rota: '/dashboard/minhas-rotinas/calendario' },
  { id: 105, nome: 'Comprovantes', rota: '/dashboard/minhas-rotinas/comprovantes' },
  { id: 106, nome: 'Minhas férias', rota: '/dashboard/minhas-rotinas/minhas-ferias' },
  { id: 107, nome: 'Meu banco de horas', rota: '/dashboard/minhas-rotinas/banco-horas' },
  { id: 108, nome: 'Meu sobreaviso', rota: '/dashboard/minhas-rotinas/sobreaviso' },
  { id: 109, nome: 'Minhas convocações', rota: '/dashboard/minhas-rotinas/convocacoes' },
  { id: 110, nome: 'Minhas solicitações', rota: '/dashboard/minhas-rotinas/solicitacoes' },
  { id: 111, nome: 'Meus holerites', rota: '/dashboard/minhas-rotinas/holerites' },
  { id: 112, nome: 'Minhas mensagens', rota: '/dashboard/minhas-rotinas/mensagens' },
  { id: 130, nome: 'Meus alertas', rota: '/dashboard/minhas-rotinas/alertas' },
  { id: 122, nome: 'Meu banco de folgas', rota: '/dashboard/minhas-rotinas/banco-folgas' },
  { id: 113, nome: 'Meus processos', rota: '/dashboard/minhas-rotinas/processos-internos' },
  { id: 118, nome: 'Minhas horas extras', rota: '/dashboard/minhas-rotinas/horas-extras' },
  { id: 141, nome: 'Minha biometria facial', rota: '/dashboard/minhas-rotinas/biometria' },
];

export const MENU_GESTORES: No[] = [
  {
    id: 201,
    nome: 'Equipe',
    rota: '/dashboard/gestor',
    filhos: [
      { id: 202, nome: 'Calendário da equipe', rota: '/dashboard/gestor/calendario-equipe' },
      { id: 203, nome: 'Aprovações', rota: '/dashboard/gestor/aprovacoes' },
      { id: 204, nome: 'Espelhos da equipe', rota: '/dashboard/gestor/espelhos' },
      { id: 205, nome: 'Sobreaviso da equipe', rota: '/dashboard/gestor/sobreaviso' },
      { id: 206, nome: 'Banco de horas da equipe', rota: '/dashboard/gestor/banco-horas' },
      { id: 207, nome: 'Mensagens da equipe', rota: '/dashboard/gestor/mensagens' },
      { id: 230, nome: 'Alertas da equipe', rota: '/dashboard/gestor/alertas' },
      { id: 222, nome: 'Banco de folgas da equipe', rota: '/dashboard/gestor/banco-folgas' },
      { id: 208, nome: 'Processos da equipe', rota: '/dashboard/gestor/processos-internos' },
      { id: 218, nome: 'Horas extras da equipe', rota: '/dashboard/gestor/horas-extras' },
      { id: 223, nome: 'Divergências da equipe', rota: '/dashboard/gestor/divergencias' },
      { id: 219, nome: 'Indicadores da equipe', rota: '/dashboard/gestor/indicadores' },
    ],
  },
];

export const MENU_ADMIN: No[] = [
  {
    id: 301,
    nome: 'Cadastros',
    rota: '/dashboard/admin/cadastros',
    filhos: [
      { id: 302, nome: 'Colaboradores', rota: '/dashboard/admin/colaboradores' },
      { id: 303, nome: 'Perfis de acesso', rota: '/dashboard/admin/perfis' },
      { id: 304, nome: 'Segurança e acesso', rota: '/dashboard/admin/seguranca' },
      { id: 305, nome: 'Estrutura da empresa', rota: '/dashboard/admin/estrutura' },
      { id: 306, nome: 'Mensagens', rota: '/dashboard/admin/mensagens' },
      { id: 307, nome: 'Processos internos', rota: '/dashboard/admin/processos-internos' },
      { id: 308, nome: 'Quiosques de ponto', rota: '/dashboard/admin/quiosques' },
      { id: 309, nome: 'Biometria facial', rota: '/dashboard/admin/biometria' },
    ],
  },
  {
    id: 310,
    nome: 'Regras',
    rota: '/dashboard/admin/regras',
    filhos: [
      { id: 311, nome: 'Regras de cálculo', rota: '/dashboard/admin/regras-calculo' },
      { id: 312, nome: 'Escalas e turnos', rota: '/dashboard/admin/escalas' },
      { id: 313, nome: 'Banco de horas', rota: '/dashboard/admin/banco-horas' },
      { id: 314, nome: 'Sobreaviso e prontidão', rota: '/dashboard/admin/sobreaviso' },
      { id: 319, nome: 'Alertas', rota: '/dashboard/admin/regras/alertas' },
      { id: 315, nome: 'Convenções coletivas', rota: '/dashboard/admin/convencoes' },
      { id: 316, nome: 'Banco de folgas', rota: '/dashboard/admin/banco-folgas' },
    ],
  },
  {
    id: 320,
    nome: 'Ponto',
    rota: '/dashboard/admin/ponto',
    filhos: [
      { id: 321, nome: 'Tratamento de marcações', rota: '/dashboard/admin/tratamento' },
      { id: 322, nome: 'Arquivos fiscais (AFD/AEJ)', rota: '/dashboard/admin/arquivos-fiscais' },
      { id: 323, nome: 'Reprocessamento', rota: '/dashboard/admin/reprocessamento' },
      { id: 324, nome: 'Espelhos de ponto', rota: '/dashboard/admin/espelhos' },
      { id: 325, nome: 'Cercas virtuais', rota: '/dashboard/admin/cercas-virtuais' },
      { id: 329, nome: 'Alertas da empresa', rota: '/dashboard/admin/alertas' },
      { id: 328, nome: 'Relatórios', rota: '/dashboard/admin/relatorios' },
      { id: 326, nome: 'Indicadores', rota: '/dashboard/admin/indicadores' },
    ],
  },
  { id: 330, nome: 'Holerites', rota: '/dashboard/admin/holerite' },
  { id: 331, nome: 'Verbas e exportação da folha', rota: '/dashboard/admin/folha' },
  { id: 335, nome: 'Trabalho intermitente', rota: '/dashboard/admin/intermitente' },
  { id: 336, nome: 'Férias e solicitações', rota: '/dashboard/admin/ferias' },
  { id: 340, nome: 'Faturamento', rota: '/dashboard/admin/billing' },
  { id: 341, nome: 'Administração geral', rota: '/dashboard/admin/admin-master' },
  {
    id: 345,
    nome: 'Integrações',
    rota: '/dashboard/admin/integracoes',
    filhos: [
      { id: 346, nome: 'Tokens de API', rota: '/dashboard/admin/integracoes/tokens' },
      { id: 347, nome: 'Webhooks', rota: '/dashboard/admin/integracoes/webhooks' },
      {
        id: 348,
        nome: 'Sincronização com a folha',
        rota: '/dashboard/admin/integracoes/sincronizacao',
      },
    ],
  },
];

const todasRotas = (nos: No[]): string[] =>
  nos.flatMap((n) => [n.rota, ...todasRotas(n.filhos ?? [])]);

export const ROTAS_MINHAS_ROTINAS = todasRotas(MENU_MINHAS_ROTINAS);
export const ROTAS_GESTOR = todasRotas(MENU_GESTORES);
export const ROTAS_ADMIN = todasRotas(MENU_ADMIN);

/** Poda a árvore às rotas concedidas: um nó fica se ele ou algum filho foi concedido. */
export const montarMenu = (nos: No[], concedidas: ReadonlySet<string>, nivel = 1): MenuItem[] =>
  nos.flatMap((n) => {
    const filhos = nivel < 3 ? montarMenu(n.filhos ?? [], concedidas, nivel + 1) : [];
    if (!concedidas.has(n.rota) && filhos.length === 0) return [];
    return [{ Id: n.id, Nome: n.nome, Rota: n.rota, RecursoFilho: filhos }];
  });
