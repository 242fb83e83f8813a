import { describe, expect, it } from 'vitest';
import { avaliarConvocacao } from './avaliar-convocacao.ts';
import { type Caso, CONVOCACAO, entrada, semResposta } from './testes/apoio.ts';

const casos: Caso[] = [
  {
    descricao: 'exemplo do contrato: aceita no prazo, sem multa',
    entrada: entrada(),
    esperado: {
      antecedenciaValida: true,
      prazoResposta: '2026-03-03T23:59',
      situacao: 'aceita',
      multa: null,
    },
  },
  {
    descricao: 'aceita e descumprida pelo empregador: 50 % em 30 dias (§4º)',
    entrada: entrada({}, { descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } }),
    esperado: {
      situacao: 'aceita',
      multa: { devidaPor: 'empregador', valor: 9000, prazo: '2026-04-03' },
    },
  },
  {
    descricao: 'aceita e descumprida pelo empregado: ele deve a multa',
    entrada: entrada({}, { descumprimento: { por: 'empregado', em: '2026-03-05T08:00' } }),
    esperado: { multa: { devidaPor: 'empregado', valor: 9000, prazo: '2026-04-04' } },
  },
  {
    descricao: 'centavo ímpar: a metade arredonda para cima (18001 → 9001)',
    entrada: entrada(
      { remuneracaoPrevista: 18001 },
      { descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } },
    ),
    esperado: { multa: { devidaPor: 'empregador', valor: 9001, prazo: '2026-04-03' } },
  },
  {
    descricao: 'prazo da multa atravessa fevereiro: 31/01 + 30 dias = 02/03',
    entrada: entrada(
      {
        enviadaEm: '2026-01-26T08:00',
        inicio: '2026-02-02T08:00',
        fim: '2026-02-02T17:00',
        respostaEm: '2026-01-26T09:00',
      },
      { descumprimento: { por: 'empregador', em: '2026-01-31T12:00' } },
    ),
    esperado: { multa: { devidaPor: 'empregador', valor: 9000, prazo: '2026-03-02' } },
  },
  {
    descricao: 'descumprimento antes do aceite não é quebra de convocação aceita',
    entrada: entrada({}, { descumprimento: { por: 'empregador', em: '2026-03-02T09:00' } }),
    esperado: { situacao: 'aceita', multa: null },
  },
  {
    descricao: 'recusada no prazo: descumprimento não gera multa',
    entrada: entrada(
      { resposta: 'recusada' },
      { descumprimento: { por: 'empregado', em: '2026-03-05T08:00' } },
    ),
    esperado: { situacao: 'recusada', multa: null, erros: [] },
  },
  {
    descricao: 'resposta às 23:59 do último dia ainda está no prazo',
    entrada: entrada({ respostaEm: '2026-03-03T23:59' }),
    esperado: { situacao: 'aceita' },
  },
  {
    descricao: 'aceite um minuto depois do prazo vale como recusa presumida (§2º)',
    entrada: entrada(
      { respostaEm: '2026-03-04T00:00' },
      { descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } },
    ),
    esperado: { situacao: 'recusa-presumida', multa: null, erros: [] },
  },
  {
    descricao: 'recusa depois do prazo também é recusa presumida',
    entrada: entrada({ respostaEm: '2026-03-04T08:00', resposta: 'recusada' }),
    esperado: { situacao: 'recusa-presumida' },
  },
  {
    descricao: 'sem resposta e dentro do prazo: aguardando',
    entrada: entrada(semResposta, { agora: '2026-03-03T12:00' }),
    esperado: { situacao: 'aguardando', prazoResposta: '2026-03-03T23:59', multa: null },
  },
  {
    descricao: 'sem resposta, agora = 23:59 do prazo: ainda aguardando',
    entrada: entrada(semResposta, { agora: '2026-03-03T23:59' }),
    esperado: { situacao: 'aguardando' },
  },
  {
    descricao: 'sem resposta e prazo vencido: silêncio é recusa (§2º)',
    entrada: entrada(semResposta, { agora: '2026-03-04T00:00' }),
    esperado: { situacao: 'recusa-presumida' },
  },
  {
    descricao: 'sem resposta e descumprimento: sem aceite não há multa',
    entrada: entrada(semResposta, {
      agora: '2026-03-03T12:00',
      descumprimento: { por: 'empregador', em: '2026-03-03T12:00' },
    }),
    esperado: { situacao: 'aguardando', multa: null },
  },
  {
    descricao: 'X1: enviada 02/03 08:00 para 04/03 14:00 (2 dias) é inválida',
    entrada: entrada(
      { inicio: '2026-03-04T14:00', fim: '2026-03-04T18:00' },
      { descumprimento: { por: 'empregador', em: '2026-03-04T10:00' } },
    ),
    esperado: {
      antecedenciaValida: false,
      prazoResposta: '2026-03-03T23:59',
      situacao: 'invalida',
      multa: null,
    },
  },
  {
    descricao: 'X1: enviada 02/03 10:00 para 05/03 08:00 vale em dias corridos',
    entrada: entrada({ enviadaEm: '2026-03-02T10:00', respostaEm: '2026-03-02T11:00' }),
    esperado: { antecedenciaValida: true, situacao: 'aceita', erros: [] },
  },
  {
    descricao: 'X1: enviada 02/03 10:00 para 05/03 08:00 não vale em 72 h (70 h)',
    entrada: entrada(
      { enviadaEm: '2026-03-02T10:00', respostaEm: '2026-03-02T11:00' },
      { configuracao: { antecedencia: '72h' } },
    ),
    esperado: { antecedenciaValida: false, situacao: 'invalida' },
  },
  {
    descricao: '72 h exatas valem',
    entrada: entrada({}, { configuracao: { antecedencia: '72h' } }),
    esperado: { antecedenciaValida: true, situacao: 'aceita' },
  },
  {
    descricao: 'dias corridos: enviada 23:59, início 00:00 do terceiro dia vale (49 h)',
    entrada: entrada({
      enviadaEm: '2026-03-02T23:59',
      inicio: '2026-03-05T00:00',
      respostaEm: '2026-03-03T08:00',
    }),
    esperado: { antecedenciaValida: true, situacao: 'aceita' },
  },
  {
    descricao: 'início no passado: antecedência insuficiente',
    entrada: entrada({ inicio: '2026-03-01T08:00', fim: '2026-03-01T12:00' }),
    esperado: { antecedenciaValida: false, situacao: 'invalida' },
  },
  {
    descricao: 'recebida na sexta: prazo no sábado (sábado é útil por padrão)',
    entrada: entrada({
      recebidaEm: '2026-03-06T15:00',
      inicio: '2026-03-10T08:00',
      fim: '2026-03-10T17:00',
      respostaEm: '2026-03-07T20:00',
    }),
    esperado: { prazoResposta: '2026-03-07T23:59', situacao: 'aceita' },
  },
  {
    descricao: 'recebida na sexta, sábado não útil: prazo na segunda',
    entrada: entrada(
      {
        recebidaEm: '2026-03-06T15:00',
        inicio: '2026-03-10T08:00',
        fim: '2026-03-10T17:00',
        respostaEm: '2026-03-09T20:00',
      },
      { configuracao: { sabadoUtil: false } },
    ),
    esperado: { prazoResposta: '2026-03-09T23:59', situacao: 'aceita' },
  },
  {
    descricao: 'recebida no sábado: o domingo não conta, prazo na segunda',
    entrada: entrada({
      recebidaEm: '2026-03-07T09:00',
      inicio: '2026-03-12T08:00',
      fim: '2026-03-12T17:00',
      respostaEm: '2026-03-09T10:00',
    }),
    esperado: { prazoResposta: '2026-03-09T23:59' },
  },
  {
    descricao: 'recebida no domingo: prazo na segunda',
    entrada: entrada({
      recebidaEm: '2026-03-08T09:00',
      inicio: '2026-03-12T08:00',
      fim: '2026-03-12T17:00',
    }),
    esperado: { prazoResposta: '2026-03-09T23:59' },
  },
  {
    descricao: 'recebida na véspera de Tiradentes: o feriado pula, prazo na quarta',
    entrada: entrada({
      enviadaEm: '2026-04-20T08:00',
      inicio: '2026-04-24T08:00',
      fim: '2026-04-24T12:00',
      respostaEm: '2026-04-22T23:00',
    }),
    esperado: { prazoResposta: '2026-04-22T23:59', situacao: 'aceita' },
  },
  {
    descricao: 'quinta antes da Sexta-feira Santa, sábado não útil: prazo na segunda',
    entrada: entrada(
      {
        enviadaEm: '2026-04-02T08:00',
        inicio: '2026-04-08T08:00',
        fim: '2026-04-08T12:00',
        respostaEm: null,
        resposta: null,
      },
      { configuracao: { sabadoUtil: false }, agora: '2026-04-06T10:00' },
    ),
    esperado: { prazoResposta: '2026-04-06T23:59', situacao: 'aguardando' },
  },
  {
    descricao: 'feriado municipal informado na entrada também pula',
    entrada: entrada({}, { feriados: ['2026-03-03'] }),
    esperado: { prazoResposta: '2026-03-04T23:59', situacao: 'aceita' },
  },
  {
    descricao: 'virada do ano: recebida em 31/12, 01/01 é feriado, prazo no sábado 02/01',
    entrada: entrada({
      enviadaEm: '2026-12-31T10:00',
      inicio: '2027-01-04T08:00',
      fim: '2027-01-04T17:00',
      respostaEm: '2027-01-02T10:00',
    }),
    esperado: { prazoResposta: '2027-01-02T23:59', antecedenciaValida: true, situacao: 'aceita' },
  },
  {
    descricao: 'recebimento posterior ao envio: o prazo conta do recebimento',
    entrada: entrada({ recebidaEm: '2026-03-03T20:00', respostaEm: '2026-03-04T22:00' }),
    esperado: { prazoResposta: '2026-03-04T23:59', situacao: 'aceita', erros: [] },
  },
  {
    descricao: 'recebimento tardio não muda a antecedência, que conta do envio',
    entrada: entrada({ recebidaEm: '2026-03-04T07:00', respostaEm: '2026-03-04T08:00' }),
    esperado: { antecedenciaValida: true, prazoResposta: '2026-03-05T23:59', situacao: 'aceita' },
  },
];

describe('avaliarConvocacao: casos legais (CLT art. 452-A)', () => {
  it.each(casos)('$descricao', ({ entrada, esperado }) => {
    expect(avaliarConvocacao(entrada)).toMatchObject(esperado);
  });

  it('saída do contrato, campo a campo', () => {
    expect(avaliarConvocacao(entrada())).toEqual({
      antecedenciaValida: true,
      prazoResposta: '2026-03-03T23:59',
      situacao: 'aceita',
      multa: null,
      erros: [],
    });
  });

  it('sem configuração nem feriados: padrões dias-corridos e sábado útil', () => {
    const r = avaliarConvocacao({
      convocacao: { ...CONVOCACAO, recebidaEm: '2026-03-06T10:00', inicio: '2026-03-09T08:00' },
    });
    expect(r).toMatchObject({ antecedenciaValida: true, prazoResposta: '2026-03-07T23:59' });
  });
});
