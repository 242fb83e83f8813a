import type { AusenciaJustificada, DiaEspelho, Espelho, TotaisEspelho } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const apuracaoBase = {
  previsto: 480,
  trabalhadoRelogio: 527,
  noturnoRelogio: 0,
  noturnoReduzido: 0,
  trabalhadoComputado: 527,
  saldo: 47,
  extras: [
    { percentual: 50, minutos: 47 },
    { percentual: 100, minutos: 0 },
  ],
  extrasNoturnas: 0,
  debito: 0,
  falta: 0,
  intervalo: { exigido: 60, concedido: 60, indenizado: 0 },
  interjornada: { descanso: 900, exigido: 660, suprimido: 0 },
  bancoHoras: { credito: 0, debito: 0 },
  alertas: [],
  inconsistencias: [],
  explicacao: [
    'Previsto 08:00–12:00 13:00–17:00 (480 min).',
    'Saída às 17:47: 47 min além da escala, acima da tolerância de 10 min no dia (Súmula 366).',
    'Extras: 47 min a 50%.',
  ],
};

export const diaEspelhoFixture = (parcial: Partial<DiaEspelho> = {}): DiaEspelho => ({
  data: '2026-01-05',
  diaSemana: 'SEG',
  tipoDia: 'trabalho',
  feriado: null,
  jornada: [
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ],
  marcacoes: [
    {
      chave: 'a',
      hora: '08:00',
      dataMarcacao: '2026-01-05',
      fonte: 'original',
      origem: 'original',
      nsr: 11,
      contabiliza: true,
      pendente: false,
      motivo: null,
    },
    {
      chave: 'b',
      hora: '12:00',
      dataMarcacao: '2026-01-05',
      fonte: 'incluida',
      origem: 'incluida',
      nsr: null,
      contabiliza: true,
      pendente: false,
      motivo: 'Esqueceu de marcar',
    },
    {
      chave: 'c',
      hora: '12:01',
      dataMarcacao: '2026-01-05',
      fonte: 'desconsiderada',
      origem: 'original',
      nsr: 12,
      contabiliza: false,
      pendente: false,
      motivo: 'Marcação duplicada',
    },
    {
      chave: 'd',
      hora: '13:00',
      dataMarcacao: '2026-01-05',
      fonte: 'original',
      origem: 'original',
      nsr: 13,
      contabiliza: true,
      pendente: false,
      motivo: null,
    },
    {
      chave: 'e',
      hora: '17:47',
      dataMarcacao: '2026-01-05',
      fonte: 'original',
      origem: 'original',
      nsr: 14,
      contabiliza: true,
      pendente: false,
      motivo: null,
    },
  ],
  aberto: false,
  apuracao: apuracaoBase,
  pendencias: [],
  compensacaoBancoHoras: 0,
  ausenciaJustificada: null,
  ...parcial,
});

export const totaisFixture = (parcial: Partial<TotaisEspelho> = {}): TotaisEspelho => ({
  usuarioId: 7,
  ano: 2026,
  mes: 1,
  inicio: '2026-01-01',
  fim: '2026-01-31',
  ate: '2026-01-06',
  diasApurados: 2,
  previsto: 960,
  trabalhado: 527,
  trabalhadoRelogio: 527,
  noturno: 2880 / 7,
  extras: [
    { percentual: 50, minutos: 47 },
    { percentual: 100, minutos: 0 },
  ],
  extrasNoturnas: 0,
  debitos: 0,
  faltas: 480,
  diasFalta: 1,
  dsrPerdidos: 1,
  dsrPerdidosDatas: ['2026-01-11'],
  intervaloIndenizado: 0,
  interjornadaSuprimida: 0,
  bancoHoras: { credito: 0, debito: 0, saldo: 0 },
  alertas: 0,
  inconsistencias: 1,
  diasComOcorrencia: 1,
  pendencias: 1,
  ...parcial,
});

export const espelhoFixture = (parcial: Partial<Espelho> = {}): Espelho => ({
  empregador: { nome: 'Empresa Demo', cnpj: '12345678000190' },
  colaborador: {
    id: 7,
    nome: 'Maria da Silva',
    cpf: '12345678909',
    matricula: '0007',
    admissao: '2020-01-02',
    cargo: 'Analista',
    departamento: 'Operações',
  },
  periodo: { ano: 2026, mes: 1, inicio: '2026-01-01', fim: '2026-01-31' },
  emitidoEm: '2026-01-07T10:00:00-03:00',
  horarioContratual: [],
  escalas: [],
  dias: [
    diaEspelhoFixture(),
    diaEspelhoFixture({
      data: '2026-01-06',
      diaSemana: 'TER',
      marcacoes: [],
      apuracao: {
        ...apuracaoBase,
        trabalhadoRelogio: 0,
        trabalhadoComputado: 0,
        saldo: -480,
        extras: [],
        falta: 480,
        inconsistencias: ['SEM_MARCACAO'],
        explicacao: ['Dia com escala e sem marcações: falta de 480 min.'],
      },
      pendencias: ['SEM_MARCACAO'],
    }),
    diaEspelhoFixture({
      data: '2026-01-07',
      diaSemana: 'QUA',
      marcacoes: [],
      aberto: true,
      apuracao: null,
    }),
  ],
  semanas: [],
  totais: totaisFixture(),
  ...parcial,
});

export const envelope = <T>(data: T) => ({
  body: { success: true, data, error: null, message: null },
});

/** Envelope do serviço principal (`Success`/`Data`, spec §3). */
export const maiusculo = <T>(data: T) => ({
  body: { Success: true, Data: data, Mensagem: null, Error: null },
});

/** Ausência justificada ativa (casamento) de 06/01, como o espelho a traz no dia. */
export const ausenciaCasamentoFixture: NonNullable<DiaEspelho['ausenciaJustificada']> = {
  id: 9,
  motivo: 'CASAMENTO',
  motivoDescricao: 'Casamento',
  fundamento: 'CLT art. 473, II',
  horaInicio: null,
  horaFim: null,
  observacao: 'Cerimônia civil',
  abona: true,
};

/** A ausência de 06/01 como a API a devolve ao registrar, consultar ou cancelar. */
export const ausenciaJustificadaFixture = (
  parcial: Partial<AusenciaJustificada> = {},
): AusenciaJustificada => ({
  id: 9,
  usuarioId: 31,
  dataInicio: '2026-01-06',
  dataFim: '2026-01-06',
  horaInicio: null,
  horaFim: null,
  motivo: 'CASAMENTO',
  motivoDescricao: 'Casamento',
  fundamento: 'CLT art. 473, II',
  observacao: 'Cerimônia civil',
  cid: null,
  registradoPor: 1,
  registradoEm: '2026-01-08T12:00:00.000Z',
  status: 'Ativa',
  cancelamento: null,
  ...parcial,
});

/** O espelho do João (id 31) com 06/01 em falta ou abonado (a API recalcula na leitura). */
export const espelhoDoJoaoFixture = (abonado: boolean): Espelho => {
  const base = espelhoFixture({
    colaborador: { ...espelhoFixture().colaborador, id: 31, nome: 'João Souza' },
  });
  const dias = base.dias.map((d): DiaEspelho => {
    if (d.data !== '2026-01-06' || !abonado) return d;
    return {
      ...d,
      apuracao: {
        ...d.apuracao!,
        saldo: 0,
        falta: 0,
        inconsistencias: [],
        explicacao: [
          'ausência justificada — CLT art. 473, II (Casamento): dia pago, sem falta nem perda do DSR (Lei 605/49 art. 6º §1º)',
        ],
      },
      pendencias: [],
      ausenciaJustificada: ausenciaCasamentoFixture,
    };
  });
  return { ...base, dias };
};

/** O filtro de pessoas do espelho da equipe, só com o João. */
export const pessoasDoGestor = () =>
  envelope([{ id: 31, nome: 'João Souza', detalhe: 'Operador · Operações' }]);

/** Sessão de gestor com o menu "Espelhos da equipe". */
export const entrarComoGestor = () =>
  entrarComo(
    loginRespostaFixture({
      Usuario: usuarioFixture({
        Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: false },
      }),
      MenuGestores: [item('/dashboard/gestor/espelhos', 'Espelhos da equipe')],
    }),
  );

/** Abre o espelho do João pelos espelhos da equipe e devolve a tabela de dias. */
export const abrirEspelhoDoJoao = async () => {
  renderApp('/#/dashboard/gestor/espelhos');
  await userEvent.click(await screen.findByPlaceholderText('Busque pelo nome'));
  await userEvent.click(await screen.findByRole('option', { name: /João Souza/ }));
  return screen.findByRole('table', { name: 'Dias do espelho' });
};

/** A linha de um dia na tabela do espelho (pelo rótulo, ex.: /06\/01 TER/). */
export const linhaDoDia = (tabela: HTMLElement, rotulo: RegExp) => {
  const linha = within(tabela).getByRole('rowheader', { name: rotulo }).closest('tr');
  if (!linha) throw new Error(`linha ${rotulo} não encontrada`);
  return within(linha);
};
