import { useSyncExternalStore } from 'react';

/**
 * Opções de layout (spec §2, §9), escolhidas pelo usuário e guardadas no localStorage para
 * sobreviver a recargas. O logout apaga o storage e chama `redefinir()` (spec §4: tema volta ao
 * padrão).
 */
export type EsquemaCores = 'light' | 'dark';

export type PreferenciasLayout = {
  isCabecalhoFixo: boolean;
  isBarraLateralVisivel: boolean;
  isRodapeVisivel: boolean;
  esquemaCores: EsquemaCores;
  isImagemFundo: boolean;
  /** Classe de opacidade da imagem de fundo (spec §9: opacity-06). */
  opacidadeImagemFundo: 'opacity-06';
  /** Abas das páginas no estilo alternativo (pílulas) em vez de sublinhado. */
  isAbasAlternativas: boolean;
};

export const PREFERENCIAS_PADRAO: PreferenciasLayout = {
  isCabecalhoFixo: true,
  isBarraLateralVisivel: true,
  isRodapeVisivel: true,
  esquemaCores: 'light',
  isImagemFundo: false,
  opacidadeImagemFundo: 'opacity-06',
  isAbasAlternativas: false,
};

export const CHAVE_PREFERENCIAS_LAYOUT = 'jornada:layout';

const ler = (): PreferenciasLayout => {
  try {
    const bruto = JSON.parse(localStorage.getItem(CHAVE_PREFERENCIAS_LAYOUT) ?? 'null');
    if (typeof bruto !== 'object' || bruto === null) return PREFERENCIAS_PADRAO;
    // Só entram chaves conhecidas com o mesmo tipo do padrão: storage antigo não quebra a tela.
    const validas = Object.entries(bruto).filter(
      ([chave, valor]) =>
        chave in PREFERENCIAS_PADRAO &&
        typeof valor === typeof PREFERENCIAS_PADRAO[chave as keyof PreferenciasLayout],
    );
    const lidas = { ...PREFERENCIAS_PADRAO, ...Object.fromEntries(validas) } as PreferenciasLayout;
    return { ...lidas, esquemaCores: lidas.esquemaCores === 'dark' ? 'dark' : 'light' };
  } catch {
    return PREFERENCIAS_PADRAO;
  }
};

let atual: PreferenciasLayout = ler();
const ouvintes = new Set<() => void>();
const avisar = () => {
  for (const ouvinte of ouvintes) ouvinte();
};

export const preferenciasLayout = {
  obter: (): PreferenciasLayout => atual,
  assinar: (ouvinte: () => void) => {
    ouvintes.add(ouvinte);
    return () => {
      ouvintes.delete(ouvinte);
    };
  },
  alterar: (parcial: Partial<PreferenciasLayout>) => {
    atual = { ...atual, ...parcial };
    localStorage.setItem(CHAVE_PREFERENCIAS_LAYOUT, JSON.stringify(atual));
    avisar();
  },
  redefinir: () => {
    atual = PREFERENCIAS_PADRAO;
    localStorage.removeItem(CHAVE_PREFERENCIAS_LAYOUT);
    avisar();
  },
  /** Relê o storage (testes). */
  recarregar: () => {
    atual = ler();
    avisar();
  },
};

export const usePreferenciasLayout = (): PreferenciasLayout =>
  useSyncExternalStore(
    preferenciasLayout.assinar,
    preferenciasLayout.obter,
    preferenciasLayout.obter,
  );
