import type { Extrato, SimulacaoBancoHoras } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, um } = apoioBancoHoras(() => t, tokens);
const SEXTA = '2026-11-27'; // 20/11 é feriado (Consciência Negra)
const paraMin = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3));
const simular = (corpo: object) =>
  chamar<SimulacaoBancoHoras>('POST', `${B}/bancoHora/simulacao`, 'colaborador', corpo);

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026 (segunda); o ciclo atual fecha em 31/12/2026
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  tokens.rh = await t.token('rh@demo.jornada.dev');
});

/** Liga o banco na regra de hora positiva da semente (nova versão a partir de hoje). */
const ligarBancoNaRegra = async () => {
  const R = '/api/regras-calculo/api/v1/horaPositiva';
  const lista = await chamar<{ id: number; nome: string }[]>('GET', R, 'rh');
  const padrao = lista.corpo.data.find((r) => r.nome.endsWith('padrão CLT'))!;
  expect((await chamar('PUT', `${R}/${padrao.id}`, 'rh', { bancoHoras: true })).status).toBe(200);
};
afterAll(() => t.close());

describe('simulador do banco de horas (colaborador)', () => {
  it('com a regra de cálculo sem banco, o saldo do dia não muda o banco', async () => {
    const r = await simular({ data: SEXTA, saida: '16:00' });
    expect(r.status).toBe(200);
    expect(r.corpo.data.saldoDiaMinutos).toBeLessThan(0);
    expect(r.corpo.data).toMatchObject({ creditoMinutos: 0, debitoMinutos: 0 });
    expect(r.corpo.data.saldoProjetadoMinutos).toBe(r.corpo.data.saldoAtualMinutos);
  });

  it('sair mais cedo na sexta: o débito do dia sai do saldo de hoje, e nada se grava', async () => {
    await ligarBancoNaRegra();
    const antes = await um<{ n: number }>(
      'select (select count(*) from banco_horas_lancamento where empresa_id = $1) + (select count(*) from auditoria where empresa_id = $1) as n',
    );
    const saldo = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato`, 'colaborador')).corpo.data
      .saldoAtualMinutos;
    const r = await simular({ data: SEXTA, saida: '16:00' });
    expect(r.status).toBe(200);
    const s = r.corpo.data;
    expect(s).toMatchObject({ data: SEXTA, folgaCompensada: false, saldoAtualMinutos: saldo });
    expect(s.cicloFim).toBe('2026-12-31');
    expect(s.marcacoes.at(-1)).toBe('16:00');
    const fimPrevisto = paraMin(s.jornada.at(-1)![1]);
    expect(s.debitoMinutos).toBe(fimPrevisto - paraMin('16:00'));
    expect(s.creditoMinutos).toBe(0);
    expect(s.saldoDiaMinutos).toBe(-s.debitoMinutos);
    expect(s.saldoProjetadoMinutos).toBe(saldo - s.debitoMinutos);
    const depois = await um<{ n: number }>(
      'select (select count(*) from banco_horas_lancamento where empresa_id = $1) + (select count(*) from auditoria where empresa_id = $1) as n',
    );
    expect(depois.n).toBe(antes.n);
  });

  it('ficar além do fim credita o banco; a folga compensada debita o dia inteiro', async () => {
    const base = (await simular({ data: SEXTA, saida: '16:00' })).corpo.data;
    const fim = paraMin(base.jornada.at(-1)![1]) + 60;
    const tarde = `${String(Math.floor(fim / 60)).padStart(2, '0')}:${String(fim % 60).padStart(2, '0')}`;
    const extra = (await simular({ data: SEXTA, saida: tarde })).corpo.data;
    expect(extra.creditoMinutos).toBeGreaterThan(0);
    expect(extra.saldoProjetadoMinutos).toBeGreaterThan(extra.saldoAtualMinutos);
    const folga = await simular({ data: SEXTA, folgaCompensada: true });
    expect(folga.status).toBe(200);
    const previstos = folga.corpo.data.jornada.reduce(
      (s, [a, b]) => s + paraMin(b) - paraMin(a),
      0,
    );
    expect(folga.corpo.data).toMatchObject({
      folgaCompensada: true,
      marcacoes: [],
      debitoMinutos: previstos,
      saldoProjetadoMinutos: folga.corpo.data.saldoAtualMinutos - previstos,
    });
  });

  it('valida o dia e o horário com o campo', async () => {
    const casos: [object, string][] = [
      [{ data: '2026-11-10', saida: '16:00' }, 'data'],
      [{ data: '2027-02-05', saida: '16:00' }, 'data'],
      [{ data: SEXTA }, 'saida'],
      [{ data: SEXTA, saida: '25:00' }, 'saida'],
      [{ data: SEXTA, saida: '00:30' }, 'saida'],
      [{ data: SEXTA, saida: '16:00', folgaCompensada: true }, 'saida'],
      [{ data: '2026-11-22', saida: '16:00' }, 'data'],
      [{ data: '2026-02-30', saida: '16:00' }, 'data'],
    ];
    for (const [corpo, campo] of casos) {
      const r = await simular(corpo);
      expect([corpo, r.status, r.corpo.campo]).toEqual([corpo, 400, campo]);
      expect(r.corpo.message).toBeTruthy();
    }
  });
});
