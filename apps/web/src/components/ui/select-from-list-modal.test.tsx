import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { SelectFromListModal } from './select-from-list-modal.tsx';

describe('SelectFromListModal', () => {
  const opcoes = [
    { value: '1', label: 'Ana' },
    { value: '2', label: 'Bruno' },
    { value: '3', label: 'Carla' },
  ];

  it('adiciona os itens marcados', async () => {
    const onAdd = vi.fn();
    renderComProviders(
      <SelectFromListModal
        isOpen
        title="Colaboradores"
        options={opcoes}
        onCancel={vi.fn()}
        onAdd={onAdd}
      />,
    );
    const adicionar = screen.getByRole('button', { name: 'Adicionar' });
    expect(adicionar).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Ana'));
    await userEvent.click(screen.getByLabelText('Carla'));
    await userEvent.click(adicionar);
    expect(onAdd).toHaveBeenCalledWith(['1', '3']);
  });

  it('Cancelar chama onCancel sem adicionar', async () => {
    const onAdd = vi.fn();
    const onCancel = vi.fn();
    renderComProviders(
      <SelectFromListModal
        isOpen
        title="Colaboradores"
        options={opcoes}
        onCancel={onCancel}
        onAdd={onAdd}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('avisa quando a lista está vazia', () => {
    renderComProviders(
      <SelectFromListModal
        isOpen
        title="Colaboradores"
        options={[]}
        onCancel={vi.fn()}
        onAdd={vi.fn()}
      />,
    );
    expect(screen.getByText('Nenhum item disponível.')).toBeInTheDocument();
  });
});
