import {
  addDias,
  faltasParaDireito,
  type PeriodoDaSerie,
  periodosAquisitivosDaSerie,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { feriasImportadoRepository } from '../ferias-importado.repository.ts';
import type { LancamentoComPeriodos } from '../lancamento.repository.ts';
import { type Deps, repo } from './comum.ts';

/** Saldo cujo concessivo termina em até tantos dias entra em "vencendo". */
export const DIAS_AVISO_VENCIMENTO = 60;

type Colaborador = { id: number; admissao: string | null; demissao: string | null };
type Intervalo = { inicio: string; fim: string };

/** Inícios das férias coletivas aprovadas da pessoa (as do art. 140 reiniciam a contagem). */
export const iniciosColetivas = (ferias: readonly LancamentoComPeriodos[]): string[] =>
  ferias
    .filter((l) => l.tipo === 'Ferias' && l.feriasColetivaId !== null && l.status === 'Aprovado')
    .map((l) => l.dataInicio);

/**
 * Os períodos aquisitivos já iniciados até `ate`, a partir da admissão (CLT art. 130), com o
 * reinício das férias coletivas de quem tinha menos de 12 meses de casa (art. 140).
 */
export const periodosDesde = (
  admissao: string,
  ate: string,
  ferias: readonly LancamentoComPeriodos[] = [],
): PeriodoDaSerie[] =>
  periodosAquisitivosDaSerie({ admissao, ate, iniciosColetivas: iniciosColetivas(ferias) });

const diasDe = (l: LancamentoComPeriodos) =>
  l.periodos.length > 0 ? l.periodos : [{ inicio: l.dataInicio, fim: l.dataFim }];

/** Um dia coberto por um lançamento aprovado (férias, recesso, day off) não é falta. */
const coberto = (aprovados: readonly LancamentoComPeriodos[], data: string) =>
  aprovados.some((l) => diasDe(l).some((t) => t.inicio <= data && data <= t.fim));

/**
 * Faltas injustificadas de dia inteiro no espelho (apuração) de cada intervalo, até ontem: dia
 * com jornada prevista inteiramente em falta, sem ausência justificada nem lançamento aprovado,
 * a partir da primeira marcação da pessoa no produto.
 */
export const contarFaltas = async (
  deps: Deps,
  d: Db | Tx,
  auth: AuthContext,
  colaborador: Colaborador,
  intervalos: readonly Intervalo[],
  hojeEmpresa: string,
): Promise<Map<string, number>> => {
  const ontem = addDias(hojeEmpresa, -1);
  const ate = (i: Intervalo) => (i.fim < ontem ? i.fim : ontem);
  const validos = intervalos.filter((i) => i.inicio <= ate(i));
  const contagem = new Map(intervalos.map((i) => [i.inicio, 0]));
  if (validos.length === 0) return contagem;
  const inicio = validos[0]!.inicio;
  const fim = ate(validos[validos.length - 1]!);
  const [espelho] = await deps.apuracao.calcularEspelhos({
    db: d,
    empresaId: auth.empresaId,
    pessoas: [colaborador],
    inicio,
    fim,
    hoje: hojeEmpresa,
  });
  const aprovados = await repo(d, auth).list({
    usuarioIds: [colaborador.id],
    status: 'Aprovado',
    inicio,
    fim,
  });
  const linhas = espelho?.linhas ?? [];
  // Antes da primeira marcação no produto (implantação), o espelho não sabe: o RH ajusta.
  const implantacao = linhas.find((l) => l.marcacoes.length > 0)?.data;
  for (const linha of linhas) {
    if (implantacao === undefined || linha.data < implantacao) continue;
    const r = linha.resultado;
    if (!r || r.previsto <= 0 || r.falta < r.previsto) continue;
    if (coberto(aprovados, linha.data)) continue;
    const periodo = validos.find((i) => i.inicio <= linha.data && linha.data <= i.fim);
    if (periodo) contagem.set(periodo.inicio, (contagem.get(periodo.inicio) ?? 0) + 1);
  }
  return contagem;
};

export type OrigemFaltas = 'AjusteRh' | 'Espelho' | 'Importacao';
export type FaltasDoPeriodo = {
  faltas: number;
  origem: OrigemFaltas;
  motivo: string | null;
  /** Gozados e vendidos no sistema anterior (importação da empresa 1032). */
  importado?: { gozados: number; vendidos: number };
  /** O ajuste do RH em vigor: dias a mais (ou a menos) no direito, gozados e vendidos antes. */
  ajuste?: { dias: number; gozados: number; vendidos: number };
};

/**
 * Faltas de cada período: o ajuste do RH ou a importação, o mais recente dos dois, ou, sem eles,
 * o espelho. Importado, o período traz também os dias gozados e vendidos no sistema anterior.
 */
export const faltasPorPeriodo = async (
  deps: Deps,
  d: Db | Tx,
  auth: AuthContext,
  colaborador: Colaborador,
  periodos: readonly Intervalo[],
  hojeEmpresa: string,
): Promise<Map<string, FaltasDoPeriodo>> => {
  const ajustes = await repo(d, auth).listAjustes(colaborador.id);
  const importados = await feriasImportadoRepository({
    db: d,
    empresaId: auth.empresaId,
  }).listImportados([colaborador.id]);
  const importadoDe = (inicio: string) => importados.get(`${colaborador.id}:${inicio}`);
  const semAjuste = periodos.filter((p) => !ajustes.has(p.inicio) && !importadoDe(p.inicio));
  const doEspelho = await contarFaltas(deps, d, auth, colaborador, semAjuste, hojeEmpresa);
  return new Map(
    periodos.map((p): [string, FaltasDoPeriodo] => {
      const a = ajustes.get(p.inicio);
      const i = importadoDe(p.inicio);
      const importado = i ? { gozados: i.diasGozados, vendidos: i.diasVendidos } : undefined;
      if (a && (!i || a.criadoEm > i.criadoEm))
        return [
          p.inicio,
          {
            faltas: a.faltasInjustificadas,
            origem: 'AjusteRh',
            motivo: a.motivo,
            importado,
            ajuste: {
              dias: a.diasAjuste,
              gozados: a.diasGozadosAnteriores,
              vendidos: a.diasVendidosAnteriores,
            },
          },
        ];
      if (i)
        return [
          p.inicio,
          {
            faltas: faltasParaDireito(i.diasDireito),
            origem: 'Importacao',
            motivo: i.observacao,
            importado,
          },
        ];
      return [p.inicio, { faltas: doEspelho.get(p.inicio) ?? 0, origem: 'Espelho', motivo: null }];
    }),
  );
};
