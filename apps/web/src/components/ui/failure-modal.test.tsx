import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { FailureModal } from './failure-modal.tsx';

describe('FailureModal', () => {
  it('mostra a falha e fecha sozinho depois de 3 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderComProviders(<FailureModal isOpen message="Erro ao mover folga" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao mover folga');
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
