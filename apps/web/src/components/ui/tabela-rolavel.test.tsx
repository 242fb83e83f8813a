import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { TabelaRolavel } from './tabela-rolavel.tsx';

describe('TabelaRolavel', () => {
  it('envolve a tabela num conteiner com rolagem horizontal própria', () => {
    renderComProviders(
      <TabelaRolavel rotulo="Comprovantes">
        <table>
          <tbody>
            <tr>
              <td>NSR</td>
            </tr>
          </tbody>
        </table>
      </TabelaRolavel>,
    );
    const conteiner = screen.getByTestId('tabela-rolavel');
    expect(conteiner).toHaveStyle({ overflowX: 'auto' });
    expect(conteiner).toContainElement(screen.getByRole('table'));
  });
});
