import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { DatePickerPtBr } from './date-picker-pt-br.tsx';

const CampoData = ({
  inicial = null,
  onChange = vi.fn(),
}: {
  inicial?: string | null;
  onChange?: (v: string | null) => void;
}) => {
  const [valor, setValor] = useState<string | null>(inicial);
  return (
    <DatePickerPtBr
      label="Data inicial"
      value={valor}
      onChange={(novo) => {
        setValor(novo);
        onChange(novo);
      }}
    />
  );
};

describe('DatePickerPtBr', () => {
  it('mostra a data em DD/MM/AAAA e o calendário em português', async () => {
    renderComProviders(<CampoData inicial="2026-11-22" />);
    const campo = screen.getByLabelText('Data inicial');
    expect(campo).toHaveTextContent('22/11/2026');
    await userEvent.click(campo);
    expect(screen.getByText('novembro 2026')).toBeInTheDocument();
    expect(screen.getByText('DOM')).toBeInTheDocument();
    expect(screen.getByText('SAB')).toBeInTheDocument();
    for (const nome of ['Limpar', 'Cancelar', 'Selecionar']) {
      expect(screen.getByRole('button', { name: nome })).toBeInTheDocument();
    }
  });

  it('Selecionar confirma o dia escolhido', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData inicial="2026-11-22" onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Data inicial'));
    await userEvent.click(screen.getByRole('button', { name: '25 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
    expect(screen.getByLabelText('Data inicial')).toHaveTextContent('25/11/2026');
  });

  it('Cancelar mantém o valor anterior', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData inicial="2026-11-22" onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Data inicial'));
    await userEvent.click(screen.getByRole('button', { name: '25 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Data inicial')).toHaveTextContent('22/11/2026');
  });

  it('Limpar apaga a data', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData inicial="2026-11-22" onChange={onChange} />);
    const campo = screen.getByLabelText('Data inicial');
    await userEvent.click(campo);
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(within(campo).getByText('DD/MM/AAAA')).toBeInTheDocument();
  });
});
