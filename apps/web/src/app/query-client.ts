import { QueryClient } from '@tanstack/react-query';
import { ErroApi } from '../lib/http/erro-api.ts';

/**
 * Só falha de rede ganha uma nova tentativa: uma resposta de erro do servidor (4xx ou 5xx) não
 * muda se repetida, e cada 5xx já mostra o aviso 'Erro do servidor'. Mutações nunca repetem
 * sozinhas: repetir um registro de ponto é decisão do usuário.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (tentativas, erro) => !(erro instanceof ErroApi) && tentativas < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
