import type { ExtratoFolgas, LancamentoFolgaWire, SaldoFolgas } from '@jornada/contracts';

/** Páginas sob demanda e a máquina de CI ocupada: os testes de tela têm folga de tempo. */
export const LIMITE = { timeout: 60_000 };
export const ESPERA = { timeout: 20_000 };

export const ok = (data: unknown) => ({
  status: 200,
  body: { success: true, data, error: null, message: null },
});

export const erro = (status: number, mensagem: string, codigo = 'ERRO') => ({
  status,
  body: {
    success: false,
    Success: false,
    data: null,
    Data: null,
    error: mensagem,
    Error: mensagem,
    message: mensagem,
    Mensagem: mensagem,
    codigo,
  },
});

export const lancamentoFixture = (p: Partial<LancamentoFolgaWire> = {}): LancamentoFolgaWire => ({
  id: 1,
  usuarioId: 7,
  tipo: 'credito',
  origem: 'feriado_trabalhado',
  data: '2026-11-15',
  validade: '2027-05-15',
  dias: 1,
  motivo: 'Feriado trabalhado: Proclamação da República',
  estornoDe: null,
  estornado: false,
  autorNome: 'RH Demo',
  criadoEm: '2026-11-16T13:30:00.000Z',
  ...p,
});

export const saldoFixture = (p: Partial<SaldoFolgas> = {}): SaldoFolgas => ({
  usuarioId: 7,
  nome: 'Paula Andrade',
  saldo: 1,
  vencidos: 0,
  vencimentos: [{ validade: '2027-05-15', dias: 1 }],
  ...p,
});

export const extratoFixture = (p: Partial<ExtratoFolgas> = {}): ExtratoFolgas => ({
  ...saldoFixture(),
  lancamentos: [
    lancamentoFixture({
      id: 2,
      tipo: 'debito',
      origem: 'folga',
      data: '2026-11-18',
      validade: null,
      dias: -1,
      motivo: 'Folga do banco de folgas',
    }),
    lancamentoFixture(),
  ],
  ...p,
});
