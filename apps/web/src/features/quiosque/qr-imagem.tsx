import { renderSVG } from 'uqr';

export type QrImagemProps = { conteudo: string; rotulo: string; tamanho?: number };

/** QR desenhado no próprio navegador (SVG, sem serviço externo). */
export const QrImagem = ({ conteudo, rotulo, tamanho = 220 }: QrImagemProps) => (
  <img
    src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(conteudo, { border: 2 }))}`}
    alt={rotulo}
    width={tamanho}
    height={tamanho}
    style={{ imageRendering: 'pixelated', background: 'white' }}
  />
);
