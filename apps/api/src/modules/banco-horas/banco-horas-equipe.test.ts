import type { EquipeBancoHoras, Extrato } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, idPorEmail } = apoioBancoHoras(() => t, tokens);

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026; o ciclo atual fecha em 31/12/2026
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.gestor = await t.token('gestor@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

describe('banco de horas da equipe (gestor)', () => {
  it('saldos da equipe, quem passa do limite e o que vence no prazo', async () => {
    const paula = await idPorEmail('colaborador@demo.jornada.dev');
    await chamar('POST', `${B}/bancoHora/lancamento`, 'rh', {
      usuarioId: paula,
      data: '2026-11-03',
      tipo: 'credito',
      minutos: 3000,
      motivo: 'Abono: inventário',
    });
    const saldo = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${paula}`)).corpo
      .data.saldoAtualMinutos;
    const r = await chamar<EquipeBancoHoras>(
      'GET',
      `${B}/bancoHora/equipe?limiteMinutos=600&dias=60`,
      'gestor',
    );
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ pagina: 1, porPagina: 25 });
    const item = r.corpo.data.items.find((i) => i.usuarioId === paula)!;
    expect(item.nome).toBe('Paula Andrade');
    expect(item.saldoMinutos).toBeCloseTo(saldo, 6);
    expect(item.acimaDoLimite).toBe(true);
    // O ciclo fecha em 31/12 (dentro de 60 dias): o saldo positivo será pago nesse dia.
    expect(item.proximoVencimento).toBe('2026-12-31');
    expect(item.aVencerMinutos).toBeCloseTo(saldo, 6);
    const curto = await chamar<EquipeBancoHoras>('GET', `${B}/bancoHora/equipe?dias=10`, 'gestor');
    expect(curto.corpo.data.items.find((i) => i.usuarioId === paula)!.aVencerMinutos).toBe(0);
    const ruim = await chamar('GET', `${B}/bancoHora/equipe?dias=0`, 'gestor');
    expect([ruim.status, ruim.corpo.campo]).toEqual([400, 'dias']);
    expect((await chamar('GET', `${B}/bancoHora/equipe`, 'colaborador')).status).toBe(403);
  });
});
