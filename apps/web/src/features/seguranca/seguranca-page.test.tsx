import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400 } from '../../../test/fake-api.ts';
import { abrirSeguranca, ok } from './seguranca.fixtures.ts';

const PESSOAS = [
  { id: 5, nome: 'Paula Andrade', detalhe: 'Analista · Financeiro' },
  { id: 6, nome: 'Paulo Lima', detalhe: null },
];

const buscarPessoa = async (texto: string) => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Segundo fator das pessoas' }));
  await userEvent.type(screen.getByLabelText(/Buscar pessoa/), texto);
};

describe('segurança e acesso: política de acesso', () => {
  it('mostra a política atual e liga o segundo fator dos administradores depois de confirmar', async () => {
    let exigirSegundoFatorAdmin = false;
    const { chamadas } = abrirSeguranca({
      'GET /api/auth/politica-seguranca': () => ok({ exigirSegundoFatorAdmin }),
      'PUT /api/auth/politica-seguranca': ({ body }) => {
        exigirSegundoFatorAdmin = (body as { exigirSegundoFatorAdmin: boolean })
          .exigirSegundoFatorAdmin;
        return ok({ exigirSegundoFatorAdmin });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Segurança e acesso' })).toBeInTheDocument();
    const chave = await screen.findByRole('switch', {
      name: /^Exigir segundo fator \(TOTP\) para administradores/,
    });
    expect(chave).not.toBeChecked();
    expect(screen.getByText(/Situação atual: opcional/)).toBeInTheDocument();

    await userEvent.click(chave);
    const dialogo = await screen.findByRole('dialog', {
      name: 'Exigir segundo fator dos administradores?',
    });
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Exigir segundo fator' }));

    expect(
      await screen.findByText('Segundo fator obrigatório para administradores ativado.'),
    ).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ exigirSegundoFatorAdmin: true });
    await waitFor(() => expect(chave).toBeChecked());
    expect(screen.getByText(/Situação atual: obrigatório/)).toBeInTheDocument();
  });

  it('cancelar a confirmação não muda a política', async () => {
    const { chamadas } = abrirSeguranca({
      'GET /api/auth/politica-seguranca': () => ok({ exigirSegundoFatorAdmin: true }),
    });
    const chave = await screen.findByRole('switch', { name: /Exigir segundo fator/ });
    expect(chave).toBeChecked();
    await userEvent.click(chave);
    const dialogo = await screen.findByRole('dialog', {
      name: 'Deixar o segundo fator opcional?',
    });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chave).toBeChecked();
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('falha ao carregar mostra a mensagem do servidor e tenta de novo', async () => {
    let tentativas = 0;
    abrirSeguranca({
      'GET /api/auth/politica-seguranca': () => {
        tentativas += 1;
        return tentativas === 1
          ? { status: 403, body: corpoErro400('Sem permissão.', 'SEM_PERMISSAO') }
          : ok({ exigirSegundoFatorAdmin: false });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem permissão.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: /Exigir segundo fator/ })).not.toBeChecked();
  });
});

describe('segurança e acesso: segundo fator das pessoas', () => {
  it('busca a pessoa e remove o segundo fator dela depois de confirmar', async () => {
    const { chamadas } = abrirSeguranca({
      'GET /api/base/filter/pessoas': () => ok(PESSOAS),
      'DELETE /api/auth/totp/usuarios/5': () => ok(null, 'Segundo fator removido.'),
    });
    await buscarPessoa('Paul');
    const lista = await screen.findByRole('list', { name: 'Pessoas encontradas' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(2);
    expect(
      chamadas.find((c) => c.url.pathname.endsWith('/pessoas'))?.url.searchParams.get('search'),
    ).toBe('Paul');

    await userEvent.click(
      within(lista).getByRole('button', { name: 'Remover o segundo fator de Paula Andrade' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Remover o segundo fator?' });
    expect(dialogo).toHaveTextContent(/Paula Andrade deixará de usar o aplicativo autenticador/);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Remover segundo fator' }));

    expect(await screen.findByText('Segundo fator de Paula Andrade removido.')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('pessoa sem segundo fator: avisa que não há o que remover', async () => {
    abrirSeguranca({
      'GET /api/base/filter/pessoas': () => ok(PESSOAS),
      'DELETE /api/auth/totp/usuarios/6': () => ({
        status: 404,
        body: corpoErro400('Segundo fator do usuário não encontrado(a).', 'NAO_ENCONTRADO'),
      }),
    });
    await buscarPessoa('Paulo');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover o segundo fator de Paulo Lima' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Remover o segundo fator?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Remover segundo fator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paulo Lima não tem segundo fator ativo: nada a remover.',
    );
  });

  it('busca curta não consulta; sem resultados mostra o estado vazio', async () => {
    const { chamadas } = abrirSeguranca({ 'GET /api/base/filter/pessoas': () => ok([]) });
    await buscarPessoa('Pa');
    await new Promise((r) => setTimeout(r, 400));
    expect(chamadas.some((c) => c.url.pathname.endsWith('/pessoas'))).toBe(false);
    await userEvent.type(screen.getByLabelText(/Buscar pessoa/), 'z');
    expect(await screen.findByText('Nenhuma pessoa encontrada')).toBeInTheDocument();
  });
});
