import type { DocumentoAssinatura } from '@jornada/contracts';
import { TIPOS_DOCUMENTO_ASSINATURA } from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `assinatura` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const A = '/api/assinatura';
export const LIMITE = { timeout: 30_000 };
export const TIPOS = TIPOS_DOCUMENTO_ASSINATURA.map((t) => ({ ...t }));

export const documentoFixture = (
  parcial: Partial<DocumentoAssinatura> = {},
): DocumentoAssinatura => ({
  id: 21,
  loteId: '5b1c7f0e-1111-4a2b-9c3d-000000000001',
  tipo: 'espelho',
  titulo: 'Espelho de ponto — outubro/2026',
  competencia: '2026-10',
  usuarioId: 40,
  nome: 'Paula Andrade',
  matricula: '1003',
  situacao: 'enviado',
  enviadoEm: '2026-11-05T13:00:00.000Z',
  enviadoPor: 'Renata Lima',
  visualizadoEm: null,
  assinadoEm: null,
  recusadoEm: null,
  motivoRecusa: null,
  lembretes: 0,
  sha256: 'a'.repeat(64),
  codigo: null,
  ...parcial,
});

export const pagina = (itens: DocumentoAssinatura[]) =>
  ok({ itens, total: itens.length, pageNumber: 1, pageSize: 25 });
