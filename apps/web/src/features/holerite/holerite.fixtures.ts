import type { Holerite, ImportacaoPrevia } from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `holerite` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const B = '/api/holerite';
export const LIMITE = { timeout: 30_000 };

export const TIPOS = [
  { id: 1, nome: 'Mensal' },
  { id: 4, nome: 'Férias' },
];

export const holeriteFixture = (parcial: Partial<Holerite> = {}): Holerite => ({
  id: 11,
  loteId: 3,
  usuarioId: 40,
  nome: 'Paula Andrade',
  cpf: '52998224725',
  matricula: '1003',
  holeriteTipoId: 1,
  tipo: 'Mensal',
  competencia: '2026-10',
  paginas: [1],
  identificadoPor: 'cpf',
  nomeArquivo: 'folha-outubro.pdf',
  tamanho: 9000,
  situacao: 'publicada',
  publicadoEm: '2026-11-05T12:00:00.000Z',
  criadoEm: '2026-11-05T11:00:00.000Z',
  ...parcial,
});

export const previaFixture = (parcial: Partial<ImportacaoPrevia> = {}): ImportacaoPrevia => ({
  loteId: 3,
  holeriteTipoId: 1,
  tipo: 'Mensal',
  competencia: '2026-10',
  nomeArquivo: 'folha-outubro.pdf',
  situacao: 'rascunho',
  paginas: 3,
  processamento: 'concluida',
  etapa: null,
  paginasProcessadas: 3,
  erro: null,
  encontrados: [
    holeriteFixture({ situacao: 'rascunho', publicadoEm: null }),
    holeriteFixture({
      id: 12,
      usuarioId: 41,
      nome: 'Bruno Lima',
      cpf: '11144477735',
      matricula: '1004',
      paginas: [2],
      identificadoPor: 'matricula',
      situacao: 'rascunho',
      publicadoEm: null,
    }),
  ],
  naoIdentificadas: [
    {
      arquivo: 'folha-outubro.pdf',
      pagina: 3,
      identificador: '123.456.789-09',
      motivo: 'Nenhum colaborador da empresa tem este CPF.',
    },
  ],
  ...parcial,
});

export const pagina = (itens: Holerite[], total = itens.length) =>
  ok({ itens, total, pageNumber: 1, pageSize: 25 });
