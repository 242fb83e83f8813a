import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '../../../test/render.tsx';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { ListaComEstados, type ListaComEstadosProps } from './lista-com-estados.tsx';

const PRONTA = { isPending: false, isError: false, error: null };

const lista = (props: Partial<ListaComEstadosProps<string>>) =>
  renderComProviders(
    <ListaComEstados<string>
      query={PRONTA}
      items={undefined}
      loadingLabel="Carregando regras…"
      errorState={{ fallback: 'Não foi possível carregar as regras.' }}
      emptyState={{ title: 'Nenhuma regra', description: 'Crie a primeira.' }}
      {...props}
    >
      {(itens) => (
        <ul aria-label="Regras">
          {itens.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListaComEstados>,
  );

describe('ListaComEstados', () => {
  it('carregando: anuncia o carregamento', () => {
    lista({ query: { ...PRONTA, isPending: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando regras…');
  });

  it('falha: mostra a mensagem do servidor e tenta de novo', async () => {
    const onRetry = vi.fn();
    lista({
      query: { ...PRONTA, isError: true, error: new ErroApi(409, { Mensagem: 'Sem acesso.' }) },
      errorState: { fallback: 'Não foi possível carregar as regras.', onRetry },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sem acesso.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falha sem mensagem do servidor: o texto padrão, sem "Tentar novamente" se não pedido', () => {
    lista({ query: { ...PRONTA, isError: true, error: new TypeError('rede') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as regras.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('vazia: o estado vazio com título e descrição', () => {
    lista({ items: [] });
    expect(screen.getByText('Nenhuma regra')).toBeInTheDocument();
    expect(screen.getByText('Crie a primeira.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('com itens: só a lista', () => {
    lista({ items: ['Padrão CLT', 'Noturno'] });
    expect(screen.getByRole('list', { name: 'Regras' })).toHaveTextContent('Padrão CLTNoturno');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
