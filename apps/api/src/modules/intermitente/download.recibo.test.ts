import type { ConvocacaoWire, Convocado } from '@jornada/contracts';
import { describe, expect, it } from 'vitest';
import type { ConvocacaoRow } from './convocacao.repository.ts';
import { reciboDoPeriodo } from './download.recibo.ts';

// Um dia, 10:00 às 18:00 com 1 h de intervalo (7 h), a R$ 25,00 a hora: R$ 175,00 de remuneração.
const linha = {
  minutoEntrada: 600,
  minutoSaida: 1080,
  intervaloMinutos: 60,
} as ConvocacaoRow;

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

type Tabela = { table: { body: unknown[][] } };
const tabelaDe = (secoes: unknown[]) => (secoes.find((s) => (s as Tabela).table) as Tabela).table;

describe('recibo do período na carta de convocação', () => {
  it('discrimina as parcelas de quem aceitou uma convocação encerrada', () => {
    const secoes = reciboDoPeriodo(linha, convocacao({}));
    expect(JSON.stringify(secoes)).toContain('cada convocado que aceitou: Ana.');
    const corpo = tabelaDe(secoes).body;
    expect(corpo[1]).toEqual([
      'Remuneração das horas trabalhadas',
      'R$ 25,00',
      'R$ 175,00',
      'CLT art. 452-A §6º I',
    ]);
    expect(corpo.length).toBeGreaterThan(3);
  });

  it.each([
    ['em andamento', { status: 'emAndamento' as const }],
    ['interrompida', { interrompido: true }],
    ['sem aceite', { convocados: [convocado('Bruno', 'recusada')] }],
  ])('sem recibo quando %s', (_nome, parcial) => {
    expect(reciboDoPeriodo(linha, convocacao(parcial))).toEqual([]);
  });
});
