import { completarCnpj, SERVICOS } from '@jornada/contracts';
import { expect } from 'vitest';
import { type AppDeTeste, bearer, corpoLogin, senhaHash } from '../../../test/app-de-teste.ts';
import { cpfValido } from '../../seed/demo-dados.ts';

/** Apoio dos testes da tela do operador: chamadas, empresa nova e convite aceito. */
export const OPERADOR = 'suporte@jornada.dev';
export const NOVA_SENHA = 'Tenant@2026';
const base = SERVICOS.operador;

/** Id do plano "Profissional" da semente do faturamento: `carregarPlano` no beforeAll. */
export const PLANO = { profissional: 0 };
export const carregarPlano = async (t: AppDeTeste) => {
  const [p] = await t.db.query<{ id: number }>(
    "select id from plano_faturamento where empresa_id = 1 and nome = 'Profissional'",
  );
  PLANO.profissional = p!.id;
};

export const novaEmpresa = (n: string, extra: object = {}) => ({
  cnpj: completarCnpj(`55${n.padStart(6, '0')}0001`),
  razaoSocial: `Cliente ${n} Comércio Ltda`,
  nomeFantasia: `Cliente ${n}`,
  fusoHorario: 'America/Manaus',
  uf: 'AM',
  planoId: PLANO.profissional,
  adminNome: `Admin ${n}`,
  adminEmail: `admin${n}@cliente.dev`,
  adminCpf: cpfValido(`9${n.padStart(8, '0')}`),
  ...extra,
});

/** Funções ligadas ao app de teste e ao token do operador (criados no beforeAll de cada arquivo). */
export const helpersOperador = (app: () => AppDeTeste, operador: () => string) => {
  const chamar = (metodo: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app().app.inject({
      method: metodo,
      url: `${base}${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  const criar = async (n: string) => {
    const r = await chamar('POST', '/empresas', operador(), novaEmpresa(n));
    expect(r.statusCode).toBe(200);
    return r.json().data;
  };

  const loginStatus = async (email: string, empresaId: number, senha: string) =>
    (
      await app().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: corpoLogin(email, empresaId, senha),
      })
    ).statusCode;

  /** Abre o convite, confirma o CPF e define a senha; devolve a sessão completa. */
  const aceitarConvite = async (link: string, cpf: string) => {
    const token = new URL(link).searchParams.get('convite')!;
    const restrita = await app().app.inject({
      method: 'POST',
      url: '/api/auth/primeiro-acesso/convite',
      payload: { token },
    });
    expect(restrita.statusCode).toBe(200);
    const r = await app().app.inject({
      method: 'POST',
      url: '/api/auth/primeiro-acesso',
      headers: bearer(restrita.json().Token.AccessToken),
      payload: { cpf, novaSenha: senhaHash(NOVA_SENHA) },
    });
    expect(r.statusCode).toBe(200);
    return r.json();
  };

  return { chamar, criar, loginStatus, aceitarConvite };
};
