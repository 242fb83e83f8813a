import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste, senhaHash } from '../../../test/app-de-teste.ts';
import { SENHA_DEMO } from '../../seed/demo-dados.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const A = '/api/assinatura';

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'rh', 'gestor']) {
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
    const [u] = await t.db.query<{ id: number }>(
      'select id from usuario where empresa_id = $1 and email = $2',
      [EMPRESA_DEMO, `${quem}@demo.jornada.dev`],
    );
    ids[quem] = u!.id;
  }
});
afterAll(() => t.close());

const enviar = (corpo: object, quem = 'rh') =>
  t.app.inject({ method: 'POST', url: `${A}/envios`, headers: como(quem), payload: corpo });

const assinar = (quem: string, id: number, corpo: object) =>
  t.app.inject({
    method: 'POST',
    url: `${A}/meus/${id}/assinar`,
    headers: como(quem),
    payload: corpo,
  });

/** Um espelho enviado a uma pessoa; devolve o id do documento. */
const espelhoPara = async (quem: string) => {
  const r = await enviar({ tipo: 'espelho', competencia: '2026-10', usuarioIds: [ids[quem]] });
  expect(r.statusCode).toBe(200);
  return r.json().data.documentos[0].id as number;
};

describe('assinatura eletrônica: entradas e confirmação de identidade', () => {
  it('recusa entradas erradas com 400 nomeando o campo', async () => {
    const casos: [object, string][] = [
      [{ tipo: 'espelho', usuarioIds: [ids.colaborador] }, 'competencia'],
      [{ tipo: 'avulso', usuarioIds: [ids.colaborador] }, 'arquivo'],
      [{ tipo: 'contrato', usuarioIds: [ids.colaborador] }, 'tipo'],
      [{ tipo: 'espelho', competencia: '2026-13', usuarioIds: [ids.colaborador] }, 'competencia'],
      [{ tipo: 'espelho', competencia: '2026-10', usuarioIds: [] }, 'usuarioIds'],
      [{ tipo: 'espelho', competencia: '2026-10', usuarioIds: [99_999_999_999] }, 'usuarioIds.0'],
      [{ tipo: 'espelho', competencia: '2026-10', usuarioIds: [2_000_000_000] }, 'usuarioIds'],
      [{ tipo: 'holerite', competencia: '2026-10', usuarioIds: [ids.colaborador] }, 'usuarioIds'],
      [
        {
          tipo: 'avulso',
          usuarioIds: [ids.colaborador],
          arquivo: { nome: 'x.pdf', conteudoBase64: Buffer.from('não é pdf').toString('base64') },
        },
        'arquivo',
      ],
      [{ tipo: 'avulso', titulo: 'a\u0000b', usuarioIds: [ids.colaborador] }, 'titulo'],
    ];
    for (const [corpo, campo] of casos) {
      const r = await enviar(corpo);
      expect(r.statusCode, JSON.stringify(corpo).slice(0, 80)).toBe(400);
      expect(r.json().campo).toBe(campo);
    }
    const idEnorme = await t.app.inject({
      method: 'GET',
      url: `${A}/meus/99999999999999999999/arquivo`,
      headers: como('colaborador'),
    });
    expect(idEnorme.statusCode).toBe(400);
    const semPermissao = await enviar(
      { tipo: 'espelho', competencia: '2026-10', usuarioIds: [ids.colaborador] },
      'colaborador',
    );
    expect(semPermissao.statusCode).toBe(403);
  });

  it('com o segundo fator ativo, assinar exige também o código do autenticador', async () => {
    const cadastro = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/cadastro',
      headers: como('gestor'),
    });
    const segredo = cadastro.json().data.segredo as string;
    const totp = new TOTP({ secret: Secret.fromBase32(segredo) });
    const confirmar = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/confirmar',
      headers: como('gestor'),
      payload: { codigo: totp.generate({ timestamp: t.relogio.agora.getTime() }) },
    });
    expect(confirmar.statusCode).toBe(200);
    const id = await espelhoPara('gestor');
    const semCodigo = await assinar('gestor', id, { senha: senhaHash(SENHA_DEMO) });
    expect(semCodigo.statusCode).toBe(400);
    expect(semCodigo.json().campo).toBe('codigoTotp');
    const errado = await assinar('gestor', id, {
      senha: senhaHash(SENHA_DEMO),
      codigoTotp: '000000',
    });
    expect(errado.statusCode).toBe(400);
    expect(errado.json().campo).toBe('codigoTotp');
    t.relogio.agora = new Date(t.relogio.agora.getTime() + 60_000);
    const certo = await assinar('gestor', id, {
      senha: senhaHash(SENHA_DEMO),
      codigoTotp: totp.generate({ timestamp: t.relogio.agora.getTime() }),
    });
    expect(certo.statusCode).toBe(200);
    const [linha] = await t.db.query<{ metodo: string }>(
      'select metodo from documento_assinatura where empresa_id = $1 and id = $2',
      [EMPRESA_DEMO, id],
    );
    expect(linha!.metodo).toBe('senha+totp');
  });

  it('depois de 5 senhas erradas em 15 minutos, recusa novas tentativas (429)', async () => {
    const id = await espelhoPara('rh');
    for (let i = 0; i < 5; i += 1)
      expect((await assinar('rh', id, { senha: senhaHash(`Errada${i}`) })).statusCode).toBe(400);
    const bloqueado = await assinar('rh', id, { senha: senhaHash(SENHA_DEMO) });
    expect(bloqueado.statusCode).toBe(429);
    t.relogio.agora = new Date(t.relogio.agora.getTime() + 16 * 60_000);
    expect((await assinar('rh', id, { senha: senhaHash(SENHA_DEMO) })).statusCode).toBe(200);
  });
});
