// Gerador das amostras do leitor de AFD (arquivos *.txt ao lado), montadas campo a campo a partir
// dos leiautes documentados em detectar-leiaute.ts, com os CRC calculados pelo próprio código.
// São ASCII puro (o byte ruim é um NUL), para o Vitest lê-las byte a byte com `?raw`. O teste
// amostras-leitor.test.ts confere que cada arquivo é exatamente o que este gerador produz.

import { montarLinhasAfd } from '../arquivo.ts';
import { calcularCrc16Hex, type VarianteCrc16 } from '../crc16.ts';
import { encodeLatin1 } from '../latin1.ts';
import {
  montarAjusteRelogioAfd,
  montarCabecalhoAfd,
  montarEventoSensivelAfd,
  montarMarcacaoRepCAfd,
  montarRegistroEmpregadoAfd,
  montarRegistroEmpregadorAfd,
  montarTrailerAfd,
} from '../registros.ts';
import { LINHA_ASSINATURA } from '../tipos.ts';

const n = (valor: number | string, tamanho: number): string => String(valor).padStart(tamanho, '0');
const a = (texto: string, tamanho: number): string => texto.padEnd(tamanho, ' ');

/** Acrescenta o CRC-16 da variante sobre os bytes do registro (minúsculo se pedido). */
export const comCrc = (semCrc: string, variante: VarianteCrc16, minusculo = false): string => {
  const crc = calcularCrc16Hex(encodeLatin1(semCrc), variante);
  return semCrc + (minusculo ? crc.toLowerCase() : crc);
};

/** Troca o CRC (4 últimos caracteres) de um registro pelo da variante pedida. */
export const trocarCrc = (registro: string, variante: VarianteCrc16): string =>
  comCrc(registro.slice(0, -4), variante);

const CNPJ = '11222333000181';
const RAZAO = 'EMPRESA FICTICIA DE TESTE LTDA';
const LOCAL = 'RUA EXEMPLO 100 SAO PAULO SP';

// Portaria 1510, Anexo I (sem CRC). A 595 acrescenta o CRC e o CPF do responsável.
const cabecalho1510 = (): string =>
  [
    '000000000',
    '1',
    '1',
    CNPJ,
    n(0, 12),
    a(RAZAO, 150),
    '00004004330012345',
    '02032026',
    '03032026',
    '03032026',
    '1800',
  ].join('');
const empregador1510 = (nsr: number, cpfResponsavel?: string): string =>
  `${n(nsr, 9)}2010320260900${cpfResponsavel === undefined ? '' : n(cpfResponsavel, 14)}1${CNPJ}` +
  `${n(0, 12)}${a(RAZAO, 150)}${a(LOCAL, 100)}`;
const marcacao1510 = (nsr: number, data: string, hora: string, pis: string): string =>
  `${n(nsr, 9)}3${data}${hora}${pis}`;
const ajuste1510 = (nsr: number, antes: string, depois: string): string =>
  `${n(nsr, 9)}4${antes}${depois}`;
const empregado1510 = (nsr: number, pis: string, nome: string): string =>
  `${n(nsr, 9)}5010320260910I${pis}${a(nome, 52)}`;

/** Extrato cru de um Control iD (1510 + 595): sem cabeçalho nem trailer, LF, CCITT-FALSE minúsculo. */
export const montarExtratoControlId595 = (): string => {
  const crc = (registro: string) => comCrc(registro, 'CCITT-FALSE', true);
  return [
    crc(`${empregado1510(1024, '012045678905', 'JOAO DA SILVA')}    12345678909`),
    crc(marcacao1510(1025, '02032026', '0758', '012045678905')),
    crc(marcacao1510(1026, '02032026', '0802', '017012345673')),
    crc(marcacao1510(1027, '02032026', '1201', '012045678905')),
    crc(`${ajuste1510(1028, '020320261230', '020320261228')}12345678909`),
    crc(marcacao1510(1029, '02032026', '1259', '017012345673')),
    crc(marcacao1510(1030, '02032026', '1300', '952998224725')),
    crc(marcacao1510(1031, '02032026', '1702', '012045678905')),
  ]
    .map((linha) => `${linha}\n`)
    .join('');
};

/** AFD completo da Portaria 1510: cabeçalho de 232, tipo 3 de 34, trailer de 46, CR LF. */
export const montarAfd1510 = (): string =>
  [
    cabecalho1510(),
    empregador1510(1),
    empregado1510(2, '012045678905', 'JOAO DA SILVA'),
    empregado1510(3, '023456789013', 'MARIA SOUZA'),
    marcacao1510(4, '02032026', '0800', '012045678905'),
    marcacao1510(5, '02032026', '0805', '023456789013'),
    ajuste1510(6, '020320261200', '020320261158'),
    marcacao1510(7, '02032026', '1200', '012045678905'),
    marcacao1510(8, '02032026', '1300', '012045678905'),
    marcacao1510(9, '02032026', '1700', '023456789013'),
    marcacao1510(10, '03032026', '0001', '012045678905'),
    `999999999${n(1, 9)}${n(6, 9)}${n(1, 9)}${n(2, 9)}9`,
  ]
    .map((linha) => `${linha}\r\n`)
    .join('');

/** AFD da 1510 alterada pela 595, com cabeçalho (236) e trailer (55): CCITT-FALSE maiúsculo. */
export const montarAfd595 = (): string => {
  const crc = (registro: string) => comCrc(registro, 'CCITT-FALSE');
  return [
    crc(cabecalho1510()),
    crc(empregador1510(1, '12345678909')),
    crc(`${empregado1510(2, '019998887774', 'ANA LIMA')}    12345678909`),
    crc(marcacao1510(3, '02032026', '0700', '019998887774')),
    [n(4, 9), '6', '02032026', '0915', '02'].join(''),
    crc(marcacao1510(5, '02032026', '1100', '019998887774')),
    crc(marcacao1510(6, '02032026', '1545', '019998887774')),
    `999999999${n(1, 9)}${n(3, 9)}${n(0, 9)}${n(1, 9)}${n(1, 9)}9`,
  ]
    .map((linha) => `${linha}\r\n`)
    .join('');
};

// Portaria 671, Anexo V: montados pelo domínio (KERMIT) e com o CRC trocado quando pedido.
const CABECALHO_REP_C = {
  tipoIdEmpregador: 'cnpj',
  idEmpregador: CNPJ,
  cnoCaepf: '',
  razaoSocial: RAZAO,
  numeroRep: '00004004330012345',
  dataInicial: '2026-03-02',
  dataFinal: '2026-03-02',
  geradoEm: '2026-03-03T09:00:00-0300',
  versaoLeiaute: '003',
  tipoIdDesenvolvedor: 'cnpj',
  idDesenvolvedor: '44555666000199',
  modelo: 'IDCLASS 671',
} as const;

const linhasRepC671 = (fuso: string): string[] => {
  const dh = (hora: string) => `2026-03-02T${hora}:00${fuso}`;
  const empregado = (nsr: number, cpf: string, nome: string) =>
    montarRegistroEmpregadoAfd({
      nsr,
      gravadoEm: dh('07:00'),
      operacao: 'I',
      cpf,
      nome,
      demaisDados: '',
      cpfResponsavel: '12345678909',
    });
  const marcacao = (nsr: number, hora: string, cpf: string) =>
    montarMarcacaoRepCAfd({ nsr, marcadoEm: dh(hora), cpf });
  return [
    montarCabecalhoAfd({ ...CABECALHO_REP_C, geradoEm: `2026-03-03T09:00:00${fuso}` }),
    montarRegistroEmpregadorAfd({
      nsr: 1,
      gravadoEm: dh('06:00'),
      cpfResponsavel: '12345678909',
      tipoIdEmpregador: 'cnpj',
      idEmpregador: CNPJ,
      cnoCaepf: '',
      razaoSocial: RAZAO,
      localPrestacao: LOCAL,
    }),
    empregado(2, '52998224725', 'MARIA DA SILVA'),
    empregado(3, '11144477735', 'PEDRO ALVES'),
    marcacao(4, '08:00', '52998224725'),
    marcacao(5, '08:03', '11144477735'),
    montarAjusteRelogioAfd({
      nsr: 6,
      antes: dh('12:05'),
      depois: dh('12:00'),
      cpfResponsavel: '12345678909',
    }),
    marcacao(7, '12:01', '52998224725'),
    montarEventoSensivelAfd({ nsr: 8, gravadoEm: dh('12:30'), evento: '02' }),
    marcacao(9, '13:00', '52998224725'),
    marcacao(10, '17:00', '11144477735'),
    montarTrailerAfd({ '2': 1, '3': 5, '4': 1, '5': 2, '6': 1, '7': 0 }),
  ];
};

const COM_CRC = ['1', '2', '3', '4', '5'];

/** AFD de REP-C da Portaria 671 com o CRC-16 de outra variante (o leiaute só exige KERMIT de REP-A/REP-P). */
export const montarAfd671RepC = (variante: VarianteCrc16, fuso = '-0300', assinatura = false) =>
  [
    ...linhasRepC671(fuso).map((linha) =>
      COM_CRC.includes(linha.charAt(9)) && !linha.startsWith('999999999')
        ? trocarCrc(linha, variante)
        : linha,
    ),
    ...(assinatura ? [LINHA_ASSINATURA] : []),
  ]
    .map((linha) => `${linha}\r\n`)
    .join('');

/**
 * REP-C (KERMIT) com linhas danificadas no meio: NUL no nome do tipo 5 (linha 3), CRC trocado
 * (5), linha em branco (6), marcação com um espaço a mais (7), linha só com LF (8), NSR 7
 * faltando (9). Todas as marcações continuam legíveis.
 */
export const montarAfd671Danificado = (): string => {
  const dh = (hora: string) => `2026-03-02T${hora}:00-0300`;
  const marcacao = (nsr: number, hora: string, cpf: string) =>
    montarMarcacaoRepCAfd({ nsr, marcadoEm: dh(hora), cpf });
  const [cabecalho, empregador, empregado] = linhasRepC671('-0300');
  const crcTrocado = marcacao(4, '08:03', '11144477735');
  const linhas = [
    cabecalho,
    empregador,
    empregado?.replace('MARIA DA', 'MARIA\u0000DA'),
    marcacao(3, '08:00', '52998224725'),
    `${crcTrocado.slice(0, -1)}${crcTrocado.endsWith('0') ? '1' : '0'}`,
    '',
    `${marcacao(5, '12:00', '52998224725')} `,
    marcacao(6, '13:00', '52998224725'),
    marcacao(8, '17:00', '11144477735'),
    montarTrailerAfd({ '2': 1, '3': 5, '4': 0, '5': 1, '6': 0, '7': 0 }),
  ];
  return linhas.map((linha, i) => `${linha}${i === 7 ? '\n' : '\r\n'}`).join('');
};

/** AFD de REP-A (671, sem modelo no cabeçalho, tipo 3, assinatura), para os testes de REP-A. */
export const montarLinhasAfdRepA = (): string[] =>
  montarLinhasAfd({
    cabecalho: { ...CABECALHO_REP_C, numeroRep: '99999999999999999', modelo: '' },
    registros: [
      { tipo: '3', nsr: 1, marcadoEm: '2026-03-02T08:00:00-0300', cpf: '52998224725' },
      { tipo: '3', nsr: 2, marcadoEm: '2026-03-02T17:00:00-0300', cpf: '52998224725' },
    ],
  });
