import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  type RouteObject,
  useLocation,
} from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { ErrorPage } from './error-page.tsx';
import { normalizarRota } from './menu.ts';
import { RouteGuard } from './route-guard.tsx';

const QuiosquePage = lazy(async () => ({
  default: (await import('../features/quiosque/quiosque-page.tsx')).QuiosquePage,
}));

/** O quiosque de ponto (#/quiosque) fica fora do guarda: o tablet não tem sessão de usuário. */
const Raiz = () =>
  normalizarRota(useLocation().hash) === '/quiosque' ? (
    <Suspense fallback={<LoadingState />}>
      <QuiosquePage />
    </Suspense>
  ) : (
    <RouteGuard />
  );

const loadLogin = async () => ({
  Component: (await import('../features/auth/login-page.tsx')).LoginPage,
});
const loadPrimeiroAcesso = async () => ({
  Component: (await import('../features/auth/primeiro-acesso-page.tsx')).PrimeiroAcessoPage,
});
const loadEsqueciSenha = async () => ({
  Component: (await import('../features/auth/esqueci-senha-page.tsx')).EsqueciSenhaPage,
});
const loadAd = async () => ({
  Component: (await import('../features/auth/ad-page.tsx')).AdPage,
});
const loadHq = async () => ({
  Component: (await import('../features/auth/hq-auth-page.tsx')).HqAuthPage,
});
const loadSso = async () => ({
  Component: (await import('../features/auth/sso-page.tsx')).SsoPage,
});

/**
 * Rotas de caminho do spec §2. As telas privadas ficam sob o layout; o catch-all '*' é o painel,
 * que resolve o hash (hash-location.ts). Páginas entram por `lazy`: o primeiro carregamento traz
 * só o que a rota pede.
 */
export const rotas: RouteObject[] = [
  {
    element: <Raiz />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      { path: 'login', lazy: loadLogin },
      { path: 'login/primeiro-acesso', lazy: loadPrimeiroAcesso },
      { path: 'login/:code', lazy: loadLogin },
      { path: 'forgot-password', lazy: loadEsqueciSenha },
      { path: 'ad', lazy: loadAd },
      { path: 'hq-auth', lazy: loadHq },
      { path: 'sso/:empresaId', lazy: loadSso },
      {
        path: 'comprovantes-marcacao-ponto',
        lazy: async () => ({
          Component: (await import('../features/comprovante/verificar-comprovante-page.tsx'))
            .VerificarComprovantePage,
        }),
      },
      {
        path: 'comprovantes-marcacao-ponto/detalhes',
        // Privada (o guarda exige sessão): os comprovantes das últimas 48 horas.
        lazy: async () => ({
          Component: (await import('../features/comprovante/comprovantes-detalhes-page.tsx'))
            .ComprovantesDetalhesPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
        children: [
          {
            path: 'home',
            lazy: async () => ({
              Component: (await import('../features/home/home-page.tsx')).HomePage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./dashboard/dashboard-page.tsx')).DashboardPage,
            }),
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(rotas);

/** Mesmo conjunto de rotas em memória, para testes de navegação. */
export const createRouterEmMemoria = (entrada: string) =>
  createMemoryRouter(rotas, { initialEntries: [entrada] });
