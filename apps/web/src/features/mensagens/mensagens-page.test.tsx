import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, detalheFixture, LIMITE, ok, opcoesFixture } from './mensagens.fixtures.ts';
import { MensagensPage } from './mensagens-page.tsx';

const vazia = () => ok({ itens: [], total: 0, pageNumber: 1, pageSize: 25 });

describe('mensagens (RH e gestor)', LIMITE, () => {
  it('valida o formulário e envia a mensagem com destinatários e confirmação', async () => {
    let corpo: FormData | null = null;
    const fake = instalarFakeFetch({
      [`GET ${B}/enviadas`]: vazia,
      [`GET ${B}/destinatarios`]: () => ok(opcoesFixture()),
      [`GET ${B}/enviadas/7`]: () => ok(detalheFixture()),
    });
    const original = fake.fake.getMockImplementation();
    fake.fake.mockImplementation(async (entrada, init = {}) => {
      if (init.method === 'POST' && init.body instanceof FormData) {
        corpo = init.body;
        return new Response(JSON.stringify(ok(detalheFixture()).body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return original!(entrada, init);
    });
    renderComProviders(<MensagensPage />);
    expect(await screen.findByText('Nenhuma mensagem enviada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova mensagem' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(within(dialogo).getByText('Informe o título.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escreva o texto da mensagem.')).toBeInTheDocument();
    expect(
      within(dialogo).getByText('Escolha ao menos uma pessoa, departamento ou grupo.'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialogo).getByLabelText(/Título/), 'Novo regulamento');
    await userEvent.type(within(dialogo).getByLabelText(/Texto/), 'Leia o regulamento e confirme.');
    await userEvent.click(await within(dialogo).findByLabelText('Paula Andrade (Loja Centro)'));
    await userEvent.click(within(dialogo).getByLabelText('Brigada de incêndio'));
    await userEvent.click(within(dialogo).getByLabelText('Pedir confirmação de leitura'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Lida e confirmada')).toBeInTheDocument();
    const enviado = corpo as unknown as FormData;
    expect(enviado.get('titulo')).toBe('Novo regulamento');
    expect(enviado.get('pessoas')).toBe('40');
    expect(enviado.get('grupos')).toBe('5');
    expect(enviado.get('exigirConfirmacao')).toBe('true');
    expect(screen.getByText('Sem inscrição')).toBeInTheDocument();
  });

  it('lista as enviadas com leitura e erros de entrega', async () => {
    instalarFakeFetch({
      [`GET ${B}/enviadas`]: () =>
        ok({
          itens: [detalheFixture({ falhas: 2, destinatarios: 10, lidas: 4, confirmadas: 3 })],
          total: 1,
          pageNumber: 1,
          pageSize: 25,
        }),
    });
    renderComProviders(<MensagensPage />);
    expect(
      await screen.findByRole('button', { name: 'Ver mensagem Novo regulamento' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 de 10 lidas · 3 confirmadas')).toBeInTheDocument();
    expect(screen.getByText('2 com erro')).toBeInTheDocument();
  });

  it('o gestor só vê pessoas no seletor (sem departamentos e grupos)', async () => {
    instalarFakeFetch({
      [`GET ${B}/enviadas`]: vazia,
      [`GET ${B}/destinatarios`]: () =>
        ok(opcoesFixture({ departamentos: [], grupos: [], podeGrupos: false })),
    });
    renderComProviders(<MensagensPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova mensagem' }));
    const dialogo = await screen.findByRole('dialog');
    expect(
      await within(dialogo).findByLabelText('Paula Andrade (Loja Centro)'),
    ).toBeInTheDocument();
    expect(within(dialogo).queryByRole('group', { name: 'Grupos' })).not.toBeInTheDocument();
  });
});
