import type { ConvocacaoWire, Convocado, ReciboConvocado } from '@jornada/contracts';
import { apurarPagamentoIntermitente } from '@jornada/domain';
import { describe, expect, it } from 'vitest';
import { reciboDoPeriodo } from './download.recibo.ts';

// Um dia, 10:00 às 18:00 com 1 h de intervalo (7 h convocadas), a R$ 25,00 a hora; o espelho
// apurou 8h30 para a Ana: R$ 212,50 de remuneração.
const convocado = (nome: string, situacao: Convocado['situacao']): Convocado => ({
  usuarioId: nome.length,
  nome,
  situacao,
  prazoResposta: '2026-11-10T09:00',
  respostaEm: null,
  multa: null,
});

const convocacao = (parcial: Partial<ConvocacaoWire>) =>
  ({
    dataInicio: '2026-11-11',
    dataFim: '2026-11-11',
    valorHora: 2500,
    status: 'encerradas',
    interrompido: false,
    convocados: [convocado('Ana', 'aceita'), convocado('Bruno', 'recusa-presumida')],
    ...parcial,
  }) as ConvocacaoWire;

const pagamento = apurarPagamentoIntermitente({ minutosTrabalhados: 510, valorHora: 2500 });
const RECIBO_ANA: ReciboConvocado = {
  usuarioId: 3,
  nome: 'Ana',
  minutosPrevistos: 420,
  minutosTrabalhados: 510,
  completo: true,
  linhas: pagamento.linhas,
  total: pagamento.total,
};

type Tabela = { table: { body: unknown[][] } };
const tabelaDe = (secoes: unknown[]) => (secoes.find((s) => (s as Tabela).table) as Tabela).table;

describe('recibo do período na carta de convocação', () => {
  it('discrimina as parcelas de cada convocado pelas horas do espelho', () => {
    const secoes = reciboDoPeriodo(convocacao({}), [RECIBO_ANA]);
    expect(JSON.stringify(secoes)).toContain(
      'Ana — 8:30 trabalhadas no espelho (convocadas: 7:00); devido de imediato.',
    );
    const corpo = tabelaDe(secoes).body;
    expect(corpo[1]).toEqual([
      'Remuneração das horas trabalhadas',
      'R$ 25,00',
      'R$ 212,50',
      'CLT art. 452-A §6º I',
    ]);
    expect(corpo.length).toBe(pagamento.linhas.length + 2);
  });

  it.each([
    ['em andamento', { status: 'emAndamento' as const }],
    ['interrompida', { interrompido: true }],
  ])('sem recibo quando %s', (_nome, parcial) => {
    expect(reciboDoPeriodo(convocacao(parcial), [RECIBO_ANA])).toEqual([]);
  });

  it('sem recibo quando ninguém aceitou', () => {
    expect(reciboDoPeriodo(convocacao({}), [])).toEqual([]);
  });
});
