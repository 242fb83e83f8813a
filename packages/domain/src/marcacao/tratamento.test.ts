import { describe, expect, it } from 'vitest';
import { diaDeReferencia, sequenciarDia } from './dia-referencia.ts';
import type { MarcacaoRegistrada, Tratamento } from './tipos.ts';
import { agruparPorDia, aplicarTratamentos, horariosApuraveis } from './tratamento.ts';

const base = Date.UTC(2026, 10, 16, 3); // 16/11/2026 00:00 em Brasília
const original = (id: number, hhmm: string, data = '2026-11-16'): MarcacaoRegistrada => {
  const minuto = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const dia = (Date.parse(`${data}T00:00:00Z`) - Date.parse('2026-11-16T00:00:00Z')) / 60_000;
  return {
    chave: `o:${id}`,
    origem: 'original',
    id,
    instante: base + (dia + minuto) * 60_000,
    data,
    minuto,
    nsr: id,
    duplicada: false,
  };
};

let proximoId = 1;
const tratamento = (t: Partial<Tratamento> & Pick<Tratamento, 'tipo'>): Tratamento => ({
  id: proximoId++,
  status: 'Aprovada',
  alvo: null,
  data: '2026-11-16',
  minuto: null,
  instante: null,
  motivo: 'Esquecimento',
  observacao: null,
  autorId: 1,
  criadoEm: '2026-11-16T20:00:00Z',
  decididoPorId: null,
  decididoEm: null,
  ...t,
});

const dia = [
  original(1, '08:00'),
  original(2, '12:00'),
  original(3, '13:00'),
  original(4, '17:00'),
];

describe('aplicarTratamentos (Portaria 671 art. 82)', () => {
  it('sem tratamento, as originais contam como estão', () => {
    const [d] = agruparPorDia(aplicarTratamentos(dia, []));
    expect(horariosApuraveis(d!)).toEqual(['08:00', '12:00', '13:00', '17:00']);
  });

  it('desconsideração aprovada: a original fica na lista, marcada, e não conta', () => {
    const t = tratamento({ tipo: 'desconsideracao', alvo: 'o:2', motivo: 'Marcação indevida' });
    const tratadas = aplicarTratamentos(dia, [t]);
    expect(tratadas).toHaveLength(4);
    expect(tratadas[1]).toMatchObject({
      desconsiderada: true,
      contabiliza: false,
      motivo: 'Marcação indevida',
    });
  });

  it('desconsideração pendente ou reprovada não muda nada, mas fica na trilha', () => {
    const pendente = tratamento({ tipo: 'desconsideracao', alvo: 'o:2', status: 'ParaAprovar' });
    const reprovada = tratamento({ tipo: 'desconsideracao', alvo: 'o:3', status: 'Reprovada' });
    const tratadas = aplicarTratamentos(dia, [pendente, reprovada]);
    expect(tratadas.every((m) => m.contabiliza)).toBe(true);
    expect(tratadas[1]!.tratamentos).toEqual([pendente]);
  });

  it('restauração aprovada depois da desconsideração devolve a marcação', () => {
    const d = tratamento({ tipo: 'desconsideracao', alvo: 'o:4' });
    const r = tratamento({ tipo: 'restauracao', alvo: 'o:4', motivo: 'Desconsiderada por engano' });
    const [, , , ultima] = aplicarTratamentos(dia, [r, d]);
    expect(ultima).toMatchObject({ desconsiderada: false, contabiliza: true });
    expect(ultima!.tratamentos.map((t) => t.tipo)).toEqual(['desconsideracao', 'restauracao']);
  });

  it('edição = desconsiderar a original + incluir a nova hora, cada uma com motivo', () => {
    const d = tratamento({ tipo: 'desconsideracao', alvo: 'o:1', motivo: 'Hora errada' });
    const i = tratamento({
      tipo: 'inclusao',
      minuto: 7 * 60 + 58,
      instante: base + (7 * 60 + 58) * 60_000,
      motivo: 'Hora errada',
    });
    const [d0] = agruparPorDia(aplicarTratamentos(dia, [d, i]));
    expect(horariosApuraveis(d0!)).toEqual(['07:58', '12:00', '13:00', '17:00']);
    expect(d0!.marcacoes.map((m) => m.origem)).toEqual([
      'incluida',
      'original',
      'original',
      'original',
      'original',
    ]);
  });

  it('inclusão pendente aparece mas não conta; reprovada some', () => {
    const pendente = tratamento({
      tipo: 'inclusao',
      status: 'ParaAprovar',
      minuto: 600,
      instante: base + 600 * 60_000,
    });
    const reprovada = tratamento({
      tipo: 'inclusao',
      status: 'Reprovada',
      minuto: 610,
      instante: base + 610 * 60_000,
    });
    const tratadas = aplicarTratamentos(dia, [pendente, reprovada]);
    expect(tratadas).toHaveLength(5);
    expect(tratadas.find((m) => m.origem === 'incluida')).toMatchObject({
      pendente: true,
      contabiliza: false,
    });
  });

  it('dia de apuração diferente do calendário (noturna): agrupa pelo de apuração, guarda o do calendário', () => {
    const saida = { ...original(9, '05:02', '2026-11-17'), dataApuracao: '2026-11-16' };
    const [m] = aplicarTratamentos([saida], []);
    expect(m).toMatchObject({ data: '2026-11-16', dataMarcacao: '2026-11-17' });
  });

  it('alteração de data leva a marcação a outro dia de apuração', () => {
    const t = tratamento({ tipo: 'alteracao-data', alvo: 'o:4', data: '2026-11-15' });
    const dias = agruparPorDia(aplicarTratamentos(dia, [t]));
    expect(dias.map((d) => [d.data, horariosApuraveis(d)])).toEqual([
      ['2026-11-15', ['17:00']],
      ['2026-11-16', ['08:00', '12:00', '13:00']],
    ]);
  });
});

describe('diaDeReferencia (jornada que atravessa a meia-noite)', () => {
  const noturna = (data: string) =>
    data === '2026-11-16'
      ? ([
          ['22:00', '01:00'],
          ['02:00', '05:00'],
        ] as const)
      : [];
  it.each([
    {
      descricao: 'saída 05:03 do turno noturno pertence ao dia anterior',
      data: '2026-11-17',
      minuto: 303,
      esperado: '2026-11-16',
    },
    {
      descricao: 'hora extra até 09:00 ainda é do dia anterior',
      data: '2026-11-17',
      minuto: 540,
      esperado: '2026-11-16',
    },
    {
      descricao: 'depois da janela volta ao próprio dia',
      data: '2026-11-17',
      minuto: 541,
      esperado: '2026-11-17',
    },
    {
      descricao: 'dia anterior sem jornada noturna: o próprio dia',
      data: '2026-11-16',
      minuto: 60,
      esperado: '2026-11-16',
    },
  ])('$descricao', ({ data, minuto, esperado }) => {
    expect(diaDeReferencia(data, minuto, noturna)).toBe(esperado);
  });
});

describe('sequenciarDia (AEJ registro 05)', () => {
  it('alterna E/S por pares, desconsiderada vira D no par em que estava', () => {
    const d = tratamento({ tipo: 'desconsideracao', alvo: 'o:2' });
    const extra = original(5, '12:01');
    const [d0] = agruparPorDia(aplicarTratamentos([...dia, extra], [d]));
    const seq = sequenciarDia(d0!).map((p) => `${p.tipo}${p.par}${p.primeiraEntrada ? '*' : ''}`);
    expect(seq).toEqual(['E1*', 'D1', 'S1', 'E2', 'S2']);
  });
});
