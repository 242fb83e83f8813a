import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { extratoFixture, LIMITE } from './banco-horas.fixtures.ts';
import { ExtratoTabela } from './extrato-tabela.tsx';

const dia = (n: number) => `2026-08-${String(n).padStart(2, '0')}`;

describe('extrato do banco de horas', () => {
  it('pagina de 31 em 31 linhas, abrindo na página mais recente', LIMITE, async () => {
    // 40 créditos de 10 minutos: do dia 01 ao 31 de agosto e mais 9 em setembro.
    const linhas = Array.from({ length: 40 }, (_, i) => ({
      data: i < 31 ? dia(i + 1) : `2026-09-${String(i - 30).padStart(2, '0')}`,
      tipo: 'credito',
      minutos: 10,
      saldo: 10 * (i + 1),
    }));
    renderComProviders(
      <ExtratoTabela extrato={extratoFixture({ extrato: linhas, movimentos: [] })} />,
    );
    const tabela = screen.getByRole('table', { name: 'Extrato do banco de horas' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(10);
    expect(within(tabela).getByText('09/09/2026').closest('tr')).toHaveTextContent('+06:40');
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(within(tabela).getAllByRole('row')).toHaveLength(32);
    expect(within(tabela).getByText('01/08/2026').closest('tr')).toHaveTextContent('+00:10');
  });
});
