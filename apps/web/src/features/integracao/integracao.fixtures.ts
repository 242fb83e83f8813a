import type { EntregaWebhook, TokenApi, Webhook } from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `integracao` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const B = '/api/integracao';
/** Máquina de CI dividida: os fluxos com formulário levam mais que o padrão. */
export const LIMITE = { timeout: 60_000 };

export const tokenFixture = (p: Partial<TokenApi> = {}): TokenApi => ({
  id: 1,
  nome: 'ERP da folha',
  prefixo: 'jnd_AbCdEf',
  escopos: ['colaboradores:leitura'],
  expiraEm: null,
  criadoEm: '2026-11-16T13:30:00.000Z',
  criadoPor: 'Renata Dias',
  revogadoEm: null,
  ultimoUsoEm: '2026-11-16T14:00:00.000Z',
  usos: 42,
  situacao: 'ativo',
  ...p,
});

export const webhookFixture = (p: Partial<Webhook> = {}): Webhook => ({
  id: 3,
  url: 'https://erp.exemplo.com.br/jornada',
  eventos: ['marcacao.registrada'],
  ativo: true,
  criadoEm: '2026-11-16T13:30:00.000Z',
  segredo: null,
  segredoInicio: 'whsec_ab…',
  ...p,
});

export const entregaFixture = (p: Partial<EntregaWebhook> = {}): EntregaWebhook => ({
  id: 9,
  eventoId: '0b7f1c2e-0000-4000-8000-000000000001',
  tipo: 'marcacao.registrada',
  situacao: 'pendente',
  tentativas: 1,
  proximaTentativaEm: '2026-11-16T13:31:00.000Z',
  criadoEm: '2026-11-16T13:30:00.000Z',
  historico: [
    {
      numero: 1,
      em: '2026-11-16T13:30:00.000Z',
      statusHttp: 500,
      duracaoMs: 12,
      erro: 'HTTP 500',
      proximaTentativaEm: '2026-11-16T13:31:00.000Z',
    },
  ],
  ...p,
});
