import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LEIAUTES, LIMITE, ok, TIPOS, VERBAS } from './folha.fixtures.ts';
import { FolhaPage } from './folha-page.tsx';

describe('página Verbas e exportação da folha', LIMITE, () => {
  it('abre nas verbas e troca de aba pelo teclado', async () => {
    instalarFakeFetch({
      [`GET ${B}/verba`]: () => ok(VERBAS),
      [`GET ${B}/tipos-quantidade`]: () => ok(TIPOS),
      [`GET ${B}/leiaute`]: () => ok(LEIAUTES),
    });
    renderComProviders(<FolhaPage />);
    expect(
      screen.getByRole('heading', { name: 'Verbas e exportação da folha' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Verbas da folha' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Verbas' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Leiautes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Leiautes da empresa' })).toBeInTheDocument();
  });
});
