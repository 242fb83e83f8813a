import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

describe('ConfirmModal', () => {
  it('chama onAccept ao confirmar e onDeny ao cancelar', async () => {
    const onAccept = vi.fn();
    const onDeny = vi.fn();
    renderComProviders(
      <ConfirmModal
        isOpen
        title="Remover ação"
        message="Deseja remover a ação?"
        acceptLabel="Remover"
        onAccept={onAccept}
        onDeny={onDeny}
      />,
    );
    expect(screen.getByText('Deseja remover a ação?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onDeny).toHaveBeenCalledTimes(1);
  });
});
