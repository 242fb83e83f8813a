import { describe, expect, it } from 'vitest';
import { campoAlfanumerico, campoNumerico, formatarDataHoraAfd } from './campos.ts';
import { crc16KermitHex } from './crc16.ts';
import { decodeLatin1, encodeLatin1, normalizarTextoLatin1 } from './latin1.ts';
import { sha256Puro } from './testes/sha256.ts';

describe('CRC-16/KERMIT (leiaute do AFD, tipos 1 a 5)', () => {
  it.each([
    { descricao: 'valor de verificação "123456789" → 2189', texto: '123456789', esperado: '2189' },
    { descricao: 'texto vazio → 0000', texto: '', esperado: '0000' },
    { descricao: 'letra "A" → hexadecimal maiúsculo com 4 dígitos', texto: 'A', esperado: '538D' },
  ])('$descricao', ({ texto, esperado }) => {
    expect(crc16KermitHex(encodeLatin1(texto))).toBe(esperado);
  });
});

describe('ISO-8859-1', () => {
  it('codifica e decodifica acentos do português byte a byte', () => {
    const bytes = encodeLatin1('JOÃO DA CONCEIÇÃO Ü');
    expect(bytes[2]).toBe(0xc3);
    expect(bytes.length).toBe(19);
    expect(decodeLatin1(bytes)).toBe('JOÃO DA CONCEIÇÃO Ü');
  });

  it('recusa caractere fora do latin1 em vez de trocá-lo em silêncio', () => {
    expect(() => encodeLatin1('Ős €')).toThrow(/U\+0150.*posição 1/);
  });

  it.each([
    {
      descricao: 'letra com diacrítico fora do latin1 perde o diacrítico',
      entrada: 'Őrs Łukasz',
      esperado: 'Ors ?ukasz',
    },
    {
      descricao: 'quebra de linha e tabulação viram espaço',
      entrada: 'RUA A\r\nNº 1\t',
      esperado: 'RUA A  Nº 1 ',
    },
    {
      descricao: 'acentos do latin1 ficam como estão',
      entrada: 'São Paulo',
      esperado: 'São Paulo',
    },
    { descricao: 'emoji vira ?', entrada: 'Ana 😀', esperado: 'Ana ?' },
  ])('texto livre: $descricao', ({ entrada, esperado }) => {
    expect(normalizarTextoLatin1(entrada)).toBe(esperado);
  });
});

describe('campos de largura fixa', () => {
  it('N alinha à direita com zeros; A alinha à esquerda com espaços e corta o excesso', () => {
    expect(campoNumerico('52998224725', 12, 'CPF')).toBe('052998224725');
    expect(campoAlfanumerico('MARIA', 8)).toBe('MARIA   ');
    expect(campoAlfanumerico('MARIA DA SILVA', 5)).toBe('MARIA');
  });

  it('N maior que o campo ou não numérico é erro de programação', () => {
    expect(() => campoNumerico('1234', 3, 'evento')).toThrow(/excede 3/);
    expect(() => campoNumerico('12a', 3, 'evento')).toThrow(/não é numérico/);
  });

  it.each([
    {
      descricao: 'segundos são truncados, nunca arredondados',
      hora: '08:00:59',
      offset: -180,
      esperado: '2026-03-02T08:00:00-0300',
    },
    {
      descricao: 'fuso do Acre (−05:00)',
      hora: '23:59',
      offset: -300,
      esperado: '2026-03-02T23:59:00-0500',
    },
    {
      descricao: 'fuso de Noronha (−02:00)',
      hora: '00:00',
      offset: -120,
      esperado: '2026-03-02T00:00:00-0200',
    },
  ])('data-hora DH: $descricao', ({ hora, offset, esperado }) => {
    expect(formatarDataHoraAfd({ data: '2026-03-02', hora, offsetMinutos: offset })).toBe(esperado);
  });

  it('data-hora com data inexistente é recusada', () => {
    expect(() =>
      formatarDataHoraAfd({ data: '2026-02-30', hora: '08:00', offsetMinutos: -180 }),
    ).toThrow(/data inválida/);
  });
});

describe('SHA-256 de apoio aos testes', () => {
  it.each([
    { texto: '', esperado: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
    { texto: 'abc', esperado: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
  ])('confere com o vetor do FIPS 180-4 para "$texto"', ({ texto, esperado }) => {
    expect(sha256Puro(encodeLatin1(texto))).toBe(esperado);
  });
});
