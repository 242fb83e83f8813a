import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Aviso (CLT art. 135) e recibo (art. 145) de férias em PDF; o aviso vai à assinatura (issue 14 §1).
const M = '/api/main';
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const idDe = async (sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};
const baixar = (quem: string, id: number, doc: 'aviso' | 'recibo') =>
  t.app.inject({ method: 'GET', url: `${M}/FeriasLancamento/${id}/${doc}`, headers: como(quem) });

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['colaborador', 'colaborador02', 'gestor', 'rh'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
}, 600_000);
afterAll(() => t.close());
vi.setConfig({ testTimeout: 300_000 });

describe('aviso e recibo de férias', () => {
  it('férias aprovadas (semeadas): a própria pessoa e o gestor baixam os PDFs; outro colaborador não', async () => {
    const id = await idDe(
      `select l.id from lancamento l join usuario u on u.empresa_id = l.empresa_id and u.id = l.usuario_id
        where l.empresa_id = $1 and u.email = 'colaborador@demo.jornada.dev' and l.tipo = 'Ferias' and l.status = 'Aprovado'`,
    );
    for (const doc of ['aviso', 'recibo'] as const) {
      const r = await baixar('colaborador', id, doc);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-disposition']).toBe(
        `attachment; filename="${doc}-ferias-2025-07-07.pdf"`,
      );
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await baixar('gestor', id, 'aviso')).statusCode).toBe(200);
    expect((await baixar('colaborador02', id, 'aviso')).statusCode).toBe(404);
  });

  it('programação pendente ainda não tem aviso (409)', async () => {
    const id = await idDe(
      "select id from lancamento where empresa_id = $1 and tipo = 'Ferias' and status = 'Pendente' limit 1",
    );
    const r = await baixar('rh', id, 'aviso');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'O aviso e o recibo de férias saem depois que a programação é aprovada.',
    );
  });

  it('aprovadas pelo gestor, o aviso vai à assinatura eletrônica da pessoa', async () => {
    const pedido = await t.app.inject({
      method: 'POST',
      url: `${M}/salvarFeriaslancamento`,
      headers: como('colaborador'),
      payload: {
        periodoAquisitivo: '2025-03-01',
        periodos: [
          { inicio: '2026-12-16', dias: 6 },
          { inicio: '2027-01-04', dias: 14 },
          { inicio: '2027-01-18', dias: 10 },
        ],
      },
    });
    expect(pedido.statusCode).toBe(200);
    const aprovado = await t.app.inject({
      method: 'POST',
      url: `${M}/AlterarStatusLancamento`,
      headers: como('gestor'),
      payload: { lancamentoId: pedido.json().Data.id, status: 'Aprovado' },
    });
    expect(aprovado.statusCode).toBe(200);
    const meus = await t.app.inject({
      method: 'GET',
      url: '/api/assinatura/meus',
      headers: como('colaborador'),
    });
    expect(meus.json().data.itens).toContainEqual(
      expect.objectContaining({
        tipo: 'aviso-ferias',
        titulo: 'Aviso de férias — início em 16/12/2026, 04/01/2027, 18/01/2027',
      }),
    );
  });
});
