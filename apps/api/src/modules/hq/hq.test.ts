import type { LoginResposta } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_OPERADORA } from '../../seed/seed.ts';
import { TOKEN_HQ_INVALIDO } from './hq.service.ts';

let t: AppDeTeste;
let suporte: string;
let alvoId: number;
beforeAll(async () => {
  t = await createAppDeTeste({ acesso: { appUrl: 'https://jornada.test' } });
  suporte = await t.token('suporte@jornada.dev', EMPRESA_OPERADORA);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  alvoId = u!.id;
});
afterAll(() => t.close());

const emitir = (token = suporte, corpo: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/hq/token',
    headers: bearer(token),
    payload: {
      empresaId: EMPRESA_DEMO,
      usuarioId: alvoId,
      motivo: 'Chamado 4521: conferir escalas',
      ...corpo,
    },
  });
const validar = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/hq/validate', payload: { token } });

describe('HQ: suporte abre a conta do cliente', () => {
  it('token de uso único abre a sessão do usuário cliente e fica auditado nas duas empresas', async () => {
    const r = await emitir();
    expect(r.statusCode).toBe(200);
    const { token, url } = r.json().data;
    expect(url).toBe(`https://jornada.test/hq-auth?token=${encodeURIComponent(token)}`);

    const s = await validar(token);
    expect(s.statusCode).toBe(200);
    const sessao = s.json<LoginResposta>();
    expect(sessao.Usuario).toMatchObject({ Id: alvoId, EmpresaId: EMPRESA_DEMO });
    expect(sessao.Token?.RefreshToken).toBeUndefined();
    expect(sessao.Token?.ExpiresIn).toBe(1800);

    const segunda = await validar(token);
    expect(segunda.statusCode).toBe(401);
    expect(segunda.json().Mensagem).toBe(TOKEN_HQ_INVALIDO);

    const audit = await t.db.query<{ empresa_id: number; acao: string }>(
      "select empresa_id, acao from auditoria where entidade = 'hq_token' order by id",
    );
    expect(audit).toEqual([
      { empresa_id: EMPRESA_OPERADORA, acao: 'emitido' },
      { empresa_id: EMPRESA_DEMO, acao: 'emitido' },
      { empresa_id: EMPRESA_DEMO, acao: 'usado' },
    ]);
    const [linha] = await t.db.query<{ usado_em: Date; motivo: string }>(
      'select usado_em, motivo from hq_token',
    );
    expect(linha!.motivo).toMatch(/Chamado 4521/);

    // A sessão HQ não troca a senha do cliente nem se renova.
    const trocar = await t.app.inject({
      method: 'GET',
      url: '/api/auth/recurso/update',
      headers: bearer(sessao.Token!.AccessToken),
    });
    expect(trocar.statusCode).toBe(403);
  });

  it('expira em 5 minutos', async () => {
    const { token } = (await emitir()).json().data;
    const agora = t.relogio.agora;
    t.relogio.agora = new Date(agora.getTime() + 5 * 60_000 + 1000);
    try {
      expect((await validar(token)).statusCode).toBe(401);
    } finally {
      t.relogio.agora = agora;
    }
  });

  it('token adulterado ou de formato inválido: 401', async () => {
    const { token } = (await emitir()).json().data;
    expect((await validar(`${token.slice(0, -3)}abc`)).statusCode).toBe(401);
    expect((await validar('nao-e-um-token-hq')).statusCode).toBe(401);
  });

  it('só o suporte da operadora (empresa 1, admin-master) emite', async () => {
    const rh = await t.token('rh@demo.jornada.dev');
    expect((await emitir(rh)).statusCode).toBe(403);
    expect((await emitir(suporte, { usuarioId: 999999 })).statusCode).toBe(404);
    expect((await emitir(suporte, { empresaId: EMPRESA_OPERADORA })).statusCode).toBe(400);
    expect((await emitir(suporte, { motivo: '' })).statusCode).toBe(400);
  });
});

describe('HQ: a trilha de auditoria marca o que o suporte fez em nome do cliente', () => {
  const abrirSessaoHq = async () => {
    const { token } = (await emitir()).json().data;
    return (await validar(token)).json<LoginResposta>().Token!.AccessToken;
  };
  const auditoriaDe = (entidade: string) =>
    t.db.query<{ usuario_id: number | null; hq_operador_id: number | null; acao: string }>(
      'select usuario_id, hq_operador_id, acao from auditoria where empresa_id = $1 and entidade = $2 order by id',
      [EMPRESA_DEMO, entidade],
    );

  it('mudanças de módulos diferentes numa sessão HQ gravam o operador; fora dela, não', async () => {
    const [operador] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'suporte@jornada.dev'",
      [EMPRESA_OPERADORA],
    );
    const hq = await abrirSessaoHq();
    const rh = await t.token('rh@demo.jornada.dev');
    const chamar = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload });

    // Acesso (política de segurança), perfis e regras de cálculo: três gravadores diferentes.
    expect(
      (await chamar(hq, 'PUT', '/api/auth/politica-seguranca', { exigirSegundoFatorAdmin: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await chamar(hq, 'POST', '/api/auth/perfis', {
          nome: 'Criado pelo suporte',
          rotas: ['/dashboard/minhas-rotinas/web-ponto'],
        })
      ).statusCode,
    ).toBe(201);
    const regra = await chamar(hq, 'POST', '/api/regras-calculo/api/v1/tolerancia', {
      nome: 'Tolerância ajustada pelo suporte',
      vigenciaInicio: '2026-01-01',
    });
    expect(regra.statusCode).toBeLessThan(300);
    // A mesma mudança pelo próprio RH, fora da sessão HQ.
    expect(
      (await chamar(rh, 'PUT', '/api/auth/politica-seguranca', { exigirSegundoFatorAdmin: false }))
        .statusCode,
    ).toBe(200);

    const politica = await auditoriaDe('empresa');
    expect(politica.map((l) => l.hq_operador_id)).toEqual([operador!.id, null]);
    expect(politica.every((l) => l.usuario_id === alvoId)).toBe(true);
    const [perfil] = await auditoriaDe('perfil');
    expect(perfil).toMatchObject({ usuario_id: alvoId, hq_operador_id: operador!.id });
    const regras = await t.db.query<{ hq_operador_id: number | null }>(
      "select hq_operador_id from auditoria where empresa_id = $1 and entidade like 'regra%' order by id desc limit 1",
      [EMPRESA_DEMO],
    );
    expect(regras).toEqual([{ hq_operador_id: operador!.id }]);
  });
});
