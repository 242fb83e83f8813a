import type { ConvocacaoWire, ReciboConvocado } from '@jornada/contracts';
import { formatHoras } from '@jornada/domain';
import { formatarReais as reais } from './intermitente.comum.ts';

const tabela = (r: ReciboConvocado) => ({
  table: {
    headerRows: 1,
    widths: ['*', 80, 80, 150],
    body: [
      ['Parcela', 'Base', 'Valor', 'Fundamento'].map((text) => ({
        text,
        bold: true,
        fillColor: '#eeeeee',
      })),
      ...r.linhas.map((l) => [l.descricao, reais(l.base), reais(l.valor), l.fundamento]),
      [{ text: 'Total', bold: true }, '', { text: reais(r.total), bold: true }, ''],
    ],
  },
  layout: 'lightHorizontalLines',
  fontSize: 9,
});

/**
 * Recibo do período (art. 452-A §6º e §7º) de cada convocado que aceitou uma convocação já
 * encerrada e não interrompida: as horas que o espelho apurou nos dias dela e cada parcela
 * discriminada (`calcularRecibos`, o mesmo do GET /Convocacao/recibo). Sem recibo: convocação em
 * curso, interrompida ou sem aceite.
 */
export const reciboDoPeriodo = (c: ConvocacaoWire, recibos: readonly ReciboConvocado[]) => {
  if (c.status !== 'encerradas' || c.interrompido || recibos.length === 0) return [];
  return [
    { text: 'Recibo do período (CLT art. 452-A §6º)', bold: true, margin: [0, 12, 0, 4] },
    ...recibos.flatMap((r) => [
      {
        text: `${r.nome} — ${formatHoras(r.minutosTrabalhados)} trabalhadas no espelho (convocadas: ${formatHoras(r.minutosPrevistos)}); devido de imediato.`,
        margin: [0, 4, 0, 2],
      },
      tabela(r),
    ]),
  ];
};
