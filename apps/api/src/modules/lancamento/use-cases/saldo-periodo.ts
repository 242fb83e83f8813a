import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import {
  diasDireitoPorFaltas,
  diferencaDias,
  direitoDoPeriodo,
  type PeriodoDaSerie,
} from '@jornada/domain';
import type { LancamentoComPeriodos } from '../lancamento.repository.ts';
import { DIAS_AVISO_VENCIMENTO, type FaltasDoPeriodo } from './periodos-aquisitivos.ts';

/**
 * O saldo de cada período aquisitivo: o uso (gozados, agendados, vendidos, frações) das
 * programações, do sistema anterior e do ajuste do RH, para a lista de períodos e para o motor de
 * férias conferir uma programação nova. As faltas de cada período vêm de periodos-aquisitivos.ts.
 */

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
