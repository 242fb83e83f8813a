import type { AutorizacaoHe, HoraExtraRetida, SolicitacaoHe } from '@jornada/contracts';

/** Dados de exemplo nas formas do contrato de autorização de horas extras (testes da tela). */
export const ok = (data: unknown, message: string | null = null) => ({
  status: 200,
  body: { success: true, data, error: null, message },
});

export const solicitacaoFixture = (p: Partial<SolicitacaoHe> = {}): SolicitacaoHe => ({
  id: 1,
  usuarioId: 7,
  nome: 'Maria da Silva',
  data: '2026-11-20',
  minutos: 90,
  motivo: 'Inventário',
  status: 'pendente',
  criadoEm: '2026-11-16T13:30:00.000Z',
  decididoPor: null,
  decididoEm: null,
  motivoDecisao: null,
  autorizacaoId: null,
  podeDecidir: false,
  ...p,
});

export const autorizacaoFixture = (p: Partial<AutorizacaoHe> = {}): AutorizacaoHe => ({
  id: 1,
  usuarioId: 30,
  nome: 'Paula Andrade',
  dataInicio: '2026-11-20',
  dataFim: '2026-11-22',
  limiteMinutos: 120,
  motivo: 'Balanço',
  solicitacaoId: null,
  autorId: 5,
  criadoEm: '2026-11-16T13:30:00.000Z',
  revogadaEm: null,
  motivoRevogacao: null,
  ...p,
});

export const retidaFixture = (p: Partial<HoraExtraRetida> = {}): HoraExtraRetida => ({
  usuarioId: 30,
  nome: 'Paula Andrade',
  data: '2026-11-10',
  total: 75,
  autorizada: 30,
  retida: 45,
  ...p,
});
