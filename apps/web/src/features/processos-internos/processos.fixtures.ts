import type { SolicitacaoProcesso, TipoProcesso } from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `processo-interno` (serviço principal, maiúsculo). */
export const ok = (Data: unknown, Mensagem: string | null = null): RespostaFake => ({
  body: { Success: true, Data, Mensagem, Error: null },
});

export const M = '/api/main';
export const LIMITE = { timeout: 30_000 };

export const tipoFixture = (p: Partial<TipoProcesso> = {}): TipoProcesso => ({
  id: 3,
  nome: 'Alteração de conta bancária',
  descricao: 'Nova conta para o crédito do salário.',
  campos: [
    { chave: 'banco', rotulo: 'Banco', tipo: 'Texto', obrigatorio: true, opcoes: [] },
    {
      chave: 'comprovante',
      rotulo: 'Comprovante da conta',
      tipo: 'Arquivo',
      obrigatorio: true,
      opcoes: [],
    },
  ],
  etapas: ['Gestor', 'Rh'],
  ativo: true,
  criadoEm: '2026-11-16T13:30:00.000Z',
  ...p,
});

export const processoFixture = (p: Partial<SolicitacaoProcesso> = {}): SolicitacaoProcesso => ({
  id: 11,
  tipoId: 3,
  tipoNome: 'Alteração de conta bancária',
  usuarioId: 5,
  colaboradorNome: 'Paula Souza',
  status: 'EmAnalise',
  etapaAtual: 0,
  etapas: ['Gestor', 'Rh'],
  campos: tipoFixture().campos,
  respostas: { banco: 'Itaú', comprovante: 'conta.pdf' },
  anexos: [
    {
      id: 21,
      campo: 'comprovante',
      nome: 'conta.pdf',
      tipo: 'application/pdf',
      tamanho: 10,
      enviadoEm: '2026-11-16T13:30:00.000Z',
    },
  ],
  historico: [
    {
      id: 1,
      acao: 'Solicitar',
      etapa: 0,
      comentario: 'Mudei de banco.',
      autorId: 5,
      autorNome: 'Paula Souza',
      em: '2026-11-16T13:30:00.000Z',
    },
  ],
  podeDecidir: false,
  solicitadoEm: '2026-11-16T13:30:00.000Z',
  atualizadoEm: '2026-11-16T13:30:00.000Z',
  ...p,
});
