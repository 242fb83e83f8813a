import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { RowActions } from './row-actions.tsx';

describe('RowActions', () => {
  it('nomeia cada botão pela linha, esconde o que não se aplica e mantém as ações próprias', async () => {
    const alterar = vi.fn();
    renderComProviders(
      <RowActions
        itemName="Padrão CLT"
        actions={[
          { label: 'Alterar', variant: 'light', onClick: alterar },
          { label: 'Definir como padrão', isHidden: true, onClick: vi.fn() },
          { label: 'Excluir', ariaLabel: 'Excluir a regra Padrão CLT', onClick: vi.fn() },
        ]}
      >
        <Button>Arquivar</Button>
      </RowActions>,
    );
    expect(
      screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Alterar Padrão CLT', 'Excluir a regra Padrão CLT', 'Arquivar']);
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Padrão CLT' }));
    expect(alterar).toHaveBeenCalledTimes(1);
  });
});
