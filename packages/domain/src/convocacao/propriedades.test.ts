import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDias, diferencaDias, fromDiaNumero, toDiaNumero } from '../tempo/data.ts';
import { fromMinutosDataHora, toMinutosDataHora } from '../tempo/data-hora.ts';
import { avaliarConvocacao, multaConvocacao } from './avaliar-convocacao.ts';
import {
  inicioMinimoConvocacao,
  isAntecedenciaValida,
  isDiaUtil,
  prazoRespostaConvocacao,
} from './prazos.ts';
import type { RegraAntecedencia } from './tipos.ts';

const BASE = toMinutosDataHora('2026-01-01T00:00');
const dataHora = fc
  .integer({ min: 0, max: 2 * 365 * 1440 })
  .map((m) => fromMinutosDataHora(BASE + m));
const feriados = fc.uniqueArray(
  fc.integer({ min: toDiaNumero('2026-01-01'), max: toDiaNumero('2028-01-31') }).map(fromDiaNumero),
  { maxLength: 40 },
);
const regra = fc.constantFrom<RegraAntecedencia>('dias-corridos', '72h');

describe('convocação: propriedades', () => {
  it('prazo de resposta: primeiro dia útil depois do recebimento, às 23:59', () => {
    fc.assert(
      fc.property(dataHora, feriados, fc.boolean(), (recebidaEm, lista, sabadoUtil) => {
        const calendario = { feriados: new Set(lista), sabadoUtil };
        const prazo = prazoRespostaConvocacao(recebidaEm, calendario);
        const dia = prazo.slice(0, 10);
        expect(prazo.slice(10)).toBe('T23:59');
        expect(isDiaUtil(dia, calendario)).toBe(true);
        const recebida = recebidaEm.slice(0, 10);
        const distancia = diferencaDias(recebida, dia);
        expect(distancia).toBeGreaterThanOrEqual(1);
        for (let n = 1; n < distancia; n++) {
          expect(isDiaUtil(addDias(recebida, n), calendario)).toBe(false);
        }
      }),
    );
  });

  it('antecedência válida ⇔ início ≥ inicioMinimoConvocacao; 72 h válida ⇒ dias corridos válida', () => {
    fc.assert(
      fc.property(dataHora, dataHora, regra, (enviadaEm, inicio, r) => {
        const valida = isAntecedenciaValida(enviadaEm, inicio, r);
        const minimo = toMinutosDataHora(inicioMinimoConvocacao(enviadaEm, r));
        expect(valida).toBe(toMinutosDataHora(inicio) >= minimo);
        if (isAntecedenciaValida(enviadaEm, inicio, '72h')) {
          expect(isAntecedenciaValida(enviadaEm, inicio, 'dias-corridos')).toBe(true);
        }
      }),
    );
  });

  it('multa: metade da remuneração, diferença de no máximo meio centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (remuneracao) => {
        const multa = multaConvocacao(remuneracao);
        expect(Number.isInteger(multa)).toBe(true);
        expect(multa * 2 - remuneracao).toBeGreaterThanOrEqual(0);
        expect(multa * 2 - remuneracao).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('situação: inválida ⇔ erro de antecedência ou de jornada; multa só com aceite', () => {
    const resposta = fc.option(
      fc.tuple(
        dataHora,
        fc.constantFrom('aceita', 'recusada') as fc.Arbitrary<'aceita' | 'recusada'>,
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.record({
          enviadaEm: dataHora,
          recebidaEm: fc.option(dataHora, { nil: null }),
          inicio: dataHora,
          fim: dataHora,
          resposta,
          agora: dataHora,
          descumprimento: fc.option(
            fc.record({
              por: fc.constantFrom('empregador', 'empregado') as fc.Arbitrary<
                'empregador' | 'empregado'
              >,
              em: dataHora,
            }),
            { nil: null },
          ),
          remuneracaoPrevista: fc.integer({ min: 0, max: 1_000_000 }),
          regra,
          sabadoUtil: fc.boolean(),
        }),
        (x) => {
          const r = avaliarConvocacao({
            configuracao: { antecedencia: x.regra, sabadoUtil: x.sabadoUtil },
            feriados: [],
            convocacao: {
              enviadaEm: x.enviadaEm,
              recebidaEm: x.recebidaEm,
              inicio: x.inicio,
              fim: x.fim,
              respostaEm: x.resposta?.[0] ?? null,
              resposta: x.resposta?.[1] ?? null,
              remuneracaoPrevista: x.remuneracaoPrevista,
            },
            descumprimento: x.descumprimento,
            agora: x.agora,
          });
          const codigos = r.erros.map((e) => e.codigo);
          const defeituosa =
            codigos.includes('ANTECEDENCIA_INSUFICIENTE') ||
            codigos.includes('FIM_ANTES_DO_INICIO');
          expect(r.situacao === 'invalida').toBe(defeituosa);
          expect(r.antecedenciaValida).toBe(!codigos.includes('ANTECEDENCIA_INSUFICIENTE'));
          if (r.multa !== null) {
            expect(r.situacao).toBe('aceita');
            expect(r.multa.devidaPor).toBe(x.descumprimento?.por);
            expect(r.multa.valor).toBe(multaConvocacao(x.remuneracaoPrevista));
          }
          if (r.situacao === 'aceita' || r.situacao === 'recusada') {
            expect(toMinutosDataHora(x.resposta![0])).toBeLessThanOrEqual(
              toMinutosDataHora(r.prazoResposta),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
