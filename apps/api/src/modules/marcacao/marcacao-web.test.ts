import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { MARCACAO_WEB_DESABILITADA } from './use-cases/marcar-ponto.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

const EMAIL = 'colaborador05@demo.jornada.dev';

const definirMarcacaoWeb = (habilitada: boolean) =>
  t.db.query(
    'update usuario set habilitar_marcacao_pela_web = $1 where empresa_id = 2 and lower(email) = $2',
    [habilitada, EMAIL],
  );

const estadoDoRep = async () => {
  const [rep] = await t.db.query<{ ultimo_nsr: string }>(
    `select ultimo_nsr from rep where empresa_id = 2 and filial_id =
       (select filial_id from usuario where empresa_id = 2 and lower(email) = $1)`,
    [EMAIL],
  );
  const [n] = await t.db.query<{ n: string }>(
    `select count(*) as n from marcacao where empresa_id = 2 and usuario_id =
       (select id from usuario where empresa_id = 2 and lower(email) = $1)`,
    [EMAIL],
  );
  return { nsr: rep!.ultimo_nsr, marcacoes: n!.n };
};

const marcar = (token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/main/MarcarPonto3', headers: bearer(token), payload });

describe('POST /MarcarPonto3 com HabilitarMarcacaoPelaWeb desligado', () => {
  it('recusa com 403 em qualquer origem e nada vai ao AFD (NSR e marcações iguais)', async () => {
    await definirMarcacaoWeb(false);
    const token = await t.token(EMAIL);
    const antes = await estadoDoRep();
    for (const payload of [{}, { origem: 'aplicativo' }, { origem: 'dispositivo' }]) {
      const r = await marcar(token, payload);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({
        codigo: 'MARCACAO_WEB_DESABILITADA',
        Mensagem: MARCACAO_WEB_DESABILITADA,
      });
    }
    expect(await estadoDoRep()).toEqual(antes);
  });

  it('o interruptor é lido a cada marcação: desligado depois do login também recusa', async () => {
    await definirMarcacaoWeb(true);
    const token = await t.token(EMAIL);
    expect((await marcar(token)).statusCode).toBe(200);
    await definirMarcacaoWeb(false);
    const antes = await estadoDoRep();
    expect((await marcar(token)).statusCode).toBe(403);
    expect(await estadoDoRep()).toEqual(antes);
  });
});
