import type {
  AlocacaoSobreaviso,
  CountLancamento,
  DashboardAprovacoes,
  LancamentoSobreaviso,
  MotivoSobreaviso,
  RegraSobreaviso,
} from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, MENU_COLABORADOR } from '../../../test/fixtures.ts';
import { entrarComo } from '../../../test/render-app.tsx';

/** Dados de exemplo do sobreaviso no formato exato de packages/contracts/src/sobreaviso.ts. */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

/** A falha do sobreaviso (spec §8): só `success=false`, sem texto. */
export const falhaSemMensagem = (status = 400): RespostaFake => ({
  status,
  body: { success: false, data: null, error: null, message: null },
});

export const LIMITE = { timeout: 30_000 };

export const ROTA_RH = '/dashboard/admin/sobreaviso';
export const ROTA_EQUIPE = '/dashboard/gestor/sobreaviso';
export const ROTA_MINHA = '/dashboard/minhas-rotinas/sobreaviso';

export const entrarComoRh = () =>
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [
        item('/dashboard/admin/regras', 'Regras', [item(ROTA_RH, 'Sobreaviso e prontidão')]),
      ],
    }),
  );

export const entrarComoColaborador = () =>
  entrarComo(
    loginRespostaFixture({
      MenuMinhasRotinas: [
        ...MENU_COLABORADOR,
        { Id: 108, Nome: 'Meu sobreaviso', Rota: ROTA_MINHA, RecursoFilho: [] },
      ],
    }),
  );

export const motivoFixture = (p: Partial<MotivoSobreaviso> = {}): MotivoSobreaviso => ({
  id: 1,
  descricao: 'Incidente em produção',
  ativo: true,
  versao: 1,
  ...p,
});

export const regraFixture = (p: Partial<RegraSobreaviso> = {}): RegraSobreaviso => ({
  id: 3,
  nome: 'Plantão de manutenção',
  tipo: 'sobreaviso',
  fracao: '1/3',
  limiteMinutos: 1440,
  descontarAcionamento: true,
  aprovacaoGestor: true,
  verbaEspera: '0250',
  verbaAcionamento: '0150',
  ativo: true,
  versao: 1,
  ...p,
});

export const alocacaoFixture = (p: Partial<AlocacaoSobreaviso> = {}): AlocacaoSobreaviso => ({
  id: 5,
  usuarioId: 7,
  usuarioNome: 'Maria da Silva',
  regraId: 3,
  regraNome: 'Plantão de manutenção',
  tipo: 'sobreaviso',
  dataInicio: '2026-11-01',
  dataFim: '2026-11-30',
  diasSemana: [1, 3],
  horaInicio: '19:00',
  horaFim: '07:00',
  observacao: null,
  ativo: true,
  versao: 1,
  escalas: [{ inicio: '2026-11-23T19:00', fim: '2026-11-24T07:00' }],
  ...p,
});

export const lancamentoFixture = (p: Partial<LancamentoSobreaviso> = {}): LancamentoSobreaviso => ({
  id: 20,
  usuarioId: 7,
  usuarioNome: 'Maria da Silva',
  natureza: 'acionamento',
  inicio: '2026-11-23T22:00',
  fim: '2026-11-23T23:30',
  motivoId: 1,
  motivoDescricao: 'Incidente em produção',
  descricao: 'Servidor fora do ar',
  regraId: 3,
  regraNome: 'Plantão de manutenção',
  tipo: 'sobreaviso',
  status: 'pendente',
  observacaoDecisao: null,
  decididoPor: null,
  decididoEm: null,
  criadoPor: 7,
  criadoEm: '2026-11-24T02:40:00.000Z',
  versao: 1,
  apuracao: { minutosEspera: 0, equivalenteNormal: 0, minutosTrabalhados: 90, alertas: [] },
  ...p,
});

export const contagemFixture = (p: Partial<CountLancamento> = {}): CountLancamento => ({
  visao: 'aprovar',
  total: 2,
  pendente: 2,
  aprovado: 0,
  reprovado: 0,
  cancelado: 0,
  ...p,
});

export const pagina = (items: LancamentoSobreaviso[]) =>
  ok({ items, total: items.length, pageNumber: 1, pageSize: 25 });

export const painelFixture = (p: Partial<DashboardAprovacoes> = {}): DashboardAprovacoes => ({
  periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
  pendentes: [lancamentoFixture()],
  totalPendentes: 1,
  porPessoa: [{ usuarioId: 8, usuarioNome: 'Bruno Lima', minutos: 150 }],
  porMotivo: [{ motivoId: 1, motivoDescricao: 'Incidente em produção', minutos: 150 }],
  ...p,
});

export const rotaPessoas = {
  'GET /api/base/filter/pessoas': () =>
    ok([
      { id: 7, nome: 'Maria da Silva', detalhe: 'Analista' },
      { id: 8, nome: 'Bruno Lima', detalhe: 'Técnico' },
    ]),
};
