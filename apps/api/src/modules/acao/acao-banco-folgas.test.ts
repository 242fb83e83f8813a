import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Item 9 do menu 'ações' do painel 'Escala no Dia': a folga do banco de folgas (issue 22 §4).
let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;

const chamar = async (quem: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json() };
};

/** acaoId oferecidos no dia (GET /acao/disponivel, data.data.items). */
const oferecidas = async (data: string) => {
  const r = await chamar(
    'gestor',
    'GET',
    `/api/escala/acao/disponivel?UsuarioId=${paulaId}&Data=${data}`,
  );
  expect(r.status).toBe(200);
  return r.corpo.data.data.items as { acaoId: number; titulo: string; limite: string | null }[];
};
const ids = async (data: string) => (await oferecidas(data)).map((i) => i.acaoId);

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['rh', 'gestor']) tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
}, 600_000);
afterAll(() => t.close());
vi.setConfig({ testTimeout: 300_000 });

describe("ação de escala 'Folga do Banco de Folgas'", () => {
  it('sem crédito no banco de folgas, o menu não a oferece', async () => {
    expect(await ids('2026-11-18')).toEqual([1, 3, 5, 6, 7]);
  });

  it('com crédito válido, aparece num dia de trabalho; não no domingo nem depois da validade', async () => {
    const credito = await chamar('rh', 'POST', '/api/banco-folgas/creditos', {
      usuarioId: paulaId,
      data: '2026-11-15',
      validade: '2026-11-30',
      dias: 1,
      motivo: 'Trabalhou no feriado municipal',
      origem: 'feriado_trabalhado',
    });
    expect(credito.status).toBe(200);
    expect(credito.corpo.data).toMatchObject({ origem: 'feriado_trabalhado', dias: 1 });
    expect(await oferecidas('2026-11-18')).toContainEqual({
      acaoId: 9,
      alterarDiaTrabalhoDiasConsecutivos: 1,
      titulo: 'Folga do Banco de Folgas',
      limite: null,
    });
    expect(await ids('2026-11-22')).not.toContain(9);
    expect(await ids('2026-12-02')).not.toContain(9);
  });

  it('gravada pelo painel, debita o razão, vira a etiqueta do calendário e sai do menu', async () => {
    const folga = await chamar('gestor', 'POST', '/api/banco-folgas/folgas', {
      usuarioId: paulaId,
      data: '2026-11-18',
    });
    expect(folga.status).toBe(200);
    const tags = await chamar(
      'gestor',
      'GET',
      `/api/escala/tag?Ano=2026&Mes=11&UsuariosIds=${paulaId}`,
    );
    expect(tags.corpo.data.data.folgasBancoFolgas).toEqual([
      expect.objectContaining({ data: '2026-11-18', tipoTag: 'FolgaBancoFolgas' }),
    ]);
    expect(await ids('2026-11-18')).toEqual([1, 3, 5, 6, 7]);
    expect(await ids('2026-11-19')).not.toContain(9);
    const extrato = await chamar('gestor', 'GET', `/api/banco-folgas/colaboradores/${paulaId}`);
    expect(extrato.corpo.data.saldo).toBe(0);
  });
});
