import { describe, expect, it } from 'vitest';
import type { ResultadoDia } from '../apuracao/index.ts';
import { somarQuantidades } from './quantidades.ts';
import { aplicarVerbas, datasDaLinha } from './verbas.ts';

const dia = (v: Partial<ResultadoDia>): ResultadoDia => ({
  data: '2026-10-01',
  tipoDia: 'trabalho',
  previsto: 480,
  trabalhadoRelogio: 480,
  noturnoRelogio: 0,
  noturnoReduzido: 0,
  trabalhadoComputado: 480,
  saldo: 0,
  extras: [],
  extrasNoturnas: 0,
  debito: 0,
  falta: 0,
  intervalo: { exigido: 60, concedido: 60, indenizado: 0 },
  interjornada: { descanso: null, exigido: 660, suprimido: 0 },
  bancoHoras: { credito: 0, debito: 0 },
  alertas: [],
  inconsistencias: [],
  explicacao: [],
  ...v,
});

describe('quantidades do mês e verbas', () => {
  const dias = [
    {
      resultado: dia({ extras: [{ percentual: 50, minutos: 90 }], noturnoReduzido: 480 / 7 }),
      compensacaoBancoHoras: 0,
    },
    {
      resultado: dia({
        extras: [{ percentual: 50, minutos: 30 }],
        noturnoReduzido: 480 / 7,
        debito: 10,
      }),
      compensacaoBancoHoras: 0,
    },
    { resultado: dia({ data: '2026-10-03', falta: 480 }), compensacaoBancoHoras: 0 },
    { resultado: null, compensacaoBancoHoras: 0 },
  ];
  const semanas = [
    { dsr: '2026-10-04', perdido: true },
    { dsr: '2026-10-11', perdido: false },
  ];

  it('soma em sétimos (hora noturna reduzida) e conta dias de falta e DSR perdido', () => {
    expect(somarQuantidades(dias, semanas)).toEqual([
      { tipo: 'debitos', valor: 10 },
      { tipo: 'diasFalta', valor: 1, datas: ['2026-10-03'] },
      { tipo: 'dsrPerdidos', valor: 1 },
      { tipo: 'extras', percentual: 50, valor: 120 },
      { tipo: 'faltas', valor: 480 },
      { tipo: 'noturno', valor: 960 / 7 },
    ]);
  });

  it('um código reúne várias quantidades; arredonda só a soma; o resto vai em semVerba', () => {
    const q = somarQuantidades(dias, semanas);
    const r = aplicarVerbas(q, [
      {
        id: 1,
        codigo: '8069',
        unidade: 'horas',
        quantidades: [{ tipo: 'debitos' }, { tipo: 'faltas' }],
      },
      { id: 2, codigo: '250', unidade: 'horas', quantidades: [{ tipo: 'noturno' }] },
      {
        id: 3,
        codigo: '200',
        unidade: 'horas',
        quantidades: [{ tipo: 'extras', percentual: 100 }],
      },
    ]);
    expect(r.linhas.map((l) => [l.codigo, l.quantidade, l.espelho])).toEqual([
      ['8069', 490, 490],
      ['250', 137, 960 / 7],
    ]);
    expect(r.semVerba.map((x) => x.tipo)).toEqual(['diasFalta', 'dsrPerdidos', 'extras']);
  });

  it('as datas de uma linha: as das quantidades que ela reúne, em ordem e sem repetir', () => {
    const composicao = [
      { tipo: 'diasFalta' as const, valor: 2, datas: ['2026-10-09', '2026-10-03'] },
      { tipo: 'faltas' as const, valor: 480 },
      { tipo: 'diasFalta' as const, valor: 1, datas: ['2026-10-03'] },
    ];
    expect(datasDaLinha({ composicao })).toEqual(['2026-10-03', '2026-10-09']);
    expect(datasDaLinha({ composicao: [{ tipo: 'faltas', valor: 480 }] })).toEqual([]);
  });
});
