import type { ConciliacaoVerbas } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

const V = '/api/verbas';
let t: AppDeTeste;
let rh: string;

const createVerba = async (codigo: string, tipo: string, descricao: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${V}/verba`,
    headers: bearer(rh),
    payload: {
      codigo,
      descricao,
      unidade: 'horas',
      quantidades: [{ tipo }],
      vigenciaInicio: '2026-01-01',
    },
  });
  if (r.statusCode !== 200) throw new Error(r.body);
};

// "Hoje" = 16/11/2026. O seed põe a Paula de sobreaviso às segundas e quartas, 19:00–07:00, no
// mês corrente (regra "Plantão de manutenção", que desconta o acionamento), com um acionamento
// aprovado de 1h30 (demo-sobreaviso.ts).
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  await createVerba('0310', 'sobreavisoEspera', 'Horas de sobreaviso');
  await createVerba('0311', 'sobreavisoAcionado', 'Horas de acionamento');
});
afterAll(() => t.close());

describe('sobreaviso nas verbas da folha', () => {
  it('a espera (1/3) e o acionamento aprovado vão para os seus códigos', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${V}/conciliacao?ano=2026&mes=11`,
      headers: bearer(rh),
    });
    expect(r.statusCode).toBe(200);
    const c = r.json().data as ConciliacaoVerbas;
    const paula = c.colaboradores.find((x) => x.nome === 'Paula Andrade');
    const codigo = (k: string) => paula?.verbas.find((v) => v.codigo === k);
    // Segundas (2, 9, 16, 23, 30) e quartas (4, 11, 18, 25) de novembro: 9 escalas de 12 h, menos
    // a 1h30 acionada (que é trabalho, não espera: Súmula 428 TST).
    expect(codigo('0310')).toMatchObject({ exportado: 9 * 720 - 90, espelho: 9 * 720 - 90 });
    expect(codigo('0311')).toMatchObject({ exportado: 90, espelho: 90 });
    // Só as três pessoas da escala de sobreaviso da demo recebem a verba de espera.
    const comEspera = c.colaboradores.filter((x) => x.verbas.some((v) => v.codigo === '0310'));
    expect(comEspera).toHaveLength(3);
  });
});
