import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/** data:application/pdf;base64,… → Blob (o navegador não abre data URL em janela nova). */
export const blobDoDataUrl = (dataUrl: string): Blob => {
  const [cabecalho = '', base64 = ''] = dataUrl.split(',', 2);
  const tipo = /^data:([^;]+)/.exec(cabecalho)?.[1] ?? 'application/pdf';
  const binario = atob(base64);
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return new Blob([bytes], { type: tipo });
};

/**
 * Abre o PDF numa nova janela (spec §7). A janela é aberta já no clique (senão o bloqueador de
 * pop-ups a barra) e recebe o endereço do blob quando o arquivo chega.
 */
export const abrirPdf = async (obter: () => Promise<string>): Promise<void> => {
  const janela = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(blobDoDataUrl(await obter()));
    if (janela) janela.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (erro) {
    janela?.close();
    throw erro;
  }
};

export const baixarPdf = async (obter: () => Promise<string>, nome: string) =>
  salvarArquivo(blobDoDataUrl(await obter()), nome);
