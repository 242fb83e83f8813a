import type { ConvocacaoWire } from '@jornada/contracts';
import { apurarPagamentoIntermitente, diferencaDias } from '@jornada/domain';
import { minutosPorDia } from './convocacao.avaliacao.ts';
import type { ConvocacaoRow } from './convocacao.repository.ts';

const reais = (centavos: number) =>
  `R$ ${(centavos / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/**
 * Recibo do período (art. 452-A §6º e §7º) de quem aceitou uma convocação já encerrada e não
 * interrompida: cada parcela discriminada, pelas horas convocadas (como o relatório SAP; ver
 * decisoes/intermitente.md). Sem recibo: convocação em curso, interrompida ou sem aceite.
 */
export const reciboDoPeriodo = (linha: ConvocacaoRow, c: ConvocacaoWire) => {
  const aceitaram = c.convocados.filter((x) => x.situacao === 'aceita');
  if (c.status !== 'encerradas' || c.interrompido || aceitaram.length === 0) return [];
  const minutos = (diferencaDias(c.dataInicio, c.dataFim) + 1) * minutosPorDia(linha);
  const recibo = apurarPagamentoIntermitente({
    minutosTrabalhados: minutos,
    valorHora: c.valorHora,
  });
  return [
    { text: 'Recibo do período (CLT art. 452-A §6º)', bold: true, margin: [0, 12, 0, 4] },
    {
      text: `Devido de imediato a cada convocado que aceitou: ${aceitaram.map((x) => x.nome).join(', ')}.`,
      margin: [0, 0, 0, 4],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 80, 80, 150],
        body: [
          ['Parcela', 'Base', 'Valor', 'Fundamento'].map((text) => ({
            text,
            bold: true,
            fillColor: '#eeeeee',
          })),
          ...recibo.linhas.map((l) => [l.descricao, reais(l.base), reais(l.valor), l.fundamento]),
          [{ text: 'Total', bold: true }, '', { text: reais(recibo.total), bold: true }, ''],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
  ];
};
