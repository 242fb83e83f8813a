import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let token: string;
let paulaId: number;

// O seed aprova férias de 30 dias da Paula a partir de 07/07/2025 (demo-lancamentos.ts).
beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('colaborador@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where email = 'colaborador@demo.jornada.dev'",
  );
  paulaId = u!.id;
});
afterAll(() => t.close());

type Dia = {
  data: string;
  jornada: unknown[];
  apuracao: { falta: number } | null;
  ausenciaJustificada: { motivo: string; motivoDescricao: string; abona: boolean } | null;
};

describe('férias aprovadas no espelho e no calendário', () => {
  it('os dias de férias entram como afastamento pago: sem falta, com o motivo Férias', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/espelho?ano=2025&mes=7',
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(200);
    const dias = r.json().data.dias as Dia[];
    const emFerias = dias.filter((d) => d.data >= '2025-07-07');
    expect(emFerias.length).toBeGreaterThan(0);
    for (const d of emFerias) {
      expect(d.ausenciaJustificada).toMatchObject({
        motivo: 'FERIAS',
        motivoDescricao: 'Férias',
        abona: true,
      });
      expect(d.apuracao?.falta ?? 0).toBe(0);
    }
    const antes = dias.find((d) => d.data === '2025-07-04');
    expect(antes?.ausenciaJustificada).toBeNull();
  });

  it('o calendário marca os dias com a etiqueta Ferias', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/escala/tag?Ano=2025&Mes=8&UsuariosIds=${paulaId}`,
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(200);
    const ausencias = r.json().data.data.ausencias as { data: string; tipoTag: string }[];
    const ferias = ausencias.filter((a) => a.tipoTag === 'Ferias').map((a) => a.data);
    expect(ferias).toContain('2025-08-05');
    expect(ferias).not.toContain('2025-08-06');
  });
});
