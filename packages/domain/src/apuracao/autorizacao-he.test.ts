import { describe, expect, it } from 'vitest';
import { apurar, arredondar, diaS1, extra } from './testes/apoio.ts';
import type { AutorizacaoHoraExtraDia, ResultadoDia } from './tipos.ts';

// Saída 20:00 numa jornada 08–17 com 1 h de intervalo: 180 min de extras (120 a 50 %, 60 a 100 %).
const BATIDAS = ['08:00', '12:00', '13:00', '20:00'];
const BANCO = { bancoHoras: { ativo: true } };

const comAutorizacao = (a: AutorizacaoHoraExtraDia, banco = false): ResultadoDia =>
  arredondar(apurar(diaS1(BATIDAS, { autorizacaoHoraExtra: a }), banco ? BANCO : undefined));

describe('autorização prévia de horas extras (dividirHorasExtras)', () => {
  it('sem autorização na entrada, o dia é apurado como sempre e não traz a divisão', () => {
    const r = apurar(diaS1(BATIDAS));
    expect([extra(r, 50), extra(r, 100)]).toEqual([120, 60]);
    expect(r.horasExtras).toBeUndefined();
  });

  it.each([
    {
      descricao: 'limite maior que as extras: tudo autorizado e pago como hoje',
      a: { limite: 240, destinoNaoAutorizada: 'reter' as const },
      esperado: { e50: 120, e100: 60, credito: 0, autorizada: 180, nao: 0, retida: 0 },
    },
    {
      descricao: 'retidas: só as autorizadas (as primeiras, a 50 %) vão à folha',
      a: { limite: 60, destinoNaoAutorizada: 'reter' as const },
      esperado: { e50: 60, e100: 0, credito: 0, autorizada: 60, nao: 120, retida: 120 },
    },
    {
      descricao: 'regra manda pagar as não autorizadas: pagas nas faixas que ocupam',
      a: { limite: 60, destinoNaoAutorizada: 'pagar' as const },
      esperado: { e50: 120, e100: 60, credito: 0, autorizada: 60, nao: 120, retida: 0 },
    },
    {
      descricao: 'regra manda ao banco as não autorizadas: as autorizadas são pagas',
      a: { limite: 150, destinoNaoAutorizada: 'banco' as const },
      esperado: { e50: 120, e100: 30, credito: 30, autorizada: 150, nao: 30, retida: 0 },
    },
    {
      descricao: 'sem autorização (limite 0) e o gestor decide pagar: tudo pago',
      a: { limite: 0, destinoNaoAutorizada: 'reter' as const, decisao: 'pagar' as const },
      esperado: { e50: 120, e100: 60, credito: 0, autorizada: 0, nao: 180, retida: 0 },
    },
    {
      descricao: 'sem autorização e o gestor decide banco: nada pago, tudo creditado',
      a: { limite: 0, destinoNaoAutorizada: 'reter' as const, decisao: 'banco' as const },
      esperado: { e50: 0, e100: 0, credito: 180, autorizada: 0, nao: 180, retida: 0 },
    },
  ])('$descricao', ({ a, esperado }) => {
    const r = comAutorizacao(a);
    expect({
      e50: extra(r, 50),
      e100: extra(r, 100),
      credito: r.bancoHoras.credito,
      autorizada: r.horasExtras?.autorizada,
      nao: r.horasExtras?.naoAutorizada,
      retida: r.horasExtras?.retida,
    }).toEqual(esperado);
    expect(r.horasExtras?.total).toBe(180);
  });

  it('regra com banco de horas: autorizadas ao banco; retidas ficam fora do crédito', () => {
    const r = comAutorizacao({ limite: 60, destinoNaoAutorizada: 'reter' }, true);
    expect(r.bancoHoras.credito).toBe(60);
    expect([extra(r, 50), extra(r, 100)]).toEqual([0, 0]);
    expect(r.horasExtras).toMatchObject({ autorizada: 60, naoAutorizada: 120, retida: 120 });
  });

  it('regra com banco de horas e decisão de pagar: autorizadas ao banco, o resto pago nas faixas do excedente', () => {
    const r = comAutorizacao({ limite: 60, destinoNaoAutorizada: 'reter', decisao: 'pagar' }, true);
    expect(r.bancoHoras.credito).toBe(60);
    expect([extra(r, 50), extra(r, 100)]).toEqual([60, 60]);
    expect(r.horasExtras).toMatchObject({ destino: 'pagar', decisao: 'pagar', retida: 0 });
  });

  it('os alertas seguem o trabalho real: retidas não apagam o alerta do art. 59', () => {
    const r = comAutorizacao({ limite: 0, destinoNaoAutorizada: 'reter' });
    expect(r.alertas).toContain('LIMITE_ART59_EXCEDIDO');
    expect(r.saldo).toBe(180);
  });

  it('explica a divisão e o fundamento (CLT art. 4º)', () => {
    const r = comAutorizacao({ limite: 60, destinoNaoAutorizada: 'reter' });
    const linha = r.explicacao.at(-1)!;
    expect(linha).toContain('1:00 autorizada (paga)');
    expect(linha).toContain('2:00 não autorizada, retida');
    expect(linha).toContain('CLT art. 4º');
  });

  it('extras noturnas pagas são a fração paga do total (proporcional)', () => {
    // Saída 23:00: 360 min de extras, 60 deles noturnos (reduzidos: 68,57).
    const dia = diaS1(['08:00', '12:00', '13:00', '23:00'], {
      autorizacaoHoraExtra: { limite: 180, destinoNaoAutorizada: 'reter' },
    });
    const inteiro = apurar(diaS1(['08:00', '12:00', '13:00', '23:00']));
    const r = apurar(dia);
    expect(r.extrasNoturnas).toBeCloseTo((inteiro.extrasNoturnas * 180) / r.horasExtras!.total, 5);
  });

  it('dia sem extras: divisão zerada, sem frase nova', () => {
    const r = apurar(
      diaS1(['08:00', '12:00', '13:00', '17:00'], {
        autorizacaoHoraExtra: { limite: 0, destinoNaoAutorizada: 'reter' },
      }),
    );
    expect(r.horasExtras).toMatchObject({ total: 0, autorizada: 0, naoAutorizada: 0, retida: 0 });
    expect(r.explicacao.join(' ')).not.toContain('autorização prévia');
  });
});
