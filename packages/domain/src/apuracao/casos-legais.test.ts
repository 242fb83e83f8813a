import { describe, expect, it } from 'vitest';
import { apurarPeriodo } from './apurar-periodo.ts';
import { arredondar, extra, NS, S1 } from './testes/apoio.ts';
import type { ConfiguracaoParcial, DiaEntrada, ResultadoApuracao } from './tipos.ts';

// Exemplos resolvidos de legal-br.md §4 que tocam a apuração (semana S1 de 2026-03-02 a 03-08).
const SEMANA = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const BATIDAS = ['08:00', '12:00', '13:00', '17:00'];

/** Semana S1 cumprida à risca, com os dias trocados pelo caso; sábado folga, domingo DSR. */
const semana = (trocas: Record<string, Partial<DiaEntrada>> = {}): DiaEntrada[] => [
  ...SEMANA.map((data) => ({ data, jornada: S1, marcacoes: BATIDAS, ...trocas[data] })),
  { data: '2026-03-07', jornada: [], marcacoes: [], ...trocas['2026-03-07'] },
  { data: '2026-03-08', jornada: [], marcacoes: [], ...trocas['2026-03-08'] },
];

type Caso = {
  descricao: string;
  dias: DiaEntrada[];
  configuracao?: ConfiguracaoParcial;
  conferir: (r: ResultadoApuracao) => void;
};

const dia = (r: ResultadoApuracao, data: string) =>
  arredondar(r.dias.find((d) => d.data === data)!);

const casos: Caso[] = [
  {
    descricao: 'O1: saída 19:00 → 120 a 50 %, sem alerta do art. 59',
    dias: semana({ '2026-03-02': { marcacoes: ['08:00', '12:00', '13:00', '19:00'] } }),
    conferir: (r) => {
      const d = dia(r, '2026-03-02');
      expect([d.trabalhadoRelogio, d.saldo, extra(d, 50), extra(d, 100)]).toEqual([
        600, 120, 120, 0,
      ]);
      expect(d.alertas).not.toContain('LIMITE_ART59_EXCEDIDO');
    },
  },
  {
    descricao: 'O4: domingo (DSR) 08:00–12:00 sem folga compensatória → 240 a 100 %, DSR mantido',
    dias: semana({ '2026-03-08': { marcacoes: ['08:00', '12:00'] } }),
    conferir: (r) => {
      const d = dia(r, '2026-03-08');
      expect([d.tipoDia, extra(d, 100), extra(d, 50)]).toEqual(['dsr', 240, 0]);
      expect(r.semanas).toEqual([{ dsr: '2026-03-08', perdido: false }]);
    },
  },
  {
    descricao: 'N1: saída 22:35 → 35/40 noturnos, 120 a 50 %, 220 a 100 %, alerta do art. 59',
    dias: semana({ '2026-03-02': { marcacoes: ['08:00', '12:00', '13:00', '22:35'] } }),
    conferir: (r) => {
      const d = dia(r, '2026-03-02');
      expect([
        d.trabalhadoRelogio,
        d.noturnoRelogio,
        d.noturnoReduzido,
        d.trabalhadoComputado,
      ]).toEqual([815, 35, 40, 820]);
      expect([d.saldo, extra(d, 50), extra(d, 100), d.extrasNoturnas]).toEqual([340, 120, 220, 40]);
      expect(d.alertas).toContain('LIMITE_ART59_EXCEDIDO');
    },
  },
  {
    descricao: 'N2: escala noturna NS cumprida → previsto e computado 2880/7, intervalo exigido 15',
    dias: [{ data: '2026-03-02', jornada: NS, marcacoes: ['22:00', '01:00', '02:00', '05:00'] }],
    conferir: (r) => {
      const d = r.dias[0]!;
      expect(d.previsto).toBeCloseTo(2880 / 7, 2);
      expect(d.noturnoReduzido).toBeCloseTo(411.43, 2);
      expect([d.trabalhadoRelogio, d.noturnoRelogio, d.saldo]).toEqual([360, 360, 0]);
      expect(d.intervalo).toEqual({ exigido: 15, concedido: 60, indenizado: 0 });
    },
  },
  {
    descricao: 'I1: almoço 12:00–12:40 → 20 indenizados e 20 extras',
    dias: semana({ '2026-03-02': { marcacoes: ['08:00', '12:00', '12:40', '17:00'] } }),
    conferir: (r) => {
      const d = dia(r, '2026-03-02');
      expect([d.trabalhadoRelogio, d.intervalo.indenizado, d.saldo, extra(d, 50)]).toEqual([
        500, 20, 20, 20,
      ]);
    },
  },
  {
    descricao:
      'J1: saída segunda 23:00, entrada terça 08:00 → descanso 540, 120 suprimidos na terça',
    dias: semana({ '2026-03-02': { marcacoes: ['08:00', '12:00', '13:00', '23:00'] } }),
    conferir: (r) => {
      expect(dia(r, '2026-03-03').interjornada).toEqual({
        descanso: 540,
        exigido: 660,
        suprimido: 120,
      });
      expect(dia(r, '2026-03-03').alertas).toContain('INTERJORNADA_SUPRIMIDA');
      expect(dia(r, '2026-03-02').interjornada.suprimido).toBe(0);
    },
  },
  {
    descricao: 'D1: quarta sem marcação nem justificativa → falta 480 e DSR de 03-08 perdido',
    dias: semana({ '2026-03-04': { marcacoes: [] } }),
    conferir: (r) => {
      const d = dia(r, '2026-03-04');
      expect([d.falta, d.debito, d.inconsistencias]).toEqual([480, 0, ['SEM_MARCACAO']]);
      expect(r.semanas).toEqual([{ dsr: '2026-03-08', perdido: true }]);
    },
  },
  {
    descricao: 'B2: banco ligado → segunda crédito 120 sem extras, sexta débito 60 sem desconto',
    dias: semana({
      '2026-03-02': { marcacoes: ['08:00', '12:00', '13:00', '19:00'] },
      '2026-03-06': { marcacoes: ['08:00', '12:00', '13:00', '16:00'] },
    }),
    configuracao: { bancoHoras: { ativo: true } },
    conferir: (r) => {
      const seg = dia(r, '2026-03-02');
      const sex = dia(r, '2026-03-06');
      expect([seg.bancoHoras, extra(seg, 50), sex.bancoHoras, sex.debito]).toEqual([
        { credito: 120, debito: 0 },
        0,
        { credito: 0, debito: 60 },
        0,
      ]);
      const saldoBanco = r.dias.reduce((s, d) => s + d.bancoHoras.credito - d.bancoHoras.debito, 0);
      expect(saldoBanco).toBe(60);
      // 2 h exatas ao banco: dentro do art. 59 caput e das 10 h do §2º.
      expect(seg.alertas).toEqual([]);
    },
  },
  {
    descricao:
      'B3: banco ligado, jornada de 6 h, saída 17:30 → 150 ao banco: art. 59 caput excedido sem pagar extra',
    dias: semana({
      '2026-03-02': {
        jornada: [
          ['08:00', '12:00'],
          ['13:00', '15:00'],
        ],
        marcacoes: ['08:00', '12:00', '13:00', '17:30'],
      },
    }),
    configuracao: { bancoHoras: { ativo: true } },
    conferir: (r) => {
      const d = dia(r, '2026-03-02');
      expect([d.bancoHoras.credito, extra(d, 50), extra(d, 100)]).toEqual([150, 0, 0]);
      // 8:30 trabalhadas: acima das 2 h do art. 59 caput, abaixo das 10 h do §2º.
      expect(d.alertas).toEqual(['LIMITE_ART59_EXCEDIDO']);
      expect(d.explicacao.join(' ')).toContain('creditadas no banco de horas');
    },
  },
  {
    descricao:
      'B4: banco ligado, saída 20:30 → 210 ao banco: art. 59 caput e 10 h diárias do §2º excedidos',
    dias: semana({ '2026-03-02': { marcacoes: ['08:00', '12:00', '13:00', '20:30'] } }),
    configuracao: { bancoHoras: { ativo: true } },
    conferir: (r) => {
      const d = dia(r, '2026-03-02');
      expect([d.bancoHoras.credito, extra(d, 50)]).toEqual([210, 0]);
      expect(d.alertas).toEqual(['LIMITE_ART59_EXCEDIDO', 'LIMITE_DIARIO_BANCO_EXCEDIDO']);
    },
  },
  {
    descricao: 'S1 (sobreaviso, parte trabalhada): sábado de folga 14:00–16:00 → 120 a 50 %',
    dias: semana({ '2026-03-07': { marcacoes: ['14:00', '16:00'] } }),
    conferir: (r) => {
      const d = dia(r, '2026-03-07');
      expect([d.tipoDia, extra(d, 50), extra(d, 100)]).toEqual(['folga', 120, 0]);
    },
  },
];

describe('exemplos resolvidos de legal-br.md §4', () => {
  it.each(casos)('$descricao', ({ dias, configuracao, conferir }) => {
    conferir(apurarPeriodo({ dias, configuracao }));
  });

  it.each([
    { id: 'T1', saida: '17:05', entrada: '07:55', relogio: 490, saldo: 0, ot50: 0, debito: 0 },
    { id: 'T2', saida: '17:10', entrada: '07:55', relogio: 495, saldo: 15, ot50: 15, debito: 0 },
    { id: 'T3', saida: '17:15', entrada: '07:50', relogio: 505, saldo: 25, ot50: 25, debito: 0 },
    { id: 'T4', saida: '17:00', entrada: '08:05', relogio: 475, saldo: 0, ot50: 0, debito: 0 },
    { id: 'T5', saida: '16:54', entrada: '08:05', relogio: 469, saldo: -11, ot50: 0, debito: 11 },
  ])('$id: entrada $entrada, saída $saida → saldo $saldo', ({ entrada, saida, ...esperado }) => {
    const r = apurarPeriodo({
      dias: semana({ '2026-03-02': { marcacoes: [entrada, '12:00', '13:00', saida] } }),
    });
    const d = r.dias[0]!;
    expect({
      relogio: d.trabalhadoRelogio,
      saldo: d.saldo,
      ot50: extra(d, 50),
      debito: d.debito,
    }).toEqual({
      relogio: esperado.relogio,
      saldo: esperado.saldo,
      ot50: esperado.ot50,
      debito: esperado.debito,
    });
  });
});
