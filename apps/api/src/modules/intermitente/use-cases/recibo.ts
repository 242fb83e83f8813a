import type { ReciboConvocacao, ReciboConvocado } from '@jornada/contracts';
import {
  type AdicionalPeriodo,
  apurarPagamentoIntermitente,
  diferencaDias,
  type ResultadoDia,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { minutosPorDia } from '../convocacao.avaliacao.ts';
import type { ConvocacaoRow, ConvocadoRow } from '../convocacao.repository.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';

/**
 * A apuração do espelho (módulo `apuracao`, ligada no `buildApp`): os dias de um lote de pessoas
 * num período, com as marcações e o resultado do motor (null: dia em aberto).
 */
export type ApurarDias = (p: {
  db: Db | Tx;
  empresaId: number;
  pessoas: readonly { id: number; admissao: string | null; demissao: string | null }[];
  inicio: string;
  fim: string;
  hoje: string;
}) => Promise<
  readonly {
    usuarioId: number;
    linhas: readonly {
      data: string;
      marcacoes: readonly { contabiliza: boolean }[];
      resultado: ResultadoDia | null;
    }[];
  }[]
>;

/** Adicional noturno urbano (CLT art. 73 caput), sobre a hora noturna reduzida do espelho. */
const ADICIONAL_NOTURNO = 20;

type Linha = Awaited<ReturnType<ApurarDias>>[number]['linhas'][number];

/**
 * As horas do recibo pelo espelho dos dias da convocação: o trabalhado computado (com a hora
 * noturna reduzida) é a remuneração; as extras de cada faixa e o noturno, os adicionais (art.
 * 452-A §6º V). Dias ainda em aberto não entram (recibo parcial).
 */
export const horasDoEspelho = (linhas: readonly Linha[]) => {
  let computado = 0;
  let noturno = 0;
  let abertos = 0;
  const extras = new Map<number, number>();
  for (const l of linhas) {
    const r = l.resultado;
    if (!r) {
      abertos += 1;
      continue;
    }
    computado += r.trabalhadoComputado;
    noturno += r.noturnoReduzido;
    for (const x of r.extras) extras.set(x.percentual, (extras.get(x.percentual) ?? 0) + x.minutos);
  }
  const adicionais: AdicionalPeriodo[] = [
    ...[...extras]
      .filter(([, m]) => Math.round(m) > 0)
      .sort(([a], [b]) => a - b)
      .map(([percentual, m]) => ({
        descricao: 'Horas extras',
        minutos: Math.round(m),
        percentual,
      })),
    ...(Math.round(noturno) > 0
      ? [
          {
            descricao: 'Adicional noturno',
            minutos: Math.round(noturno),
            percentual: ADICIONAL_NOTURNO,
          },
        ]
      : []),
  ];
  return { minutosTrabalhados: Math.round(computado), adicionais, completo: abertos === 0 };
};

/** Quem tem recibo: aceitou e não teve o descumprimento registrado (a multa o substitui). */
export const temRecibo = (x: ConvocadoRow) =>
  x.resposta === 'aceita' && x.multaDevidaPor !== 'empregado';

/**
 * Recibos do período (CLT art. 452-A §§6º–7º) de convocações, pelas horas que o espelho apurou
 * nos dias de cada uma, cada parcela na sua linha (domínio `apurarPagamentoIntermitente`).
 */
export const calcularRecibos = async (
  d: { db: Db | Tx; empresaId: number; apurarDias: ApurarDias; hoje: string },
  convocacoes: readonly ConvocacaoRow[],
  convocados: readonly ConvocadoRow[],
): Promise<ReciboConvocacao[]> => {
  const repo = convocacaoRepository({ db: d.db, empresaId: d.empresaId });
  const comRecibo = convocados.filter(temRecibo);
  const ids = [...new Set(comRecibo.map((x) => x.usuarioId))];
  const contratos = ids.length ? await repo.contratos(ids) : [];
  const recibos: ReciboConvocacao[] = [];
  for (const c of convocacoes) {
    const meus = comRecibo.filter((x) => x.convocacaoId === c.id);
    const pessoas = contratos.filter((p) => meus.some((x) => x.usuarioId === p.id));
    const espelhos = pessoas.length
      ? await d.apurarDias({ ...d, pessoas, inicio: c.dataInicio, fim: c.dataFim })
      : [];
    const previstos = (diferencaDias(c.dataInicio, c.dataFim) + 1) * minutosPorDia(c);
    recibos.push({
      convocacaoId: c.id,
      contratante: c.contratante,
      dataInicio: c.dataInicio,
      dataFim: c.dataFim,
      valorHora: c.valorHora,
      recibos: meus.map((x): ReciboConvocado => {
        const linhas = espelhos.find((e) => e.usuarioId === x.usuarioId)?.linhas ?? [];
        const horas = horasDoEspelho(linhas);
        const pagamento = apurarPagamentoIntermitente({
          minutosTrabalhados: horas.minutosTrabalhados,
          valorHora: c.valorHora,
          adicionais: horas.adicionais,
        });
        return {
          usuarioId: x.usuarioId,
          nome: x.nome,
          minutosPrevistos: previstos,
          minutosTrabalhados: horas.minutosTrabalhados,
          completo: horas.completo,
          linhas: pagamento.linhas,
          total: pagamento.total,
        };
      }),
    });
  }
  return recibos;
};
