import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LIMITE, minhaFixture, ok } from './intermitente.fixtures.ts';
import { MinhasConvocacoesPage } from './minhas-convocacoes-page.tsx';

const PENDENTE = minhaFixture();
const ACEITA = minhaFixture(
  {
    id: 3,
    contratante: 'Loja Centro',
    dataInicio: '2026-11-10',
    dataFim: '2026-11-10',
    status: 'encerradas',
  },
  { situacao: 'aceita', respostaEm: '2026-11-06T11:00' },
);

describe('minhas convocações', () => {
  it('mostra a pendente com o prazo de resposta e o histórico', LIMITE, async () => {
    instalarFakeFetch({ [`GET ${B}/Convocacao/minhas`]: () => ok([PENDENTE, ACEITA]) });
    renderComProviders(<MinhasConvocacoesPage />);
    const pendente = await screen.findByRole('article', {
      name: 'Convocação Eventos Paulista Ltda',
    });
    expect(within(pendente).getByText(/Responda até 17\/11\/2026 10:30/)).toBeInTheDocument();
    expect(
      within(pendente).getByText('19/11/2026, das 08:00 às 17:00 (intervalo de 60 min)'),
    ).toBeInTheDocument();
    const historico = screen.getByRole('article', { name: 'Convocação Loja Centro' });
    expect(within(historico).getByText('Aceita')).toBeInTheDocument();
    expect(within(historico).getByText('Respondida em 06/11/2026 11:00')).toBeInTheDocument();
  });

  it('aceita depois de confirmar e relê a lista', LIMITE, async () => {
    let respondida = false;
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/Convocacao/minhas`]: () =>
        ok([
          respondida
            ? minhaFixture({}, { situacao: 'aceita', respostaEm: '2026-11-16T11:00' })
            : PENDENTE,
        ]),
      [`POST ${B}/Convocacao/responder`]: () => {
        respondida = true;
        return ok(minhaFixture({}, { situacao: 'aceita', respostaEm: '2026-11-16T11:00' }));
      },
    });
    renderComProviders(<MinhasConvocacoesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Aceitar convocação' });
    expect(dialogo).toHaveTextContent(
      'Aceitar a convocação de Eventos Paulista Ltda para 19/11/2026?',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Respondida em 16/11/2026 11:00')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma convocação aguardando resposta.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      convocacaoId: 7,
      resposta: 'aceita',
    });
  });

  it('mostra o erro do servidor quando o prazo já venceu', LIMITE, async () => {
    instalarFakeFetch({
      [`GET ${B}/Convocacao/minhas`]: () => ok([PENDENTE]),
      [`POST ${B}/Convocacao/responder`]: () => ({
        status: 409,
        body: corpoErro400(
          'O prazo de resposta venceu: a convocação foi recusada.',
          'PRAZO_RESPOSTA_VENCIDO',
        ),
      }),
    });
    renderComProviders(<MinhasConvocacoesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Recusar convocação' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Recusar' }));
    expect(
      await screen.findByText('O prazo de resposta venceu: a convocação foi recusada.'),
    ).toBeInTheDocument();
  });

  it('falha ao carregar mostra o texto do servidor', LIMITE, async () => {
    instalarFakeFetch({
      [`GET ${B}/Convocacao/minhas`]: () => ({
        status: 401,
        body: corpoErro400('Sessão inválida ou expirada. Entre novamente.', 'NAO_AUTENTICADO'),
      }),
    });
    renderComProviders(<MinhasConvocacoesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sessão inválida ou expirada. Entre novamente.',
    );
  });

  it('lista vazia', LIMITE, async () => {
    instalarFakeFetch({ [`GET ${B}/Convocacao/minhas`]: () => ok([]) });
    renderComProviders(<MinhasConvocacoesPage />);
    expect(await screen.findByText('Nenhuma convocação aguardando resposta.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma convocação no histórico')).toBeInTheDocument();
  });
});
