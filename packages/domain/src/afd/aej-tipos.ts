// Tipos do AEJ — Arquivo Eletrônico de Jornada (Portaria 671, Anexo VI; legal-br.md §1.4). Os nomes
// dos campos são os do leiaute oficial, para conferência direta com o texto.

import type { TipoRep } from './arquivo.ts';
import type { DataAfd, DataHoraAfd } from './campos.ts';
import type { TipoIdentificacaoAfd } from './tipos.ts';

/** Registro 01 — cabeçalho. */
export type CabecalhoAej = {
  tpIdtEmpregador: TipoIdentificacaoAfd;
  idtEmpregador: string;
  /** CAEPF (14 dígitos) ou vazio. */
  caepf: string;
  /** CNO (12 dígitos) ou vazio. */
  cno: string;
  razaoOuNome: string;
  dataInicialAej: DataAfd;
  dataFinalAej: DataAfd;
  dataHoraGerAej: DataHoraAfd;
  /** `001` no leiaute transcrito; `002` na republicação de 2026 (diferenças não verificadas). */
  versaoAej: string;
};

/** Registro 02 — REP utilizado; `idRepAej` é chave local do arquivo. */
export type RepAej = {
  idRepAej: number;
  tpRep: TipoRep;
  /** Nº de fabricação (REP-C), do processo da CCT (REP-A) ou do registro no INPI (REP-P). */
  nrRep: string;
};

/** Registro 03 — vínculo empregatício; `idtVinculoAej` é chave local do arquivo. */
export type VinculoAej = { idtVinculoAej: number; cpf: string; nomeEmp: string };

/** Par entrada/saída do horário contratual, `HH:MM`. */
export type ParHorarioAej = { entrada: string; saida: string };

/** Registro 04 — horário contratual. */
export type HorarioContratualAej = {
  codHorContratual: string;
  /** Duração em minutos, já com a hora noturna reduzida quando houver (CLT art. 73 §1º). */
  durJornada: number;
  horarios: readonly ParHorarioAej[];
};

/** `E` entrada, `S` saída, `D` desconsiderada. */
export type TipoMarcacaoAej = 'E' | 'S' | 'D';

/** `O` original do REP, `I` incluída, `P` pré-assinalada, `X` por exceção, `T` outras fontes. */
export type FonteMarcacaoAej = 'O' | 'I' | 'P' | 'X' | 'T';

/** Registro 05 — marcação tratada. */
export type MarcacaoAej = {
  idtVinculoAej: number;
  dataHoraMarc: DataHoraAfd;
  /** REP de origem; `null` quando não veio de REP (ex.: marcação incluída). */
  idRepAej: number | null;
  tpMarc: TipoMarcacaoAej;
  /** Número do par entrada/saída no dia (1, 2, …), gravado com 3 dígitos. */
  seqEntSaida: number;
  fonteMarc: FonteMarcacaoAej;
  /** Obrigatório na primeira entrada do dia (tpMarc `E`, seqEntSaida 1); senão vazio. */
  codHorContratual: string;
  /** Obrigatório quando tpMarc `D` ou fonteMarc `I` (Portaria 671 art. 82 parágrafo único). */
  motivo: string;
};

/** Registro 06 — matrícula eSocial, só para quem tem mais de um vínculo no mesmo AEJ. */
export type MatriculaEsocialAej = { idtVinculoAej: number; matEsocial: string };

/** Códigos 1 DSR, 2 falta não justificada, 3 movimento de banco de horas, 4 folga de feriado. */
export type TipoAusenciaAej = 'dsr' | 'falta' | 'banco-horas' | 'folga-feriado';

/** Registro 07 — ausências e banco de horas. */
export type AusenciaAej = {
  idtVinculoAej: number;
  tipoAusenOuComp: TipoAusenciaAej;
  data: DataAfd;
  /** Obrigatório no banco de horas. */
  qtMinutos: number | null;
  /** `credito` (1) entra no banco; `debito` (2) compensação. Obrigatório no banco de horas. */
  tipoMovBH: 'credito' | 'debito' | null;
};

/** Registro 08 — identificação do PTRP. */
export type ProgramaAej = {
  nomeProg: string;
  versaoProg: string;
  tpIdtDesenv: TipoIdentificacaoAfd;
  idtDesenv: string;
  razaoNomeDesenv: string;
  emailDesenv: string;
};

export type ArquivoAej = {
  cabecalho: CabecalhoAej;
  reps: readonly RepAej[];
  vinculos: readonly VinculoAej[];
  horarios: readonly HorarioContratualAej[];
  marcacoes: readonly MarcacaoAej[];
  matriculas: readonly MatriculaEsocialAej[];
  ausencias: readonly AusenciaAej[];
  programa: ProgramaAej;
};

export type TipoRegistroAej = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '99';

export const CODIGO_TIPO_REP: Record<TipoRep, string> = {
  'REP-C': '1',
  'REP-A': '2',
  'REP-P': '3',
};

export const CODIGO_AUSENCIA: Record<TipoAusenciaAej, string> = {
  dsr: '1',
  falta: '2',
  'banco-horas': '3',
  'folga-feriado': '4',
};
