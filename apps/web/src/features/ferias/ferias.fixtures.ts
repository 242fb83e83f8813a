import type { PeriodoAquisitivoWire, Solicitacao } from '@jornada/contracts';
import { addDias } from '@jornada/domain';
import { loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { entrarComo } from '../../../test/render-app.tsx';
import { dataIsoLocal } from '../../lib/format.ts';

/** Dados de teste dos lançamentos, nas formas exatas do contrato. */

export const EU = 7;
export const LIMITE = { timeout: 20_000 };

export const ok = (Data: unknown, Mensagem: string | null = null) => ({
  body: { Success: true, Data, Mensagem, Error: null },
});

export const periodoFixture = (p: Partial<PeriodoAquisitivoWire> = {}): PeriodoAquisitivoWire => ({
  inicio: '2025-03-01',
  fim: '2026-02-28',
  concessivoInicio: '2026-03-01',
  concessivoFim: '2027-02-28',
  situacao: 'Concessivo',
  faltasInjustificadas: 0,
  origemFaltas: 'AjusteRh',
  ajusteMotivo: null,
  direito: 30,
  agendados: 0,
  gozados: 0,
  vendidos: 0,
  pendentes: 0,
  saldo: 30,
  vencendo: 0,
  ...p,
});

export const solicitacaoFixture = (s: Partial<Solicitacao> = {}): Solicitacao => ({
  id: 1,
  tipo: 'Ferias',
  status: 'Pendente',
  usuarioId: EU,
  colaboradorNome: 'Maria da Silva',
  dataInicio: '2027-01-05',
  dataFim: '2027-01-18',
  dias: 14,
  motivo: null,
  observacao: null,
  periodoAquisitivo: '2025-03-01',
  abonoPecuniario: 0,
  periodos: [{ ordem: 1, inicio: '2027-01-05', fim: '2027-01-18', dias: 14, diasEmDobro: 0 }],
  solicitadoPor: EU,
  solicitadoEm: '2026-11-20T10:00:00-03:00',
  decididoPor: null,
  decididoEm: null,
  motivoDecisao: null,
  ...s,
});

const contagem = (
  p: Partial<Record<'Pendente' | 'Aprovado' | 'Reprovado' | 'Cancelado', number>> = {},
) => ({
  Pendente: 0,
  Aprovado: 0,
  Reprovado: 0,
  Cancelado: 0,
  ...p,
});

export const totaisFixture = () => ({
  usuarioId: EU,
  Ferias: contagem({ Aprovado: 1 }),
  Recesso: contagem({ Pendente: 1 }),
  DayOff: contagem({ Aprovado: 2, Cancelado: 1 }),
  AvisoAusencia: contagem({ Pendente: 1 }),
  saldoFerias: 30,
});

/** Primeira segunda-feira a partir de `dias` dias depois de hoje (o início que a lei aceita). */
export const segundaDepoisDe = (dias: number): string => {
  let data = addDias(dataIsoLocal(new Date()), dias);
  while (new Date(`${data}T12:00:00`).getDay() !== 1) data = addDias(data, 1);
  return data;
};

/** 'YYYY-MM-DD' → o que se digita no campo de data (DDMMAAAA). */
export const digitavel = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

export const entrarComoColaborador = () =>
  entrarComo(
    loginRespostaFixture({
      Usuario: usuarioFixture({ Id: EU }),
      MenuMinhasRotinas: [
        {
          Id: 106,
          Nome: 'Minhas férias',
          Rota: '/dashboard/minhas-rotinas/minhas-ferias',
          RecursoFilho: [],
        },
        {
          Id: 110,
          Nome: 'Minhas solicitações',
          Rota: '/dashboard/minhas-rotinas/solicitacoes',
          RecursoFilho: [],
        },
      ],
    }),
  );

/** Campos de um multipart enviado (o fake só lê JSON): o FormData da chamada a `caminho`. */
export const camposDoFormulario = (
  fake: { mock: { calls: unknown[][] } },
  caminho: string,
): Record<string, string>[] =>
  fake.mock.calls
    .filter(([url]) => String(url).includes(caminho))
    .map(
      ([, init]) =>
        Object.fromEntries((init as RequestInit).body as FormData) as Record<string, string>,
    );
