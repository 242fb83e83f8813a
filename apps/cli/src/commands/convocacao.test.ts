import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { runConvocacao } from './convocacao.ts';
import { esperarEntradaInvalida, executarJornada } from './testes/processo.ts';

const executar = (entrada: string) => executarJornada(['convocacao'], entrada);

const CONVOCACAO = {
  enviadaEm: '2026-03-02T08:00',
  recebidaEm: null,
  inicio: '2026-03-05T08:00',
  fim: '2026-03-05T17:00',
  respostaEm: '2026-03-03T10:00',
  resposta: 'aceita',
  remuneracaoPrevista: 18000,
};

const EXEMPLO = {
  configuracao: { antecedencia: 'dias-corridos', sabadoUtil: true },
  uf: 'SP',
  feriados: [],
  convocacao: CONVOCACAO,
  descumprimento: null,
  agora: '2026-03-04T09:00',
};

const comConvocacao = (convocacao: object, resto: object = {}) => ({
  ...EXEMPLO,
  convocacao: { ...CONVOCACAO, ...convocacao },
  ...resto,
});

describe('jornada convocacao (processo)', () => {
  it('exemplo do contrato: saída 0 e o JSON do contrato', () => {
    const r = executar(JSON.stringify(EXEMPLO));
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/jornada:/);
    expect(JSON.parse(r.stdout)).toEqual({
      antecedenciaValida: true,
      prazoResposta: '2026-03-03T23:59',
      situacao: 'aceita',
      multa: null,
      erros: [],
    });
  });

  it('descumprimento do exemplo do contrato: multa de 9000 até 03/04', () => {
    const entrada = { ...EXEMPLO, descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } };
    const r = executar(JSON.stringify(entrada));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).multa).toEqual({
      devidaPor: 'empregador',
      valor: 9000,
      prazo: '2026-04-03',
    });
  });

  it('erro de negócio (antecedência insuficiente) sai 0 com o código em erros', () => {
    const r = executar(JSON.stringify(comConvocacao({ inicio: '2026-03-04T14:00' })));
    expect(r.status).toBe(0);
    const saida = JSON.parse(r.stdout);
    expect(saida).toMatchObject({ antecedenciaValida: false, situacao: 'invalida', multa: null });
    expect(saida.erros.map((e: { codigo: string }) => e.codigo)).toEqual([
      'ANTECEDENCIA_INSUFICIENTE',
    ]);
  });

  it.each([
    { descricao: 'JSON inválido', entrada: '{"convocacao": ', campo: 'entrada' },
    {
      descricao: 'resposta desconhecida',
      entrada: JSON.stringify(comConvocacao({ resposta: 'talvez' })),
      campo: 'convocacao.resposta',
    },
    {
      descricao: 'sem resposta e sem agora',
      entrada: JSON.stringify(comConvocacao({ resposta: null, respostaEm: null }, { agora: null })),
      campo: 'agora',
    },
  ])('$descricao: saída 2 e uma linha em pt-BR no stderr', ({ entrada, campo }) => {
    const r = executar(entrada);
    esperarEntradaInvalida(r, campo);
  });
});

const avaliar = (entrada: unknown) => JSON.parse(runConvocacao(JSON.stringify(entrada)));

describe('jornada convocacao: feriados resolvidos pelo CLI', () => {
  // 08/07/2026 é quarta; 09/07 é feriado estadual em SP (Revolução Constitucionalista).
  const julho = (uf: string | null, feriados: string[] = []) =>
    avaliar(
      comConvocacao(
        {
          enviadaEm: '2026-07-08T08:00',
          inicio: '2026-07-13T08:00',
          fim: '2026-07-13T17:00',
          respostaEm: null,
          resposta: null,
        },
        { uf, feriados, agora: '2026-07-08T09:00' },
      ),
    );

  it.each([
    {
      descricao: '9 de julho é feriado em SP: prazo na sexta',
      uf: 'SP',
      feriados: [],
      prazo: '2026-07-10T23:59',
    },
    {
      descricao: 'sem UF, 9 de julho é dia útil',
      uf: null,
      feriados: [],
      prazo: '2026-07-09T23:59',
    },
    {
      descricao: 'UF em minúsculas também vale',
      uf: 'sp',
      feriados: [],
      prazo: '2026-07-10T23:59',
    },
    {
      descricao: 'feriado municipal da entrada',
      uf: null,
      feriados: ['2026-07-09'],
      prazo: '2026-07-10T23:59',
    },
  ])('$descricao', ({ uf, feriados, prazo }) => {
    expect(julho(uf, feriados)).toMatchObject({ prazoResposta: prazo, situacao: 'aguardando' });
  });

  it('Tiradentes (nacional) calculado pelo CLI', () => {
    const r = avaliar(
      comConvocacao({
        enviadaEm: '2026-04-20T08:00',
        inicio: '2026-04-24T08:00',
        fim: '2026-04-24T12:00',
        respostaEm: '2026-04-22T20:00',
      }),
    );
    expect(r).toMatchObject({ prazoResposta: '2026-04-22T23:59', situacao: 'aceita' });
  });

  it('virada do ano: 01/01/2027 vem do calendário do ano seguinte', () => {
    const r = avaliar(
      comConvocacao(
        { enviadaEm: '2026-12-31T10:00', inicio: '2027-01-05T08:00', fim: '2027-01-05T12:00' },
        { configuracao: { sabadoUtil: false } },
      ),
    );
    expect(r.prazoResposta).toBe('2027-01-04T23:59');
  });
});

describe('jornada convocacao: entrada inválida nomeia o campo', () => {
  it.each([
    { descricao: 'entrada não é objeto', entrada: [], mensagem: 'entrada: deve ser um objeto' },
    {
      descricao: 'sem convocacao',
      entrada: { agora: '2026-03-04T09:00' },
      mensagem: 'convocacao: campo obrigatório',
    },
    {
      descricao: 'enviadaEm malformada',
      entrada: comConvocacao({ enviadaEm: '02/03/2026 08:00' }),
      mensagem: 'convocacao.enviadaEm: data e hora inválidas',
    },
    {
      descricao: 'fim ausente',
      entrada: comConvocacao({ fim: undefined }),
      mensagem: 'convocacao.fim: data e hora inválidas',
    },
    {
      descricao: 'resposta sem respostaEm',
      entrada: comConvocacao({ respostaEm: null }),
      mensagem: 'convocacao.respostaEm: informe quando',
    },
    {
      descricao: 'respostaEm sem resposta',
      entrada: comConvocacao({ resposta: null }),
      mensagem: 'convocacao.resposta: informe',
    },
    {
      descricao: 'remuneração em reais com centavos',
      entrada: comConvocacao({ remuneracaoPrevista: 180.5 }),
      mensagem: 'convocacao.remuneracaoPrevista: deve ser um valor inteiro em centavos',
    },
    {
      descricao: 'antecedência desconhecida',
      entrada: comConvocacao({}, { configuracao: { antecedencia: '3d' } }),
      mensagem: 'configuracao.antecedencia: valor inválido "3d"',
    },
    {
      descricao: 'sabadoUtil não booleano',
      entrada: comConvocacao({}, { configuracao: { sabadoUtil: 'sim' } }),
      mensagem: 'configuracao.sabadoUtil: deve ser true ou false',
    },
    {
      descricao: 'descumprimento por terceiro',
      entrada: comConvocacao({}, { descumprimento: { por: 'cliente', em: '2026-03-04T18:00' } }),
      mensagem: 'descumprimento.por: valor inválido "cliente"',
    },
    {
      descricao: 'descumprimento sem data',
      entrada: comConvocacao({}, { descumprimento: { por: 'empregado' } }),
      mensagem: 'descumprimento.em: data e hora inválidas',
    },
    {
      descricao: 'UF inexistente',
      entrada: comConvocacao({}, { uf: 'XX' }),
      mensagem: 'uf: UF inválida',
    },
    {
      descricao: 'feriado malformado',
      entrada: comConvocacao({}, { feriados: ['25/01/2026'] }),
      mensagem: 'feriados[0]: data inválida',
    },
    {
      descricao: 'agora malformado',
      entrada: comConvocacao({}, { agora: 'ontem' }),
      mensagem: 'agora: data e hora inválidas',
    },
    {
      descricao: 'multa devida sem remuneração prevista',
      entrada: comConvocacao(
        { remuneracaoPrevista: null },
        { descumprimento: { por: 'empregador', em: '2026-03-04T18:00' } },
      ),
      mensagem: 'convocacao.remuneracaoPrevista: obrigatória',
    },
  ])('$descricao', ({ entrada, mensagem }) => {
    expect(() => runConvocacao(JSON.stringify(entrada))).toThrow(CliError);
    expect(() => runConvocacao(JSON.stringify(entrada))).toThrow(mensagem);
  });
});
