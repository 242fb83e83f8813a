import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { LoadingState } from './loading-state.tsx';

describe('LoadingState', () => {
  it('anuncia o carregamento', () => {
    renderComProviders(<LoadingState label="Carregando marcações…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando marcações…');
  });
});
