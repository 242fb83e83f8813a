// Tipos dos registros do AFD (Portaria MTP 671/2021, Anexo V; leiaute em legal-br.md §1.3).

import type { DataAfd, DataHoraAfd } from './campos.ts';

/** SHA-256 injetado (a CLI e a API passam o de node:crypto): bytes → hexadecimal. */
export type Sha256Hex = (bytes: Uint8Array) => string;

/** Tipo de identificação: `1` CNPJ, `2` CPF. */
export type TipoIdentificacaoAfd = 'cnpj' | 'cpf';

/** Registro tipo 1 — cabeçalho (302 caracteres). */
export type CabecalhoAfd = {
  tipo: '1';
  tipoIdEmpregador: TipoIdentificacaoAfd;
  /** CNPJ (14) ou CPF (11), só dígitos. */
  idEmpregador: string;
  /** CNO ou CAEPF; vazio quando não houver (gravado como zeros). */
  cnoCaepf: string;
  razaoSocial: string;
  /** REP-C: nº de fabricação; REP-A: nº do processo da CCT/ACT; REP-P: nº de registro no INPI. */
  numeroRep: string;
  dataInicial: DataAfd;
  dataFinal: DataAfd;
  geradoEm: DataHoraAfd;
  /** `003` no leiaute transcrito; `004` na republicação de 2026 (legal-br.md §1.3.1). */
  versaoLeiaute: string;
  tipoIdDesenvolvedor: TipoIdentificacaoAfd;
  idDesenvolvedor: string;
  /** Modelo do REP-C; vazio nos demais. */
  modelo: string;
};

/** Registro tipo 2 — inclusão/alteração do empregador no REP (331 caracteres). */
export type RegistroEmpregadorAfd = {
  tipo: '2';
  nsr: number;
  gravadoEm: DataHoraAfd;
  /** CPF do responsável (gravado em 14 posições neste tipo, como no texto oficial). */
  cpfResponsavel: string;
  tipoIdEmpregador: TipoIdentificacaoAfd;
  idEmpregador: string;
  cnoCaepf: string;
  razaoSocial: string;
  localPrestacao: string;
};

/** Registro tipo 3 — marcação de REP-C/REP-A (50 caracteres); o REP-P nunca grava, só lê. */
export type MarcacaoRepCAfd = {
  tipo: '3';
  nsr: number;
  marcadoEm: DataHoraAfd;
  cpf: string;
};

/** Registro tipo 4 — ajuste do relógio (73 caracteres). */
export type AjusteRelogioAfd = {
  tipo: '4';
  nsr: number;
  antes: DataHoraAfd;
  depois: DataHoraAfd;
  cpfResponsavel: string;
};

/** Operação do tipo 5: `I` inclusão, `A` alteração, `E` exclusão. */
export type OperacaoEmpregadoAfd = 'I' | 'A' | 'E';

/** Registro tipo 5 — inclusão/alteração/exclusão de empregado (118 caracteres). */
export type RegistroEmpregadoAfd = {
  tipo: '5';
  nsr: number;
  gravadoEm: DataHoraAfd;
  operacao: OperacaoEmpregadoAfd;
  cpf: string;
  nome: string;
  /** "Demais dados de identificação" (4 posições, conteúdo indefinido no leiaute: espaços). */
  demaisDados: string;
  cpfResponsavel: string;
};

/**
 * Eventos sensíveis do tipo 6: `01` abertura/violação (REP-C), `02` retorno de energia,
 * `03`/`04` dispositivo externo inserido/retirado (REP-C), `05` Relação Instantânea (REP-C),
 * `06` erro de impressão (REP-C), `07` serviço disponível (REP-P), `08` indisponível (REP-P).
 */
export type EventoSensivelAfd = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08';

/** Registro tipo 6 — evento sensível (36 caracteres, sem CRC). */
export type EventoSensivelRegistroAfd = {
  tipo: '6';
  nsr: number;
  gravadoEm: DataHoraAfd;
  evento: EventoSensivelAfd;
};

/**
 * Coletor da marcação no REP-P: `01` aplicativo móvel, `02` navegador, `03` aplicativo desktop,
 * `04` dispositivo eletrônico, `05` outro dispositivo eletrônico.
 */
export type ColetorAfd = '01' | '02' | '03' | '04' | '05';

/** Campos 1–7 do tipo 7: o que entra no hash junto com o hash anterior. */
export type DadosMarcacaoRepP = {
  nsr: number;
  /** Data-hora da marcação (o que o trabalhador fez). */
  marcadoEm: DataHoraAfd;
  cpf: string;
  /** Data-hora da gravação no REP-P (difere da marcação quando off-line). */
  gravadoEm: DataHoraAfd;
  coletor: ColetorAfd;
  offline: boolean;
};

/** Registro tipo 7 — marcação de REP-P (137 caracteres, hash SHA-256 no lugar do CRC). */
export type MarcacaoRepPAfd = DadosMarcacaoRepP & { tipo: '7'; hash: string };

/** Registros numerados (NSR) do corpo do arquivo, tipos 2 a 7. */
export type RegistroCorpoAfd =
  | RegistroEmpregadorAfd
  | MarcacaoRepCAfd
  | AjusteRelogioAfd
  | RegistroEmpregadoAfd
  | EventoSensivelRegistroAfd
  | MarcacaoRepPAfd;

/** Contagens do trailer (tipo 9): os tipos 1 e 9 não são contados. */
export type ContagemTrailerAfd = Record<'2' | '3' | '4' | '5' | '6' | '7', number>;

/** Registro tipo 9 — trailer (64 caracteres). */
export type TrailerAfd = { tipo: '9'; contagens: ContagemTrailerAfd };

export type RegistroAfd = CabecalhoAfd | RegistroCorpoAfd | TrailerAfd;

export type TipoRegistroAfd = RegistroAfd['tipo'];

/** Tamanho de cada registro, derivado das posições do leiaute (legal-br.md §1.3.9). */
export const TAMANHO_REGISTRO_AFD: Record<TipoRegistroAfd, number> = {
  '1': 302,
  '2': 331,
  '3': 50,
  '4': 73,
  '5': 118,
  '6': 36,
  '7': 137,
  '9': 64,
};

/** Última linha do AFD de REP-A/REP-P: a assinatura real vai no `.p7s` destacado (CAdES). */
export const LINHA_ASSINATURA = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ');
