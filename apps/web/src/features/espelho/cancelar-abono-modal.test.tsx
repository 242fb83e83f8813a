import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import {
  abrirEspelhoDoJoao,
  ausenciaCasamentoFixture,
  ausenciaJustificadaFixture,
  entrarComoGestor,
  envelope,
  espelhoDoJoaoFixture,
  linhaDoDia,
  maiusculo,
  pessoasDoGestor,
} from './espelho.fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A resposta do cancelamento (o registro fica, com o cancelamento gravado). */
const cancelada = (motivo: string) =>
  maiusculo(
    ausenciaJustificadaFixture({
      status: 'Cancelada',
      cancelamento: { motivo, canceladoPor: 1, canceladoEm: '2026-01-08T15:00:00.000Z' },
    }),
  );

const CANCELAR = '/api/main/CancelarAvisoAusenciaLancamento';

describe('cancelar abono (ausência justificada) no espelho da equipe', () => {
  it('exige o motivo, envia o cancelamento e o dia volta a mostrar a falta', async () => {
    let abonado = true;
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/pessoas': pessoasDoGestor,
      'GET /api/espelho': () => envelope(espelhoDoJoaoFixture(abonado)),
      [`POST ${CANCELAR}`]: (req) => {
        abonado = false;
        return cancelada((req.body as { motivo: string }).motivo);
      },
    });
    entrarComoGestor();
    const tabela = await abrirEspelhoDoJoao();
    expect(linhaDoDia(tabela, /06\/01 TER/).getByText('Abonado')).toBeInTheDocument();
    // Só o dia com ausência justificada oferece o cancelamento.
    expect(
      within(tabela).queryByRole('button', { name: 'Cancelar abono em 05/01' }),
    ).not.toBeInTheDocument();

    // Pelo teclado: Enter no botão abre o diálogo com o foco no motivo.
    within(tabela).getByRole('button', { name: 'Cancelar abono em 06/01' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar abono em 06/01' });
    const motivo = within(dialogo).getByRole('textbox', { name: /Motivo do cancelamento/ });
    await vi.waitFor(() => expect(motivo).toHaveFocus());
    expect(within(dialogo).getByText(/Casamento \(CLT art\. 473, II\)/)).toBeInTheDocument();
    expect(motivo).toHaveAttribute('maxlength', '500');

    // Sem motivo (ou só espaços): o campo aponta o erro e nada é enviado.
    await userEvent.type(motivo, '   ');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar abono' }));
    expect(within(dialogo).getByText('informe o motivo do cancelamento')).toBeInTheDocument();
    expect(motivo).toHaveAttribute('aria-invalid', 'true');
    expect(chamadas.some((c) => c.url.pathname === CANCELAR)).toBe(false);

    const leiturasAntes = chamadas.filter((c) => c.url.pathname === '/api/espelho').length;
    await userEvent.clear(motivo);
    await userEvent.type(motivo, 'Lançado no dia errado{Tab}{Tab}{Enter}');

    expect(await screen.findByText('Ausência justificada cancelada')).toBeInTheDocument();
    const post = chamadas.find((c) => c.url.pathname === CANCELAR);
    expect(post?.body).toEqual({ id: 9, motivo: 'Lançado no dia errado' });
    // O espelho é relido: o dia volta a ter a falta, sem o selo nem o botão de cancelar.
    expect(chamadas.filter((c) => c.url.pathname === '/api/espelho').length).toBeGreaterThan(
      leiturasAntes,
    );
    await vi.waitFor(() =>
      expect(linhaDoDia(tabela, /06\/01 TER/).getByText('Falta 08:00')).toBeInTheDocument(),
    );
    expect(linhaDoDia(tabela, /06\/01 TER/).queryByText('Abonado')).not.toBeInTheDocument();
    expect(
      within(tabela).queryByRole('button', { name: 'Cancelar abono em 06/01' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ausência já cancelada: a mensagem do servidor aparece no diálogo e o espelho é relido', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/pessoas': pessoasDoGestor,
      'GET /api/espelho': () => envelope(espelhoDoJoaoFixture(true)),
      [`POST ${CANCELAR}`]: () => ({
        status: 409,
        body: corpoErro400('Esta ausência justificada já foi cancelada.', 'JA_CANCELADA'),
      }),
    });
    entrarComoGestor();
    const tabela = await abrirEspelhoDoJoao();
    await userEvent.click(within(tabela).getByRole('button', { name: 'Cancelar abono em 06/01' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar abono em 06/01' });
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: /Motivo do cancelamento/ }),
      'Duplicado',
    );
    const leiturasAntes = chamadas.filter((c) => c.url.pathname === '/api/espelho').length;
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar abono' }));

    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      'Esta ausência justificada já foi cancelada.',
    );
    expect(screen.queryByText('Ausência justificada cancelada')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(chamadas.filter((c) => c.url.pathname === '/api/espelho').length).toBeGreaterThan(
        leiturasAntes,
      ),
    );
    // Esc fecha o diálogo.
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('no meu espelho (o próprio colaborador) o dia abonado não oferece cancelamento', async () => {
    instalarFakeFetch({ 'GET /api/espelho': () => envelope(espelhoDoJoaoFixture(true)) });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    const tabela = await screen.findByRole('table', { name: 'Dias do espelho' });
    expect(linhaDoDia(tabela, /06\/01 TER/).getByText('Abonado')).toBeInTheDocument();
    expect(within(tabela).queryByRole('button', { name: /Cancelar abono/ })).toBeNull();
  });

  it('férias aprovadas aparecem como Férias, sem o cancelamento do abono', async () => {
    const base = espelhoDoJoaoFixture(true);
    const dias = base.dias.map((d) =>
      d.data === '2026-01-06'
        ? {
            ...d,
            ausenciaJustificada: {
              ...ausenciaCasamentoFixture,
              id: 4,
              motivo: 'FERIAS',
              motivoDescricao: 'Férias',
              fundamento: 'CLT arts. 129 e 130',
              observacao: null,
            },
          }
        : d,
    );
    instalarFakeFetch({
      'GET /api/base/filter/pessoas': pessoasDoGestor,
      'GET /api/espelho': () => envelope({ ...base, dias }),
    });
    entrarComoGestor();
    const tabela = await abrirEspelhoDoJoao();
    expect(linhaDoDia(tabela, /06\/01 TER/).getByText('Férias')).toBeInTheDocument();
    expect(within(tabela).queryByRole('button', { name: /Cancelar abono/ })).toBeNull();
  });
});
