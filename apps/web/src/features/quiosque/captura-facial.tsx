import { Alert } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';

export type CapturaFacialProps = {
  onCapturar: (r: { descritor: number[]; vivacidade: number }) => void;
  onCancelar: () => void;
};

/**
 * A captura facial é do módulo de biometria, entregue à parte: só é carregada (sob demanda) se ele
 * existir neste build; sem ele, o quiosque segue com PIN, QR e crachá.
 */
const modulos = import.meta.glob<{ CapturaFacial: ComponentType<CapturaFacialProps> }>(
  '../biometria/index.ts',
);
const carregar = modulos['../biometria/index.ts'];

export const hasCapturaFacial = carregar !== undefined;

const CapturaLazy = carregar
  ? lazy(async () => ({ default: (await carregar()).CapturaFacial }))
  : null;

export const CapturaFacialDoQuiosque = (props: CapturaFacialProps) =>
  CapturaLazy ? (
    <Suspense fallback={<LoadingState label="Abrindo a câmera…" />}>
      <CapturaLazy {...props} />
    </Suspense>
  ) : (
    <Alert color="yellow">Reconhecimento facial indisponível. Use a matrícula e o PIN.</Alert>
  );
