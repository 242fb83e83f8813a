import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarcacaoService } from '../src/modules/marcacao/marcacao.service.ts';
import { verificadorDeCerca } from '../src/montar-cerca-virtual.ts';
import { CERCA_DEMO } from '../src/seed/demo-cerca-virtual.ts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import { type AppDeTeste, bearer, createAppDeTeste } from './app-de-teste.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
}, 300_000);
afterAll(() => t.close());

/**
 * A cerca virtual é conferida em lote, uma consulta para as marcações da empresa que chegam juntas,
 * antes da fila do REP. Aqui o serviço de marcação montado como no `buildApp` recebe as marcações
 * na mesma volta do laço de eventos: a primeira abre uma conferência e as outras vão juntas na
 * seguinte (pelo HTTP, no PGlite, a sessão de cada requisição espera o banco e elas chegariam de
 * uma em uma).
 */
describe('cerca conferida em lote', () => {
  it('dentro e fora no modo recusar no mesmo lote: cada um recebe o seu resultado, NSR só para os de dentro, seguidos', async () => {
    const rh = await t.token('rh@demo.jornada.dev');
    const filiais = await t.app.inject({
      method: 'GET',
      url: '/api/cerca-virtual/filiais',
      headers: bearer(rh),
    });
    const filialId = filiais.json().data[0].filialId as number;
    const configurada = await t.app.inject({
      method: 'PUT',
      url: `/api/cerca-virtual/filiais/${filialId}/configuracao`,
      headers: bearer(rh),
      payload: { modo: 'recusar', toleranciaMetros: 0 },
    });
    expect(configurada.statusCode).toBe(200);
    const ultimoNsr = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            'select ultimo_nsr as n from rep where empresa_id = $1 and filial_id = $2',
            [EMPRESA_DEMO, filialId],
          )
        )[0]!.n,
      );
    const pessoas = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = $1 and filial_id = $2
         and email like 'colaborador%@demo.jornada.dev' order by email limit 6`,
      [EMPRESA_DEMO, filialId],
    );
    expect(pessoas).toHaveLength(6);
    const { marcar } = createMarcacaoService({
      db: t.db.db,
      clock: () => t.relogio.agora,
      verificarCerca: verificadorDeCerca(t.db.db),
    });
    const antes = await ultimoNsr();
    // A 2ª, a 3ª e a 6ª a 1,5 km (fora), as outras no centro da cerca.
    const fora = [false, true, true, false, false, true];
    const resultados = await Promise.allSettled(
      pessoas.map(({ id }, i) =>
        marcar(
          { usuarioId: id, empresaId: EMPRESA_DEMO, rotas: new Set() },
          {
            latitude: CERCA_DEMO.latitude + (fora[i] ? 1500 / 111_195 : 0),
            longitude: CERCA_DEMO.longitude,
            precisaoMetros: 5,
          },
        ),
      ),
    );
    expect(resultados.map((r) => r.status === 'rejected')).toEqual(fora);
    for (const r of resultados)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ codigo: 'FORA_DA_CERCA' });
    const gravadas = resultados.flatMap((r, i) =>
      r.status === 'fulfilled' ? [{ ...r.value.marcacao, pessoa: pessoas[i]!.id }] : [],
    );
    expect(gravadas.map((m) => m.usuarioId)).toEqual(gravadas.map((m) => m.pessoa));
    expect(gravadas.every((m) => m.foraDaCerca === false)).toBe(true);
    expect(gravadas.map((m) => m.nsr).sort((a, b) => a - b)).toEqual([
      antes + 1,
      antes + 2,
      antes + 3,
    ]);
    expect(await ultimoNsr()).toBe(antes + 3);
  });
});
