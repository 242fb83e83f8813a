import type { DataIso } from '../tempo/data.ts';
import type { DataHoraIso } from '../tempo/data-hora.ts';

/**
 * Contagem dos "três dias corridos" de antecedência (CLT art. 452-A §1º): `dias-corridos` compara
 * as datas civis (data do trabalho − data do envio ≥ 3); `72h` exige 72 horas de relógio.
 */
export type RegraAntecedencia = 'dias-corridos' | '72h';

export type ConfiguracaoConvocacao = {
  antecedencia: RegraAntecedencia;
  /** Sábado conta como dia útil para o prazo de resposta (padrão: true). */
  sabadoUtil: boolean;
};

export type RespostaConvocacao = 'aceita' | 'recusada';

export type ParteConvocacao = 'empregador' | 'empregado';

export type Convocacao = {
  enviadaEm: DataHoraIso;
  /** Quando o empregado recebeu a convocação; `null`: no envio. */
  recebidaEm: DataHoraIso | null;
  inicio: DataHoraIso;
  fim: DataHoraIso;
  respostaEm: DataHoraIso | null;
  resposta: RespostaConvocacao | null;
  /** Remuneração que seria devida pelo período convocado, em centavos. */
  remuneracaoPrevista: number | null;
};

/** Quebra da convocação aceita, sem justo motivo, pela parte `por` (art. 452-A §4º). */
export type Descumprimento = { por: ParteConvocacao; em: DataHoraIso };

export type EntradaConvocacao = {
  configuracao?: Partial<ConfiguracaoConvocacao> | null;
  /** Todos os feriados a considerar (nacionais, estaduais, municipais): o domínio não os calcula. */
  feriados?: readonly DataIso[];
  convocacao: Convocacao;
  descumprimento?: Descumprimento | null;
  /** O relógio: decide entre `aguardando` e `recusa-presumida` quando não há resposta. */
  agora?: DataHoraIso | null;
};

export type SituacaoConvocacao =
  | 'aguardando'
  | 'aceita'
  | 'recusada'
  | 'recusa-presumida'
  | 'invalida';

export type CodigoErroConvocacao =
  | 'ANTECEDENCIA_INSUFICIENTE'
  | 'FIM_ANTES_DO_INICIO'
  | 'RESPOSTA_ANTES_DO_ENVIO'
  | 'RECEBIDA_ANTES_DO_ENVIO';

export type ErroConvocacao = { codigo: CodigoErroConvocacao; mensagem: string };

export type MultaConvocacao = { devidaPor: ParteConvocacao; valor: number; prazo: DataIso };

export type ResultadoConvocacao = {
  antecedenciaValida: boolean;
  prazoResposta: DataHoraIso;
  situacao: SituacaoConvocacao;
  multa: MultaConvocacao | null;
  erros: ErroConvocacao[];
};
