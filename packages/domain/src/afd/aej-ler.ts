// Leitura do AEJ para dados tipados — o inverso de `montarAej` (ler e montar de novo reproduz o
// arquivo byte a byte). Só lê arquivo válido: o diagnóstico completo é de `validarAej`.

import type {
  ArquivoAej,
  AusenciaAej,
  CabecalhoAej,
  FonteMarcacaoAej,
  HorarioContratualAej,
  MarcacaoAej,
  ProgramaAej,
  TipoAusenciaAej,
  TipoMarcacaoAej,
} from './aej-tipos.ts';
import { validarAej } from './aej-validar.ts';
import type { TipoRep } from './arquivo.ts';
import { decodeLatin1 } from './latin1.ts';
import type { TipoIdentificacaoAfd } from './tipos.ts';

const identificacao = (codigo: string | undefined): TipoIdentificacaoAfd =>
  codigo === '2' ? 'cpf' : 'cnpj';

const TIPO_REP: Record<string, TipoRep> = { '1': 'REP-C', '2': 'REP-A', '3': 'REP-P' };

const AUSENCIA: Record<string, TipoAusenciaAej> = {
  '1': 'dsr',
  '2': 'falta',
  '3': 'banco-horas',
  '4': 'folga-feriado',
};

const hora = (hhmm: string): string => `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;

const cabecalho = (c: string[]): CabecalhoAej => ({
  tpIdtEmpregador: identificacao(c[1]),
  idtEmpregador: c[2] ?? '',
  caepf: c[3] ?? '',
  cno: c[4] ?? '',
  razaoOuNome: c[5] ?? '',
  dataInicialAej: c[6] ?? '',
  dataFinalAej: c[7] ?? '',
  dataHoraGerAej: c[8] ?? '',
  versaoAej: c[9] ?? '',
});

const horario = (c: string[]): HorarioContratualAej => {
  const horas = c.slice(3).filter((h) => h !== '');
  return {
    codHorContratual: c[1] ?? '',
    durJornada: Number(c[2]),
    horarios: Array.from({ length: horas.length / 2 }, (_, i) => ({
      entrada: hora(horas[2 * i] ?? ''),
      saida: hora(horas[2 * i + 1] ?? ''),
    })),
  };
};

const marcacao = (c: string[]): MarcacaoAej => ({
  idtVinculoAej: Number(c[1]),
  dataHoraMarc: c[2] ?? '',
  idRepAej: c[3] ? Number(c[3]) : null,
  tpMarc: c[4] as TipoMarcacaoAej,
  seqEntSaida: Number(c[5]),
  fonteMarc: c[6] as FonteMarcacaoAej,
  codHorContratual: c[7] ?? '',
  motivo: c[8] ?? '',
});

const ausencia = (c: string[]): AusenciaAej => ({
  idtVinculoAej: Number(c[1]),
  tipoAusenOuComp: AUSENCIA[c[2] ?? ''] ?? 'falta',
  data: c[3] ?? '',
  qtMinutos: c[4] ? Number(c[4]) : null,
  tipoMovBH: c[5] === '1' ? 'credito' : c[5] === '2' ? 'debito' : null,
});

const programa = (c: string[]): ProgramaAej => ({
  nomeProg: c[1] ?? '',
  versaoProg: c[2] ?? '',
  tpIdtDesenv: identificacao(c[3]),
  idtDesenv: c[4] ?? '',
  razaoNomeDesenv: c[5] ?? '',
  emailDesenv: c[6] ?? '',
});

/** Lê um AEJ válido; lança `Error` com o primeiro defeito quando `validarAej` reprova o arquivo. */
export const lerAej = (bytes: Uint8Array): ArquivoAej => {
  const [erro] = validarAej(bytes).erros;
  if (erro) throw new Error(`AEJ inválido na linha ${erro.linha}: ${erro.mensagem}`);
  const registros = decodeLatin1(bytes)
    .split('\r\n')
    .map((linha) => linha.split('|'));
  const doTipo = (tipo: string): string[][] => registros.filter((c) => c[0] === tipo);
  return {
    cabecalho: cabecalho(doTipo('01')[0] ?? []),
    reps: doTipo('02').map((c) => ({
      idRepAej: Number(c[1]),
      tpRep: TIPO_REP[c[2] ?? ''] ?? 'REP-P',
      nrRep: c[3] ?? '',
    })),
    vinculos: doTipo('03').map((c) => ({
      idtVinculoAej: Number(c[1]),
      cpf: c[2] ?? '',
      nomeEmp: c[3] ?? '',
    })),
    horarios: doTipo('04').map(horario),
    marcacoes: doTipo('05').map(marcacao),
    matriculas: doTipo('06').map((c) => ({ idtVinculoAej: Number(c[1]), matEsocial: c[2] ?? '' })),
    ausencias: doTipo('07').map(ausencia),
    programa: programa(doTipo('08')[0] ?? []),
  };
};
