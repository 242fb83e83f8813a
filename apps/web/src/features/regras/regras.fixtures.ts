import type {
  AlocacaoRegra,
  FormaApuracao,
  RegraApuracao,
  RegraCalculo,
  RegraPonto,
  RegraPontoResumo,
} from '@jornada/contracts';
import { PARAMETROS_PADRAO } from '@jornada/domain';
import type { RespostaFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo } from '../../../test/render-app.tsx';
import type { AlocacaoRegraVersao } from './alocacao-regra.api.ts';
import type { EscolhasRegraPonto, RegraPontoVersao } from './regra-ponto.api.ts';
import { TIPOS_REGRA, type TipoRegraCalculo } from './tipos-regra.ts';

/** Dados de exemplo das telas de regras, nas formas exatas dos contratos. */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const LIMITE = { timeout: 30_000 };

export const entrarComoRh = () =>
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [
        item('/dashboard/admin/regras', 'Regras', [
          item('/dashboard/admin/regras-calculo', 'Regras de cálculo'),
        ]),
      ],
    }),
  );

export const regraCalculoFixture = (
  tipo: TipoRegraCalculo,
  parcial: Partial<RegraCalculo> = {},
): RegraCalculo => ({
  id: 100 + TIPOS_REGRA.indexOf(tipo),
  tipo,
  versao: 1,
  vigenciaInicio: '2024-01-01',
  nome: `${tipo} — padrão CLT`,
  descricao: null,
  alteradoEm: '2024-01-01T10:00:00-03:00',
  alteradoPor: null,
  ativo: true,
  ...PARAMETROS_PADRAO[tipo],
  ...(tipo === 'horaNoturna' ? { inicio: '22:00', fim: '05:00', horaReduzida: true } : {}),
  ...parcial,
});

export const escolhas = (parcial: Partial<EscolhasRegraPonto> = {}): EscolhasRegraPonto => ({
  ...(Object.fromEntries(TIPOS_REGRA.map((t) => [t, null])) as EscolhasRegraPonto),
  ...parcial,
});

export const resumoFixture = (parcial: Partial<RegraPontoResumo> = {}): RegraPontoResumo => ({
  id: 1,
  nome: 'Padrão CLT',
  descricao: 'CLT sem acordo coletivo.',
  padrao: true,
  versao: 1,
  vigenciaInicio: '2024-01-01',
  alteradoEm: '2024-01-01T10:00:00-03:00',
  alteradoPor: null,
  ativo: true,
  ...parcial,
});

export const regraPontoFixture = (
  parcial: Partial<RegraPonto> = {},
  regras: Partial<EscolhasRegraPonto> = {},
): RegraPonto => ({
  ...resumoFixture(),
  regras: escolhas(regras),
  resolvidaEm: '2026-11-22',
  configuracao: {
    tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas', compensarNoDia: true },
    noturno: { regime: 'urbano', prorrogacao: true },
    extras: {
      faixas: [{ ateMinutos: 120, percentual: 50 }, { percentual: 100 }],
      domingoFeriado: 100,
    },
    intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
    regime12x36: false,
    dsr: { atrasoPerdeDsr: false },
    bancoHoras: null,
    interjornada: { minima: 660 },
    limites: { extrasDiarias: 120, diarioBanco: 600 },
  },
  complementos: {
    autorizacaoHoraExtra: { exige: false, destinoNaoAutorizada: 'reter' },
    ausencia: { justificadaAbona: false },
    tratamento: { duplicidadeMinutos: 1 },
    inconsistencia: { codigos: ['MARCACAO_IMPAR'] },
  },
  ...parcial,
});

export const versaoRegraPontoFixture = (
  parcial: Partial<RegraPontoVersao> = {},
  regras: Partial<EscolhasRegraPonto> = {},
): RegraPontoVersao => ({
  ...resumoFixture(),
  regras: escolhas(regras),
  evento: 'versao',
  motivo: null,
  ...parcial,
});

export const alocacaoFixture = (parcial: Partial<AlocacaoRegra> = {}): AlocacaoRegra => ({
  id: 10,
  usuarioId: 5,
  usuarioNome: 'Ana Souza',
  regraId: 1,
  regraNome: 'Padrão CLT',
  dataInicio: '2024-01-01',
  dataFim: null,
  status: 'ativa',
  alteradoEm: '2024-01-01T10:00:00-03:00',
  alteradoPor: null,
  ...parcial,
});

export const versaoAlocacaoFixture = (
  parcial: Partial<AlocacaoRegraVersao> = {},
): AlocacaoRegraVersao => ({ ...alocacaoFixture(), versao: 1, acao: 'criacao', ...parcial });

export const formaFixture = (parcial: Partial<FormaApuracao> = {}): FormaApuracao => ({
  id: 1,
  nome: 'Mensal',
  descricao: 'Folha mensal (CLT art. 459).',
  periodo: 'mensal',
  ...parcial,
});

export const regraApuracaoFixture = (parcial: Partial<RegraApuracao> = {}): RegraApuracao => ({
  id: 31,
  id_regra: 3,
  versao: 1,
  vigenciaInicio: '2026-01-01',
  nome: 'Apuração mensal',
  descricao: null,
  formaApuracaoId: 1,
  regraPontoId: null,
  alteradoEm: '2026-01-01T10:00:00-03:00',
  alteradoPor: 4,
  ativo: true,
  ...parcial,
});

/** GET de cada um dos doze tipos (a composição precisa das listas); `horaNoturna` fica vazia. */
export const rotasDosTipos = (extra: Partial<Record<TipoRegraCalculo, RegraCalculo[]>> = {}) =>
  Object.fromEntries(
    TIPOS_REGRA.map((tipo) => [
      `GET /api/regras-calculo/api/v1/${tipo}`,
      () => ok(extra[tipo] ?? [regraCalculoFixture(tipo)]),
    ]),
  );

export const PESSOAS = [
  { id: 4, nome: 'Rita Recursos', detalhe: 'RH' },
  { id: 5, nome: 'Ana Souza', detalhe: 'Operadora — Produção' },
  { id: 6, nome: 'Bruno Lima', detalhe: 'Conferente — Logística' },
];
export const rotaPessoas = { 'GET /api/base/filter/pessoas': () => ok(PESSOAS) };
