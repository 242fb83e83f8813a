import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import {
  ALTURA_LINHA_DROPDOWN,
  ALTURA_LISTA_DROPDOWN,
  LARGURA_PAINEL_LATERAL,
} from './constants.ts';
import { SidePanel } from './side-panel.tsx';

describe('constantes do spec §9', () => {
  it('linha de dropdown 36, lista 210 e painel lateral 433 px', () => {
    expect([ALTURA_LINHA_DROPDOWN, ALTURA_LISTA_DROPDOWN, LARGURA_PAINEL_LATERAL]).toEqual([
      36, 210, 433,
    ]);
  });
});

describe('SidePanel', () => {
  it('mostra o título e o conteúdo, e fecha pelo botão', async () => {
    const onClose = vi.fn();
    renderComProviders(
      <SidePanel isOpen title="Escala no Dia" onClose={onClose}>
        <p>ESCALA EM VIGOR</p>
      </SidePanel>,
    );
    expect(screen.getByText('Escala no Dia')).toBeInTheDocument();
    expect(screen.getByText('ESCALA EM VIGOR')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar painel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
