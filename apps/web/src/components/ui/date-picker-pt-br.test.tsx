import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { DatePickerPtBr } from './date-picker-pt-br.tsx';

const CampoData = ({
  inicial = null,
  onChange = vi.fn(),
  minDate,
}: {
  inicial?: string | null;
  onChange?: (v: string | null) => void;
  minDate?: string;
}) => {
  const [valor, setValor] = useState<string | null>(inicial);
  return (
    <>
      <DatePickerPtBr
        label="Data inicial"
        value={valor}
        minDate={minDate}
        onChange={(novo) => {
          setValor(novo);
          onChange(novo);
        }}
      />
      <button type="button">Outro campo</button>
    </>
  );
};

const campo = () => screen.getByRole('textbox', { name: 'Data inicial' });
const abrirCalendario = () =>
  userEvent.click(screen.getByRole('button', { name: 'Data inicial: abrir calendário' }));

describe('DatePickerPtBr', () => {
  it('mostra a data em DD/MM/AAAA e o calendário em português', async () => {
    renderComProviders(<CampoData inicial="2026-11-22" />);
    expect(campo()).toHaveValue('22/11/2026');
    expect(campo()).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await abrirCalendario();
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
    await abrirCalendario();
    await userEvent.click(screen.getByRole('button', { name: '25 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
    expect(campo()).toHaveValue('25/11/2026');
  });

  it('Cancelar mantém o valor anterior', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData inicial="2026-11-22" onChange={onChange} />);
    await abrirCalendario();
    await userEvent.click(screen.getByRole('button', { name: '25 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(campo()).toHaveValue('22/11/2026');
  });

  it('Limpar apaga a data', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData inicial="2026-11-22" onChange={onChange} />);
    await abrirCalendario();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(campo()).toHaveValue('');
  });

  it('aceita a data digitada com a máscara DD/MM/AAAA', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData onChange={onChange} />);
    await userEvent.type(campo(), '0312');
    expect(campo()).toHaveValue('03/12');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(campo(), '2026');
    expect(campo()).toHaveValue('03/12/2026');
    expect(onChange).toHaveBeenCalledWith('2026-12-03');
  });

  it('data inexistente mostra o erro e, ao sair, volta ao último valor', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData inicial="2026-11-22" onChange={onChange} />);
    await userEvent.clear(campo());
    expect(onChange).toHaveBeenLastCalledWith(null);
    onChange.mockClear();
    await userEvent.type(campo(), '31022026');
    expect(screen.getByText('Data inválida: use DD/MM/AAAA')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Outro campo' }));
    expect(campo()).toHaveValue('');
    expect(screen.queryByText('Data inválida: use DD/MM/AAAA')).toBeNull();
  });

  it('recusa a data digitada fora do intervalo permitido', async () => {
    const onChange = vi.fn();
    renderComProviders(<CampoData minDate="2026-11-10" onChange={onChange} />);
    await userEvent.type(campo(), '09112026');
    expect(screen.getByText('Data antes do período permitido')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
