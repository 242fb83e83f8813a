import type {
  DiaPonto,
  MarcacaoTratadaDto,
  PeriodoPonto,
  TratamentoMarcacao,
} from '@jornada/contracts';
import { type MarcacaoTratada, type ResultadoDia, type Tratamento, toHhmm } from '@jornada/domain';
import type { EspelhoCalculado, LinhaCalculada } from '../apuracao/index.ts';
import { codigoComprovante } from '../marcacao/index.ts';
import type { TratamentoLista } from './tratamento.repository.ts';
import type { ExtraMarcacao } from './use-cases/marcacoes-tratadas.ts';

/** O que o contrato mostra de cada marcação além do domínio: off-line, comprovante e a trilha. */
export type DetalhesMarcacoes = {
  extras: ReadonlyMap<string, Pick<ExtraMarcacao, 'offline' | 'hash'>>;
  tratamentos: ReadonlyMap<number, TratamentoLista>;
};

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
  detalhes: DetalhesMarcacoes,
): MarcacaoTratadaDto => {
  const extra = detalhes.extras.get(m.chave);
  const trilha = (t: Tratamento) => {
    const row = detalhes.tratamentos.get(t.id);
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

/**
 * Somas exatas como as do espelho (espelho.totais.ts): o motor mede em sétimos de minuto (hora
 * noturna reduzida, CLT art. 73 §1º), então soma-se em sétimos e arredonda-se ao minuto no fim.
 */
const emSetimos = (x: number) => Math.round(x * 7);
const somar = (linhas: readonly LinhaCalculada[], f: (r: ResultadoDia) => number) =>
  Math.round(linhas.reduce((s, l) => s + (l.resultado ? emSetimos(f(l.resultado)) : 0), 0) / 7);

/** A jornada prevista veio da escala se algum dia do período tem escala alocada. */
const fonteJornada = (e: EspelhoCalculado) =>
  e.linhas.some((l) => l.escalaId !== null) ? ('escala' as const) : null;

/** Totais dos dias apurados do período (os mesmos do total do espelho, ao minuto). */
export const totaisDoPeriodo = (e: EspelhoCalculado): PeriodoPonto['totais'] => ({
  previsto: somar(e.linhas, (r) => r.previsto),
  trabalhado: somar(e.linhas, (r) => r.trabalhadoComputado),
  saldo: somar(e.linhas, (r) => r.saldo),
  fonteJornada: fonteJornada(e),
});

/**
 * Período do painel a partir do espelho calculado (`calcularEspelhos`): os mesmos números do
 * espelho, dia a dia, arredondados ao minuto. Dia em aberto (hoje e futuros) não é apurado:
 * previsto, trabalhado, saldo e falta ficam `null`; os totais somam os dias apurados.
 */
export const periodoParaContrato = (
  e: EspelhoCalculado,
  detalhes: DetalhesMarcacoes,
  inicio: string,
  fim: string,
): PeriodoPonto => {
  const dias: DiaPonto[] = e.linhas.map((l) => {
    const r = l.resultado;
    return {
      data: l.data,
      marcacoes: l.marcacoes.map((m) => marcacaoTratadaParaContrato(m, detalhes)),
      aberto: r === null,
      previsto: r && Math.round(r.previsto),
      trabalhado: r && Math.round(r.trabalhadoComputado),
      saldo: r && Math.round(r.saldo),
      falta: r && Math.round(r.falta),
      inconsistencias: r?.inconsistencias ?? [],
    };
  });
  return { usuarioId: e.usuarioId, inicio, fim, dias, totais: totaisDoPeriodo(e) };
};

/**
 * Crédito e débito dos dias apurados, nas parcelas do motor: débito = atrasos e saídas
 * antecipadas + faltas + débito do banco + folga compensada com banco (ação de escala, como no
 * total do espelho); crédito = o saldo do dia somado ao seu débito (as horas além do previsto,
 * pagas como extra ou creditadas no banco, conforme a regra). Crédito − débito = saldo.
 */
export const creditoDebito = (e: EspelhoCalculado) => {
  let [credito, debito] = [0, 0];
  for (const l of e.linhas) {
    const r = l.resultado;
    if (!r) continue;
    const negativo = emSetimos(r.debito + r.falta + r.bancoHoras.debito);
    credito += emSetimos(r.saldo) + negativo;
    debito += negativo + emSetimos(l.compensacaoBancoHoras);
  }
  return {
    credito: Math.round(credito / 7),
    debito: Math.round(debito / 7),
    saldo: Math.round((credito - debito) / 7),
  };
};
