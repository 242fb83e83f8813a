import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { ConfirmMotivoModal } from './confirm-motivo-modal.tsx';

const abrir = (onConfirm = vi.fn(async () => undefined), erro: string | null = null) => {
  const onClose = vi.fn();
  renderComProviders(
    <ConfirmMotivoModal
      title="Estornar lançamento"
      acceptLabel="Estornar"
      motivoLabel="Motivo do estorno"
      motivoObrigatorio="Informe o motivo do estorno (ao menos 3 caracteres)."
      motivoMinimo={3}
      erro={erro}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Estornar o crédito de 01/11/2026?
    </ConfirmMotivoModal>,
  );
  return { onConfirm, onClose };
};

describe('ConfirmMotivoModal', () => {
  it('sem motivo suficiente, nomeia o campo e não confirma', async () => {
    const { onConfirm } = abrir();
    await userEvent.type(screen.getByLabelText(/Motivo do estorno/), '  ab ');
    await userEvent.click(screen.getByRole('button', { name: 'Estornar' }));
    expect(
      await screen.findByText('Informe o motivo do estorno (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirma com o motivo aparado, mostra o erro da ação e cancela pelo botão', async () => {
    const { onConfirm, onClose } = abrir(undefined, 'Mês fechado.');
    expect(screen.getByText('Estornar o crédito de 01/11/2026?')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Mês fechado.');
    await userEvent.type(screen.getByLabelText(/Motivo do estorno/), '  lançado em dobro  ');
    await userEvent.click(screen.getByRole('button', { name: 'Estornar' }));
    expect(onConfirm).toHaveBeenCalledWith('lançado em dobro');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
