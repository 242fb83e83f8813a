import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { iniciarSmtp } from '../../../test/smtp-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const m = SERVICOS.main;
const PAULA = 'colaborador@demo.jornada.dev';
const GESTOR = 'gestor@demo.jornada.dev';
let t: AppDeTeste;
let smtp: Awaited<ReturnType<typeof iniciarSmtp>>;

beforeAll(async () => {
  smtp = await iniciarSmtp();
  t = await createAppDeTeste({
    acesso: {
      appUrl: 'https://jornada.test',
      email: { tipo: 'smtp', url: smtp.url, de: 'Jornada <nao-responda@jornada.test>' },
    },
  });
  // Gestor imediato no cadastro: é quem recebe o pedido.
  await t.db.query(
    `update usuario set gestor_id = (select id from usuario where empresa_id = $1 and email = $2)
      where empresa_id = $1 and email = $3`,
    [EMPRESA_DEMO, GESTOR, PAULA],
  );
});
afterAll(async () => {
  await t.close();
  await smtp.fechar();
});

describe('avisos por e-mail dos lançamentos', () => {
  it('o pedido vai ao gestor imediato e a decisão volta à colaboradora', async () => {
    const paula = await t.token(PAULA);
    const pedido = await t.app.inject({
      method: 'POST',
      url: `${m}/salvardayofflancamento`,
      headers: bearer(paula),
      payload: { data: '2026-12-18', motivo: 'FolgaConcedida' },
    });
    expect(pedido.statusCode).toBe(200);
    const paraGestor = await smtp.aguardar(GESTOR);
    expect(paraGestor.texto).toContain('Paula Andrade pediu day off de 18/12/2026.');
    expect(paraGestor.texto).toContain('https://jornada.test/#/dashboard/gestor/aprovacoes');

    const antes = smtp.recebidos.length;
    const decisao = await t.app.inject({
      method: 'POST',
      url: `${m}/AlterarStatusLancamento`,
      headers: bearer(await t.token(GESTOR)),
      payload: { lancamentoId: pedido.json().Data.id, status: 'Reprovado', motivo: 'Inventário' },
    });
    expect(decisao.statusCode).toBe(200);
    const paraPaula = await smtp.aguardar(PAULA, antes);
    // O leitor de teste decodifica o quoted-printable byte a byte: confere o trecho sem acento.
    expect(paraPaula.texto).toContain('Subject: Day off reprovado');
    expect(paraPaula.texto).toContain(
      'Seu pedido de day off de 18/12/2026 foi reprovado. Motivo: Invent',
    );
  });

  it('as férias coletivas avisam cada colaborador atingido (CLT art. 139 §2º)', async () => {
    const [d] = await t.db.query<{ id: number }>(
      'select departamento_id as id from usuario where empresa_id = $1 and email = $2',
      [EMPRESA_DEMO, PAULA],
    );
    const antes = smtp.recebidos.length;
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/FeriasColetivas`,
      headers: bearer(await t.token('rh@demo.jornada.dev')),
      payload: { departamentoId: d!.id, inicio: '2026-12-21', dias: 10 },
    });
    expect(r.statusCode).toBe(200);
    const paraPaula = await smtp.aguardar(PAULA, antes);
    expect(paraPaula.texto).toContain('de 21/12/2026 a 30/12/2026. Este');
    expect(paraPaula.texto).toContain(
      'https://jornada.test/#/dashboard/minhas-rotinas/minhas-ferias',
    );
  });
});
