import type {
  DestinatariosOpcoes,
  MensagemAberta,
  MensagemDetalhe,
  MensagemRecebida,
} from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `mensagem` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const B = '/api/mensagens';
export const LIMITE = { timeout: 30_000 };

export const recebidaFixture = (p: Partial<MensagemRecebida> = {}): MensagemRecebida => ({
  id: 7,
  titulo: 'Novo regulamento',
  remetenteNome: 'Renata Dias',
  enviadaEm: '2026-11-16T13:30:00.000Z',
  exigirConfirmacao: true,
  anexoNome: null,
  lidaEm: null,
  confirmadaEm: null,
  ...p,
});

export const abertaFixture = (p: Partial<MensagemAberta> = {}): MensagemAberta => ({
  ...recebidaFixture(),
  texto: 'Leia o regulamento e confirme.',
  lidaEm: '2026-11-16T13:31:00.000Z',
  ...p,
});

export const detalheFixture = (p: Partial<MensagemDetalhe> = {}): MensagemDetalhe => ({
  id: 7,
  titulo: 'Novo regulamento',
  enviadaEm: '2026-11-16T13:30:00.000Z',
  remetenteId: 1,
  remetenteNome: 'Renata Dias',
  exigirConfirmacao: true,
  anexoNome: null,
  destinatarios: 1,
  lidas: 1,
  confirmadas: 1,
  falhas: 0,
  canais: { push: true, email: false, sms: false },
  texto: 'Leia o regulamento e confirme.',
  destinos: { pessoas: [40], departamentos: [], grupos: [] },
  pessoas: [
    {
      usuarioId: 40,
      nome: 'Paula Andrade',
      email: 'colaborador@demo.jornada.dev',
      departamento: 'Loja Centro',
      lidaEm: '2026-11-16T13:31:00.000Z',
      confirmadaEm: '2026-11-16T13:32:00.000Z',
      canalApp: 'entregue',
      canalPush: 'sem_inscricao',
      canalEmail: null,
      canalSms: null,
    },
  ],
  ...p,
});

export const opcoesFixture = (p: Partial<DestinatariosOpcoes> = {}): DestinatariosOpcoes => ({
  pessoas: [{ id: 40, nome: 'Paula Andrade', detalhe: 'Loja Centro' }],
  departamentos: [{ id: 3, nome: 'Loja Centro', detalhe: null }],
  grupos: [{ id: 5, nome: 'Brigada de incêndio', detalhe: null }],
  podeGrupos: true,
  ...p,
});
