import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import {
  addDias,
  diasDireitoPorFaltas,
  diferencaDias,
  direitoDoPeriodo,
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

export type { FaltasDoPeriodo };

type OrigemFaltas = 'AjusteRh' | 'Espelho' | 'Importacao';
type FaltasDoPeriodo = {
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

/** Dias de gozo até `ontem` (gozados) e depois (agendados) de uma programação aprovada. */
const gozo = (l: LancamentoComPeriodos, hojeEmpresa: string) => {
  let gozados = 0;
  for (const p of l.periodos) {
    if (p.fim < hojeEmpresa) gozados += p.dias;
    else if (p.inicio < hojeEmpresa) gozados += diferencaDias(p.inicio, hojeEmpresa);
  }
  return { gozados, agendados: l.dias - gozados };
};

const soma = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * O uso de um período: direito (art. 130, proporcional do art. 140 e ajuste do RH), gozados,
 * agendados e vendidos das programações aprovadas, do sistema anterior e do ajuste, pendentes à
 * parte, e as frações de gozo já concedidas (art. 134 §1º): os gozados no sistema anterior e os do
 * ajuste contam como uma fração cada (o sistema anterior só informa o total), cada período de
 * uma programação aprovada como uma, e as coletivas, na parte que coube ao saldo, uma cada. Com
 * `pendentesConcedidos`, as programações pendentes contam como as aprovadas (o que o motor recebe
 * ao conferir outra programação do mesmo período: as ativas já tomam o saldo).
 */
const usoDoPeriodo = (
  p: PeriodoDaSerie,
  f: FaltasDoPeriodo,
  ferias: readonly LancamentoComPeriodos[],
  hojeEmpresa: string,
  pendentesConcedidos = false,
) => {
  const doPeriodo = ferias.filter((l) => l.periodoAquisitivo === p.inicio);
  const aprovados = doPeriodo.filter(
    (l) => l.status === 'Aprovado' || (pendentesConcedidos && l.status === 'Pendente'),
  );
  const individuais = aprovados.filter((l) => l.feriasColetivaId === null);
  const anteriores = [f.importado?.gozados ?? 0, f.ajuste?.gozados ?? 0].filter((d) => d > 0);
  const fracoes = [
    ...anteriores,
    ...individuais.flatMap((l) =>
      l.periodos.length > 0 ? l.periodos.map((t) => t.dias) : [l.dias],
    ),
  ];
  let gozados = soma(anteriores) + soma(individuais.map((l) => gozo(l, hojeEmpresa).gozados));
  let agendados = soma(individuais.map((l) => gozo(l, hojeEmpresa).agendados));
  const vendidos =
    (f.importado?.vendidos ?? 0) +
    (f.ajuste?.vendidos ?? 0) +
    soma(aprovados.map((l) => l.abonoPecuniario));
  const pendentes = pendentesConcedidos
    ? 0
    : soma(doPeriodo.filter((l) => l.status === 'Pendente').map((l) => l.dias + l.abonoPecuniario));
  const diasAjuste = f.ajuste?.dias ?? 0;
  const direito = direitoDoPeriodo(p, f.faltas) + diasAjuste;
  // Férias coletivas: os dias além do saldo do período são licença remunerada (arts. 140 e 141).
  let disponivel = Math.max(0, direito - gozados - agendados - vendidos);
  for (const l of aprovados.filter((x) => x.feriasColetivaId !== null)) {
    const g = gozo(l, hojeEmpresa);
    const usadosAntes = Math.min(g.gozados, disponivel);
    const usadosDepois = Math.min(g.agendados, disponivel - usadosAntes);
    gozados += usadosAntes;
    agendados += usadosDepois;
    disponivel -= usadosAntes + usadosDepois;
    if (usadosAntes + usadosDepois > 0) fracoes.push(usadosAntes + usadosDepois);
  }
  return { direito, diasAjuste, gozados, agendados, vendidos, pendentes, fracoes };
};

const SEM_AJUSTE: FaltasDoPeriodo = { faltas: 0, origem: 'Espelho', motivo: null };

/**
 * O que do período já foi concedido, para o motor de férias conferir uma programação contra o
 * saldo (docs/decisoes/ferias-saldo-parcial.md): as frações de gozo e os dias vendidos — do
 * sistema anterior, do ajuste, das coletivas e das outras programações ativas (pendentes ou
 * aprovadas) do período, menos a conferida (`excetoId`, na aprovação) — e a diferença entre o
 * direito do período e o do art. 130 pelas faltas (ajuste do RH, proporcional do art. 140).
 */
export const concedidoDoPeriodo = (
  p: PeriodoDaSerie,
  faltas: Map<string, FaltasDoPeriodo>,
  ferias: readonly LancamentoComPeriodos[],
  hojeEmpresa: string,
  excetoId?: number,
) => {
  const f = faltas.get(p.inicio) ?? SEM_AJUSTE;
  const outras = ferias.filter((l) => l.id !== excetoId);
  const u = usoDoPeriodo(p, f, outras, hojeEmpresa, true);
  return {
    faltasInjustificadas: f.faltas,
    concedido: { fracoes: u.fracoes, vendidos: u.vendidos },
    ajusteDireito: u.direito - diasDireitoPorFaltas(f.faltas),
  };
};

/**
 * Os períodos aquisitivos com o saldo: direito pelo art. 130, gozados, agendados e vendidos das
 * programações aprovadas, pendentes à parte, e o que vence em até 60 dias (ou já venceu, art. 137).
 */
export const montarPeriodos = (
  periodos: readonly PeriodoDaSerie[],
  faltas: Map<string, FaltasDoPeriodo>,
  ferias: readonly LancamentoComPeriodos[],
  hojeEmpresa: string,
): PeriodoAquisitivoWire[] =>
  periodos.map((p) => {
    const concessivo = p.concessivo;
    const f = faltas.get(p.inicio) ?? SEM_AJUSTE;
    const { direito, diasAjuste, gozados, agendados, vendidos, pendentes, fracoes } = usoDoPeriodo(
      p,
      f,
      ferias,
      hojeEmpresa,
    );
    const saldo = Math.max(0, direito - gozados - agendados - vendidos);
    const situacao =
      hojeEmpresa <= p.fim
        ? 'EmAquisicao'
        : hojeEmpresa <= concessivo.fim
          ? 'Concessivo'
          : 'Vencido';
    const venceLogo =
      situacao !== 'EmAquisicao' &&
      diferencaDias(hojeEmpresa, concessivo.fim) <= DIAS_AVISO_VENCIMENTO;
    return {
      inicio: p.inicio,
      fim: p.fim,
      concessivoInicio: concessivo.inicio,
      concessivoFim: concessivo.fim,
      situacao,
      faltasInjustificadas: f.faltas,
      origemFaltas: f.origem,
      ajusteMotivo: f.motivo,
      diasAjuste,
      direito,
      agendados,
      gozados,
      vendidos,
      pendentes,
      fracoesConcedidas: fracoes,
      saldo,
      vencendo: venceLogo ? saldo : 0,
    };
  });
