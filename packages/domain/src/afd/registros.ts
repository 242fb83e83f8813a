// Montagem de cada registro do AFD a partir de dados tipados (Portaria 671, Anexo V;
// posições em legal-br.md §1.3.2–§1.3.9). Cada função devolve a linha sem o CR LF.

import {
  campoAlfanumerico as alfa,
  campoData,
  campoDataHora as dh,
  campoNumerico as num,
} from './campos.ts';
import { crc16KermitHex } from './crc16.ts';
import { trechoIdentificacaoEmpregadorAfd } from './empregador.ts';
import { encodeLatin1 } from './latin1.ts';
import type {
  AjusteRelogioAfd,
  CabecalhoAfd,
  ContagemTrailerAfd,
  DadosMarcacaoRepP,
  EventoSensivelRegistroAfd,
  MarcacaoRepCAfd,
  MarcacaoRepPAfd,
  RegistroAfd,
  RegistroEmpregadoAfd,
  RegistroEmpregadorAfd,
  TipoIdentificacaoAfd,
  TrailerAfd,
} from './tipos.ts';

const codigoIdentificacao = (tipo: TipoIdentificacaoAfd): string => (tipo === 'cnpj' ? '1' : '2');

/** CRC-16 dos tipos 1 a 5: sobre os bytes da posição 1 até a anterior ao campo CRC. */
const comCrc = (semCrc: string): string => semCrc + crc16KermitHex(encodeLatin1(semCrc));

const nsr = (valor: number): string => {
  if (!Number.isInteger(valor) || valor < 1 || valor > 999_999_998) {
    throw new Error(`NSR inválido: ${valor} (de 1 a 999999998)`);
  }
  return num(valor, 9, 'NSR');
};

/** Tipo 1 — cabeçalho, NSR `000000000` (302 caracteres). */
export const montarCabecalhoAfd = (r: Omit<CabecalhoAfd, 'tipo'>): string =>
  comCrc(
    [
      '000000000',
      '1',
      codigoIdentificacao(r.tipoIdEmpregador),
      num(r.idEmpregador, 14, 'CNPJ/CPF do empregador'),
      num(r.cnoCaepf, 14, 'CNO/CAEPF'),
      alfa(r.razaoSocial, 150),
      num(r.numeroRep, 17, 'número do REP'),
      campoData(r.dataInicial, 'data inicial'),
      campoData(r.dataFinal, 'data final'),
      dh(r.geradoEm, 'data-hora de geração'),
      num(r.versaoLeiaute, 3, 'versão do leiaute'),
      codigoIdentificacao(r.tipoIdDesenvolvedor),
      num(r.idDesenvolvedor, 14, 'CNPJ/CPF do desenvolvedor'),
      alfa(r.modelo, 30),
    ].join(''),
  );

/** Tipo 2 — inclusão/alteração do empregador (331 caracteres). */
export const montarRegistroEmpregadorAfd = (r: Omit<RegistroEmpregadorAfd, 'tipo'>): string =>
  comCrc(
    [
      nsr(r.nsr),
      '2',
      dh(r.gravadoEm, 'data-hora de gravação'),
      num(r.cpfResponsavel, 14, 'CPF do responsável'),
      trechoIdentificacaoEmpregadorAfd(r),
    ].join(''),
  );

/** Tipo 3 — marcação de REP-C/REP-A (50 caracteres), para PTRP que importa esses arquivos. */
export const montarMarcacaoRepCAfd = (r: Omit<MarcacaoRepCAfd, 'tipo'>): string =>
  comCrc(
    [nsr(r.nsr), '3', dh(r.marcadoEm, 'data-hora da marcação'), num(r.cpf, 12, 'CPF')].join(''),
  );

/** Tipo 4 — ajuste do relógio (73 caracteres). */
export const montarAjusteRelogioAfd = (r: Omit<AjusteRelogioAfd, 'tipo'>): string =>
  comCrc(
    [
      nsr(r.nsr),
      '4',
      dh(r.antes, 'data-hora antes do ajuste'),
      dh(r.depois, 'data-hora ajustada'),
      num(r.cpfResponsavel, 11, 'CPF do responsável'),
    ].join(''),
  );

/** Tipo 5 — inclusão/alteração/exclusão de empregado (118 caracteres). */
export const montarRegistroEmpregadoAfd = (r: Omit<RegistroEmpregadoAfd, 'tipo'>): string =>
  comCrc(
    [
      nsr(r.nsr),
      '5',
      dh(r.gravadoEm, 'data-hora de gravação'),
      r.operacao,
      num(r.cpf, 12, 'CPF do empregado'),
      alfa(r.nome, 52),
      alfa(r.demaisDados, 4),
      num(r.cpfResponsavel, 11, 'CPF do responsável'),
    ].join(''),
  );

/** Tipo 6 — evento sensível (36 caracteres, sem CRC). */
export const montarEventoSensivelAfd = (r: Omit<EventoSensivelRegistroAfd, 'tipo'>): string =>
  [nsr(r.nsr), '6', dh(r.gravadoEm, 'data-hora de gravação'), num(r.evento, 2, 'evento')].join('');

/**
 * Posições 010–073 do tipo 7 (tudo menos o NSR): o que a marcação grava antes de ter número. A
 * gravação em lote manda isto ao banco, que põe o NSR na frente sob a trava do REP e encadeia.
 */
export const montarRestoMarcacaoRepP = (r: Omit<DadosMarcacaoRepP, 'nsr'>): string =>
  [
    '7',
    dh(r.marcadoEm, 'data-hora da marcação'),
    num(r.cpf, 12, 'CPF do empregado'),
    dh(r.gravadoEm, 'data-hora de gravação'),
    num(r.coletor, 2, 'coletor'),
    r.offline ? '1' : '0',
  ].join('');

/** Posições 001–073 do tipo 7: os campos 1–7 exatamente como gravados (entrada do hash). */
export const montarCamposMarcacaoRepP = (r: DadosMarcacaoRepP): string =>
  nsr(r.nsr) + montarRestoMarcacaoRepP(r);

/** Tipo 7 — marcação de REP-P (137 caracteres): o hash já calculado e guardado na marcação. */
export const montarMarcacaoRepPAfd = (r: Omit<MarcacaoRepPAfd, 'tipo'>): string => {
  if (!/^[0-9a-fA-F]{64}$/.test(r.hash)) {
    throw new Error(`hash SHA-256 inválido na marcação NSR ${r.nsr}: esperados 64 hexadecimais`);
  }
  return montarCamposMarcacaoRepP(r) + r.hash;
};

/** Tipo 9 — trailer (64 caracteres): quantidades dos tipos 2 a 7 e `9` na posição 64. */
export const montarTrailerAfd = (contagens: ContagemTrailerAfd): string =>
  [
    '999999999',
    ...(['2', '3', '4', '5', '6', '7'] as const).map((tipo) =>
      num(contagens[tipo], 9, `quantidade de registros tipo ${tipo}`),
    ),
    '9',
  ].join('');

/** Monta qualquer registro a partir da união discriminada por `tipo`. */
export const montarRegistroAfd = (registro: RegistroAfd): string => {
  switch (registro.tipo) {
    case '1':
      return montarCabecalhoAfd(registro);
    case '2':
      return montarRegistroEmpregadorAfd(registro);
    case '3':
      return montarMarcacaoRepCAfd(registro);
    case '4':
      return montarAjusteRelogioAfd(registro);
    case '5':
      return montarRegistroEmpregadoAfd(registro);
    case '6':
      return montarEventoSensivelAfd(registro);
    case '7':
      return montarMarcacaoRepPAfd(registro);
    case '9':
      return montarTrailerAfd((registro satisfies TrailerAfd).contagens);
  }
};
