import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from './latin1.ts';
import afd595 from './testes/afd-595-com-cabecalho.txt?raw';
import extratoControlId from './testes/afd-595-controlid-sem-cabecalho.txt?raw';
import repCCcitt from './testes/afd-671-rep-c-ccitt-false.txt?raw';
import repCModbus from './testes/afd-671-rep-c-modbus.txt?raw';
import afd1510 from './testes/afd-1510-completo.txt?raw';
import { AFD_AMOSTRA } from './testes/amostras.ts';
import { montarLinhasAfdRepA, trocarCrc } from './testes/amostras-leitor.ts';
import { sha256Puro } from './testes/sha256.ts';
import { validarAfd } from './validar-afd.ts';

const validar = (texto: string, nomeArquivo?: string) =>
  validarAfd(encodeLatin1(texto), sha256Puro, nomeArquivo ? { nomeArquivo } : {});
const codigos = (lista: { linha: number; codigo: string }[]) =>
  lista.map((o) => [o.linha, o.codigo]);
const crlf = (linhas: string[]) => linhas.map((l) => `${l}\r\n`).join('');
const LINHAS_REP_P = decodeLatin1(AFD_AMOSTRA).split('\r\n').slice(0, -1);

describe('validarAfd diz o leiaute e o tipo do REP', () => {
  it.each([
    {
      descricao: 'REP-C com CRC-16/MODBUS e sem assinatura é válido (KERMIT só de REP-A/REP-P)',
      texto: repCModbus,
      esperado: { valido: true, leiaute: '671', modelo: 'REP-C', erros: [], avisos: [] },
    },
    {
      descricao: 'REP-C com CRC-16/CCITT-FALSE e assinatura é válido',
      texto: repCCcitt,
      esperado: { valido: true, leiaute: '671', modelo: 'REP-C', erros: [], avisos: [] },
    },
    {
      descricao: 'REP-A com KERMIT e assinatura é válido',
      texto: crlf(montarLinhasAfdRepA()),
      esperado: { valido: true, leiaute: '671', modelo: 'REP-A', erros: [], avisos: [] },
    },
  ])('$descricao', ({ texto, esperado }) => {
    expect(validar(texto)).toMatchObject(esperado);
  });

  it.each([
    { descricao: 'AFD completo da 1510', texto: afd1510, leiaute: '1510' },
    { descricao: 'AFD da 595 com cabeçalho', texto: afd595, leiaute: '595' },
    { descricao: 'extrato cru da 595 sem cabeçalho', texto: extratoControlId, leiaute: '595' },
  ])('$descricao: leiaute $leiaute, inválido contra a 671 com um só erro', ({ texto, leiaute }) => {
    const resultado = validar(texto);
    expect(resultado).toMatchObject({ valido: false, leiaute, modelo: null, avisos: [] });
    expect(codigos(resultado.erros)).toEqual([[1, 'LEIAUTE_NAO_671']]);
  });
});

describe('validarAfd: CRC por tipo de REP, CRC do cabeçalho e assinatura só do REP-P', () => {
  it.each([
    {
      descricao: 'REP-P com o tipo 5 em CRC-16/MODBUS → CRC_INVALIDO (exige KERMIT)',
      texto: crlf(LINHAS_REP_P.map((l, i) => (i === 2 ? trocarCrc(l, 'MODBUS') : l))),
      erros: [[3, 'CRC_INVALIDO']],
      avisos: [],
    },
    {
      descricao: 'REP-A com CRC-16/CCITT-FALSE nas marcações → CRC_INVALIDO',
      texto: crlf(
        montarLinhasAfdRepA().map((l) => (l.charAt(9) === '3' ? trocarCrc(l, 'CCITT-FALSE') : l)),
      ),
      erros: [
        [2, 'CRC_INVALIDO'],
        [3, 'CRC_INVALIDO'],
      ],
      avisos: [],
    },
    {
      descricao: 'CRC do cabeçalho adulterado → CRC_INVALIDO na linha 1',
      texto: repCModbus.replace(/^(.{298})..../, (_, corpo: string) => `${corpo}0000`),
      erros: [[1, 'CRC_INVALIDO']],
      avisos: [],
    },
    {
      descricao: 'REP-A sem assinatura → válido, com aviso ASSINATURA_AUSENTE',
      texto: crlf(montarLinhasAfdRepA().slice(0, -1)),
      erros: [],
      avisos: [[4, 'ASSINATURA_AUSENTE']],
    },
    {
      descricao: 'REP-P sem assinatura → ASSINATURA_AUSENTE',
      texto: crlf(LINHAS_REP_P.slice(0, -1)),
      erros: [[8, 'ASSINATURA_AUSENTE']],
      avisos: [],
    },
  ])('$descricao', ({ texto, erros, avisos }) => {
    const resultado = validar(texto);
    expect(codigos(resultado.erros)).toEqual(erros);
    expect(codigos(resultado.avisos)).toEqual(avisos);
  });

  it('mensagem do CRC de outra variante diz qual é e qual o leiaute exige', () => {
    const texto = crlf(LINHAS_REP_P.map((l, i) => (i === 2 ? trocarCrc(l, 'MODBUS') : l)));
    expect(validar(texto).erros[0]?.mensagem).toMatch(
      /é CRC-16\/MODBUS; o leiaute exige CRC-16\/KERMIT/,
    );
  });

  it('sem marcações, o sufixo do nome do arquivo desempata o tipo do REP', () => {
    const semMarcacoes = crlf([
      ...LINHAS_REP_P.slice(0, 3),
      LINHAS_REP_P[7]!.replace('0000000049', '0000000009'),
    ]);
    expect(validar(semMarcacoes, 'AFD5120230012345678911222333000181REP_P.txt')).toMatchObject({
      modelo: 'REP-P',
      erros: [{ linha: 4, codigo: 'ASSINATURA_AUSENTE' }],
    });
    expect(validar(semMarcacoes).modelo).toBeNull();
  });
});
