// Porta de entrada da feature: o quiosque usa a captura facial; as páginas entram pelo painel.
export type { CapturaFacialProps, CapturaFacialResultado } from './captura-facial.tsx';
export { CapturaFacial } from './captura-facial.tsx';
