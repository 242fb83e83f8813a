import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { TimeInput } from './time-input.tsx';

const CampoHora = () => {
  const [valor, setValor] = useState('');
  return <TimeInput label="Hora de entrada" value={valor} onChange={setValor} />;
};

describe('TimeInput', () => {
  it('aceita só dígitos e aplica a máscara 99:99 ao digitar', async () => {
    renderComProviders(<CampoHora />);
    const campo = screen.getByLabelText('Hora de entrada');
    await userEvent.type(campo, '0a8x30');
    expect(campo).toHaveValue('08:30');
  });

  it('limita a 23:59 quando passa de 2359', async () => {
    renderComProviders(<CampoHora />);
    const campo = screen.getByLabelText('Hora de entrada');
    await userEvent.type(campo, '2517');
    expect(campo).toHaveValue('23:59');
  });

  it('um único dígito vira d0:00 ao sair do campo', async () => {
    renderComProviders(<CampoHora />);
    const campo = screen.getByLabelText('Hora de entrada');
    await userEvent.type(campo, '1');
    expect(campo).toHaveValue('1');
    await userEvent.tab();
    expect(campo).toHaveValue('10:00');
  });
});
