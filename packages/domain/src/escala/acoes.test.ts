import { describe, expect, it } from 'vitest';
import { acoesDisponiveis, limiteLabel } from './acoes.ts';

describe('acoesDisponiveis e limiteLabel', () => {
  const config = { alterarDiaTrabalhoDiasConsecutivos: 5 };
  const ids = (dia: Parameters<typeof acoesDisponiveis>[0]) =>
    acoesDisponiveis(dia, config).map((a) => a.acaoId);

  it.each([
    {
      descricao: 'dia de trabalho',
      dia: { tipoDia: 'trabalho', alteracaoEscala: null, escalaId: 'e' },
      esperado: [1, 3, 5, 6, 7],
    },
    {
      descricao: 'folga',
      dia: { tipoDia: 'folga', alteracaoEscala: null, escalaId: 'e' },
      esperado: [2, 4, 7],
    },
    {
      descricao: 'dsr',
      dia: { tipoDia: 'dsr', alteracaoEscala: null, escalaId: 'e' },
      esperado: [2, 4, 7],
    },
    {
      descricao: 'dia com alteração: só visualizar',
      dia: {
        tipoDia: 'folga',
        alteracaoEscala: { tipoAcao: 'MudarParaFolga', acaoId: 'x' },
        escalaId: 'e',
      },
      esperado: [8],
    },
    {
      descricao: 'sem escala: só alterar escala',
      dia: { tipoDia: 'folga', alteracaoEscala: null, escalaId: null },
      esperado: [7],
    },
    {
      descricao: 'compensado sem ação própria',
      dia: { tipoDia: 'compensado', alteracaoEscala: null, escalaId: 'e' },
      esperado: [7],
    },
  ] as const)('$descricao', ({ dia, esperado }) => {
    expect(ids(dia)).toEqual(esperado);
  });

  it('o limite de dias consecutivos vai em 1 e 2; as demais ações valem por 1 dia', () => {
    expect(
      acoesDisponiveis({ tipoDia: 'trabalho', alteracaoEscala: null, escalaId: 'e' }, config),
    ).toEqual([
      { acaoId: 1, alterarDiaTrabalhoDiasConsecutivos: 5 },
      { acaoId: 3, alterarDiaTrabalhoDiasConsecutivos: 1 },
      { acaoId: 5, alterarDiaTrabalhoDiasConsecutivos: 1 },
      { acaoId: 6, alterarDiaTrabalhoDiasConsecutivos: 1 },
      { acaoId: 7, alterarDiaTrabalhoDiasConsecutivos: 1 },
    ]);
  });

  it.each([
    { dias: 1, esperado: 'Limite de até 1 dia' },
    { dias: 2, esperado: 'Limite de até 2 dias' },
    { dias: 30, esperado: 'Limite de até 30 dias' },
  ])('limiteLabel($dias)', ({ dias, esperado }) => {
    expect(limiteLabel(dias)).toBe(esperado);
  });
});
