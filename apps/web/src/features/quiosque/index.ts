import { createElement, lazy, Suspense } from 'react';

// Porta de entrada da feature para outras features (as páginas entram pelo roteador).
const Card = lazy(async () => ({
  default: (await import('./meu-quiosque-card.tsx')).MeuQuiosqueCard,
}));

/** "PIN do quiosque" e "QR do quiosque", carregados à parte: o painel abre sem esperar por eles. */
export const MeuQuiosqueCard = () =>
  createElement(Suspense, { fallback: null }, createElement(Card));
