import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { SuccessModal } from './success-modal.tsx';

describe('SuccessModal', () => {
  it('fecha sozinho depois de 3 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderComProviders(
      <SuccessModal isOpen message="Dia alterado com sucesso!" onClose={onClose} />,
    );
    expect(screen.getByText('Dia alterado com sucesso!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fecha pelo botão ENTENDI', async () => {
    const onClose = vi.fn();
    renderComProviders(<SuccessModal isOpen message="Pronto" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'ENTENDI' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('não agenda fechamento enquanto está fechado', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderComProviders(<SuccessModal isOpen={false} message="Pronto" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
