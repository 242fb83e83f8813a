import type {
  ConfiguracaoEmpresaOperador,
  EmpresaCliente,
  EmpresaCriada,
} from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `operador` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const B = '/api/operador';
export const LIMITE = { timeout: 30_000 };

export const empresaFixture = (parcial: Partial<EmpresaCliente> = {}): EmpresaCliente => ({
  id: 2,
  cnpj: '11222333000181',
  razaoSocial: 'Demo Comércio Ltda',
  nomeFantasia: 'Demo Comércio',
  fusoHorario: 'America/Sao_Paulo',
  uf: 'SP',
  plano: 'Profissional',
  situacao: 'ativa',
  motivoSituacao: null,
  situacaoEm: null,
  colaboradoresAtivos: 42,
  criadoEm: '2026-01-10T12:00:00.000Z',
  operadora: false,
  ...parcial,
});

export const OPERADORA = empresaFixture({
  id: 1,
  cnpj: '44555666000199',
  razaoSocial: 'Jornada Tecnologia Ltda',
  nomeFantasia: null,
  plano: null,
  colaboradoresAtivos: 1,
  operadora: true,
});

export const pagina = (itens: EmpresaCliente[], total = itens.length, pageNumber = 1) =>
  ok({ itens, total, pageNumber, pageSize: 25 });

export const configuracaoFixture: ConfiguracaoEmpresaOperador = {
  usarMenuGestor: true,
  fusoHorario: 'America/Sao_Paulo',
  exigirAprovacaoTratamento: true,
  exigirSegundoFatorAdmin: false,
  modulos: ['banco-horas', 'sobreaviso', 'intermitente', 'holerite', 'folha'],
};

export const criadaFixture = (): EmpresaCriada => ({
  empresa: empresaFixture({
    id: 1033,
    razaoSocial: 'Padaria Sol Ltda',
    nomeFantasia: 'Padaria Sol',
  }),
  admin: { id: 1, nome: 'Ana Admin', email: 'ana@padaria.dev' },
  convite: {
    link: 'http://localhost/login/primeiro-acesso?convite=abc.def',
    expiraEm: '2026-12-03T12:00:00.000Z',
    emailEnviado: true,
  },
});

/** GET /api/faturamento/planos: a empresa nasce com um plano do faturamento (o arquivado some). */
export const rotaPlanos = {
  'GET /api/faturamento/planos': () =>
    ok([
      { id: 11, nome: 'Essencial', ativo: true, versoes: [] },
      { id: 12, nome: 'Profissional', ativo: true, versoes: [] },
      { id: 13, nome: 'Corporativo', ativo: true, versoes: [] },
      { id: 14, nome: 'Legado 2025', ativo: false, versoes: [] },
    ]),
};
