import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { sessaoStore } from '../../app/session/session-store.ts';
import { sha256Hex } from '../../lib/crypto.ts';

/** O modal abre sobre uma tela estável do painel, sem chamadas à API (#/primeiro-acesso). */
const abrir = async () => {
  entrarComo();
  renderApp('/#/primeiro-acesso');
  await userEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
  return screen.findByRole('dialog', { name: 'Alterar senha' });
};

const preencher = async (dialogo: HTMLElement, atual: string, nova: string, confirmacao = nova) => {
  await userEvent.type(within(dialogo).getByLabelText(/^Senha atual/), atual);
  await userEvent.type(within(dialogo).getByLabelText(/^Nova senha/), nova);
  await userEvent.type(within(dialogo).getByLabelText(/^Confirmar nova senha/), confirmacao);
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar nova senha' }));
};

describe('alterar senha dentro do painel', () => {
  it('envia as duas senhas em SHA-256 e adota a nova sessão devolvida', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/change-password': () => ({
        body: loginRespostaFixture({
          Token: { AccessToken: 'depois-da-troca', ExpiresIn: 3600, RefreshToken: 'r-novo' },
        }),
      }),
    });
    const dialogo = await abrir();
    await preencher(dialogo, 'Antiga123', 'Nova12345');
    expect(await screen.findByText(/Senha alterada/)).toBeInTheDocument();
    // Por baixo fica uma tela do painel sem chamadas (#/primeiro-acesso): só a troca de senha.
    expect(chamadas.find((c) => c.url.pathname === '/api/auth/change-password')?.body).toEqual({
      senhaAtual: await sha256Hex('Antiga123'),
      novaSenha: await sha256Hex('Nova12345'),
    });
    expect(sessaoStore.obter()).toMatchObject({
      isSigned: true,
      token: { AccessToken: 'depois-da-troca', RefreshToken: 'r-novo' },
    });
  });

  it('valida antes de enviar: nova igual à atual e confirmação diferente', async () => {
    const { chamadas } = instalarFakeFetch({});
    const dialogo = await abrir();
    await preencher(dialogo, 'Mesma1234', 'Mesma1234', 'Outra1234');
    expect(
      within(dialogo).getByText('Nova senha: deve ser diferente da atual'),
    ).toBeInTheDocument();
    expect(
      within(dialogo).getByText('Confirmar nova senha: as senhas não conferem'),
    ).toBeInTheDocument();
    expect(chamadas.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('senha atual errada: mensagem do servidor e "Falha ao estabelecer nova senha"', async () => {
    instalarFakeFetch({
      'POST /api/auth/change-password': () => ({
        status: 400,
        body: corpoErro400('A senha atual não confere.', 'SENHA_ATUAL_INCORRETA', 'senhaAtual'),
      }),
    });
    const dialogo = await abrir();
    await preencher(dialogo, 'Errada123', 'Nova12345');
    expect(await within(dialogo).findByText('A senha atual não confere.')).toBeInTheDocument();
    expect(await screen.findByText('Falha ao estabelecer nova senha')).toBeInTheDocument();
    expect(sessaoStore.obter().token?.AccessToken).toBe('token-de-acesso');
  });
});
