import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LIMITE, ok, tokenFixture } from './integracao.fixtures.ts';
import { TokensPage } from './tokens-page.tsx';

describe('tokens de API', LIMITE, () => {
  it('sem tokens: estado vazio; cria um token e mostra o segredo uma vez', async () => {
    let lista = [] as ReturnType<typeof tokenFixture>[];
    const fake = instalarFakeFetch({
      [`GET ${B}/tokens`]: () => ok(lista),
      [`POST ${B}/tokens`]: (req) => {
        const corpo = req.body as { nome: string; escopos: string[] };
        const token = tokenFixture({
          nome: corpo.nome,
          escopos: corpo.escopos,
          usos: 0,
          ultimoUsoEm: null,
        });
        lista = [token];
        return ok({ token, segredo: 'jnd_AbCdEfSegredoCompleto' });
      },
    });
    renderComProviders(<TokensPage />);
    expect(await screen.findByText('Nenhum token criado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo token' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar token' }));
    expect(within(dialogo).getByText('Informe o nome do token.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escolha ao menos um escopo.')).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'ERP');
    await userEvent.click(within(dialogo).getByLabelText('Colaboradores: leitura'));
    await userEvent.click(within(dialogo).getByLabelText('Marcações: escrita'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByLabelText('Segredo do token')).toHaveValue(
      'jnd_AbCdEfSegredoCompleto',
    );
    expect(screen.getByText('Copie o segredo agora')).toBeInTheDocument();
    const post = fake.chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      nome: 'ERP',
      escopos: ['colaboradores:leitura', 'marcacoes:escrita'],
      expiraEm: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('cell', { name: /^ERP/ })).toBeInTheDocument();
    expect(screen.queryByText('jnd_AbCdEfSegredoCompleto')).not.toBeInTheDocument();
  });

  it('lista uso e situação; revogar pede confirmação', async () => {
    let revogado = false;
    instalarFakeFetch({
      [`GET ${B}/tokens`]: () =>
        ok([
          tokenFixture(
            revogado ? { situacao: 'revogado', revogadoEm: '2026-11-16T15:00:00.000Z' } : {},
          ),
        ]),
      [`POST ${B}/tokens/1/revogacao`]: () => {
        revogado = true;
        return ok(tokenFixture({ situacao: 'revogado' }));
      },
    });
    renderComProviders(<TokensPage />);
    expect(await screen.findByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('jnd_AbCdEf…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revogar ERP da folha' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/deixam de ter acesso na hora/)).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Revogado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revogar ERP da folha' })).not.toBeInTheDocument();
  });

  it('falha ao carregar mostra a mensagem do servidor e "Tentar novamente"', async () => {
    instalarFakeFetch({
      [`GET ${B}/tokens`]: () => ({
        status: 400,
        body: corpoErro400('Você não tem permissão para esta operação.'),
      }),
    });
    renderComProviders(<TokensPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para esta operação.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
