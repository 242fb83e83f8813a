import type { ExtratoFolgas, LancamentoFolgaWire, SaldoFolgas } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let paulaId: number;
let credito: LancamentoFolgaWire;
let folga: LancamentoFolgaWire;

const B = '/api/banco-folgas';
const chamar = async (quem: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const r = await t.app.inject({
    method,
    url,
    headers: como(quem),
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json() };
};

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['colaborador', 'rh', 'gestor', 'colaborador02'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
}, 600_000);
afterAll(() => t.close());
vi.setConfig({ testTimeout: 300_000 });

describe('banco de folgas: crédito, folga, saldo e etiqueta do calendário', () => {
  it('sem saldo, a folga do banco de folgas é recusada com a mensagem em pt-BR', async () => {
    const r = await chamar('gestor', 'POST', `${B}/folgas`, {
      usuarioId: paulaId,
      data: '2026-11-20',
    });
    expect(r.status).toBe(409);
    expect(r.corpo.message).toBe(
      'Saldo do banco de folgas insuficiente: não há dia de folga válido em 20/11/2026.',
    );
  });

  it('crédito manual só pelo RH, com motivo; o gestor recebe 403', async () => {
    const corpo = {
      usuarioId: paulaId,
      data: '2026-11-16',
      validade: '2027-05-16',
      dias: 1,
      motivo: 'Trabalhou no inventário de domingo',
    };
    expect((await chamar('gestor', 'POST', `${B}/creditos`, corpo)).status).toBe(403);
    const r = await chamar('rh', 'POST', `${B}/creditos`, corpo);
    expect(r.status).toBe(200);
    credito = r.corpo.data;
    expect(credito).toMatchObject({ tipo: 'credito', origem: 'manual', dias: 1, estornado: false });
    const semMotivo = await chamar('rh', 'POST', `${B}/creditos`, { ...corpo, motivo: '' });
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.corpo.campo).toBe('motivo');
  });

  it('o gestor dá a folga num dia; o saldo cai e a etiqueta folgasBancoFolgas mostra o dia', async () => {
    const r = await chamar('gestor', 'POST', `${B}/folgas`, {
      usuarioId: paulaId,
      data: '2026-11-20',
    });
    expect(r.status).toBe(200);
    folga = r.corpo.data;
    expect(folga).toMatchObject({ tipo: 'debito', origem: 'folga', data: '2026-11-20', dias: -1 });
    const meu = await chamar('colaborador', 'GET', `${B}/meu`);
    const extrato: ExtratoFolgas = meu.corpo.data;
    expect(extrato.saldo).toBe(0);
    expect(extrato.lancamentos.map((l) => l.tipo)).toEqual(['debito', 'credito']);
    const tags = await chamar(
      'gestor',
      'GET',
      `/api/escala/tag?Ano=2026&Mes=11&UsuariosIds=${paulaId}`,
    );
    expect(tags.status).toBe(200);
    expect(tags.corpo.data.data.folgasBancoFolgas).toEqual([
      expect.objectContaining({
        usuarioId: paulaId,
        data: '2026-11-20',
        tipoTag: 'FolgaBancoFolgas',
      }),
    ]);
  });

  it('segunda folga sem saldo é recusada; o próprio colaborador não se dá folga', async () => {
    const r = await chamar('gestor', 'POST', `${B}/folgas`, {
      usuarioId: paulaId,
      data: '2026-11-23',
    });
    expect(r.status).toBe(409);
    expect(r.corpo.codigo).toBe('SALDO_INSUFICIENTE');
    const propria = await chamar('colaborador', 'POST', `${B}/folgas`, {
      usuarioId: paulaId,
      data: '2026-11-23',
    });
    expect(propria.status).toBe(403);
  });

  it('crédito em uso não se estorna; estornar a folga devolve o dia e tira a etiqueta', async () => {
    const emUso = await chamar('rh', 'POST', `${B}/lancamentos/${credito.id}/estorno`, {
      motivo: 'Lançado por engano',
    });
    expect(emUso.status).toBe(409);
    expect(emUso.corpo.codigo).toBe('CREDITO_EM_USO');
    const r = await chamar('gestor', 'POST', `${B}/lancamentos/${folga.id}/estorno`, {
      motivo: 'Folga cancelada',
    });
    expect(r.status).toBe(200);
    expect(r.corpo.data).toMatchObject({ tipo: 'estorno', estornoDe: folga.id });
    const de_novo = await chamar('gestor', 'POST', `${B}/lancamentos/${folga.id}/estorno`, {
      motivo: 'Folga cancelada',
    });
    expect(de_novo.status).toBe(409);
    const saldo = await chamar('rh', 'GET', `${B}/colaboradores/${paulaId}`);
    expect(saldo.corpo.data.saldo).toBe(1);
    expect(saldo.corpo.data.vencimentos).toEqual([{ validade: '2027-05-16', dias: 1 }]);
    const tags = await chamar(
      'gestor',
      'GET',
      `/api/escala/tag?Ano=2026&Mes=11&UsuariosIds=${paulaId}`,
    );
    expect(tags.corpo.data.data.folgasBancoFolgas).toEqual([]);
    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'banco_folga_lancamento'",
      [EMPRESA_DEMO],
    );
    expect(aud!.n).toBe(3);
  });

  it('saldos: o colaborador vê só o seu; o RH vê todos', async () => {
    const meu = await chamar('colaborador', 'GET', `${B}/saldos`);
    expect(meu.corpo.data.map((s: SaldoFolgas) => s.usuarioId)).toEqual([paulaId]);
    const todos = await chamar('rh', 'GET', `${B}/saldos`);
    expect(todos.corpo.data.length).toBeGreaterThan(1);
    expect(todos.corpo.data.find((s: SaldoFolgas) => s.usuarioId === paulaId).saldo).toBe(1);
  });

  it('outro colaborador não lê o extrato da Paula (403)', async () => {
    expect((await chamar('colaborador02', 'GET', `${B}/colaboradores/${paulaId}`)).status).toBe(
      403,
    );
  });

  it('creditar feriados trabalhados de um mês: roda pelo espelho e não credita duas vezes', async () => {
    const r = await chamar('rh', 'POST', `${B}/feriados-trabalhados`, { ano: 2026, mes: 11 });
    expect(r.status).toBe(200);
    const segunda = await chamar('rh', 'POST', `${B}/feriados-trabalhados`, { ano: 2026, mes: 11 });
    expect(segunda.corpo.data.creditados).toEqual([]);
    expect(segunda.corpo.data.jaCreditados).toBe(r.corpo.data.creditados.length);
    for (const c of r.corpo.data.creditados as LancamentoFolgaWire[])
      expect(c).toMatchObject({ origem: 'feriado_trabalhado', dias: 1 });
    const mesInvalido = await chamar('rh', 'POST', `${B}/feriados-trabalhados`, {
      ano: 2026,
      mes: 13,
    });
    expect(mesInvalido.status).toBe(400);
    expect(mesInvalido.corpo.campo).toBe('mes');
  });
});
