import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import { LIMITE, ok, periodoFixture } from './ferias.fixtures.ts';
import { PeriodosRh } from './periodos-rh.tsx';

const PAULA = { id: 30, nome: 'Paula Andrade', detalhe: 'Analista · Operações' };

const rotas = (
  respostaAjuste: () => object = () => ok({ id: 1 }, 'Período aquisitivo ajustado.'),
) =>
  instalarFakeFetch({
    'GET /api/base/filter/pessoas': () => ({
      body: { success: true, data: [PAULA], error: null, message: null },
    }),
    'GET /api/main/CarregarPeriodosAquisitivos': () =>
      ok([periodoFixture({ faltasInjustificadas: 2, direito: 30, saldo: 30 })]),
    'POST /api/main/AjustarPeriodoAquisitivo': respostaAjuste,
  });

afterEach(() => localStorage.clear());

const abrirAjuste = async () => {
  entrarComo(loginRespostaFixture({ Usuario: usuarioFixture({ Id: 9 }) }));
  renderComProviders(<PeriodosRh />);
  expect(screen.getByText(/Escolha um colaborador/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('combobox', { name: /Colaborador/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Paula Andrade/ }));
  const lista = await screen.findByRole('list', { name: 'Períodos aquisitivos' });
  expect(within(lista).getByText('Período aquisitivo 01/03/2025 a 28/02/2026')).toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('button', { name: 'Ajustar o período 01/03/2025 a 28/02/2026' }),
  );
  return screen.findByRole('dialog', { name: 'Ajustar período aquisitivo' });
};

describe('períodos aquisitivos no RH', () => {
  it('o ajuste pede o motivo e envia faltas, dias somados e o motivo', LIMITE, async () => {
    const { chamadas } = rotas();
    const dialogo = await abrirAjuste();
    expect(within(dialogo).getByRole('textbox', { name: 'Faltas injustificadas' })).toHaveValue(
      '2',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar ajuste' }));
    expect(
      await within(dialogo).findByText('Motivo: informe o motivo do ajuste.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.url.pathname.endsWith('/AjustarPeriodoAquisitivo'))).toBe(false);

    const ajuste = within(dialogo).getByRole('textbox', { name: 'Dias somados ou tirados' });
    await userEvent.clear(ajuste);
    await userEvent.type(ajuste, '-5');
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: /^Motivo/ }),
      'Licença não remunerada no sistema anterior',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar ajuste' }));
    expect(await screen.findByText('Período aquisitivo ajustado.')).toBeInTheDocument();
    const enviado = chamadas.find((c) => c.url.pathname.endsWith('/AjustarPeriodoAquisitivo'));
    expect(enviado?.body).toEqual({
      usuarioId: 30,
      periodoAquisitivo: '2025-03-01',
      faltasInjustificadas: 2,
      diasAjuste: -5,
      diasGozadosAnteriores: 0,
      diasVendidosAnteriores: 0,
      motivo: 'Licença não remunerada no sistema anterior',
    });
  });

  it('a recusa do servidor aparece no modal, que fica aberto', LIMITE, async () => {
    rotas(() => ({
      status: 400,
      body: corpoErro400(
        'O saldo do período não pode ficar negativo.',
        'CAMPO_INVALIDO',
        'diasAjuste',
      ),
    }));
    const dialogo = await abrirAjuste();
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Correção');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar ajuste' }));
    await waitFor(() =>
      expect(within(dialogo).getByRole('alert')).toHaveTextContent(
        'O saldo do período não pode ficar negativo.',
      ),
    );
  });
});
