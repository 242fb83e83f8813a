import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { Paginas } from './paginas.tsx';

describe('Paginas', () => {
  it('nomeia os botões em pt-BR e avisa a página escolhida', async () => {
    const onChange = vi.fn();
    renderComProviders(
      <Paginas total={3} value={1} onChange={onChange} rotulo="Páginas do extrato" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
  });

  it('some quando há uma página só', () => {
    renderComProviders(<Paginas total={1} value={1} onChange={() => {}} rotulo="Páginas" />);
    expect(screen.queryByRole('button', { name: 'Página 1' })).toBeNull();
  });
});
