// Montagem do AEJ (Portaria 671, Anexo VI; legal-br.md §1.4): campos separados por `|` depois de
// cada campo exceto o último (N campos → N−1 barras, mesmo com campos finais vazios), tamanhos
// máximos sem preenchimento, ISO-8859-1, CR LF em toda linha, assinatura por último.

import {
  type ArquivoAej,
  type AusenciaAej,
  type CabecalhoAej,
  CODIGO_AUSENCIA,
  CODIGO_TIPO_REP,
  type HorarioContratualAej,
  type MarcacaoAej,
  type MatriculaEsocialAej,
  type ProgramaAej,
  type RepAej,
  type TipoRegistroAej,
  type VinculoAej,
} from './aej-tipos.ts';
import { campoData, campoDataHora } from './campos.ts';
import { encodeLatin1, normalizarTextoLatin1 } from './latin1.ts';
import { LINHA_ASSINATURA, type TipoIdentificacaoAfd } from './tipos.ts';

/** Texto livre: sem `|`, CR e LF (quebrariam o registro), sem espaços nas pontas, cortado. */
const texto = (valor: string, maximo: number): string =>
  normalizarTextoLatin1(valor).replaceAll('|', '').trim().slice(0, maximo);

/** Número sem preenchimento; `minimo` > tamanho só para campos de largura fixa (seqEntSaida). */
const numero = (valor: number | string, maximo: number, nome: string, minimo = 0): string => {
  const digitos = typeof valor === 'number' ? String(valor) : valor;
  if (!/^\d*$/.test(digitos) || digitos.length > maximo) {
    throw new Error(`${nome}: "${digitos}" deve ter até ${maximo} dígitos`);
  }
  return digitos.padStart(minimo, '0');
};

const identificacao = (tipo: TipoIdentificacaoAfd, id: string, nome: string): [string, string] => {
  const tamanho = tipo === 'cnpj' ? 14 : 11;
  if (!new RegExp(`^\\d{${tamanho}}$`).test(id)) {
    throw new Error(`${nome}: "${id}" deve ter ${tamanho} dígitos (${tipo.toUpperCase()})`);
  }
  return [tipo === 'cnpj' ? '1' : '2', id];
};

/** Hora do leiaute `hhmm` a partir de `HH:MM`. */
const hora = (valor: string): string => {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(valor))
    throw new Error(`hora inválida: "${valor}" (HH:MM)`);
  return valor.replace(':', '');
};

const registro = (tipo: TipoRegistroAej, campos: readonly string[]): string =>
  [tipo, ...campos].join('|');

export const montarCabecalhoAej = (r: CabecalhoAej): string =>
  registro('01', [
    ...identificacao(r.tpIdtEmpregador, r.idtEmpregador, 'idtEmpregador'),
    numero(r.caepf, 14, 'caepf'),
    numero(r.cno, 12, 'cno'),
    texto(r.razaoOuNome, 150),
    campoData(r.dataInicialAej, 'dataInicialAej'),
    campoData(r.dataFinalAej, 'dataFinalAej'),
    campoDataHora(r.dataHoraGerAej, 'dataHoraGerAej'),
    texto(r.versaoAej, 3),
  ]);

export const montarRepAej = (r: RepAej): string =>
  registro('02', [
    numero(r.idRepAej, 9, 'idRepAej'),
    CODIGO_TIPO_REP[r.tpRep],
    numero(r.nrRep, 17, 'nrRep'),
  ]);

export const montarVinculoAej = (r: VinculoAej): string =>
  registro('03', [
    numero(r.idtVinculoAej, 9, 'idtVinculoAej'),
    identificacao('cpf', r.cpf, 'cpf')[1],
    texto(r.nomeEmp, 150),
  ]);

export const montarHorarioContratualAej = (r: HorarioContratualAej): string => {
  if (r.horarios.length === 0)
    throw new Error(`horário ${r.codHorContratual} sem nenhum par entrada/saída`);
  return registro('04', [
    texto(r.codHorContratual, 30),
    numero(r.durJornada, 12, 'durJornada'),
    ...r.horarios.flatMap((par) => [hora(par.entrada), hora(par.saida)]),
  ]);
};

export const montarMarcacaoAej = (r: MarcacaoAej): string =>
  registro('05', [
    numero(r.idtVinculoAej, 9, 'idtVinculoAej'),
    campoDataHora(r.dataHoraMarc, 'dataHoraMarc'),
    r.idRepAej === null ? '' : numero(r.idRepAej, 9, 'idRepAej'),
    r.tpMarc,
    numero(r.seqEntSaida, 3, 'seqEntSaida', 3),
    r.fonteMarc,
    texto(r.codHorContratual, 30),
    texto(r.motivo, 150),
  ]);

export const montarMatriculaEsocialAej = (r: MatriculaEsocialAej): string =>
  registro('06', [numero(r.idtVinculoAej, 9, 'idtVinculoAej'), texto(r.matEsocial, 30)]);

export const montarAusenciaAej = (r: AusenciaAej): string =>
  registro('07', [
    numero(r.idtVinculoAej, 9, 'idtVinculoAej'),
    CODIGO_AUSENCIA[r.tipoAusenOuComp],
    campoData(r.data, 'data'),
    r.qtMinutos === null ? '' : numero(r.qtMinutos, 12, 'qtMinutos'),
    r.tipoMovBH === null ? '' : r.tipoMovBH === 'credito' ? '1' : '2',
  ]);

export const montarProgramaAej = (r: ProgramaAej): string =>
  registro('08', [
    texto(r.nomeProg, 150),
    texto(r.versaoProg, 8),
    ...identificacao(r.tpIdtDesenv, r.idtDesenv, 'idtDesenv'),
    texto(r.razaoNomeDesenv, 150),
    texto(r.emailDesenv, 50),
  ]);

/** Registro 99 — quantidades dos registros 01 a 08. */
export const montarTrailerAej = (
  contagens: Record<Exclude<TipoRegistroAej, '99'>, number>,
): string =>
  registro(
    '99',
    (['01', '02', '03', '04', '05', '06', '07', '08'] as const).map((tipo) =>
      numero(contagens[tipo], 9, `quantidade de registros ${tipo}`),
    ),
  );

/** Linhas na ordem usada por todas as implementações: 01, 02…, 03…, …, 08, 99, assinatura. */
export const montarLinhasAej = (a: ArquivoAej): string[] => {
  const corpo = [
    [montarCabecalhoAej(a.cabecalho)],
    a.reps.map(montarRepAej),
    a.vinculos.map(montarVinculoAej),
    a.horarios.map(montarHorarioContratualAej),
    a.marcacoes.map(montarMarcacaoAej),
    a.matriculas.map(montarMatriculaEsocialAej),
    a.ausencias.map(montarAusenciaAej),
    [montarProgramaAej(a.programa)],
  ];
  const [c01, c02, c03, c04, c05, c06, c07, c08] = corpo.map((linhas) => linhas.length) as number[];
  const contagens = {
    '01': c01!,
    '02': c02!,
    '03': c03!,
    '04': c04!,
    '05': c05!,
    '06': c06!,
    '07': c07!,
    '08': c08!,
  };
  return [...corpo.flat(), montarTrailerAej(contagens), LINHA_ASSINATURA];
};

/** Bytes do AEJ em ISO-8859-1, cada linha terminada em CR LF. */
export const montarAej = (arquivo: ArquivoAej): Uint8Array =>
  encodeLatin1(
    montarLinhasAej(arquivo)
      .map((linha) => `${linha}\r\n`)
      .join(''),
  );
