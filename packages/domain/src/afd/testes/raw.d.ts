// Importação `?raw` do Vite/Vitest: o conteúdo do arquivo como texto.
declare module '*?raw' {
  const conteudo: string;
  export default conteudo;
}
