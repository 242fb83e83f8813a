import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import {
  addDias,
  type ConcedidoFerias,
  diasDireitoPorFaltas,
  type ErroFerias,
  type PeriodoFerias,
  REGRA_ERRO_FERIAS,
  type ResultadoFerias,
  rotuloPeriodo,
  validarProgramacaoFerias,
} from '@jornada/domain';

/** Uma linha do formulário: o início e os dias corridos, ainda possivelmente em branco. */
export type LinhaPeriodo = { chave: number; inicio: string | null; dias: number | null };

/** Erros por campo do corpo (`periodos[1].inicio`, `abonoPecuniario`...), como a API nomeia. */
export type ErrosPorCampo = Record<string, string[]>;

/** Campo de cada erro que não é de um período só (o mesmo que a API usa). */
const CAMPO_DO_PLANO: Partial<Record<ErroFerias['codigo'], string>> = {
  MAIS_DE_3_PERIODOS: 'periodos',
  NENHUM_PERIODO_DE_14_DIAS: 'periodos',
  DIAS_DIFEREM_DO_DIREITO: 'periodos',
  ABONO_ACIMA_DE_UM_TERCO: 'abonoPecuniario',
  SEM_DIREITO: 'periodoAquisitivo',
};

export const campoInicio = (i: number) => `periodos[${i}].inicio`;
export const campoDias = (i: number) => `periodos[${i}].dias`;

const adicionar = (mapa: ErrosPorCampo, campo: string, texto: string) => {
  mapa[campo] = [...(mapa[campo] ?? []), texto];
};

/** As ocorrências de um erro do motor ("<período>: <o que houve>"), sem a regra legal do fim. */
const ocorrenciasDe = (erro: ErroFerias): string[] => {
  const sufixo = `. ${REGRA_ERRO_FERIAS[erro.codigo]}`;
  const corpo = erro.mensagem.endsWith(sufixo)
    ? erro.mensagem.slice(0, -sufixo.length)
    : erro.mensagem;
  return corpo.split('; ');
};

/**
 * Distribui os erros do motor pelos campos do formulário: cada ocorrência vai ao período que ela
 * nomeia (pelo `rotuloPeriodo` do próprio motor; nas sobreposições, ao último dos dois), com a
 * regra legal; os erros do plano inteiro vão a `periodos`, `abonoPecuniario` ou
 * `periodoAquisitivo`. Nenhuma regra é refeita aqui.
 */
export const errosPorCampo = (
  erros: readonly ErroFerias[],
  periodos: readonly PeriodoFerias[],
): ErrosPorCampo => {
  const mapa: ErrosPorCampo = {};
  for (const erro of erros) {
    const doPlano = CAMPO_DO_PLANO[erro.codigo];
    if (doPlano) {
      adicionar(mapa, doPlano, erro.mensagem);
      continue;
    }
    let isAtribuido = false;
    for (const ocorrencia of ocorrenciasDe(erro)) {
      const citados = periodos
        .map((p, i) => (ocorrencia.includes(rotuloPeriodo(i, p)) ? i : -1))
        .filter((i) => i >= 0);
      const i = erro.codigo === 'PERIODOS_SOBREPOSTOS' ? citados.at(-1) : citados[0];
      if (i === undefined) continue;
      const campo = erro.codigo === 'PERIODO_MENOR_QUE_5_DIAS' ? campoDias(i) : campoInicio(i);
      adicionar(mapa, campo, `${ocorrencia}. ${REGRA_ERRO_FERIAS[erro.codigo]}`);
      isAtribuido = true;
    }
    if (!isAtribuido) adicionar(mapa, 'periodos', erro.mensagem);
  }
  return mapa;
};

/** As linhas completas, como o motor e a API as recebem; null enquanto alguma está em branco. */
export const periodosCompletos = (linhas: readonly LinhaPeriodo[]): PeriodoFerias[] | null => {
  const completos = linhas.flatMap((l) =>
    l.inicio && l.dias !== null && Number.isInteger(l.dias) && l.dias >= 1
      ? [{ inicio: l.inicio, dias: l.dias }]
      : [],
  );
  return completos.length === linhas.length && completos.length > 0 ? completos : null;
};

/**
 * Meses ('YYYY-MM') cujos feriados a regra do início olha: o do início e o dos dois dias
 * seguintes (CLT art. 134 §3º).
 */
export const mesesDosInicios = (linhas: readonly LinhaPeriodo[]): string[] => {
  const meses = linhas.flatMap((l) =>
    l.inicio ? [l.inicio.slice(0, 7), addDias(l.inicio, 2).slice(0, 7)] : [],
  );
  return [...new Set(meses)].sort();
};

export type EntradaConferencia = {
  aquisitivo: PeriodoAquisitivoWire;
  /** A admissão: o início do período aquisitivo mais antigo. */
  admissao: string | null;
  periodos: readonly PeriodoFerias[];
  abono: number;
  feriados: readonly string[];
  /** Hoje: o aviso do art. 135 sai com o pedido, então o início precisa de 30 dias. */
  hoje: string;
};

/**
 * O já concedido do período como o servidor o informa: as frações (sistema anterior, ajuste,
 * programações e coletivas aprovadas) e os vendidos. Sem as frações (servidor antigo), o gozado e
 * o agendado contam como uma fração só.
 */
const concedidoDe = (p: PeriodoAquisitivoWire): ConcedidoFerias => {
  const usados = p.gozados + p.agendados;
  return {
    fracoes: p.fracoesConcedidas ?? (usados > 0 ? [usados] : []),
    vendidos: p.vendidos,
  };
};

/** A mesma conferência que a API faz (@jornada/domain), com os dados que a tela tem. */
export const conferirProgramacao = (e: EntradaConferencia): ResultadoFerias =>
  validarProgramacaoFerias({
    admissao: e.admissao,
    periodoAquisitivo: e.aquisitivo.inicio,
    faltasInjustificadas: e.aquisitivo.faltasInjustificadas,
    // O saldo: o direito do período (com o ajuste do RH e o proporcional do art. 140) menos o já
    // concedido, que também conta no fracionamento e no terço do abono.
    concedido: concedidoDe(e.aquisitivo),
    ajusteDireito: e.aquisitivo.direito - diasDireitoPorFaltas(e.aquisitivo.faltasInjustificadas),
    periodos: e.periodos,
    abonoPecuniario: e.abono,
    avisoEm: e.hoje,
    feriados: e.feriados,
  });

/**
 * Um período pode receber uma programação nova? Só com direito, sem pedido pendente e com saldo:
 * o período em parte concedido (sistema anterior, ajuste do RH, coletivas, outra programação
 * aprovada) segue programável pelo restante.
 */
export const motivoIndisponivel = (p: PeriodoAquisitivoWire): string | null => {
  if (p.direito === 0) return 'sem direito';
  if (p.pendentes > 0) return 'pedido aguardando aprovação';
  if (p.saldo <= 0) return 'já programado';
  return null;
};
