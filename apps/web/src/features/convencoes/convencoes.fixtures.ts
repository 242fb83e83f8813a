import type { Convencao, ModeloConvencaoWire } from '@jornada/contracts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo } from '../../../test/render-app.tsx';
import { dayjs } from '../../lib/dayjs.ts';

export const ok = (data: unknown) => ({
  body: { success: true, data, error: null, message: null },
});

/** Uma data ISO a `dias` de hoje (negativo = passado). */
export const diaIso = (dias: number) => dayjs().add(dias, 'day').format('YYYY-MM-DD');
export const ddmmaaaa = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

export const convencaoFixture = (parcial: Partial<Convencao> = {}): Convencao => ({
  id: 7,
  sindicatoId: 3,
  sindicatoNome: 'Sindicato dos Comerciários',
  versao: 1,
  nome: 'CCT Comércio 2026',
  vigenciaInicio: diaIso(-200),
  vigenciaFim: null,
  dataBaseMes: 9,
  observacoes: null,
  modelo: null,
  parametros: {
    regras: {
      horaPositivaFaixas: { faixas: [{ ateMinutos: 120, percentual: 60 }, { percentual: 100 }] },
      tolerancia: { porMarcacao: 5, diaria: 10 },
    },
    adicionalNoturnoPercentual: 25,
    fracaoSobreaviso: { numerador: 1, denominador: 3 },
    bancoHorasPrazoMeses: null,
  },
  alteradoPorNome: 'Renata Dias',
  alteradoEm: '2026-03-01T13:00:00.000Z',
  ...parcial,
});

export const modeloFixture = (): ModeloConvencaoWire => ({
  codigo: 'comerciarios',
  nome: 'Comerciários (exemplo)',
  aviso: 'Exemplo — revise com o seu sindicato antes de usar',
  dataBaseMes: 9,
  parametros: convencaoFixture().parametros,
  fontes: {
    horaPositivaFaixas: 'Exemplo: 60 % nas duas primeiras horas e 100 % depois.',
  },
});

export const SINDICATOS = [
  { id: 3, nome: 'Sindicato dos Comerciários', detalhe: null },
  { id: 4, nome: 'Sindicato dos Vigilantes', detalhe: null },
];

export const entrarComoRh = () =>
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [
        item('/dashboard/admin/regras', 'Regras', [
          item('/dashboard/admin/convencoes', 'Convenções coletivas'),
        ]),
      ],
    }),
  );
