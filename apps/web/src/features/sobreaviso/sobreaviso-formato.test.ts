import { describe, expect, it } from 'vitest';
import { linhasDoMes } from './calendario-escala.tsx';
import { alocacaoFixture } from './sobreaviso.fixtures.ts';
import {
  diasDaSemana,
  horas,
  periodoLocal,
  resumirLancamento,
  rotuloAlerta,
} from './sobreaviso-formato.ts';
import { isNaEscala } from './use-acionamento.ts';

describe('formatos do sobreaviso', () => {
  it.each([
    {
      descricao: 'no mesmo dia, a data aparece uma vez',
      inicio: '2026-11-23T22:00',
      fim: '2026-11-23T23:30',
      esperado: '23/11/2026 22:00 às 23:30',
    },
    {
      descricao: 'atravessando a meia-noite, as duas datas',
      inicio: '2026-11-23T19:00',
      fim: '2026-11-24T07:00',
      esperado: '23/11/2026 19:00 às 24/11/2026 07:00',
    },
  ])('período: $descricao', ({ inicio, fim, esperado }) => {
    expect(periodoLocal(inicio, fim)).toBe(esperado);
  });

  it('horas arredonda o equivalente (1/3 de 100 min) ao minuto', () => {
    expect(horas(100 / 3)).toBe('00:33');
    expect(horas(200)).toBe('03:20');
  });

  it('dias da semana pelas abreviações do spec', () => {
    expect(diasDaSemana([0, 3, 6])).toBe('DOM, QUA, SAB');
  });

  it('o histórico do lançamento em uma linha, com a observação da decisão', () => {
    expect(
      resumirLancamento({
        inicio: '2026-11-23T22:00',
        fim: '2026-11-23T23:30',
        motivoDescricao: 'Incidente em produção',
        status: 'reprovado',
        observacaoDecisao: 'Sem chamado aberto',
      }),
    ).toBe(
      '23/11/2026 22:00 às 23:30, Incidente em produção, Reprovado, observação: Sem chamado aberto',
    );
  });

  it('alertas do motor em texto, e um genérico para códigos novos', () => {
    expect(rotuloAlerta('PRONTIDAO_ACIMA_12H')).toBe(
      'Prontidão acima de 12 horas (CLT art. 244 §3º).',
    );
    expect(rotuloAlerta('OUTRO')).toBe('Verifique a apuração.');
  });

  it.each([
    { inicio: '2026-11-23T19:00', esperado: true, descricao: 'no primeiro minuto da escala' },
    { inicio: '2026-11-24T06:59', esperado: true, descricao: 'no último minuto' },
    { inicio: '2026-11-24T07:00', esperado: false, descricao: 'no fim (exclusivo)' },
    { inicio: '2026-11-23T18:59', esperado: false, descricao: 'antes do início' },
  ])('início $descricao: na escala = $esperado', ({ inicio, esperado }) => {
    expect(isNaEscala([{ inicio: '2026-11-23T19:00', fim: '2026-11-24T07:00' }], inicio)).toBe(
      esperado,
    );
  });

  it('o calendário junta as escalas do mês por pessoa e ignora as inativas e de outros meses', () => {
    const linhas = linhasDoMes(
      [
        alocacaoFixture({
          escalas: [
            { inicio: '2026-10-31T19:00', fim: '2026-11-01T07:00' },
            { inicio: '2026-11-02T19:00', fim: '2026-11-03T07:00' },
          ],
        }),
        alocacaoFixture({ id: 6, usuarioId: 8, usuarioNome: 'Bruno Lima', ativo: false }),
      ],
      '2026-11',
    );
    expect(linhas.map((l) => l.nome)).toEqual(['Maria da Silva']);
    expect([...(linhas[0]?.porDia.keys() ?? [])]).toEqual(['2026-11-02']);
  });
});
