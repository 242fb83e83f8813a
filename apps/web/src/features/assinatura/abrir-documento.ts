import { abrirMeuDocumento } from './assinatura.api.ts';

/**
 * Abre o PDF do documento numa nova aba para a revisão (a primeira abertura marca "visualizado").
 * A aba é aberta já no clique (senão o bloqueador de pop-ups a barra, pois o PDF chega depois) e
 * recebe o endereço do blob quando o download termina.
 */
export const abrirDocumentoPdf = async (id: number): Promise<void> => {
  const aba = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await abrirMeuDocumento(id));
    if (aba) aba.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (erro) {
    aba?.close();
    throw erro;
  }
};
