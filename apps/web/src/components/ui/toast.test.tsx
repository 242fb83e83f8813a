import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { toast } from './toast.ts';

describe('toast', () => {
  it('mostra avisos pelo @mantine/notifications', async () => {
    renderComProviders(<div />);
    toast.sucesso('Marcação Justificada');
    toast.erro('Erro do servidor');
    expect(await screen.findByText('Marcação Justificada')).toBeInTheDocument();
    expect(await screen.findByText('Erro do servidor')).toBeInTheDocument();
  });

  it('o botão de fechar tem nome para o leitor de tela', async () => {
    renderComProviders(<div />);
    toast.info('Escala salva');
    await screen.findByText('Escala salva');
    expect(screen.getAllByRole('button', { name: 'Fechar aviso' }).length).toBeGreaterThan(0);
  });
});
