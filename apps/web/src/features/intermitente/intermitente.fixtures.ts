import type { ConvocacaoWire, Convocado } from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';

/** Respostas falsas nas formas do contrato `intermitente` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const LIMITE = { timeout: 30_000 };
export const B = '/api/intermitente';

export const convocadoFixture = (parcial: Partial<Convocado> = {}): Convocado => ({
  usuarioId: 30,
  nome: 'Ana Intermitente',
  situacao: 'aguardando',
  prazoResposta: '2026-11-17T10:30',
  respostaEm: null,
  multa: null,
  ...parcial,
});

export const convocacaoFixture = (parcial: Partial<ConvocacaoWire> = {}): ConvocacaoWire => ({
  id: 7,
  regraId: 1,
  contratanteId: 2,
  contratante: 'Eventos Paulista Ltda',
  grupoId: 3,
  cargoId: null,
  localTrabalhoId: null,
  dataInicio: '2026-11-19',
  dataFim: '2026-11-19',
  horaEntrada: '08:00',
  horaSaida: '17:00',
  intervaloMinutos: 60,
  valorHora: 2500,
  remuneracaoPrevista: 20000,
  descricao: 'Feira de negócios',
  enviadaEm: '2026-11-16T10:30',
  status: 'ativas',
  interrompido: false,
  convocados: [convocadoFixture()],
  ...parcial,
});

export const minhaFixture = (
  parcial: Partial<ConvocacaoWire> = {},
  minha: Partial<Convocado> = {},
) => {
  const { convocados: _, ...c } = convocacaoFixture(parcial);
  return { ...c, minha: convocadoFixture(minha) };
};
