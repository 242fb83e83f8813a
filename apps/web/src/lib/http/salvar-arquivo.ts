/** Entrega um blob baixado pela API como download do navegador, com o nome dado. */
export const salvarArquivo = (blob: Blob, nome: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
