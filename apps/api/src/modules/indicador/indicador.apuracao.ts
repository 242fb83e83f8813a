import type { AbsenteismoIndicador, HorasExtrasIndicador, TotaisEspelho } from '@jornada/contracts';
import type { Escopo } from '../../shared/escopo.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { periodoDoMes, totalizar } from '../espelho/index.ts';
import { mesesDoPeriodo } from './indicador.alcance.ts';
import type { FiltroPessoas, PessoaIndicador } from './indicador.repository.ts';

/** Os totais do espelho de cada pessoa em cada mês: a mesma apuração e a mesma soma do espelho. */
export type TotaisDoMes = {
  competencia: string;
  totais: { pessoa: PessoaIndicador; totais: TotaisEspelho }[];
};

/** Soma exata em sétimos de minuto, como os totais do espelho (hora noturna reduzida). */
const somar = (valores: readonly number[]) =>
  valores.reduce((s, v) => s + Math.round(v * 7), 0) / 7;

/** Taxa em % com duas casas; 0 quando não há base. */
const taxa = (parte: number, base: number) =>
  base > 0 ? Math.round((parte / base) * 10_000) / 100 : 0;

export const calcularTotaisDoPeriodo = async (
  apuracao: ApuracaoService,
  escopo: Escopo,
  pessoas: readonly PessoaIndicador[],
  filtro: FiltroPessoas,
  hoje: string,
): Promise<TotaisDoMes[]> => {
  const meses: TotaisDoMes[] = [];
  for (const m of mesesDoPeriodo(filtro.inicio.slice(0, 7), filtro.fim.slice(0, 7))) {
    const periodo = periodoDoMes(m.ano, m.mes);
    const doMes = pessoas.filter(
      (p) =>
        (p.admissao === null || p.admissao <= periodo.fim) &&
        (p.demissao === null || p.demissao >= periodo.inicio),
    );
    const totais: TotaisDoMes['totais'] = [];
    await apuracao.calcularEmLotes(escopo, doMes, { ...periodo, hoje }, (lote, ps) => {
      lote.forEach((e, i) => {
        totais.push({ pessoa: ps[i]!, totais: totalizar(e, periodo) });
      });
    });
    meses.push({ competencia: m.competencia, totais });
  }
  return meses;
};

/** Extras de todas as faixas por departamento e mês; custo = Σ minutos × (1 + percentual/100). */
export const horasExtrasPorDepartamento = (meses: readonly TotaisDoMes[]): HorasExtrasIndicador => {
  const items: HorasExtrasIndicador['items'] = [];
  for (const m of meses) {
    const grupos = new Map<string, TotaisDoMes['totais']>();
    for (const t of m.totais) {
      const chave = String(t.pessoa.departamentoId ?? '');
      grupos.set(chave, [...(grupos.get(chave) ?? []), t]);
    }
    for (const ts of grupos.values()) {
      const p = ts[0]!.pessoa;
      const extras = ts.flatMap((t) => t.totais.extras);
      items.push({
        competencia: m.competencia,
        departamentoId: p.departamentoId,
        departamento: p.departamento ?? 'Sem departamento',
        pessoas: ts.length,
        extrasMinutos: somar(extras.map((x) => x.minutos)),
        custoMinutos: somar(extras.map((x) => (x.minutos * (100 + x.percentual)) / 100)),
      });
    }
  }
  return {
    items: items.sort(
      (a, b) =>
        a.competencia.localeCompare(b.competencia) ||
        a.departamento.localeCompare(b.departamento, 'pt-BR'),
    ),
  };
};

/** Absenteísmo (faltas / previsto) e atrasos (débitos / previsto) por mês. */
export const absenteismoPorMes = (meses: readonly TotaisDoMes[]): AbsenteismoIndicador => ({
  items: meses.map((m) => {
    const previsto = somar(m.totais.map((t) => t.totais.previsto));
    const faltas = somar(m.totais.map((t) => t.totais.faltas));
    const atrasos = somar(m.totais.map((t) => t.totais.debitos));
    return {
      competencia: m.competencia,
      pessoas: m.totais.length,
      previstoMinutos: previsto,
      faltasMinutos: faltas,
      atrasosMinutos: atrasos,
      diasFalta: m.totais.reduce((s, t) => s + t.totais.diasFalta, 0),
      taxaAbsenteismo: taxa(faltas, previsto),
      taxaAtrasos: taxa(atrasos, previsto),
    };
  }),
});
