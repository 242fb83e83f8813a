import type { DiaEspelho, Espelho } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../../seed/seed.ts';

// Interjornada mínima (CLT art. 66) e limites de alerta do art. 59 configuráveis na regra de
// cálculo, com vigência: o PUT muda o espelho só a partir da data de vigência da nova versão.

let t: AppDeTeste;
let rh: string;
let paulaId: number;

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  rh = await t.token('rh@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
});
afterAll(() => t.close());

const BASE = '/api/regras-calculo/api/v1';
const chamar = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${rh}` }, payload });

const semente = async (tipo: string) => {
  const lista = (await chamar('GET', `${BASE}/${tipo}`)).json().data as {
    id: number;
    nome: string;
  }[];
  return lista.find((r) => r.nome.endsWith('padrão CLT'))!;
};

const outubro = async (): Promise<DiaEspelho[]> =>
  (
    (await chamar('GET', `/api/espelho?ano=2026&mes=10&usuarioId=${paulaId}`)).json()
      .data as Espelho
  ).dias;

const comDescanso = (dias: DiaEspelho[]) =>
  dias.filter((d) => d.apuracao?.interjornada.descanso != null);
const extrasDe = (d: DiaEspelho) => d.apuracao!.extras.reduce((soma, e) => soma + e.minutos, 0);

describe('regra de cálculo: campos novos com o padrão legal', () => {
  it('a semente traz interjornadaMinima 660 e os limites 120/600 (CFG-DEFAULT)', async () => {
    const d = (
      await chamar(
        'GET',
        `${BASE}/descansoObrigatorio/${(await semente('descansoObrigatorio')).id}`,
      )
    ).json().data;
    expect(d).toMatchObject({ regime12x36: false, interjornadaMinima: 660 });
    const h = (
      await chamar('GET', `${BASE}/horaPositiva/${(await semente('horaPositiva')).id}`)
    ).json().data;
    expect(h).toMatchObject({ bancoHoras: false, limiteExtrasDiario: 120, limiteDiarioBanco: 600 });
  });

  it.each([
    {
      tipo: 'descansoObrigatorio',
      corpo: { interjornadaMinima: 300 },
      campo: 'interjornadaMinima',
    },
    { tipo: 'horaPositiva', corpo: { limiteExtrasDiario: 601 }, campo: 'limiteExtrasDiario' },
    { tipo: 'horaPositiva', corpo: { limiteDiarioBanco: 30 }, campo: 'limiteDiarioBanco' },
  ])('$tipo: $campo fora da faixa → 400 nomeando o campo', async ({ tipo, corpo, campo }) => {
    const r = await chamar('PUT', `${BASE}/${tipo}/${(await semente(tipo)).id}`, corpo);
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe(campo);
  });
});

describe('PUT da regra muda o espelho a partir da vigência', () => {
  it('descansoObrigatorio.interjornadaMinima 900 desde 15/10: exigido e suprimido mudam só dali em diante', async () => {
    const antes = await outubro();
    for (const d of comDescanso(antes))
      expect([660, 2100]).toContain(d.apuracao!.interjornada.exigido);

    const r = await chamar(
      'PUT',
      `${BASE}/descansoObrigatorio/${(await semente('descansoObrigatorio')).id}`,
      {
        interjornadaMinima: 900,
        vigenciaInicio: '2026-10-15',
      },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ interjornadaMinima: 900, versao: 2 });

    const depois = await outubro();
    const porData = new Map(antes.map((d) => [d.data, d]));
    let novosSuprimidos = 0;
    for (const d of comDescanso(depois)) {
      const { descanso, exigido, suprimido } = d.apuracao!.interjornada;
      if (d.data < '2026-10-15') {
        expect(d.apuracao!.interjornada).toEqual(porData.get(d.data)!.apuracao!.interjornada);
        continue;
      }
      expect([900, 1440 + 900]).toContain(exigido);
      expect(suprimido).toBe(Math.max(0, exigido - descanso!));
      if (suprimido > 0 && porData.get(d.data)!.apuracao!.interjornada.suprimido === 0) {
        novosSuprimidos++;
        expect(d.apuracao!.alertas).toContain('INTERJORNADA_SUPRIMIDA');
      }
    }
    // A jornada 08:00–17:48 deixa ~14 h de descanso: com 15 h exigidas, dias passam a suprimir.
    expect(novosSuprimidos).toBeGreaterThan(0);
  });

  it('horaPositiva.limiteExtrasDiario 0 desde 20/10: qualquer extra alerta o art. 59 só dali em diante', async () => {
    const antes = await outubro();
    const r = await chamar('PUT', `${BASE}/horaPositiva/${(await semente('horaPositiva')).id}`, {
      limiteExtrasDiario: 0,
      vigenciaInicio: '2026-10-20',
    });
    expect(r.statusCode).toBe(200);
    const depois = await outubro();
    const porData = new Map(antes.map((d) => [d.data, d]));
    const comExtras = depois.filter(
      (d) => d.apuracao && d.apuracao.previsto > 0 && extrasDe(d) > 0 && extrasDe(d) <= 120,
    );
    const antesDaVigencia = comExtras.filter((d) => d.data < '2026-10-20');
    const desdeAVigencia = comExtras.filter((d) => d.data >= '2026-10-20');
    expect(antesDaVigencia.length).toBeGreaterThan(0);
    expect(desdeAVigencia.length).toBeGreaterThan(0);
    for (const d of antesDaVigencia) {
      expect(d.apuracao!.alertas).not.toContain('LIMITE_ART59_EXCEDIDO');
      expect(d.apuracao!.alertas).toEqual(porData.get(d.data)!.apuracao!.alertas);
    }
    for (const d of desdeAVigencia) {
      expect(d.apuracao!.alertas).toContain('LIMITE_ART59_EXCEDIDO');
      expect(d.apuracao!.explicacao.join(' | ')).toContain('acima do limite de 0:00 por dia');
    }
  });
});
