import { describe, expect, it } from 'vitest';
import { apurarDia } from './apurar-dia.ts';
import { apurarPeriodo } from './apurar-periodo.ts';
import { resolverConfiguracao } from './configuracao.ts';
import { apurar, diaS1, extra, S1 } from './testes/apoio.ts';
import { derivarTipoDia } from './tipo-dia.ts';
import type { ConfiguracaoParcial, DiaEntrada, TipoDia } from './tipos.ts';

const FERIADOS = new Set(['2026-04-21', '2026-04-05']);
const BATIDAS = ['08:00', '12:00', '13:00', '17:00'];

describe('tipo do dia derivado (jornada, feriados, dia da semana)', () => {
  it.each([
    { descricao: 'segunda com jornada', data: '2026-03-02', jornada: true, esperado: 'trabalho' },
    { descricao: 'sábado sem jornada', data: '2026-03-07', jornada: false, esperado: 'folga' },
    { descricao: 'domingo sem jornada', data: '2026-03-08', jornada: false, esperado: 'dsr' },
    {
      descricao: 'Tiradentes numa terça com jornada',
      data: '2026-04-21',
      jornada: true,
      esperado: 'feriado',
    },
    {
      descricao: 'feriado no domingo sem jornada é o DSR',
      data: '2026-04-05',
      jornada: false,
      esperado: 'dsr',
    },
    {
      descricao: 'domingo com jornada (escala 6x1)',
      data: '2026-03-08',
      jornada: true,
      esperado: 'trabalho',
    },
  ])('$descricao → $esperado', ({ data, jornada, esperado }) => {
    const r = apurarDia(
      { data, jornada: jornada ? S1 : [], marcacoes: [] },
      { feriados: FERIADOS },
    );
    expect(r.tipoDia).toBe(esperado as TipoDia);
  });

  it('no 12x36 o dia de escala em feriado é trabalho (CLT art. 59-A)', () => {
    expect(derivarTipoDia('2026-04-21', true, FERIADOS, true)).toBe('trabalho');
    expect(derivarTipoDia('2026-04-21', true, FERIADOS)).toBe('feriado');
  });

  it('o tipo informado na entrada prevalece', () => {
    const r = apurarDia(
      { data: '2026-04-21', jornada: S1, marcacoes: BATIDAS, tipoDia: 'trabalho' },
      { feriados: FERIADOS },
    );
    expect([r.tipoDia, r.previsto, r.saldo]).toEqual(['trabalho', 480, 0]);
  });
});

type Caso = {
  descricao: string;
  dia: DiaEntrada;
  configuracao?: ConfiguracaoParcial;
  esperado: { tipoDia: TipoDia; previsto: number; saldo: number; ot50: number; ot100: number };
};

const casos: Caso[] = [
  {
    descricao: 'feriado numa terça não trabalhado: descanso pago, sem falta',
    dia: { data: '2026-04-21', jornada: S1, marcacoes: [] },
    esperado: { tipoDia: 'feriado', previsto: 0, saldo: 0, ot50: 0, ot100: 0 },
  },
  {
    descricao: 'feriado numa terça trabalhado: tudo em dobro (Súmula 146)',
    dia: { data: '2026-04-21', jornada: S1, marcacoes: BATIDAS },
    esperado: { tipoDia: 'feriado', previsto: 0, saldo: 480, ot50: 0, ot100: 480 },
  },
  {
    descricao: 'feriado trabalhado com percentual de domingo/feriado da CCT (150 %)',
    dia: { data: '2026-04-21', jornada: S1, marcacoes: ['08:00', '12:00'] },
    configuracao: { extras: { domingoFeriado: 150 } },
    esperado: { tipoDia: 'feriado', previsto: 0, saldo: 240, ot50: 0, ot100: 0 },
  },
  {
    descricao: '12x36 em feriado: jornada normal, sem dobra',
    dia: {
      data: '2026-04-21',
      jornada: [
        ['07:00', '12:00'],
        ['13:00', '19:00'],
      ],
      marcacoes: ['07:00', '12:00', '13:00', '19:00'],
    },
    configuracao: { regime12x36: true },
    esperado: { tipoDia: 'trabalho', previsto: 660, saldo: 0, ot50: 0, ot100: 0 },
  },
  {
    descricao: '12x36 em feriado ficando 1 h a mais: extra a 50 %, não a 100 %',
    dia: {
      data: '2026-04-21',
      jornada: [
        ['07:00', '12:00'],
        ['13:00', '19:00'],
      ],
      marcacoes: ['07:00', '12:00', '13:00', '20:00'],
    },
    configuracao: { regime12x36: true },
    esperado: { tipoDia: 'trabalho', previsto: 660, saldo: 60, ot50: 60, ot100: 0 },
  },
  {
    descricao: 'faixas da CCT: 60 a 50 %, até 120 a 70 %, depois 100 %',
    dia: diaS1(['08:00', '12:00', '13:00', '19:30']),
    configuracao: {
      extras: {
        faixas: [
          { ateMinutos: 60, percentual: 50 },
          { ateMinutos: 120, percentual: 70 },
          { percentual: 100 },
        ],
      },
    },
    esperado: { tipoDia: 'trabalho', previsto: 480, saldo: 150, ot50: 60, ot100: 30 },
  },
];

describe('feriados, domingos, 12x36 e faixas de extras', () => {
  it.each(casos)('$descricao', ({ dia, configuracao, esperado }) => {
    const r = apurarDia(dia, {
      configuracao: resolverConfiguracao(configuracao),
      feriados: FERIADOS,
    });
    expect({
      tipoDia: r.tipoDia,
      previsto: r.previsto,
      saldo: r.saldo,
      ot50: extra(r, 50),
      ot100: extra(r, 100),
    }).toEqual(esperado);
  });

  it('percentual de domingo/feriado próprio aparece na lista de extras', () => {
    const r = apurarDia(
      { data: '2026-04-21', jornada: S1, marcacoes: ['08:00', '12:00'] },
      {
        configuracao: resolverConfiguracao({ extras: { domingoFeriado: 150 } }),
        feriados: FERIADOS,
      },
    );
    expect(r.extras).toEqual([
      { percentual: 50, minutos: 0 },
      { percentual: 100, minutos: 0 },
      { percentual: 150, minutos: 240 },
    ]);
  });

  it('faixa de 70 % recebe 60 min', () => {
    const r = apurar(diaS1(['08:00', '12:00', '13:00', '19:30']), {
      extras: {
        faixas: [
          { ateMinutos: 60, percentual: 50 },
          { ateMinutos: 120, percentual: 70 },
          { percentual: 100 },
        ],
      },
    });
    expect(extra(r, 70)).toBe(60);
  });

  it('12x36 noturno 19:00–07:00 sem intervalo: hora reduzida e intervalo indenizado', () => {
    const r = apurar(
      { data: '2026-03-02', jornada: [['19:00', '07:00']], marcacoes: ['19:00', '07:00'] },
      { regime12x36: true },
    );
    expect([r.trabalhadoRelogio, r.noturnoRelogio, r.noturnoReduzido, r.previsto, r.saldo]).toEqual(
      [720, 420, 480, 780, 0],
    );
    expect(r.intervalo).toEqual({ exigido: 60, concedido: 0, indenizado: 60 });
  });
});

describe('banco de horas (CLT art. 59 §2º)', () => {
  const longo = diaS1(['08:00', '12:00', '13:00', '20:00']);

  it('desligado: 180 extras pagas e alerta do art. 59', () => {
    const r = apurar(longo);
    expect([extra(r, 50), extra(r, 100), r.bancoHoras.credito]).toEqual([120, 60, 0]);
    expect(r.alertas).toEqual(['LIMITE_ART59_EXCEDIDO']);
  });

  it('ligado: 180 ao banco, sem extras, alertas do art. 59 caput e de 10 h diárias', () => {
    const r = apurar(longo, { bancoHoras: { ativo: true } });
    expect([extra(r, 50), extra(r, 100), r.bancoHoras.credito, r.saldo]).toEqual([0, 0, 180, 180]);
    expect(r.alertas).toEqual(['LIMITE_ART59_EXCEDIDO', 'LIMITE_DIARIO_BANCO_EXCEDIDO']);
  });

  it('ligado: 10 h exatas não alertam', () => {
    const r = apurar(diaS1(['08:00', '12:00', '13:00', '19:00']), { bancoHoras: { ativo: true } });
    expect([r.bancoHoras.credito, r.alertas]).toEqual([120, []]);
  });

  it('ligado: saída antecipada vai a débito do banco, sem desconto', () => {
    const r = apurar(diaS1(['08:00', '12:00', '13:00', '16:00']), { bancoHoras: { ativo: true } });
    expect([r.bancoHoras.debito, r.debito, r.saldo]).toEqual([60, 0, -60]);
  });

  it('bancoHoras: null na configuração desliga o banco', () => {
    const r = apurar(longo, { bancoHoras: null });
    expect(r.bancoHoras.credito).toBe(0);
  });

  it('domingo trabalhado com 4 h não passa do limite diário do art. 59 (dia sem jornada)', () => {
    const r = apurarPeriodo({
      dias: [{ data: '2026-03-08', jornada: [], marcacoes: ['08:00', '12:00'] }],
    });
    expect(r.dias[0]!.alertas).toEqual([]);
    const longoDomingo = apurarPeriodo({
      dias: [{ data: '2026-03-08', jornada: [], marcacoes: ['07:00', '12:00', '13:00', '19:00'] }],
    });
    expect(longoDomingo.dias[0]!.alertas).toEqual(['LIMITE_ART59_EXCEDIDO']);
  });
});
