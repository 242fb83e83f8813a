import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

/**
 * CLT art. 140: quem tem menos de 12 meses de casa goza férias proporcionais nas coletivas e um
 * novo período aquisitivo começa no primeiro dia delas. Hoje (relógio do teste) = 16/11/2026.
 */

const m = SERVICOS.main;
let t: AppDeTeste;
let rh: string;
let novato: { id: number; email: string };
let veterano: { id: number; email: string };
let departamentoId: number;

type Periodo = {
  inicio: string;
  fim: string;
  concessivoInicio: string;
  concessivoFim: string;
  situacao: string;
  direito: number;
  agendados: number;
  gozados: number;
  saldo: number;
};

const periodos = async (usuarioId: number) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${m}/CarregarPeriodosAquisitivos?usuarioId=${usuarioId}`,
    headers: bearer(rh),
  });
  expect(r.statusCode).toBe(200);
  return r.json().Data as Periodo[];
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  const [d] = await t.db.query<{ id: number }>(
    "select id from departamento where empresa_id = $1 and nome = 'Administrativo'",
    [EMPRESA_DEMO],
  );
  departamentoId = d!.id;
  const membros = await t.db.query<{ id: number; email: string }>(
    "select id, email from usuario where empresa_id = $1 and departamento_id = $2 and ativo and email like 'colaborador%' order by id",
    [EMPRESA_DEMO, departamentoId],
  );
  novato = membros[0]!;
  veterano = membros[1]!;
  // Admitido em 15/05/2026: 7 meses de casa no início das coletivas (21/12/2026).
  await t.db.query('update usuario set admissao = $1 where empresa_id = $2 and id = $3', [
    '2026-05-15',
    EMPRESA_DEMO,
    novato.id,
  ]);
});
afterAll(() => t.close());

describe('férias coletivas de quem tem menos de 12 meses de casa (CLT art. 140)', () => {
  it('a prévia mostra os proporcionais e o novo período aquisitivo', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/FeriasColetivas/previa`,
      headers: bearer(rh),
      payload: { departamentoId, inicio: '2026-12-21', dias: 20 },
    });
    expect(r.statusCode).toBe(200);
    const c = (r.json().Data.colaboradores as { usuarioId: number }[]).find(
      (x) => x.usuarioId === novato.id,
    );
    expect(c).toMatchObject({
      situacao: 'Proporcional',
      periodoAquisitivo: '2026-05-15',
      saldoAntes: 17,
      novoPeriodoAquisitivo: '2026-12-21',
    });
  });

  it('confirmadas, o período em curso termina na véspera e um novo começa no 1º dia das coletivas', async () => {
    const antes = await periodos(novato.id);
    expect(antes.map((p) => [p.inicio, p.fim])).toEqual([['2026-05-15', '2027-05-14']]);
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/FeriasColetivas`,
      headers: bearer(rh),
      payload: { departamentoId, inicio: '2026-12-21', dias: 20 },
    });
    expect(r.statusCode).toBe(200);

    // Ainda antes das coletivas: o período proporcional (7 meses → 17 dias) já termina em 20/12;
    // dos 20 dias das coletivas, 17 são as férias proporcionais e 3 são licença remunerada.
    const [proporcional] = await periodos(novato.id);
    expect(proporcional).toMatchObject({
      inicio: '2026-05-15',
      fim: '2026-12-20',
      concessivoInicio: '2026-12-21',
      concessivoFim: '2027-12-20',
      direito: 17,
      agendados: 17,
      saldo: 0,
    });

    // Depois do início: o novo período aquisitivo de 21/12/2026 a 20/12/2027. As faltas do período
    // encerrado ficam as do RH (o relógio avança sem marcações na demo).
    const ajuste = await t.app.inject({
      method: 'POST',
      url: `${m}/AjustarPeriodoAquisitivo`,
      headers: bearer(rh),
      payload: {
        usuarioId: novato.id,
        periodoAquisitivo: '2026-05-15',
        faltasInjustificadas: 0,
        motivo: 'Sem faltas no período proporcional.',
      },
    });
    expect(ajuste.statusCode).toBe(200);
    t.relogio.agora = new Date('2027-01-11T15:00:00Z');
    const depois = await periodos(novato.id);
    expect(depois.map((p) => [p.inicio, p.fim, p.situacao])).toEqual([
      ['2026-12-21', '2027-12-20', 'EmAquisicao'],
      ['2026-05-15', '2026-12-20', 'Concessivo'],
    ]);
    expect(depois[1]).toMatchObject({ direito: 17, gozados: 17, saldo: 0 });

    // Quem tem mais de 12 meses continua com os aniversários da admissão (01/03).
    expect((await periodos(veterano.id)).map((p) => p.inicio)).toEqual([
      '2026-03-01',
      '2025-03-01',
      '2024-03-01',
    ]);
  });

  it('as férias do novo período seguem os aniversários dele; o antigo 15/05/2027 não existe mais', async () => {
    const pedir = (periodoAquisitivo: string) =>
      t.app.inject({
        method: 'POST',
        url: `${m}/AjustarPeriodoAquisitivo`,
        headers: bearer(rh),
        payload: {
          usuarioId: novato.id,
          periodoAquisitivo,
          faltasInjustificadas: 0,
          motivo: 'Conferência do período reiniciado pelas coletivas.',
        },
      });
    const antigo = await pedir('2027-05-15');
    expect(antigo.statusCode).toBe(400);
    expect(antigo.json()).toMatchObject({ campo: 'periodoAquisitivo' });
    expect(antigo.json().Mensagem).toContain('(CLT art. 140)');
    expect((await pedir('2026-12-21')).statusCode).toBe(200);
    t.relogio.agora = new Date('2026-11-16T15:00:00Z');
  });
});
