import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, entregaFixture, LIMITE, ok, webhookFixture } from './integracao.fixtures.ts';
import { WebhooksPage } from './webhooks-page.tsx';

describe('webhooks', LIMITE, () => {
  it('cadastra um webhook validando URL e eventos e mostra o segredo uma vez', async () => {
    let lista = [] as ReturnType<typeof webhookFixture>[];
    const fake = instalarFakeFetch({
      [`GET ${B}/webhooks`]: () => ok(lista),
      [`POST ${B}/webhooks`]: (req) => {
        const corpo = req.body as { url: string; eventos: string[] };
        lista = [webhookFixture({ url: corpo.url, eventos: corpo.eventos })];
        return ok(
          webhookFixture({ url: corpo.url, eventos: corpo.eventos, segredo: 'whsec_Segredo' }),
        );
      },
    });
    renderComProviders(<WebhooksPage />);
    expect(await screen.findByText('Nenhum webhook cadastrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo webhook' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByLabelText(/URL de destino/));
    await userEvent.paste('erp.local');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(within(dialogo).getByText('URL inválida: use http:// ou https://')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escolha ao menos um evento.')).toBeInTheDocument();
    await userEvent.clear(within(dialogo).getByLabelText(/URL de destino/));
    await userEvent.paste('https://erp.exemplo.com.br/h');
    await userEvent.click(within(dialogo).getByLabelText(/Competência fechada/));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByLabelText('Segredo da assinatura')).toHaveValue('whsec_Segredo');
    expect(fake.chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://erp.exemplo.com.br/h',
      eventos: ['competencia.fechada'],
      ativo: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('https://erp.exemplo.com.br/h')).toBeInTheDocument();
  });

  it('URL recusada pelo servidor aparece no campo', async () => {
    instalarFakeFetch({
      [`GET ${B}/webhooks`]: () => ok([]),
      [`POST ${B}/webhooks`]: () => ({
        status: 400,
        body: corpoErro400(
          'URL não permitida: o destino é a rede interna (loopback, privada ou reservada).',
          'URL_NAO_PERMITIDA',
          'url',
        ),
      }),
    });
    renderComProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByLabelText(/URL de destino/));
    await userEvent.paste('http://10.0.0.1/x');
    await userEvent.click(within(dialogo).getByLabelText(/Marcação registrada/));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText(/o destino é a rede interna/)).toBeInTheDocument();
  });

  it('o registro de entregas mostra cada tentativa e reenviar tenta de novo', async () => {
    let entregue = false;
    instalarFakeFetch({
      [`GET ${B}/webhooks`]: () => ok([webhookFixture()]),
      [`GET ${B}/webhooks/3/entregas`]: () =>
        ok({
          items: [
            entregue
              ? entregaFixture({
                  situacao: 'entregue',
                  tentativas: 2,
                  proximaTentativaEm: null,
                  historico: [
                    entregaFixture().historico[0]!,
                    {
                      numero: 2,
                      em: '2026-11-16T13:35:00.000Z',
                      statusHttp: 200,
                      duracaoMs: 8,
                      erro: null,
                      proximaTentativaEm: null,
                    },
                  ],
                })
              : entregaFixture(),
          ],
          total: 1,
          pageNumber: 1,
          pageSize: 10,
        }),
      [`POST ${B}/webhooks/3/entregas/9/reenviar`]: () => {
        entregue = true;
        return ok(entregaFixture({ situacao: 'entregue', tentativas: 2 }));
      },
    });
    renderComProviders(<WebhooksPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Entregas de https://erp.exemplo.com.br/jornada' }),
    );
    const entrega = await screen.findByRole('group', { name: 'Entrega 9' });
    expect(within(entrega).getByText('Pendente')).toBeInTheDocument();
    expect(within(entrega).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(entrega).getByText(/próxima em/)).toBeInTheDocument();
    await userEvent.click(within(entrega).getByRole('button', { name: 'Reenviar entrega 9' }));
    const atualizada = await screen.findByRole('group', { name: 'Entrega 9' });
    expect(await within(atualizada).findByText('Entregue')).toBeInTheDocument();
    expect(within(atualizada).getByText('200')).toBeInTheDocument();
  });

  it('excluir pede confirmação', async () => {
    let excluido = false;
    instalarFakeFetch({
      [`GET ${B}/webhooks`]: () => ok(excluido ? [] : [webhookFixture()]),
      [`DELETE ${B}/webhooks/3`]: () => {
        excluido = true;
        return ok(null);
      },
    });
    renderComProviders(<WebhooksPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir https://erp.exemplo.com.br/jornada' }),
    );
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhum webhook cadastrado')).toBeInTheDocument();
  });
});
