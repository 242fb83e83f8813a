import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, holeriteFixture, LIMITE, ok } from './holerite.fixtures.ts';
import { MeusHoleritesPage } from './meus-holerites-page.tsx';

describe('meus holerites', LIMITE, () => {
  it('lista os holerites publicados e baixa o PDF', async () => {
    const nomes: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      nomes.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/importacao/meus`]: () => ok([holeriteFixture()]),
      [`GET ${B}/importacao/11/arquivo`]: () => ({ body: '%PDF-1.7' }),
    });
    renderComProviders(<MeusHoleritesPage />);
    expect(await screen.findByText('Outubro/2026')).toBeInTheDocument();
    expect(screen.getByText('05/11/2026')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Baixar holerite Mensal de Outubro/2026' }),
    );
    await waitFor(() => expect(nomes).toEqual(['holerite-2026-10.pdf']));
    expect(chamadas.at(-1)?.url.pathname).toBe(`${B}/importacao/11/arquivo`);
  });

  it('sem holerites publicados, diz que não há nenhum', async () => {
    instalarFakeFetch({ [`GET ${B}/importacao/meus`]: () => ok([]) });
    renderComProviders(<MeusHoleritesPage />);
    expect(await screen.findByText('Nenhum holerite disponível')).toBeInTheDocument();
  });
});
