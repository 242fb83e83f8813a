import './app/mantine-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente do index.html');

createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
