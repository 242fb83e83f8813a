import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  bearer,
  corpoLogin,
  createAppDeTeste,
} from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS, EMPRESA_OPERADORA } from '../../seed/seed.ts';
import {
  carregarPlano,
  helpersOperador,
  NOVA_SENHA,
  novaEmpresa,
  OPERADOR,
} from './operador-teste.ts';

let t: AppDeTeste;
let operador: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  operador = await t.token(OPERADOR, EMPRESA_OPERADORA);
  await carregarPlano(t);
});
afterAll(() => t.close());

const { chamar, criar, loginStatus, aceitarConvite } = helpersOperador(
  () => t,
  () => operador,
);

describe('tela do operador: só a empresa 1 (spec §2)', () => {
  it.each([
    ['RH da Demo Comércio', 'rh@demo.jornada.dev', EMPRESA_DEMO],
    ['RH da Demo Indústria', 'rh@industria.jornada.dev', EMPRESA_FERIAS],
  ])('%s recebe 403 na lista e na criação', async (_n, email, empresaId) => {
    const token = await t.token(email, empresaId);
    expect((await chamar('GET', '/empresas', token)).statusCode).toBe(403);
    expect((await chamar('POST', '/empresas', token, novaEmpresa('999'))).statusCode).toBe(403);
    expect(
      (
        await chamar('POST', `/empresas/${EMPRESA_DEMO}/suspensao`, token, {
          motivo: 'tentativa indevida',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('o operador lista as empresas paginadas no servidor, com busca por nome e CNPJ', async () => {
    const r = await chamar('GET', '/empresas?pageNumber=1&pageSize=2', operador);
    expect(r.statusCode).toBe(200);
    const { itens, total } = r.json().data;
    expect(itens).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(itens[0]).toMatchObject({ id: 1, operadora: true, situacao: 'ativa' });
    const demo = (await chamar('GET', '/empresas?search=com%C3%A9rcio', operador)).json().data;
    expect(demo.itens.map((e: { id: number }) => e.id)).toContain(EMPRESA_DEMO);
    expect(
      demo.itens.find((e: { id: number }) => e.id === EMPRESA_DEMO).colaboradoresAtivos,
    ).toBeGreaterThan(0);
    const porCnpj = (await chamar('GET', '/empresas?search=22.333.444', operador)).json().data;
    expect(porCnpj.itens.map((e: { id: number }) => e.id)).toEqual([EMPRESA_FERIAS]);
    const curinga = (await chamar('GET', '/empresas?search=%25%25%25', operador)).json().data;
    expect(curinga.total).toBe(0);
  });
});

describe('criação da empresa cliente', () => {
  it.each([
    ['CNPJ com dígito errado', { cnpj: '11222333000100' }, 'cnpj', 'CNPJ inválido'],
    ['razão social vazia', { razaoSocial: '  ' }, 'razaoSocial', 'razão social'],
    ['e-mail inválido', { adminEmail: 'sem-arroba' }, 'adminEmail', 'e-mail do administrador'],
    ['CPF inválido', { adminCpf: '12345678900' }, 'adminCpf', 'CPF do administrador'],
    ['fuso de fora do Brasil', { fusoHorario: 'Europe/Lisbon' }, 'fusoHorario', 'fuso'],
    ['plano inexistente', { planoId: 999_999 }, 'planoId', 'plano'],
    ['texto com NUL', { razaoSocial: 'Empresa\u0000Nula' }, undefined, undefined],
    ['texto enorme', { nomeFantasia: 'x'.repeat(100_000) }, 'nomeFantasia', 'nome fantasia'],
  ])('%s: 400 nomeando o campo', async (_n, extra, campo, trecho) => {
    const r = await chamar('POST', '/empresas', operador, novaEmpresa('100', extra));
    expect(r.statusCode).toBe(400);
    if (campo) expect(r.json().campo).toBe(campo);
    if (trecho) expect(r.json().message).toContain(trecho);
  });

  it('cria empresa, matriz com REP, perfis e administrador; o convite funciona e ele entra', async () => {
    const dados = novaEmpresa('200');
    const criada = await criar('200');
    expect(criada.empresa).toMatchObject({
      razaoSocial: dados.razaoSocial,
      nomeFantasia: dados.nomeFantasia,
      plano: 'Profissional',
      fusoHorario: 'America/Manaus',
      situacao: 'ativa',
      colaboradoresAtivos: 1,
      operadora: false,
    });
    expect(criada.convite.link).toContain('/login/primeiro-acesso?convite=');
    const id = criada.empresa.id;
    const [rep] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from rep where empresa_id = $1',
      [id],
    );
    expect(rep!.n).toBe(1);
    const auditoria = await t.db.query<{ empresa_id: number }>(
      "select empresa_id from auditoria where entidade = 'empresa' and entidade_id = $1 and acao = 'criar'",
      [String(id)],
    );
    expect(auditoria.map((a) => a.empresa_id).sort((a, b) => a - b)).toEqual([1, id]);

    // Antes do primeiro acesso não há senha: o login falha.
    expect(await loginStatus(dados.adminEmail, id, NOVA_SENHA)).toBe(401);
    const sessao = await aceitarConvite(criada.convite.link, dados.adminCpf);
    expect(sessao.Usuario).toMatchObject({ EmpresaId: id, CadastroConfirmado: true });
    const login = await t.login(dados.adminEmail, id, NOVA_SENHA);
    const rotas = JSON.stringify(login.MenuAdmin);
    expect(rotas).toContain('/dashboard/admin/colaboradores');
    expect(rotas).not.toContain('/dashboard/admin/admin-master');
    // O link é de uso único.
    const token = new URL(criada.convite.link).searchParams.get('convite')!;
    const deNovo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/primeiro-acesso/convite',
      payload: { token },
    });
    expect(deNovo.statusCode).toBe(400);
  });

  it('CNPJ já cadastrado: 409 no campo cnpj', async () => {
    const primeira = await criar('300');
    const r = await chamar(
      'POST',
      '/empresas',
      operador,
      novaEmpresa('301', { cnpj: primeira.empresa.cnpj }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      campo: 'cnpj',
      message: 'Já existe uma empresa com este CNPJ.',
    });
  });
});

describe('suspensão e reativação', () => {
  it('suspensa, ninguém da empresa entra nem chama a API; reativada, volta', async () => {
    const dados = novaEmpresa('400');
    const criada = await criar('400');
    const id = criada.empresa.id;
    await aceitarConvite(criada.convite.link, dados.adminCpf);
    const tokenAdmin = (await t.login(dados.adminEmail, id, NOVA_SENHA)).Token!.AccessToken;
    const antes = await t.app.inject({
      method: 'GET',
      url: '/api/auth/recurso/update',
      headers: bearer(tokenAdmin),
    });
    expect(antes.statusCode).toBe(200);

    const sem = await chamar('POST', `/empresas/${id}/suspensao`, operador, { motivo: '' });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().campo).toBe('motivo');
    const s = await chamar('POST', `/empresas/${id}/suspensao`, operador, {
      motivo: 'Inadimplência de 3 meses',
    });
    expect(s.statusCode).toBe(200);
    expect(s.json().data).toMatchObject({
      situacao: 'suspensa',
      motivoSituacao: 'Inadimplência de 3 meses',
    });
    expect(
      (
        await chamar('POST', `/empresas/${id}/suspensao`, operador, {
          motivo: 'de novo, já suspensa',
        })
      ).statusCode,
    ).toBe(409);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: corpoLogin(dados.adminEmail, id, NOVA_SENHA),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      'O acesso desta empresa está suspenso. Fale com o suporte do Jornada.',
    );
    const depois = await t.app.inject({
      method: 'GET',
      url: '/api/auth/recurso/update',
      headers: bearer(tokenAdmin),
    });
    expect(depois.statusCode).toBe(401);

    const r = await chamar('POST', `/empresas/${id}/reativacao`, operador, {
      motivo: 'Pagamento regularizado',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.situacao).toBe('ativa');
    expect(await loginStatus(dados.adminEmail, id, NOVA_SENHA)).toBe(200);
    const linhas = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = 1 and entidade = 'empresa' and entidade_id = $1 order by id",
      [String(id)],
    );
    expect(linhas.map((l) => l.acao)).toEqual(['criar', 'suspender', 'reativar']);
  });

  it('a empresa 1 não pode ser suspensa; empresa inexistente e id enorme não dão 5xx', async () => {
    const r = await chamar('POST', `/empresas/${EMPRESA_OPERADORA}/suspensao`, operador, {
      motivo: 'teste de operadora',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('A empresa operadora não pode ser suspensa.');
    expect(
      (
        await chamar('POST', '/empresas/2147483000/suspensao', operador, {
          motivo: 'empresa que não existe',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await chamar('GET', '/empresas/99999999999999/configuracao', operador)).statusCode,
    ).toBe(400);
  });
});
