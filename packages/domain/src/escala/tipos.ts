// Tipos do domínio de escalas: todos serializáveis em JSON (a API persiste exatamente estas formas).

/** Minutos inteiros. */
export type Minutos = number;

/** Data ISO 'AAAA-MM-DD', sem fuso. */
export type DataIso = string;

/** Contrato semanal padrão: 44 h (CF art. 7º, XIII). */
export const CONTRATO_SEMANAL_PADRAO: Minutos = 2640;

/** Dias da semana pelas abreviações da interface (DOM a SAB). */
export type DiaSemana = 'dom' | 'seg' | 'ter' | 'qua' | 'qui' | 'sex' | 'sab';

/**
 * Turno: horários em minutos do dia (0..1439). Um horário menor que o anterior cai no dia
 * seguinte (turno noturno 22:00–05:00 = entrada 1320, saida 300). Sem intervalo: saidaIntervalo
 * e voltaIntervalo nulos (jornadas de até 4 h, CLT art. 71 §1º).
 */
export type Turno = {
  id?: string;
  nome?: string;
  entrada: Minutos;
  saidaIntervalo: Minutos | null;
  voltaIntervalo: Minutos | null;
  /** Segundo intervalo opcional, depois do primeiro. */
  segundoIntervalo?: { saida: Minutos; volta: Minutos } | null;
  saida: Minutos;
};

/** Um dia do padrão: trabalho com turno, folga (dia sem escala) ou dsr (repouso semanal). */
export type DiaPadrao = { tipo: 'trabalho'; turno: Turno } | { tipo: 'folga' } | { tipo: 'dsr' };

type EscalaBase = {
  id: string;
  codigo: string;
  nome: string;
  /** Minutos semanais do contrato; ausente = 2640 (44 h, CF art. 7º, XIII). */
  minutosSemanaisContrato?: Minutos;
};

/** Semana fixa: um dia do padrão por dia da semana (5x2, 6x1 com folga fixa). */
export type EscalaSemanal = EscalaBase & {
  tipo: 'semanal';
  dias: Record<DiaSemana, DiaPadrao>;
};

/**
 * 6x1 com folga rotativa: a semana k do ciclo (contada a partir da semana, de segunda a
 * domingo, que contém `inicio`) descansa nos dias de `folgas[k]`: o primeiro é o repouso
 * semanal (dsr), os demais, se houver, folgas. Os outros dias trabalham com
 * `turnosPorDia[dia] ?? turno`. Normalmente cada semana tem um só dia; um segundo dia em
 * alguma semana é o que permite girar a folga sem passar de 6 dias seguidos de trabalho
 * (OJ 410 da SDI-1 do TST). `domingoACadaSemanas`: a escala promete folga no domingo ao menos
 * uma vez a cada N semanas (verificado em validarEscala).
 */
export type EscalaSemanalRotativa = EscalaBase & {
  tipo: 'semanal-rotativa';
  inicio: DataIso;
  turno: Turno;
  turnosPorDia?: Partial<Record<DiaSemana, Turno>>;
  folgas: [DiaSemana[], ...DiaSemana[][]];
  domingoACadaSemanas?: number;
};

/**
 * Rodízio de N dias (12x36, 24x72, 4x2, 5x1 ou qualquer outro): `dias[0]` cai em `inicio`,
 * `dias[1]` no dia seguinte e assim por diante, repetindo a cada N dias, para trás e para frente.
 */
export type EscalaCiclica = EscalaBase & {
  tipo: 'ciclica';
  inicio: DataIso;
  dias: [DiaPadrao, ...DiaPadrao[]];
};

export type Escala = EscalaSemanal | EscalaSemanalRotativa | EscalaCiclica;

export type TipoDiaEscala = DiaPadrao['tipo'];

/** `compensado`: folga concedida em compensação (semana ou banco de horas), como no motor. */
export type TipoDiaEfetivo = TipoDiaEscala | 'compensado';

/** Intervalo em minutos desde 00:00 do dia; passa de 1440 quando atravessa a meia-noite. */
export type IntervaloMinutos = [inicio: Minutos, fim: Minutos];

export type JornadaMinutos = IntervaloMinutos[];

/** Jornada no formato do motor: pares 'HH:MM'; um horário menor que o anterior é do dia seguinte. */
export type JornadaHHMM = [inicio: string, fim: string][];

/** Dia escalado, na forma consumida pelo motor de apuração (engine-contract.md). */
export type DiaEscala = {
  data: DataIso;
  tipoDia: TipoDiaEscala;
  jornada: JornadaMinutos;
};

/** Alocação de um colaborador numa escala; `fim` ausente ou nulo = por prazo indeterminado. */
export type Alocacao = {
  id: string;
  usuarioId?: string;
  escalaId: string;
  inicio: DataIso;
  fim?: DataIso | null;
  /** Âncora própria do ciclo (ex.: turma B do 12x36); ausente = `inicio` da escala. */
  inicioCiclo?: DataIso | null;
};

export type StatusAcao = 'ParaAprovar' | 'Aprovada' | 'Reprovada' | 'Removida' | 'ParaRemover';

export type TipoAcao =
  | 'MudarParaFolga'
  | 'MudarParaTrabalho'
  | 'AlterarEntrada'
  | 'MoverFolgaSemanal'
  | 'FolgaCompensarDuranteSemana'
  | 'FolgaCompensarBancoHoras'
  | 'AlterarEscala';

type AcaoBase = { id: string; usuarioId?: string; data: DataIso; status: StatusAcao };

/** Ação (alteração de escala) do spec §3/§4; campos com os nomes do corpo das requisições. */
export type Acao =
  | (AcaoBase & { tipoAcao: 'MudarParaFolga'; alterarDiaDataFim?: DataIso | null })
  | (AcaoBase & { tipoAcao: 'MudarParaTrabalho'; alterarDiaDataFim?: DataIso | null })
  | (AcaoBase & { tipoAcao: 'AlterarEntrada'; novoHorarioEntrada: Minutos })
  | (AcaoBase & { tipoAcao: 'MoverFolgaSemanal'; novaFolgaSemanal: DataIso })
  | (AcaoBase & { tipoAcao: 'FolgaCompensarDuranteSemana' })
  | (AcaoBase & {
      tipoAcao: 'FolgaCompensarBancoHoras';
      folgaCompensarBancoHorasDiaTodo: boolean;
      /** Minutos retirados do fim da jornada; 0 = o dia todo. */
      folgaCompensarBancoHorasValor: Minutos;
    })
  | (AcaoBase & {
      tipoAcao: 'AlterarEscala';
      novaEscalaId: string;
      novaEscalaDataFim?: DataIso | null;
    });

type SemIdStatus<T> = T extends unknown ? Omit<T, 'id' | 'status'> : never;

/** Ação ainda não gravada (sem id nem status), como chega em validarAcao. */
export type NovaAcao = SemIdStatus<Acao>;

/** Modo da data fim da alocação (gestão): qualquer outro valor = opcional. */
export type ModoAlocacaoDataFim = 'MesmoDia' | 'ObrigatorioDeterminarNaAlteracao' | 'Opcional';

/** Ação que marca o dia (campo alteracaoEscala do dia no calendário da equipe). */
export type AlteracaoEscala = { tipoAcao: TipoAcao; acaoId: string };

/** Dia efetivo do colaborador: escala em vigor mais as ações em vigor. */
export type DiaEfetivo = {
  data: DataIso;
  tipoDia: TipoDiaEfetivo;
  jornada: JornadaMinutos;
  escalaId: string | null;
  alocacaoId: string | null;
  alteracaoEscala: AlteracaoEscala | null;
  /** Minutos debitados do banco de horas neste dia (FolgaCompensarBancoHoras). */
  bancoHoras: Minutos;
  /** Minutos somados (+) ou cedidos (−) pela compensação na semana. */
  compensacaoSemanal: Minutos;
};
