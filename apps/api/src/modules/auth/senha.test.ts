import type { LoginResposta } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGORA_TESTE,
  type AppDeTeste,
  bearer,
  corpoRefresh,
  createAppDeTeste,
  createUsuarioDeTeste,
  senhaHash,
} from '../../../test/app-de-teste.ts';
import { iniciarSmtp, linkDoEmail } from '../../../test/smtp-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';
import { ENVIO_RECUPERACAO, LINK_INVALIDO } from './use-cases/senha.ts';

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
});
afterAll(async () => {
  await t.close();
  await smtp.fechar();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    payload,
    headers: token ? bearer(token) : {},
  });

let ipSeq = 0;
/** Pede o link por e-mail (cada pedido de um IP: o limite é 5/min) e devolve o token recebido. */
const pedirLink = async (email: string) => {
  const antes = smtp.recebidos.length;
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: `  ${email.toUpperCase()} ` },
    remoteAddress: `10.9.0.${++ipSeq}`,
  });
  expect(r.statusCode).toBe(200);
  return linkDoEmail(await smtp.aguardar(email, antes));
};

describe('POST /validate', () => {
  it('lista as empresas do e-mail (aparado) e os meios de entrada', async () => {
    const r = await post('/validate', { email: '  Colaborador@Demo.Jornada.dev ' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.empresas).toEqual([
      { EmpresaId: EMPRESA_DEMO, EmpresaNome: 'Demo Comércio Ltda', Sso: false, Ad: false },
    ]);
  });

  it('e-mail sem conta: lista vazia', async () => {
    const r = await post('/validate', { email: 'ninguem@exemplo.com' });
    expect(r.json().data.empresas).toEqual([]);
  });
});

describe('esqueci a senha (SMTP real em loopback)', () => {
  it('o link de uso único chega por e-mail, define a nova senha e entra', async () => {
    const email = 'colaborador03@demo.jornada.dev';
    const { link, token } = await pedirLink(email);
    expect(link).toMatch(/^https:\/\/jornada\.test\/forgot-password\?token=2\./);

    const r = await post('/reset-password', { token, novaSenha: senhaHash('Nova@Senha1') });
    expect(r.statusCode).toBe(200);
    expect(r.json<LoginResposta>().Token?.AccessToken).toBeTruthy();
    expect((await t.login(email, EMPRESA_DEMO, 'Nova@Senha1')).Token).not.toBeNull();
    expect((await t.login(email)).Token).toBeNull();

    const repetido = await post('/reset-password', { token, novaSenha: senhaHash('Outra@1') });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().Mensagem).toBe(LINK_INVALIDO);
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where acao = 'senha-redefinida-por-link'",
    );
    expect(Number(a!.n)).toBe(1);
  });

  it('e-mail desconhecido recebe a mesma resposta e nada é enviado', async () => {
    const antes = smtp.recebidos.length;
    const r = await post('/forgot-password', { email: 'ninguem@exemplo.com' });
    expect(r.json()).toMatchObject({ success: true, message: ENVIO_RECUPERACAO });
    await new Promise((ok) => setTimeout(ok, 300));
    expect(smtp.recebidos.length).toBe(antes);
  });

  it('mais de 5 pedidos por minuto do mesmo IP: 429', async () => {
    const pedir = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'ninguem@exemplo.com' },
        remoteAddress: '10.8.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await pedir()).statusCode).toBe(200);
    const r = await pedir();
    expect(r.statusCode).toBe(429);
    expect(r.json().Mensagem).toMatch(/Muitas tentativas/);
  });

  it('o link expira em 30 minutos', async () => {
    const { token } = await pedirLink('colaborador04@demo.jornada.dev');
    t.relogio.agora = new Date(AGORA_TESTE.getTime() + 31 * 60_000);
    try {
      const r = await post('/reset-password', { token, novaSenha: senhaHash('Nova@Senha1') });
      expect(r.statusCode).toBe(400);
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });

  it('um link novo anula o anterior', async () => {
    const email = 'colaborador05@demo.jornada.dev';
    const primeiro = await pedirLink(email);
    const segundo = await pedirLink(email);
    const velho = await post('/reset-password', {
      token: primeiro.token,
      novaSenha: senhaHash('Nova@Senha1'),
    });
    expect(velho.statusCode).toBe(400);
    const novo = await post('/reset-password', {
      token: segundo.token,
      novaSenha: senhaHash('Nova@Senha1'),
    });
    expect(novo.statusCode).toBe(200);
  });

  it('redefinir a senha revoga as sessões (refresh tokens) antigas', async () => {
    const email = 'colaborador06@demo.jornada.dev';
    const sessao = await t.login(email);
    const { token } = await pedirLink(email);
    await post('/reset-password', { token, novaSenha: senhaHash('Nova@Senha1') });
    const r = await post('/sign-in', corpoRefresh(email, sessao.Token!.RefreshToken!));
    expect(r.statusCode).toBe(401);
  });
});

describe('POST /change-password', () => {
  it('confere a senha atual, grava a nova e devolve nova sessão', async () => {
    const email = 'colaborador07@demo.jornada.dev';
    const s = await t.login(email);
    const token = s.Token!.AccessToken;
    const errada = await post(
      '/change-password',
      { senhaAtual: senhaHash('errada'), novaSenha: senhaHash('Nova@Senha1') },
      token,
    );
    expect(errada.statusCode).toBe(400);
    expect(errada.json().campo).toBe('senhaAtual');
    const r = await post(
      '/change-password',
      { senhaAtual: senhaHash('Jornada@2026'), novaSenha: senhaHash('Nova@Senha1') },
      token,
    );
    expect(r.statusCode).toBe(200);
    expect(r.json<LoginResposta>().Token?.RefreshToken).toBeTruthy();
    expect((await post('/sign-in', corpoRefresh(email, s.Token!.RefreshToken!))).statusCode).toBe(
      401,
    );
    expect((await t.login(email, EMPRESA_DEMO, 'Nova@Senha1')).Token).not.toBeNull();
  });

  it('sem token: 401', async () => {
    const r = await post('/change-password', {
      senhaAtual: senhaHash('a'),
      novaSenha: senhaHash('b'),
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('primeiro acesso', () => {
  it('convite do RH por e-mail → sessão restrita → confirma CPF e senha → sessão completa', async () => {
    const email = 'convidada@demo.jornada.dev';
    const usuarioId = await createUsuarioDeTeste(t, {
      empresaId: EMPRESA_DEMO,
      email,
      cpf: '12345678909',
      confirmado: false,
    });
    const rh = await t.token('rh@demo.jornada.dev');
    const antes = smtp.recebidos.length;
    const convite = await post('/convites', { usuarioId }, rh);
    expect(convite.statusCode).toBe(200);
    const { link, token } = linkDoEmail(await smtp.aguardar(email, antes));
    expect(link).toMatch(/^https:\/\/jornada\.test\/login\/primeiro-acesso\?convite=/);

    const entrada = await post('/primeiro-acesso/convite', { token });
    expect(entrada.statusCode).toBe(200);
    const restrita = entrada.json<LoginResposta>();
    expect(restrita.Usuario?.CadastroConfirmado).toBe(false);
    expect(restrita.Token?.RefreshToken).toBeUndefined();
    expect(restrita.MenuMinhasRotinas).toEqual([]);
    const acesso = restrita.Token!.AccessToken;

    // Sessão restrita: fora do primeiro acesso, tudo responde 403.
    const bloqueada = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido',
      headers: bearer(acesso),
    });
    expect(bloqueada.statusCode).toBe(403);
    expect(bloqueada.json().codigo).toBe('ACESSO_RESTRITO');

    const dados = await t.app.inject({
      method: 'GET',
      url: '/api/auth/primeiro-acesso',
      headers: bearer(acesso),
    });
    expect(dados.json().data).toMatchObject({ email, cpfMascarado: '***.456.789-**' });

    const cpfErrado = await post(
      '/primeiro-acesso',
      { cpf: '111.444.777-35', novaSenha: senhaHash('Minha@Senha1') },
      acesso,
    );
    expect(cpfErrado.statusCode).toBe(400);
    const ok = await post(
      '/primeiro-acesso',
      { cpf: '123.456.789-09', novaSenha: senhaHash('Minha@Senha1') },
      acesso,
    );
    expect(ok.statusCode).toBe(200);
    const completa = ok.json<LoginResposta>();
    expect(completa.Usuario?.CadastroConfirmado).toBe(true);
    expect(completa.Token?.RefreshToken).toBeTruthy();
    expect(completa.MenuMinhasRotinas.length).toBeGreaterThan(0);

    expect((await post('/primeiro-acesso/convite', { token })).statusCode).toBe(400);
    expect((await t.login(email, EMPRESA_DEMO, 'Minha@Senha1')).Usuario?.CadastroConfirmado).toBe(
      true,
    );
  });

  it('login com cadastro não confirmado: 200 com token restrito, sem refresh nem menus', async () => {
    const email = 'pendente@demo.jornada.dev';
    await createUsuarioDeTeste(t, {
      empresaId: EMPRESA_DEMO,
      email,
      cpf: '98765432100',
      confirmado: false,
      senha: 'Provisoria@1',
    });
    const r = await t.login(email, EMPRESA_DEMO, 'Provisoria@1');
    expect(r.Usuario?.CadastroConfirmado).toBe(false);
    expect(r.Token?.AccessToken).toBeTruthy();
    expect(r.Token?.RefreshToken).toBeUndefined();
    expect(r.MenuAdmin).toEqual([]);
  });

  it('convite: só quem tem a rota de colaboradores, e só para usuários da própria empresa', async () => {
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    expect((await post('/convites', { usuarioId: 1 }, colaborador)).statusCode).toBe(403);
    const [outra] = await t.db.query<{ id: number }>(
      'select id from usuario where empresa_id = $1 limit 1',
      [EMPRESA_FERIAS],
    );
    const rh = await t.token('rh@demo.jornada.dev');
    expect((await post('/convites', { usuarioId: outra!.id }, rh)).statusCode).toBe(404);
  });
});
