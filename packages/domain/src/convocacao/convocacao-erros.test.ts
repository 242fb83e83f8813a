import { describe, expect, it } from 'vitest';
import { avaliarConvocacao } from './avaliar-convocacao.ts';
import { entrada, semResposta } from './testes/apoio.ts';
import type { ResultadoConvocacao } from './tipos.ts';

const codigos = (r: ResultadoConvocacao) => r.erros.map((e) => e.codigo);

describe('avaliarConvocacao: erros de negócio (saída normal, com mensagem)', () => {
  it.each([
    {
      descricao: 'antecedência insuficiente: inválida mesmo aceita',
      convocacao: { inicio: '2026-03-04T14:00', fim: '2026-03-04T18:00' },
      agora: '2026-03-04T09:00',
      codigos: ['ANTECEDENCIA_INSUFICIENTE'],
      situacao: 'invalida',
      trecho: 'início mais cedo possível é 05/03/2026 00:00',
    },
    {
      descricao: 'fim antes do início: jornada impossível, convocação inválida',
      convocacao: { fim: '2026-03-05T07:00' },
      agora: '2026-03-04T09:00',
      codigos: ['FIM_ANTES_DO_INICIO'],
      situacao: 'invalida',
      trecho: 'não é posterior ao início',
    },
    {
      descricao: 'fim igual ao início também é erro',
      convocacao: { fim: '2026-03-05T08:00' },
      agora: '2026-03-04T09:00',
      codigos: ['FIM_ANTES_DO_INICIO'],
      situacao: 'invalida',
      trecho: 'não é posterior',
    },
    {
      descricao: 'resposta antes do envio é desconsiderada: prazo vencido vira recusa presumida',
      convocacao: { respostaEm: '2026-03-01T10:00' },
      agora: '2026-03-04T09:00',
      codigos: ['RESPOSTA_ANTES_DO_ENVIO'],
      situacao: 'recusa-presumida',
      trecho: 'desconsiderada',
    },
    {
      descricao: 'resposta antes do envio, ainda no prazo: aguardando',
      convocacao: { respostaEm: '2026-03-01T10:00' },
      agora: '2026-03-02T09:00',
      codigos: ['RESPOSTA_ANTES_DO_ENVIO'],
      situacao: 'aguardando',
      trecho: 'antes do envio',
    },
    {
      descricao: 'recebida antes do envio: o prazo conta do envio e o aceite vale',
      convocacao: { recebidaEm: '2026-02-27T10:00' },
      agora: '2026-03-04T09:00',
      codigos: ['RECEBIDA_ANTES_DO_ENVIO'],
      situacao: 'aceita',
      trecho: 'o prazo conta do envio',
    },
    {
      descricao: 'vários erros juntos, na ordem do contrato',
      convocacao: {
        inicio: '2026-03-03T08:00',
        fim: '2026-03-03T07:00',
        respostaEm: '2026-03-01T10:00',
        recebidaEm: '2026-03-01T09:00',
      },
      agora: '2026-03-04T09:00',
      codigos: [
        'ANTECEDENCIA_INSUFICIENTE',
        'FIM_ANTES_DO_INICIO',
        'RESPOSTA_ANTES_DO_ENVIO',
        'RECEBIDA_ANTES_DO_ENVIO',
      ],
      situacao: 'invalida',
      trecho: 'art. 452-A §1º',
    },
  ])('$descricao', ({ convocacao, agora, codigos: esperados, situacao, trecho }) => {
    const r = avaliarConvocacao(
      entrada(convocacao, { agora, descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } }),
    );
    expect(codigos(r)).toEqual(esperados);
    expect(r.situacao).toBe(situacao);
    expect(r.erros.map((e) => e.mensagem).join(' ')).toContain(trecho);
    expect(r.multa === null).toBe(situacao !== 'aceita');
  });

  it('o prazo de resposta sai mesmo na convocação inválida', () => {
    const r = avaliarConvocacao(entrada({ inicio: '2026-03-03T08:00', fim: '2026-03-03T12:00' }));
    expect(r.prazoResposta).toBe('2026-03-03T23:59');
  });
});

describe('avaliarConvocacao: entrada malformada lança RangeError', () => {
  it.each([
    {
      descricao: 'sem resposta e sem agora',
      e: entrada(semResposta, { agora: null }),
      campo: 'agora',
    },
    {
      descricao: 'resposta sem respostaEm',
      e: entrada({ respostaEm: null }),
      campo: 'convocacao.respostaEm',
    },
    {
      descricao: 'respostaEm sem resposta',
      e: entrada({ resposta: null }),
      campo: 'convocacao.resposta',
    },
    {
      descricao: 'data e hora malformadas',
      e: entrada({ inicio: '2026-03-05 08:00' }),
      campo: 'convocacao.inicio',
    },
    {
      descricao: 'multa devida sem remuneração prevista',
      e: entrada(
        { remuneracaoPrevista: null },
        { descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } },
      ),
      campo: 'convocacao.remuneracaoPrevista',
    },
  ])('$descricao', ({ e, campo }) => {
    expect(() => avaliarConvocacao(e)).toThrow(RangeError);
    expect(() => avaliarConvocacao(e)).toThrow(campo);
  });
});
