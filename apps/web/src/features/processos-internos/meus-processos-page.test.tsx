import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { MeusProcessosPage } from './meus-processos-page.tsx';
import { LIMITE, M, ok, processoFixture, tipoFixture } from './processos.fixtures.ts';

describe('meus processos', LIMITE, () => {
  it('pede um processo com o arquivo e vê o histórico', async () => {
    let enviado = false;
    const { fake } = instalarFakeFetch({
      [`GET ${M}/ListarProcessosInternos`]: () => ok([tipoFixture()]),
      [`GET ${M}/ListarSolicitacaoProcessosInternos`]: () => ok(enviado ? [processoFixture()] : []),
      [`POST ${M}/SolicitarProcessoInterno`]: () => {
        enviado = true;
        return ok(processoFixture(), 'Processo solicitado.');
      },
    });
    renderComProviders(<MeusProcessosPage />);
    expect(await screen.findByText('Nenhum processo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo pedido' }));
    const painel = await screen.findByRole('dialog');
    await userEvent.click(within(painel).getByRole('combobox', { name: 'Processo' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Alteração de conta bancária' }),
    );
    await userEvent.click(within(painel).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(painel).findByText('Banco: campo obrigatório.')).toBeInTheDocument();
    expect(within(painel).getByText('Comprovante da conta: anexe o arquivo.')).toBeInTheDocument();
    await userEvent.type(within(painel).getByRole('textbox', { name: 'Banco' }), 'Itaú');
    const arquivo = new File(['%PDF-1.4'], 'conta.pdf', { type: 'application/pdf' });
    const entrada = painel.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(entrada, arquivo);
    await userEvent.click(within(painel).getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('list', { name: 'Histórico do processo' })).toHaveTextContent(
      'Pedido enviado',
    );
    const post = fake.mock.calls.find(([, init]) => init?.method === 'POST');
    const enviados = post?.[1]?.body as FormData;
    expect(enviados.get('tipoId')).toBe('3');
    expect(JSON.parse(String(enviados.get('respostas')))).toEqual({ banco: 'Itaú' });
    expect((enviados.get('comprovante') as File).name).toBe('conta.pdf');
  });

  it('um pedido devolvido mostra o comentário e permite corrigir', async () => {
    instalarFakeFetch({
      [`GET ${M}/ListarProcessosInternos`]: () => ok([tipoFixture()]),
      [`GET ${M}/ListarSolicitacaoProcessosInternos`]: () =>
        ok([
          processoFixture({
            status: 'Devolvido',
            historico: [
              ...processoFixture().historico,
              {
                id: 2,
                acao: 'Devolver',
                etapa: 0,
                comentario: 'Confira a agência.',
                autorId: 9,
                autorNome: 'Gustavo Gestor',
                em: '2026-11-16T14:00:00.000Z',
              },
            ],
          }),
        ]),
    });
    renderComProviders(<MeusProcessosPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir Alteração de conta bancária' }),
    );
    expect(await screen.findByText('“Confira a agência.”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Corrigir e reenviar' }));
    expect(await screen.findByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
  });

  it('falha ao carregar mostra a mensagem do servidor', async () => {
    instalarFakeFetch({
      [`GET ${M}/ListarProcessosInternos`]: () => ok([]),
      [`GET ${M}/ListarSolicitacaoProcessosInternos`]: () => ({
        status: 400,
        body: corpoErro400('Sessão sem permissão.'),
      }),
    });
    renderComProviders(<MeusProcessosPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão sem permissão.');
  });
});
