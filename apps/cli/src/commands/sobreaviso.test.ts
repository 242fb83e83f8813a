import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { runSobreaviso } from './sobreaviso.ts';
import { esperarEntradaInvalida, executarJornada } from './testes/processo.ts';

const executar = (entrada: string) => executarJornada(['sobreaviso'], entrada);

const EXEMPLO = {
  configuracao: { descontarAcionamento: true },
  escalas: [{ inicio: '2026-03-07T08:00', fim: '2026-03-07T20:00', tipo: 'sobreaviso' }],
  acionamentos: [{ inicio: '2026-03-07T14:00', fim: '2026-03-07T16:00' }],
};

describe('jornada sobreaviso (processo)', () => {
  it('exemplo do contrato: saída 0 e o JSON do contrato', () => {
    const r = executar(JSON.stringify(EXEMPLO));
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/jornada:/);
    expect(JSON.parse(r.stdout)).toEqual({
      escalas: [
        {
          inicio: '2026-03-07T08:00',
          fim: '2026-03-07T20:00',
          tipo: 'sobreaviso',
          minutosEscala: 720,
          minutosAcionados: 120,
          minutosRemunerados: 600,
          equivalenteNormal: 200,
          alertas: [],
        },
      ],
      totais: { minutosRemunerados: 600, equivalenteNormal: 200, minutosAcionados: 120 },
      alertas: [],
    });
  });

  it.each([
    { descricao: 'JSON inválido', entrada: '{"escalas": [', campo: 'entrada' },
    {
      descricao: 'escala com fim igual ao início',
      entrada: JSON.stringify({
        escalas: [{ inicio: '2026-03-07T08:00', fim: '2026-03-07T08:00', tipo: 'sobreaviso' }],
      }),
      campo: 'escalas[0].fim',
    },
    {
      descricao: 'acionamento com fim antes do início',
      entrada: JSON.stringify({
        ...EXEMPLO,
        acionamentos: [{ inicio: '2026-03-07T16:00', fim: '2026-03-07T14:00' }],
      }),
      campo: 'acionamentos[0].fim',
    },
  ])('$descricao: saída 2 e uma linha em pt-BR no stderr', ({ entrada, campo }) => {
    const r = executar(entrada);
    esperarEntradaInvalida(r, campo);
  });
});

const apurar = (entrada: unknown) => JSON.parse(runSobreaviso(JSON.stringify(entrada)));

describe('jornada sobreaviso: regras pela porta do CLI', () => {
  it('escala noturna de prontidão de 14 h, com acionamento parcialmente fora', () => {
    const r = apurar({
      escalas: [{ inicio: '2026-03-06T18:00', fim: '2026-03-07T08:00', tipo: 'prontidao' }],
      acionamentos: [{ inicio: '2026-03-07T07:00', fim: '2026-03-07T09:00' }],
    });
    expect(r.escalas[0]).toMatchObject({
      minutosEscala: 840,
      minutosAcionados: 60,
      minutosRemunerados: 780,
      alertas: ['PRONTIDAO_ACIMA_12H'],
    });
    expect(r.escalas[0].equivalenteNormal).toBeCloseTo(520, 2);
    expect(r.alertas).toEqual(['ACIONAMENTO_FORA_DE_ESCALA']);
  });

  it('sem configuração e sem acionamentos: padrões', () => {
    const r = apurar({
      escalas: [{ inicio: '2026-03-07T08:00', fim: '2026-03-07T09:00', tipo: 'sobreaviso' }],
    });
    expect(r.totais).toEqual({
      minutosRemunerados: 60,
      equivalenteNormal: 20,
      minutosAcionados: 0,
    });
  });
});

describe('jornada sobreaviso: entrada inválida nomeia o campo', () => {
  const escala = { inicio: '2026-03-07T08:00', fim: '2026-03-07T20:00', tipo: 'sobreaviso' };
  it.each([
    { descricao: 'entrada não é objeto', entrada: [], mensagem: 'entrada: deve ser um objeto' },
    { descricao: 'sem escalas', entrada: {}, mensagem: 'escalas: campo obrigatório' },
    {
      descricao: 'escalas não é lista',
      entrada: { escalas: {} },
      mensagem: 'escalas: deve ser uma lista',
    },
    {
      descricao: 'escala sem tipo',
      entrada: { escalas: [{ ...escala, tipo: undefined }] },
      mensagem: 'escalas[0].tipo: valor inválido',
    },
    {
      descricao: 'tipo desconhecido',
      entrada: { escalas: [{ ...escala, tipo: 'plantao' }] },
      mensagem: 'escalas[0].tipo: valor inválido "plantao"',
    },
    {
      descricao: 'data e hora com espaço',
      entrada: { escalas: [{ ...escala, inicio: '2026-03-07 08:00' }] },
      mensagem: 'escalas[0].inicio: data e hora inválidas',
    },
    {
      descricao: 'hora 24:00',
      entrada: { escalas: [{ ...escala, fim: '2026-03-07T24:00' }] },
      mensagem: 'escalas[0].fim: data e hora inválidas',
    },
    {
      descricao: 'escala com fim antes do início (dia anterior)',
      entrada: { escalas: [{ ...escala, fim: '2026-03-06T20:00' }] },
      mensagem: 'escalas[0].fim: 2026-03-06T20:00 deve ser posterior ao início',
    },
    {
      descricao: 'acionamentos não é lista',
      entrada: { escalas: [escala], acionamentos: 'x' },
      mensagem: 'acionamentos: deve ser uma lista',
    },
    {
      descricao: 'acionamento sem fim',
      entrada: { escalas: [escala], acionamentos: [{ inicio: '2026-03-07T10:00' }] },
      mensagem: 'acionamentos[0].fim: data e hora inválidas',
    },
    {
      descricao: 'descontarAcionamento não booleano',
      entrada: { configuracao: { descontarAcionamento: 'sim' }, escalas: [escala] },
      mensagem: 'configuracao.descontarAcionamento: deve ser true ou false',
    },
  ])('$descricao', ({ entrada, mensagem }) => {
    expect(() => runSobreaviso(JSON.stringify(entrada))).toThrow(CliError);
    expect(() => runSobreaviso(JSON.stringify(entrada))).toThrow(mensagem);
  });
});
