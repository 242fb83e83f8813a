import type { LoginResposta, Marcacao, MenuItem, UsuarioLogado } from '@jornada/contracts';

/** Dados de exemplo no formato exato dos contratos, reaproveitados pelos testes. */
export const item = (Rota: string, Nome = Rota, RecursoFilho: MenuItem[] = []): MenuItem => ({
  Id: Rota.length,
  Nome,
  Rota,
  RecursoFilho,
});

export const usuarioFixture = (parcial: Partial<UsuarioLogado> = {}): UsuarioLogado => ({
  Id: 7,
  Nome: 'Maria da Silva',
  Email: 'maria@empresa.com.br',
  Cargo: 'Analista',
  EmpresaId: 10,
  EmpresaNome: 'Empresa Demo',
  CadastroConfirmado: true,
  Configuracao: { UsarMenuGestor: false, HabilitarMarcacaoPelaWeb: true },
  ...parcial,
});

export const MENU_COLABORADOR: MenuItem[] = [
  item('/dashboard/minhas-rotinas/web-ponto', 'Registrar ponto'),
  item('/dashboard/minhas-rotinas/meu-painel', 'Meu painel'),
  item('/dashboard/minhas-rotinas/espelho', 'Meu espelho de ponto'),
];

export const loginRespostaFixture = (parcial: Partial<LoginResposta> = {}): LoginResposta => ({
  Usuario: usuarioFixture(),
  Token: { AccessToken: 'token-de-acesso', ExpiresIn: 3600, RefreshToken: 'token-de-refresh' },
  MenuAdmin: [],
  MenuGestores: [],
  MenuMinhasRotinas: MENU_COLABORADOR,
  Mensagem: null,
  ...parcial,
});

export const marcacaoFixture = (parcial: Partial<Marcacao> = {}): Marcacao => ({
  id: 1,
  nsr: 101,
  dataHora: '2026-11-22T08:02:00-03:00',
  data: '2026-11-22',
  hora: '08:02',
  origem: 'navegador',
  offline: false,
  duplicada: false,
  hash: 'ABC',
  ...parcial,
});
