import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

export type Celula = string | number;

/** Uma célula do CSV: entre aspas quando tem separador, aspas ou quebra de linha. */
const celula = (v: Celula) => {
  const texto = typeof v === 'number' ? String(v).replace('.', ',') : v;
  return /[";\n\r]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
};

/**
 * CSV como o Excel em pt-BR abre direto: separador ';', vírgula decimal, BOM UTF-8 e CRLF.
 * As colunas são as da tabela sob o gráfico (os mesmos números).
 */
export const montarCsv = (cabecalho: readonly string[], linhas: readonly (readonly Celula[])[]) =>
  `\uFEFF${[cabecalho, ...linhas].map((l) => l.map(celula).join(';')).join('\r\n')}\r\n`;

export const baixarCsv = (
  nome: string,
  cabecalho: readonly string[],
  linhas: readonly (readonly Celula[])[],
) =>
  salvarArquivo(new Blob([montarCsv(cabecalho, linhas)], { type: 'text/csv;charset=utf-8' }), nome);

/**
 * PNG do gráfico: o SVG do recharts serializado, desenhado num canvas (fundo branco, 2× para
 * ficar nítido) e baixado. Tudo no navegador; as cores vêm das variáveis CSS resolvidas.
 */
export const baixarPng = async (
  svg: SVGSVGElement,
  nome: string,
  cabecalho: { titulo: string; legenda: readonly { nome: string; cor: string }[] },
) => {
  const { width, height: alturaGrafico } = svg.getBoundingClientRect();
  // Título e legenda (a legenda do Mantine é HTML, fora do SVG) desenhados acima do gráfico.
  const topo = cabecalho.legenda.length > 0 ? 52 : 32;
  const height = alturaGrafico + topo;
  const copia = svg.cloneNode(true) as SVGSVGElement;
  copia.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copia.setAttribute('width', String(width));
  copia.setAttribute('height', String(alturaGrafico));
  // As cores do Mantine são var(--...): fora da página elas não existem, então vão resolvidas.
  const originais = svg.querySelectorAll<SVGElement>('*');
  copia.querySelectorAll<SVGElement>('*').forEach((el, i) => {
    const estilo = getComputedStyle(originais[i]!);
    for (const prop of ['fill', 'stroke', 'font-family', 'font-size'] as const) {
      const valor = estilo.getPropertyValue(prop);
      if (valor) el.style.setProperty(prop, valor);
    }
  });
  const texto = new XMLSerializer().serializeToString(copia);
  const url = URL.createObjectURL(new Blob([texto], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const img = new Image();
    await new Promise<void>((ok, falha) => {
      img.onload = () => ok();
      img.onerror = () => falha(new Error('Não foi possível desenhar o gráfico.'));
      img.src = url;
    });
    const escala = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * escala));
    canvas.height = Math.max(1, Math.round(height * escala));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Não foi possível desenhar o gráfico.');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.scale(escala, escala);
    ctx.fillStyle = '#212529';
    ctx.font = 'bold 15px sans-serif';
    ctx.fillText(cabecalho.titulo, 8, 20);
    ctx.font = '12px sans-serif';
    let x = 8;
    for (const item of cabecalho.legenda) {
      ctx.fillStyle = item.cor;
      ctx.fillRect(x, 34, 10, 10);
      ctx.fillStyle = '#212529';
      ctx.fillText(item.nome, x + 14, 43);
      x += 24 + ctx.measureText(item.nome).width;
    }
    ctx.drawImage(img, 0, topo, width, alturaGrafico);
    const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/png'));
    if (!blob) throw new Error('Não foi possível gerar o PNG do gráfico.');
    salvarArquivo(blob, nome);
  } finally {
    URL.revokeObjectURL(url);
  }
};
