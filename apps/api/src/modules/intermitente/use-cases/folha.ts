import type { ParcelaIntermitente, QuantidadeApurada, TipoQuantidade } from '@jornada/domain';
import { convocacaoRepository } from '../convocacao.repository.ts';
import { type Deps, relogioDaEmpresa } from '../intermitente.comum.ts';
import { calcularRecibos } from './recibo.ts';

/**
 * Parcela do recibo → quantidade da folha. Os adicionais (extras e noturno) não vêm daqui: o
 * espelho do intermitente já os manda à folha como as de qualquer pessoa (não se paga duas vezes).
 */
const TIPO_DA_PARCELA: Partial<Record<ParcelaIntermitente, TipoQuantidade>> = {
  remuneracao: 'intermitenteHoras',
  dsr: 'intermitenteDsr',
  'ferias-proporcionais': 'intermitenteFerias',
  'terco-ferias': 'intermitenteTercoFerias',
  'decimo-terceiro-proporcional': 'intermitenteDecimoTerceiro',
};

const centesimos = (x: number) => Math.round(x * 100) / 100;

/**
 * O recibo de cada convocação que termina no período vai à folha como quantidades (art. 452-A
 * §6º: pago ao fim de cada período de prestação): as horas trabalhadas, pelo espelho, e as
 * demais parcelas em horas equivalentes ao valor da hora da convocação. Uso interno (o módulo
 * verba recebe esta função pelo `buildApp`, como as do sobreaviso).
 */
export const quantidadesParaFolha =
  (deps: Deps) =>
  async (
    empresaId: number,
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
  ): Promise<Map<number, QuantidadeApurada[]>> => {
    const resultado = new Map<number, QuantidadeApurada[]>();
    if (usuarioIds.length === 0) return resultado;
    const repo = convocacaoRepository({ db: deps.db, empresaId });
    const convocacoes = (await repo.listar({ dataInicio: inicio, dataFim: fim })).filter(
      (c) => c.dataFim >= inicio && c.dataFim <= fim,
    );
    if (convocacoes.length === 0) return resultado;
    const ids = new Set(usuarioIds);
    const convocados = (await repo.convocadosDe(convocacoes.map((c) => c.id))).filter((x) =>
      ids.has(x.usuarioId),
    );
    const { agora } = await relogioDaEmpresa(deps.db, empresaId, deps.clock);
    const recibos = await calcularRecibos(
      { db: deps.db, empresaId, apurarDias: deps.apurarDias, hoje: agora.slice(0, 10) },
      convocacoes,
      convocados,
    );
    const somas = new Map<number, Map<TipoQuantidade, number>>();
    for (const r of recibos)
      for (const x of r.recibos) {
        const soma = somas.get(x.usuarioId) ?? new Map<TipoQuantidade, number>();
        somas.set(x.usuarioId, soma);
        for (const l of x.linhas) {
          const tipo = TIPO_DA_PARCELA[l.parcela];
          if (!tipo) continue;
          const minutos =
            l.parcela === 'remuneracao' ? x.minutosTrabalhados : (l.valor / r.valorHora) * 60;
          soma.set(tipo, (soma.get(tipo) ?? 0) + minutos);
        }
      }
    for (const [usuarioId, soma] of somas)
      resultado.set(
        usuarioId,
        [...soma]
          .filter(([, v]) => v > 0)
          .map(([tipo, valor]) => ({ tipo, valor: centesimos(valor) })),
      );
    return resultado;
  };
