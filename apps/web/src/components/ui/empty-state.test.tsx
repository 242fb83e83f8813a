import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('mostra título, descrição e ações', () => {
    renderComProviders(
      <EmptyState title="Nenhuma marcação hoje" description="Registre o seu ponto.">
        <Button>Registrar ponto</Button>
      </EmptyState>,
    );
    expect(screen.getByText('Nenhuma marcação hoje')).toBeInTheDocument();
    expect(screen.getByText('Registre o seu ponto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar ponto' })).toBeInTheDocument();
  });
});
