import { baixarComprovantePdf } from './comprovante.api.ts';

/**
 * Abre o PDF assinado numa nova aba. A aba é aberta já no clique (senão o bloqueador de pop-ups a
 * barra, pois o PDF chega depois) e recebe o endereço do blob quando o download termina.
 */
export const abrirComprovantePdf = async (codigo: string): Promise<void> => {
  const aba = window.open('', '_blank');
  try {
    const pdf = await baixarComprovantePdf(codigo);
    const url = URL.createObjectURL(pdf);
    if (aba) aba.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (erro) {
    aba?.close();
    throw erro;
  }
};
