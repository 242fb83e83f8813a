import type {
  Espelho,
  LancamentoSobreaviso,
  MotivoSobreaviso,
  RegraSobreaviso,
  TotaisEspelho,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { documentoEspelho } from './espelho.pdf.ts';

// "Hoje" = 16/11/2026. A demo põe a Paula de sobreaviso às segundas e quartas, 19:00–07:00
// (regra "Plantão de manutenção", 1/3, desconta o acionado), com um acionamento aprovado em
// 02/11, 21:00–22:30, e outro pendente em 04/11 (demo-sobreaviso.ts).
let t: AppDeTeste;
const tokens: Record<string, string> = {};

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  quem: string,
  payload?: object,
) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, data: r.json().data as T };
};

const espelhoDeNovembro = async () =>
  (await chamar<Espelho>('GET', '/api/espelho?ano=2026&mes=11', 'colaborador')).data;

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'gestor', 'rh'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  // Acionamento noturno num sábado de folga, fora da escala: 23:00 de 07/11 a 01:00 de 08/11.
  const motivos = await chamar<MotivoSobreaviso[]>('GET', '/api/sobreaviso/motivo', 'colaborador');
  const regras = await chamar<RegraSobreaviso[]>('GET', '/api/sobreaviso/regra', 'colaborador');
  const criado = await chamar<LancamentoSobreaviso>(
    'POST',
    '/api/sobreaviso/lancamento',
    'colaborador',
    {
      inicio: '2026-11-07T23:00',
      fim: '2026-11-08T01:00',
      motivoId: motivos.data[0]!.id,
      regraId: regras.data[0]!.id,
      descricao: 'Queda de energia na loja',
    },
  );
  expect(criado.status).toBe(200);
  const id = criado.data.id;
  const aprovado = await chamar('PUT', `/api/sobreaviso/lancamento/aprovar/${id}`, 'gestor', {
    lancamentoId: id,
  });
  expect(aprovado.status).toBe(200);
});
afterAll(() => t.close());

describe('sobreaviso no espelho de ponto', () => {
  it('acionamento aprovado à noite num sábado de folga: trabalho, noturno e extras no espelho', async () => {
    const dia = (await espelhoDeNovembro()).dias.find((d) => d.data === '2026-11-07')!;
    expect(dia.marcacoes).toEqual([]);
    expect(dia.sobreaviso?.acionamentos).toEqual([
      expect.objectContaining({ horaInicio: '23:00', horaFim: '01:00' }),
    ]);
    const a = dia.apuracao!;
    expect(a.trabalhadoRelogio).toBe(120);
    expect(a.noturnoRelogio).toBe(120);
    // Hora noturna reduzida: 120 min de relógio valem 137,14 (CLT art. 73 §1º).
    expect(a.noturnoReduzido).toBeCloseTo(960 / 7, 5);
    expect(a.extras.reduce((s, x) => s + x.minutos, 0)).toBeCloseTo(960 / 7, 5);
    expect(a.extrasNoturnas).toBeGreaterThan(0);
    expect(a.inconsistencias).toEqual([]);
    expect(a.explicacao.join(' ')).toContain('acionamento de sobreaviso 23:00–01:00');
  });

  it('o acionamento da escala conta como trabalho e sai da espera, que aparece à parte', async () => {
    const e = await espelhoDeNovembro();
    const dia = e.dias.find((d) => d.data === '2026-11-02')!;
    expect(dia.sobreaviso).toMatchObject({
      acionamentos: [expect.objectContaining({ horaInicio: '21:00', horaFim: '22:30' })],
      // 12 h de escala menos a 1h30 acionada (Súmula 428 TST: não se paga duas vezes).
      esperaSobreaviso: 720 - 90,
      esperaProntidao: 0,
    });
    expect(dia.apuracao!.noturnoRelogio).toBeGreaterThanOrEqual(30);
    const pendente = e.dias.find((d) => d.data === '2026-11-04')!;
    // O acionamento de 04/11 está pendente: não é trabalho, e a escala inteira é espera.
    expect(pendente.sobreaviso).toMatchObject({ acionamentos: [], esperaSobreaviso: 720 });
  });

  it('totais do mês: espera de sobreaviso e tempo acionado em linhas próprias', async () => {
    const { data } = await chamar<TotaisEspelho>(
      'GET',
      '/api/espelho/totais?ano=2026&mes=11',
      'colaborador',
    );
    // Dias apurados até 15/11: escalas de 02, 04, 09 e 11/11 (12 h cada), menos 1h30 acionada.
    expect(data.sobreaviso).toEqual({
      esperaSobreaviso: 4 * 720 - 90,
      esperaProntidao: 0,
      acionado: 90 + 120,
    });
  });

  it('o PDF marca o acionamento e mostra a espera', async () => {
    const texto = JSON.stringify(documentoEspelho(await espelhoDeNovembro()));
    expect(texto).toContain('acionamento de sobreaviso 23:00–01:00');
    expect(texto).toContain('Sobreaviso (espera) 10:30');
    expect(texto).toContain('Sobreaviso — espera (1/3)');
  });
});
