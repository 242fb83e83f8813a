import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDias, fromDiaNumero, toDiaNumero } from '../tempo/data.ts';
import { repartir } from './compensacao.ts';
import { DIAS_SEMANA } from './datas.ts';
import { comprimentoCiclo, expandirEscala } from './expandir.ts';
import { jornadaEfetiva } from './jornada-efetiva.ts';
import type { DiaPadrao, DiaSemana, Escala, Turno } from './tipos.ts';
import { jornadaDeHHMM, jornadaParaHHMM } from './turno.ts';

const minuto = fc.integer({ min: 0, max: 1439 });

const turno: fc.Arbitrary<Turno> = fc
  .record({
    entrada: minuto,
    saida: minuto,
    intervalo: fc.option(fc.tuple(minuto, minuto), { nil: null }),
    segundo: fc.option(fc.tuple(minuto, minuto), { nil: null }),
  })
  .map(({ entrada, saida, intervalo, segundo }) => ({
    entrada,
    saidaIntervalo: intervalo?.[0] ?? null,
    voltaIntervalo: intervalo?.[1] ?? null,
    segundoIntervalo: intervalo && segundo ? { saida: segundo[0], volta: segundo[1] } : null,
    saida,
  }));

const diaPadrao: fc.Arbitrary<DiaPadrao> = fc.oneof(
  turno.map((t): DiaPadrao => ({ tipo: 'trabalho', turno: t })),
  fc.constant<DiaPadrao>({ tipo: 'folga' }),
  fc.constant<DiaPadrao>({ tipo: 'dsr' }),
);

const data = fc
  .integer({ min: toDiaNumero('1990-01-01'), max: toDiaNumero('2100-12-31') })
  .map(fromDiaNumero);

const base = { id: 'e', codigo: 'E', nome: 'Escala' };

const ciclica = fc
  .record({ inicio: data, dias: fc.array(diaPadrao, { minLength: 1, maxLength: 14 }) })
  .map(
    ({ inicio, dias }): Escala => ({
      ...base,
      tipo: 'ciclica',
      inicio,
      dias: dias as [DiaPadrao, ...DiaPadrao[]],
    }),
  );

const diaSemana = fc.constantFrom<DiaSemana>(...DIAS_SEMANA);

const rotativa = fc
  .record({
    inicio: data,
    turno,
    folgas: fc.array(fc.uniqueArray(diaSemana, { maxLength: 2 }), { minLength: 1, maxLength: 6 }),
  })
  .map(
    ({ inicio, turno: t, folgas }): Escala => ({
      ...base,
      tipo: 'semanal-rotativa',
      inicio,
      turno: t,
      folgas: folgas as [DiaSemana[], ...DiaSemana[][]],
    }),
  );

const semanal = fc.tuple(...DIAS_SEMANA.map(() => diaPadrao)).map(
  (dias): Escala => ({
    ...base,
    tipo: 'semanal',
    dias: Object.fromEntries(DIAS_SEMANA.map((d, i) => [d, dias[i]!])) as Record<
      DiaSemana,
      DiaPadrao
    >,
  }),
);

const escala = fc.oneof(ciclica, rotativa, semanal);

const semData = (escalaX: Escala, dataX: string) => {
  const { data: _ignorada, ...resto } = expandirEscala(escalaX, dataX);
  return resto;
};

describe('propriedades da expansão', () => {
  it('uma escala cíclica de N dias se repete a cada N dias, antes e depois da âncora', () => {
    fc.assert(
      fc.property(ciclica, data, fc.integer({ min: -5, max: 5 }), (e, d, voltas) => {
        const n = comprimentoCiclo(e);
        expect(semData(e, addDias(d, voltas * n))).toEqual(semData(e, d));
      }),
    );
  });

  it('toda escala se repete no seu comprimento de ciclo', () => {
    fc.assert(
      fc.property(escala, data, (e, d) => {
        expect(semData(e, addDias(d, comprimentoCiclo(e)))).toEqual(semData(e, d));
        expect(semData(e, addDias(d, -comprimentoCiclo(e)))).toEqual(semData(e, d));
      }),
    );
  });

  it('a expansão nunca gera intervalo de duração negativa nem fora de ordem', () => {
    fc.assert(
      fc.property(escala, data, (e, d) => {
        const { jornada, tipoDia } = expandirEscala(e, d);
        expect(tipoDia === 'trabalho' || jornada.length === 0).toBe(true);
        jornada.forEach(([inicio, fim], i) => {
          expect(fim).toBeGreaterThanOrEqual(inicio);
          expect(inicio).toBeGreaterThanOrEqual(jornada[i - 1]?.[1] ?? 0);
        });
        if (jornada[0]) expect(jornada[0][0]).toBeLessThan(1440);
      }),
    );
  });

  it('HH:MM do motor ida e volta devolve a mesma jornada em minutos', () => {
    fc.assert(
      fc.property(escala, data, (e, d) => {
        const { jornada } = expandirEscala(e, d);
        expect(jornadaDeHHMM(jornadaParaHHMM(jornada))).toEqual(jornada);
      }),
    );
  });

  it('sem ações, a jornada efetiva é a própria expansão da escala alocada', () => {
    fc.assert(
      fc.property(escala, data, (e, d) => {
        const efetivo = jornadaEfetiva({
          alocacoes: [{ id: 'a', escalaId: e.id, inicio: '1990-01-01' }],
          acoes: [],
          escalas: [e],
          data: d,
        });
        expect({ data: efetivo.data, tipoDia: efetivo.tipoDia, jornada: efetivo.jornada }).toEqual(
          expandirEscala(e, d),
        );
      }),
    );
  });

  it('a compensação reparte o total em partes que diferem no máximo 1 minuto', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 7 }),
        (total, dias) => {
          const partes = repartir(total, dias);
          expect(partes.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
