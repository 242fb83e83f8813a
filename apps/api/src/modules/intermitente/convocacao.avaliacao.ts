import type { ConvocacaoWire, Convocado, GrupoConvocacao } from '@jornada/contracts';
import {
  avaliarConvocacao,
  type DataHoraIso,
  type DataIso,
  type Descumprimento,
  diferencaDias,
  type RegraAntecedencia,
  type ResultadoConvocacao,
  toHhmm,
} from '@jornada/domain';
import type { ConvocacaoRow, ConvocadoRow } from './convocacao.repository.ts';

/** O relógio da leitura: agora no fuso da empresa e os feriados que contam no prazo. */
export type Contexto = { agora: DataHoraIso; feriados: readonly DataIso[] };

export const inicioDe = (c: ConvocacaoRow): DataHoraIso =>
  `${c.dataInicio}T${toHhmm(c.minutoEntrada)}` as DataHoraIso;
export const fimDe = (c: ConvocacaoRow): DataHoraIso =>
  `${c.dataFim}T${toHhmm(c.minutoSaida)}` as DataHoraIso;

/** Minutos de trabalho por dia da convocação (entrada a saída, menos o intervalo). */
export const minutosPorDia = (
  c: Pick<ConvocacaoRow, 'minutoEntrada' | 'minutoSaida' | 'intervaloMinutos'>,
) => c.minutoSaida - c.minutoEntrada - c.intervaloMinutos;

/** Remuneração que seria devida pelo período convocado (base da multa do art. 452-A §4º). */
export const remuneracaoPrevista = (
  c: Pick<
    ConvocacaoRow,
    'dataInicio' | 'dataFim' | 'minutoEntrada' | 'minutoSaida' | 'intervaloMinutos' | 'valorHora'
  >,
) => {
  const dias = diferencaDias(c.dataInicio, c.dataFim) + 1;
  return Math.round((dias * minutosPorDia(c) * c.valorHora) / 60);
};

/** Avalia no domínio (art. 452-A): prazo de resposta, situação e multa de um convocado. */
export const avaliar = (
  c: ConvocacaoRow,
  cv: Pick<ConvocadoRow, 'resposta' | 'respostaEm'>,
  ctx: Contexto,
  descumprimento: Descumprimento | null = null,
): ResultadoConvocacao =>
  avaliarConvocacao({
    configuracao: {
      antecedencia: c.antecedencia as RegraAntecedencia,
      sabadoUtil: c.sabadoUtil,
    },
    feriados: ctx.feriados,
    convocacao: {
      enviadaEm: c.enviadaEm as DataHoraIso,
      // A convocação chega no app no envio: o prazo conta do envio (decisoes/intermitente.md).
      recebidaEm: null,
      inicio: inicioDe(c),
      fim: fimDe(c),
      resposta: cv.resposta as 'aceita' | 'recusada' | null,
      respostaEm: cv.respostaEm as DataHoraIso | null,
      remuneracaoPrevista: remuneracaoPrevista(c),
    },
    descumprimento,
    agora: ctx.agora,
  });

export const paraConvocado = (c: ConvocacaoRow, cv: ConvocadoRow, ctx: Contexto): Convocado => {
  const r = avaliar(c, cv, ctx);
  if (r.situacao === 'invalida')
    throw new Error(`convocação ${c.id} gravada sem antecedência válida: ${r.erros[0]?.mensagem}`);
  const interrompida =
    c.interrompidaEm !== null && (r.situacao === 'aguardando' || r.situacao === 'aceita');
  return {
    usuarioId: cv.usuarioId,
    nome: cv.nome,
    situacao: interrompida ? 'interrompida' : r.situacao,
    prazoResposta: r.prazoResposta,
    respostaEm: cv.respostaEm,
    multa:
      cv.multaDevidaPor === null
        ? null
        : {
            devidaPor: cv.multaDevidaPor as 'empregador' | 'empregado',
            valor: cv.multaValor!,
            prazo: cv.multaPrazo!,
          },
  };
};

/** ativas: ainda não começou; emAndamento: em curso; encerradas: terminou ou foi interrompida. */
export const grupoDe = (c: ConvocacaoRow, agora: DataHoraIso): GrupoConvocacao => {
  if (c.interrompidaEm !== null || fimDe(c) < agora) return 'encerradas';
  return inicioDe(c) <= agora ? 'emAndamento' : 'ativas';
};

export const paraConvocacao = (
  c: ConvocacaoRow,
  convocados: ConvocadoRow[],
  ctx: Contexto,
): ConvocacaoWire => ({
  id: c.id,
  regraId: c.regraId,
  contratanteId: c.contratanteId,
  contratante: c.contratante,
  grupoId: c.grupoId,
  cargoId: c.cargoId,
  localTrabalhoId: c.filialId,
  dataInicio: c.dataInicio,
  dataFim: c.dataFim,
  horaEntrada: toHhmm(c.minutoEntrada),
  horaSaida: toHhmm(c.minutoSaida),
  intervaloMinutos: c.intervaloMinutos,
  valorHora: c.valorHora,
  remuneracaoPrevista: remuneracaoPrevista(c),
  descricao: c.descricao,
  enviadaEm: c.enviadaEm,
  status: grupoDe(c, ctx.agora),
  interrompido: c.interrompidaEm !== null,
  convocados: convocados
    .filter((x) => x.convocacaoId === c.id)
    .map((x) => paraConvocado(c, x, ctx)),
});
