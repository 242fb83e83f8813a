import type {
  DiaPonto,
  MarcacaoTratadaDto,
  PeriodoPonto,
  TratamentoMarcacao,
} from '@jornada/contracts';
import { type MarcacaoTratada, type Tratamento, toHhmm } from '@jornada/domain';
import { codigoComprovante } from '../marcacao/marcacao.mapeamento.ts';
import type { TratamentoLista } from './tratamento.repository.ts';
import type { PontoTratado } from './use-cases/ponto-tratado.ts';

export const tratamentoParaContrato = (t: TratamentoLista): TratamentoMarcacao => ({
  id: t.id,
  tipo: t.tipo as TratamentoMarcacao['tipo'],
  status: t.status as TratamentoMarcacao['status'],
  usuarioId: t.usuarioId,
  data: t.data,
  hora: t.minuto === null ? null : toHhmm(t.minuto),
  motivo: t.motivo,
  observacao: t.observacao,
  autorId: t.autorId,
  criadoEm: t.criadoEm.toISOString(),
  decididoPorId: t.decididoPorId,
  decididoEm: t.decididoEm?.toISOString() ?? null,
  decisaoObservacao: t.decisaoObservacao,
  temAnexo: t.temAnexo,
  grupo: t.grupo,
});

export const marcacaoTratadaParaContrato = (
  m: MarcacaoTratada,
  ponto: Pick<PontoTratado, 'extras' | 'tratamentos'>,
): MarcacaoTratadaDto => {
  const extra = ponto.extras.get(m.chave);
  const trilha = (t: Tratamento) => {
    const row = ponto.tratamentos.get(t.id);
    return row ? [tratamentoParaContrato(row)] : [];
  };
  return {
    chave: m.chave,
    id: m.id,
    origem: m.origem,
    data: m.data,
    dataMarcacao: m.dataMarcacao,
    hora: toHhmm(m.minuto),
    nsr: m.nsr,
    duplicada: m.duplicada,
    offline: extra?.offline ?? false,
    desconsiderada: m.desconsiderada,
    pendente: m.pendente,
    contabiliza: m.contabiliza,
    motivo: m.motivo,
    comprovanteId: extra?.hash ? codigoComprovante(extra.hash) : null,
    tratamentos: m.tratamentos.flatMap(trilha),
  };
};

const arredondar = (minutos: number) => Math.round(minutos);

/**
 * Período tratado no contrato. Previsto, saldo e falta só com jornada prevista (horário
 * contratual) e só em dia fechado (anterior a hoje); os totais somam os dias fechados.
 */
export const periodoParaContrato = (
  ponto: PontoTratado,
  inicio: string,
  fim: string,
): PeriodoPonto => {
  const dias: DiaPonto[] = ponto.dias.map((d) => {
    const comPrevisto = ponto.temHorario;
    const fechado = comPrevisto && d.fechado;
    return {
      data: d.data,
      marcacoes: d.tratado.marcacoes.map((m) => marcacaoTratadaParaContrato(m, ponto)),
      previsto: comPrevisto ? arredondar(d.resultado.previsto) : null,
      trabalhado: arredondar(d.resultado.trabalhadoComputado),
      saldo: fechado ? arredondar(d.resultado.saldo) : null,
      falta: fechado ? arredondar(d.resultado.falta) : null,
      inconsistencias: d.resultado.inconsistencias,
    };
  });
  const fechados = ponto.dias.filter((d) => d.fechado);
  const soma = (f: (d: (typeof fechados)[number]) => number) =>
    arredondar(fechados.reduce((s, d) => s + f(d), 0));
  return {
    usuarioId: ponto.usuarioId,
    inicio,
    fim,
    dias,
    totais: {
      previsto: ponto.temHorario ? soma((d) => d.resultado.previsto) : null,
      trabalhado: soma((d) => d.resultado.trabalhadoComputado),
      saldo: ponto.temHorario ? soma((d) => d.resultado.saldo) : null,
      fonteJornada: ponto.temHorario ? 'horario-contratual' : null,
    },
  };
};
