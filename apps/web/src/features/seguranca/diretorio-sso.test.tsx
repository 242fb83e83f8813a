import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400 } from '../../../test/fake-api.ts';
import { abrirSeguranca, LDAP_VAZIO, ok, SSO_VAZIO } from './seguranca.fixtures.ts';

const LDAP_CONFIGURADO = {
  url: 'ldaps://ad.empresa.local:636',
  startTls: false,
  bindDn: 'CN=jornada,DC=empresa,DC=local',
  temBindSenha: true,
  baseBusca: 'DC=empresa,DC=local',
  filtro: '(sAMAccountName={{usuario}})',
  atributoEmail: 'mail',
  ativo: true,
};

const abrirAba = async (nome: string) =>
  userEvent.click(await screen.findByRole('tab', { name: nome }));

const formulario = (nome: string) => screen.findByRole('form', { name: nome });

describe('segurança e acesso: Active Directory / LDAP', () => {
  it('sem diretório: valida em pt-BR nomeando o campo e não envia', async () => {
    const { chamadas } = abrirSeguranca();
    await abrirAba('Active Directory / LDAP');
    const form = await formulario('Configuração do Active Directory');
    expect(within(form).getByText('Nenhum diretório configurado')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Atributo de e-mail/)).toHaveValue('mail');
    await userEvent.type(within(form).getByLabelText(/^URL do servidor/), 'http://ad');
    await userEvent.clear(within(form).getByLabelText(/^Filtro de busca/));
    await userEvent.type(within(form).getByLabelText(/^Filtro de busca/), '(uid=x)');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar configuração do diretório' }),
    );

    expect(
      await within(form).findByText(
        'URL do servidor: use ldap://host:porta ou ldaps://host:porta.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Informe a conta de serviço (bind DN).')).toBeInTheDocument();
    expect(within(form).getByText('Informe a senha da conta de serviço.')).toBeInTheDocument();
    expect(within(form).getByText('Informe a base de busca.')).toBeInTheDocument();
    expect(
      within(form).getByText('Filtro de busca: inclua {{usuario}} no lugar do login digitado.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('salva a configuração com a senha de bind, que não volta a ser exibida', async () => {
    let guardada = LDAP_VAZIO;
    const { chamadas } = abrirSeguranca({
      'GET /api/auth/ldap/config': () => ok(guardada),
      'PUT /api/auth/ldap/config': ({ body }) => {
        const { bindSenha: _s, ...resto } = body as typeof LDAP_VAZIO & { bindSenha?: string };
        guardada = { ...resto, temBindSenha: true };
        return ok(guardada);
      },
    });
    await abrirAba('Active Directory / LDAP');
    const form = await formulario('Configuração do Active Directory');
    await userEvent.type(within(form).getByLabelText(/^URL do servidor/), 'ldaps://ad.local:636');
    await userEvent.type(within(form).getByLabelText(/^Conta de serviço/), 'CN=svc,DC=local');
    await userEvent.type(within(form).getByLabelText(/^Senha da conta de serviço/), 's3gr3d0');
    await userEvent.type(within(form).getByLabelText(/^Base de busca/), 'DC=local');
    await userEvent.click(within(form).getByRole('switch', { name: /Permitir login pelo Active/ }));
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar configuração do diretório' }),
    );

    expect(await screen.findByText('Configuração do Active Directory salva.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      url: 'ldaps://ad.local:636',
      startTls: false,
      bindDn: 'CN=svc,DC=local',
      bindSenha: 's3gr3d0',
      baseBusca: 'DC=local',
      filtro: '(|(uid={{usuario}})(sAMAccountName={{usuario}})(mail={{usuario}}))',
      atributoEmail: 'mail',
      ativo: true,
    });
    const novaSenha = await within(form).findByLabelText(/^Nova senha da conta de serviço/);
    expect(novaSenha).toHaveValue('');
    expect(form).not.toHaveTextContent('s3gr3d0');
  });

  it('já configurado: senha em branco mantém a guardada; erro do servidor vai ao campo', async () => {
    const { chamadas } = abrirSeguranca({
      'GET /api/auth/ldap/config': () => ok(LDAP_CONFIGURADO),
      'PUT /api/auth/ldap/config': () => ({
        status: 400,
        body: corpoErro400(
          'Base de busca: o diretório recusou a base.',
          'CAMPO_INVALIDO',
          'baseBusca',
        ),
      }),
    });
    await abrirAba('Active Directory / LDAP');
    const form = await formulario('Configuração do Active Directory');
    expect(within(form).getByLabelText(/^URL do servidor/)).toHaveValue(LDAP_CONFIGURADO.url);
    expect(within(form).getByLabelText(/^Nova senha da conta de serviço/)).toHaveValue('');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar configuração do diretório' }),
    );
    await waitFor(() =>
      expect(within(form).getAllByText('Base de busca: o diretório recusou a base.')).toHaveLength(
        2,
      ),
    );
    expect(within(form).getByRole('alert')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('bindSenha');
  });
});

describe('segurança e acesso: login único (SSO)', () => {
  it('mostra o redirect URI e valida issuer e escopos em pt-BR', async () => {
    const { chamadas } = abrirSeguranca();
    await abrirAba('Login único (SSO)');
    const form = await formulario('Configuração do login único');
    expect(within(form).getByLabelText('Redirect URI (registre no provedor)')).toHaveValue(
      SSO_VAZIO.redirectUri,
    );
    await userEvent.type(within(form).getByLabelText(/^Issuer/), 'http://idp.empresa.com.br');
    await userEvent.clear(within(form).getByLabelText(/^Escopos/));
    await userEvent.type(within(form).getByLabelText(/^Escopos/), 'email profile');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar configuração do login único' }),
    );
    expect(await within(form).findByText('Issuer: use https.')).toBeInTheDocument();
    expect(within(form).getByText('Informe o client ID.')).toBeInTheDocument();
    expect(within(form).getByText('Escopos: inclua openid.')).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('salva sem reenviar o client secret guardado', async () => {
    const guardado = {
      ...SSO_VAZIO,
      issuer: 'https://login.empresa.com.br',
      clientId: 'jornada-web',
      temClientSecret: true,
      escopos: 'openid email profile',
    };
    const { chamadas } = abrirSeguranca({
      'GET /api/auth/sso/config': () => ok(guardado),
      'PUT /api/auth/sso/config': ({ body }) => ok({ ...guardado, ...(body as object) }),
    });
    await abrirAba('Login único (SSO)');
    const form = await formulario('Configuração do login único');
    expect(within(form).queryByText('Nenhum provedor configurado')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Novo client secret/)).toHaveValue('');
    await userEvent.click(within(form).getByRole('switch', { name: 'Permitir login único (SSO)' }));
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar configuração do login único' }),
    );
    expect(await screen.findByText('Configuração do login único salva.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      issuer: 'https://login.empresa.com.br',
      clientId: 'jornada-web',
      escopos: 'openid email profile',
      ativo: true,
    });
  });

  it('falha ao carregar mostra o erro com nova tentativa', async () => {
    abrirSeguranca({
      'GET /api/auth/sso/config': () => ({ status: 403, body: corpoErro400('Sem permissão.') }),
    });
    await abrirAba('Login único (SSO)');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem permissão.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
