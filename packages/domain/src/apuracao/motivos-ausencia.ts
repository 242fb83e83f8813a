// Motivos de ausência justificada (legal-br.md §2.9): CLT art. 473, atestado médico e "outro".
import type { Minutos } from '../tempo/index.ts';
import type { Justificativa } from './tipos.ts';

/** Códigos fixos dos motivos de ausência justificada (a lista não é cadastro da empresa). */
export const CODIGOS_MOTIVO_AUSENCIA = [
  'ATESTADO_MEDICO',
  'FALECIMENTO',
  'CASAMENTO',
  'NASCIMENTO_FILHO',
  'DOACAO_SANGUE',
  'ALISTAMENTO_ELEITORAL',
  'SERVICO_MILITAR',
  'VESTIBULAR',
  'COMPARECIMENTO_JUDICIAL',
  'REPRESENTACAO_SINDICAL',
  'ACOMPANHAMENTO_GESTANTE',
  'ACOMPANHAMENTO_FILHO',
  'EXAME_PREVENTIVO_CANCER',
  'OUTRO',
] as const;
/**
 * Afastamentos que chegam por pedido aprovado (módulo lancamento), não pelo abono: férias, recesso
 * do estagiário e folga concedida. Entram na apuração como dia pago; o abono não os oferece.
 */
export const CODIGOS_MOTIVO_SOLICITACAO = ['FERIAS', 'RECESSO_ESTAGIO', 'FOLGA_CONCEDIDA'] as const;
export type CodigoMotivoSolicitacao = (typeof CODIGOS_MOTIVO_SOLICITACAO)[number];
/** Os motivos que o abono oferece (a lista fixa acima). */
export type CodigoMotivoAbono = (typeof CODIGOS_MOTIVO_AUSENCIA)[number];
export type CodigoMotivoAusencia = CodigoMotivoAbono | CodigoMotivoSolicitacao;

export type MotivoAusencia<C extends CodigoMotivoAusencia = CodigoMotivoAusencia> = {
  codigo: C;
  descricao: string;
  /** Base legal citada na explicação do dia. */
  fundamento: string;
  /**
   * Ausência legal, sem prejuízo do salário: sempre abona. `false` (motivo "outro") = justificativa
   * a critério do empregador: abona só com a regra `ausencia.justificadaAbona`.
   */
  abonaPorLei: boolean;
  /** Limite legal informativo (a contagem de dias não é verificada: legal-br.md §2.9). */
  limite: string | null;
};

/** A lista fixa, na ordem do art. 473; o atestado médico primeiro (o mais comum). */
export const MOTIVOS_AUSENCIA: readonly MotivoAusencia<CodigoMotivoAbono>[] = Object.freeze([
  {
    codigo: 'ATESTADO_MEDICO',
    descricao: 'Atestado médico',
    fundamento: 'Lei 605/49 art. 6º §1º, f',
    abonaPorLei: true,
    limite: 'até 15 dias pagos pelo empregador (Decreto 3.048/99 art. 75)',
  },
  {
    codigo: 'FALECIMENTO',
    descricao: 'Falecimento de cônjuge, ascendente, descendente, irmão ou dependente',
    fundamento: 'CLT art. 473, I',
    abonaPorLei: true,
    limite: 'até 2 dias consecutivos',
  },
  {
    codigo: 'CASAMENTO',
    descricao: 'Casamento',
    fundamento: 'CLT art. 473, II',
    abonaPorLei: true,
    limite: 'até 3 dias consecutivos',
  },
  {
    codigo: 'NASCIMENTO_FILHO',
    descricao: 'Nascimento, adoção ou guarda compartilhada de filho',
    fundamento: 'CLT art. 473, III',
    abonaPorLei: true,
    limite: '5 dias consecutivos',
  },
  {
    codigo: 'DOACAO_SANGUE',
    descricao: 'Doação voluntária de sangue',
    fundamento: 'CLT art. 473, IV',
    abonaPorLei: true,
    limite: '1 dia a cada 12 meses',
  },
  {
    codigo: 'ALISTAMENTO_ELEITORAL',
    descricao: 'Alistamento eleitoral',
    fundamento: 'CLT art. 473, V',
    abonaPorLei: true,
    limite: 'até 2 dias',
  },
  {
    codigo: 'SERVICO_MILITAR',
    descricao: 'Exigências do serviço militar',
    fundamento: 'CLT art. 473, VI',
    abonaPorLei: true,
    limite: null,
  },
  {
    codigo: 'VESTIBULAR',
    descricao: 'Exame vestibular para ingresso em ensino superior',
    fundamento: 'CLT art. 473, VII',
    abonaPorLei: true,
    limite: 'os dias das provas',
  },
  {
    codigo: 'COMPARECIMENTO_JUDICIAL',
    descricao: 'Comparecimento a juízo',
    fundamento: 'CLT art. 473, VIII',
    abonaPorLei: true,
    limite: 'o tempo necessário',
  },
  {
    codigo: 'REPRESENTACAO_SINDICAL',
    descricao: 'Representação sindical em reunião de organismo internacional',
    fundamento: 'CLT art. 473, IX',
    abonaPorLei: true,
    limite: 'o tempo necessário',
  },
  {
    codigo: 'ACOMPANHAMENTO_GESTANTE',
    descricao: 'Acompanhamento de consultas e exames da esposa ou companheira gestante',
    fundamento: 'CLT art. 473, X',
    abonaPorLei: true,
    limite: 'até 6 consultas ou exames',
  },
  {
    codigo: 'ACOMPANHAMENTO_FILHO',
    descricao: 'Acompanhamento de filho de até 6 anos em consulta médica',
    fundamento: 'CLT art. 473, XI',
    abonaPorLei: true,
    limite: '1 dia por ano',
  },
  {
    codigo: 'EXAME_PREVENTIVO_CANCER',
    descricao: 'Exames preventivos de câncer',
    fundamento: 'CLT art. 473, XII',
    abonaPorLei: true,
    limite: 'até 3 dias a cada 12 meses',
  },
  {
    codigo: 'OUTRO',
    descricao: 'Outro motivo aceito pelo empregador',
    fundamento: 'Lei 605/49 art. 6º §1º',
    abonaPorLei: false,
    limite: null,
  },
] satisfies MotivoAusencia<CodigoMotivoAbono>[]);

/** Os afastamentos por pedido aprovado: pagos, sem falta e sem perda do DSR. */
export const MOTIVOS_SOLICITACAO: readonly MotivoAusencia[] = Object.freeze([
  {
    codigo: 'FERIAS',
    descricao: 'Férias',
    fundamento: 'CLT arts. 129 e 130',
    abonaPorLei: true,
    limite: null,
  },
  {
    codigo: 'RECESSO_ESTAGIO',
    descricao: 'Recesso do estágio',
    fundamento: 'Lei 11.788/2008 art. 13',
    abonaPorLei: true,
    limite: '30 dias por ano de estágio',
  },
  {
    codigo: 'FOLGA_CONCEDIDA',
    descricao: 'Folga concedida (day off)',
    fundamento: 'Concessão do empregador (CLT art. 444)',
    abonaPorLei: true,
    limite: null,
  },
] satisfies MotivoAusencia[]);

const PORCODIGO = new Map([...MOTIVOS_AUSENCIA, ...MOTIVOS_SOLICITACAO].map((m) => [m.codigo, m]));

/** O código é de um afastamento por pedido (férias, recesso, folga), não de um abono. */
export const isMotivoSolicitacao = (codigo: string): codigo is CodigoMotivoSolicitacao =>
  (CODIGOS_MOTIVO_SOLICITACAO as readonly string[]).includes(codigo);

/** O motivo de um código (lança RangeError para código desconhecido). */
export const motivoAusencia = <C extends CodigoMotivoAusencia>(codigo: C): MotivoAusencia<C> => {
  const m = PORCODIGO.get(codigo);
  if (!m) throw new RangeError(`motivo de ausência desconhecido: "${codigo}"`);
  return m as MotivoAusencia<C>;
};

/**
 * Justificativa do motor para uma ausência registrada: motivos legais sempre abonam; "outro"
 * abona só quando a regra `ausencia.justificadaAbona` está ligada (Lei 605/49 art. 6º §1º — a
 * justificativa a critério do empregador). `minutos` = parte do dia (null = dia inteiro).
 */
export const justificativaDaAusencia = (
  a: { motivo: CodigoMotivoAusencia; descricao?: string | null; minutos?: Minutos | null },
  justificadaAbona: boolean,
): Justificativa => {
  const m = motivoAusencia(a.motivo);
  const texto = a.motivo === 'OUTRO' && a.descricao ? a.descricao : m.descricao;
  return {
    tipo: texto,
    abona: m.abonaPorLei || justificadaAbona,
    fundamento: m.fundamento,
    minutos: a.minutos ?? null,
  };
};
