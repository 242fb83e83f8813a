import type { DiaEspelho, MarcacaoEspelho } from '@jornada/contracts';
import { diaDaSemana, type MarcacaoTratada, motivoAusencia, toHhmm } from '@jornada/domain';
import type { LinhaCalculada } from '../apuracao/index.ts';

const DIAS_SEMANA = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const;

export const diaSemanaAbreviado = (data: string) => DIAS_SEMANA[diaDaSemana(data)]!;

/**
 * Fonte da marcação no espelho (Portaria 671 art. 84 V): a registrada no REP, a incluída pelo
 * tratamento e a desconsiderada (continua visível, não conta).
 */
export const fonteDa = (m: MarcacaoTratada): MarcacaoEspelho['fonte'] =>
  m.desconsiderada ? 'desconsiderada' : m.origem === 'incluida' ? 'incluida' : 'original';

export const marcacaoParaContrato = (m: MarcacaoTratada): MarcacaoEspelho => ({
  chave: m.chave,
  hora: toHhmm(m.minuto),
  dataMarcacao: m.dataMarcacao,
  fonte: fonteDa(m),
  origem: m.origem,
  nsr: m.nsr,
  contabiliza: m.contabiliza,
  pendente: m.pendente,
  motivo: m.motivo,
});

export const linhaParaContrato = (l: LinhaCalculada): DiaEspelho => ({
  data: l.data,
  diaSemana: diaSemanaAbreviado(l.data),
  tipoDia: l.tipoDia,
  feriado: l.feriado,
  jornada: l.jornada,
  marcacoes: l.marcacoes.map(marcacaoParaContrato),
  aberto: l.resultado === null,
  apuracao: l.resultado && {
    previsto: l.resultado.previsto,
    trabalhadoRelogio: l.resultado.trabalhadoRelogio,
    noturnoRelogio: l.resultado.noturnoRelogio,
    noturnoReduzido: l.resultado.noturnoReduzido,
    trabalhadoComputado: l.resultado.trabalhadoComputado,
    saldo: l.resultado.saldo,
    extras: l.resultado.extras,
    extrasNoturnas: l.resultado.extrasNoturnas,
    debito: l.resultado.debito,
    falta: l.resultado.falta,
    intervalo: l.resultado.intervalo,
    interjornada: l.resultado.interjornada,
    bancoHoras: l.resultado.bancoHoras,
    alertas: l.resultado.alertas,
    inconsistencias: l.resultado.inconsistencias,
    explicacao: l.resultado.explicacao,
    // Regra com autorização prévia: HE autorizada, não autorizada/retida e a decisão do gestor.
    ...(l.resultado.horasExtras ? { horasExtras: l.resultado.horasExtras } : {}),
  },
  pendencias: l.pendencias,
  compensacaoBancoHoras: l.compensacaoBancoHoras,
  ausenciaJustificada: ausenciaParaContrato(l.ausencia ?? null),
  sobreaviso: l.sobreaviso ?? null,
});

/** A ausência justificada do dia com a descrição e a base legal da lista fixa de motivos. */
const ausenciaParaContrato = (a: LinhaCalculada['ausencia']): DiaEspelho['ausenciaJustificada'] => {
  if (!a) return null;
  const m = motivoAusencia(a.motivo);
  return {
    id: a.id,
    motivo: m.codigo,
    motivoDescricao: m.descricao,
    fundamento: m.fundamento,
    horaInicio: a.minutoInicio === null ? null : toHhmm(a.minutoInicio),
    horaFim: a.minutoFim === null ? null : toHhmm(a.minutoFim),
    observacao: a.observacao,
    abona: a.abona,
  };
};
