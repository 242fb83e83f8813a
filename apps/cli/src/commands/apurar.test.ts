import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { runApurar } from './apurar.ts';

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Roda `jornada apurar` num processo próprio, com a entrada no stdin. */
const executar = (entrada: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'apurar'], {
    cwd: RAIZ,
    input: entrada,
    encoding: 'utf8',
  });

const S1 = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];

const EXEMPLO = {
  configuracao: {},
  uf: 'SP',
  feriados: ['2026-01-25'],
  dias: [
    {
      data: '2026-03-02',
      jornada: S1,
      tipoDia: 'trabalho',
      marcacoes: ['07:55', '12:00', '13:00', '17:05'],
      justificativa: null,
    },
  ],
};

describe('jornada apurar (processo)', () => {
  it('exemplo do contrato: saída 0 e JSON com os nomes do contrato', () => {
    const r = executar(JSON.stringify(EXEMPLO));
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/jornada:/);
    const saida = JSON.parse(r.stdout);
    expect(saida.dias[0]).toMatchObject({
      data: '2026-03-02',
      tipoDia: 'trabalho',
      previsto: 480,
      trabalhadoRelogio: 490,
      trabalhadoComputado: 490,
      saldo: 0,
      extras: [
        { percentual: 50, minutos: 0 },
        { percentual: 100, minutos: 0 },
      ],
      extrasNoturnas: 0,
      debito: 0,
      falta: 0,
      intervalo: { exigido: 60, concedido: 60, indenizado: 0 },
      interjornada: { descanso: null, exigido: 660, suprimido: 0 },
      bancoHoras: { credito: 0, debito: 0 },
      alertas: [],
      inconsistencias: [],
    });
    expect(saida.dias[0].explicacao).toContain(
      '07:55 e 17:05: variações de 5 min, dentro da tolerância (CLT art. 58 §1º)',
    );
    expect(saida.semanas).toEqual([{ dsr: '2026-03-08', perdido: false }]);
  });

  it.each([
    { descricao: 'JSON inválido', entrada: '{"dias": [', campo: 'entrada' },
    { descricao: 'sem o campo dias', entrada: '{"uf": "SP"}', campo: 'dias' },
    {
      descricao: 'horário fora do formato HH:MM',
      entrada: JSON.stringify({ dias: [{ data: '2026-03-02', jornada: S1, marcacoes: ['7:55'] }] }),
      campo: 'dias[0].marcacoes[0]',
    },
  ])('$descricao: saída 2 e uma linha em pt-BR no stderr', ({ entrada, campo }) => {
    const r = executar(entrada);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const linhas = r.stderr.split('\n').filter((l) => l.startsWith('jornada:'));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toContain(campo);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

const apurar = (entrada: unknown) => JSON.parse(runApurar(JSON.stringify(entrada)));

describe('jornada apurar: feriados resolvidos pelo CLI', () => {
  const dia = (data: string) => ({ data, jornada: S1, marcacoes: [] });

  it.each([
    {
      descricao: 'Tiradentes (nacional) numa terça',
      data: '2026-04-21',
      uf: undefined,
      feriados: [],
      tipo: 'feriado',
    },
    {
      descricao: '9 de julho é feriado em SP',
      data: '2026-07-09',
      uf: 'SP',
      feriados: [],
      tipo: 'feriado',
    },
    {
      descricao: '9 de julho sem UF é dia de trabalho',
      data: '2026-07-09',
      uf: undefined,
      feriados: [],
      tipo: 'trabalho',
    },
    {
      descricao: 'feriado municipal da entrada',
      data: '2026-03-19',
      uf: 'SP',
      feriados: ['2026-03-19'],
      tipo: 'feriado',
    },
    {
      descricao: 'Carnaval não é feriado',
      data: '2026-02-17',
      uf: undefined,
      feriados: [],
      tipo: 'trabalho',
    },
  ])('$descricao', ({ data, uf, feriados, tipo }) => {
    const r = apurar({ uf, feriados, dias: [dia(data)] });
    expect(r.dias[0].tipoDia).toBe(tipo);
    expect(r.dias[0].falta).toBe(tipo === 'feriado' ? 0 : 480);
  });

  it('período que cruza o ano consulta os dois anos', () => {
    const r = apurar({ dias: [dia('2026-12-31'), dia('2027-01-01')] });
    expect(r.dias.map((d: { tipoDia: string }) => d.tipoDia)).toEqual(['trabalho', 'feriado']);
  });
});

describe('jornada apurar: entrada inválida nomeia o campo', () => {
  const base = (extra: object) =>
    JSON.stringify({ dias: [{ data: '2026-03-02', jornada: S1, marcacoes: [], ...extra }] });

  it.each([
    { descricao: 'entrada não é objeto', entrada: '[]', mensagem: 'entrada: deve ser um objeto' },
    {
      descricao: 'dias não é lista',
      entrada: '{"dias": {}}',
      mensagem: 'dias: deve ser uma lista',
    },
    {
      descricao: 'data inválida',
      entrada: base({ data: '2026-02-30' }),
      mensagem: 'dias[0].data: data inválida "2026-02-30"',
    },
    {
      descricao: 'hora 24:00',
      entrada: base({ jornada: [['08:00', '24:00']] }),
      mensagem: 'dias[0].jornada[0][1]: horário inválido "24:00"',
    },
    {
      descricao: 'intervalo com um horário só',
      entrada: base({ jornada: [['08:00']] }),
      mensagem: 'dias[0].jornada[0]: deve ter início e fim',
    },
    {
      descricao: 'tipoDia desconhecido',
      entrada: base({ tipoDia: 'ferias' }),
      mensagem: 'dias[0].tipoDia: valor inválido "ferias"',
    },
    {
      descricao: 'justificativa sem abona',
      entrada: base({ justificativa: { tipo: 'atestado' } }),
      mensagem: 'dias[0].justificativa.abona',
    },
    {
      descricao: 'datas fora de ordem',
      entrada: JSON.stringify({
        dias: [
          { data: '2026-03-03', jornada: [], marcacoes: [] },
          { data: '2026-03-02', jornada: [], marcacoes: [] },
        ],
      }),
      mensagem: 'dias[1].data: 2026-03-02 fora de ordem',
    },
    {
      descricao: 'UF inexistente',
      entrada: JSON.stringify({
        uf: 'XX',
        dias: [{ data: '2026-03-02', jornada: [], marcacoes: [] }],
      }),
      mensagem: 'uf: UF inválida',
    },
    {
      descricao: 'feriado malformado',
      entrada: JSON.stringify({ feriados: ['25/01/2026'], dias: [] }),
      mensagem: 'feriados[0]: data inválida',
    },
    {
      descricao: 'escopo de tolerância desconhecido',
      entrada: JSON.stringify({ configuracao: { tolerancia: { escopo: 'meio' } }, dias: [] }),
      mensagem: 'configuracao.tolerancia.escopo: valor inválido "meio" (use todas | extremos)',
    },
    {
      descricao: 'regime noturno desconhecido',
      entrada: JSON.stringify({ configuracao: { noturno: { regime: 'rural' } }, dias: [] }),
      mensagem: 'configuracao.noturno.regime',
    },
    {
      descricao: 'faixas fora de ordem',
      entrada: JSON.stringify({
        configuracao: {
          extras: {
            faixas: [
              { ateMinutos: 120, percentual: 50 },
              { ateMinutos: 60, percentual: 70 },
            ],
          },
        },
        dias: [],
      }),
      mensagem: 'configuracao.extras.faixas[1].ateMinutos: deve crescer',
    },
    {
      descricao: 'banco de horas sem ativo',
      entrada: JSON.stringify({ configuracao: { bancoHoras: {} }, dias: [] }),
      mensagem: 'configuracao.bancoHoras.ativo',
    },
    {
      descricao: 'tolerância negativa',
      entrada: JSON.stringify({ configuracao: { tolerancia: { porMarcacao: -1 } }, dias: [] }),
      mensagem: 'configuracao.tolerancia.porMarcacao',
    },
  ])('$descricao', ({ entrada, mensagem }) => {
    expect(() => runApurar(entrada)).toThrow(CliError);
    expect(() => runApurar(entrada)).toThrow(mensagem);
  });

  it('configuração válida e campos opcionais ausentes são aceitos', () => {
    const r = apurar({
      configuracao: {
        tolerancia: { escopo: 'extremos' },
        bancoHoras: null,
        regime12x36: false,
        dsr: { atrasoPerdeDsr: true },
      },
      dias: [{ data: '2026-03-07' }],
    });
    expect(r.dias[0]).toMatchObject({ tipoDia: 'folga', previsto: 0 });
  });
});
