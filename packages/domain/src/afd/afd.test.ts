import { describe, expect, it } from 'vitest';
import { montarAfd, montarLinhasAfd, nomeArquivoAfd } from './arquivo.ts';
import { crc16KermitHex } from './crc16.ts';
import { calcularHashMarcacao, encadearMarcacoes } from './hash.ts';
import { decodeLatin1, encodeLatin1 } from './latin1.ts';
import { lerAfd, lerRegistroAfd } from './leitura.ts';
import { montarRegistroAfd, montarRestoMarcacaoRepP, montarTrailerAfd } from './registros.ts';
import { AFD_AMOSTRA, HASHES_README, NOME_AFD_AMOSTRA } from './testes/amostras.ts';
import { sha256Puro } from './testes/sha256.ts';
import type { MarcacaoRepPAfd } from './tipos.ts';
import { validarAfd } from './validar-afd.ts';

const linhasAmostra = decodeLatin1(AFD_AMOSTRA).split('\r\n').slice(0, -1);
const conteudo = lerAfd(AFD_AMOSTRA);
const marcacoes = conteudo.registros.filter((r): r is MarcacaoRepPAfd => r.tipo === '7');

describe('amostra sintética do AFD (afd-samples/README.md)', () => {
  it('valida sem erros nem avisos, com as contagens por tipo', () => {
    expect(validarAfd(AFD_AMOSTRA, sha256Puro)).toEqual({
      valido: true,
      leiaute: '671',
      modelo: 'REP-P',
      registros: { '1': 1, '2': 1, '3': 0, '4': 0, '5': 1, '6': 0, '7': 4, '9': 1 },
      erros: [],
      avisos: [],
    });
  });

  it('os hashes dos tipo 7 são os do README, na ordem dos NSR 3 a 6', () => {
    expect(marcacoes.map((m) => [m.nsr, m.hash])).toEqual(
      HASHES_README.map((hash, i) => [i + 3, hash]),
    );
  });

  it('a cadeia recalculada a partir dos campos reproduz os hashes do README', () => {
    const dados = marcacoes.map(({ tipo: _tipo, hash: _hash, ...campos }) => campos);
    expect(encadearMarcacoes(dados, null, sha256Puro).map((m) => m.hash)).toEqual(HASHES_README);
  });

  it('o resto do tipo 7 (posições 010–073) com o NSR na frente e o hash atrás é o registro', () => {
    for (const m of marcacoes) {
      const resto = montarRestoMarcacaoRepP(m);
      expect(resto).toHaveLength(64);
      expect(String(m.nsr).padStart(9, '0') + resto + m.hash).toBe(montarRegistroAfd(m));
    }
  });

  it('o hash de uma marcação é calculado com o hash da anterior (na primeira, nada é acrescentado)', () => {
    const [primeira, segunda] = marcacoes;
    expect(calcularHashMarcacao(primeira!, null, sha256Puro)).toBe(HASHES_README[0]);
    expect(calcularHashMarcacao(segunda!, HASHES_README[0]!, sha256Puro)).toBe(HASHES_README[1]);
  });

  it('ler e montar de novo reproduz o arquivo byte a byte', () => {
    const { cabecalho, registros } = conteudo;
    expect(montarAfd({ cabecalho, registros })).toEqual(AFD_AMOSTRA);
  });

  it('cada registro lido e montado de novo é a mesma linha', () => {
    for (const linha of linhasAmostra.slice(0, -1)) {
      expect(montarRegistroAfd(lerRegistroAfd(linha))).toBe(linha);
    }
  });

  it.each([
    { descricao: 'cabeçalho', linha: 0, crc: '404A' },
    { descricao: 'tipo 2', linha: 1, crc: '1528' },
    { descricao: 'tipo 5', linha: 2, crc: 'DBBA' },
  ])('CRC-16 do $descricao é $crc (legal-br.md §4.12 F1)', ({ linha, crc }) => {
    const registro = linhasAmostra[linha]!;
    expect(registro.slice(-4)).toBe(crc);
    expect(crc16KermitHex(encodeLatin1(registro.slice(0, -4)))).toBe(crc);
  });

  it('tamanhos das linhas: 302, 331, 118, 137 ×4, 64 e a assinatura com 100 (F2)', () => {
    expect(linhasAmostra.map((l) => l.length)).toEqual([
      302, 331, 118, 137, 137, 137, 137, 64, 100,
    ]);
  });

  it('nome do arquivo do REP-P: AFD + nº INPI + CNPJ + REP_P', () => {
    expect(
      nomeArquivoAfd({
        tipoRep: 'REP-P',
        numeroRep: '51202300123456789',
        idEmpregador: '11222333000181',
      }),
    ).toBe(`${NOME_AFD_AMOSTRA}.txt`);
  });
});

describe('montagem do AFD', () => {
  it('trailer com 1 tipo 2, 1 tipo 5 e 4 tipo 7 (legal-br.md §4.12 F4)', () => {
    expect(montarTrailerAfd({ '2': 1, '3': 0, '4': 0, '5': 1, '6': 0, '7': 4 })).toBe(
      '9999999990000000010000000000000000000000000010000000000000000049',
    );
  });

  it('registros fora de ordem saem em ordem de NSR; NSR repetido é recusado', () => {
    const { cabecalho, registros } = conteudo;
    const linhas = montarLinhasAfd({ cabecalho, registros: [...registros].reverse() });
    expect(linhas).toEqual(linhasAmostra);
    expect(() => montarLinhasAfd({ cabecalho, registros: [...registros, registros[0]!] })).toThrow(
      /NSR 1 repetido/,
    );
  });

  it('tipos 4 e 6 têm 73 e 36 caracteres; o 6 não tem CRC', () => {
    const ajuste = montarRegistroAfd({
      tipo: '4',
      nsr: 7,
      antes: '2026-03-03T10:00:00-0300',
      depois: '2026-03-03T10:02:00-0300',
      cpfResponsavel: '12345678909',
    });
    const evento = montarRegistroAfd({
      tipo: '6',
      nsr: 8,
      gravadoEm: '2026-03-03T10:05:00-0300',
      evento: '08',
    });
    expect(ajuste).toHaveLength(73);
    expect(ajuste.slice(-4)).toBe(crc16KermitHex(encodeLatin1(ajuste.slice(0, -4))));
    expect(evento).toBe('00000000862026-03-03T10:05:00-030008');
  });

  it('nomes de REP-C e REP-A; CPF do empregador vai com 11 dígitos', () => {
    expect(
      nomeArquivoAfd({ tipoRep: 'REP-C', numeroRep: '12345', idEmpregador: '52998224725' }),
    ).toBe('AFD0000000000001234552998224725REP_C.txt');
    expect(nomeArquivoAfd({ tipoRep: 'REP-A', idEmpregador: '11222333000181' })).toBe(
      'AFD11222333000181REP_A.txt',
    );
  });

  it('dados inválidos não viram registro: NSR zero, hash curto, data-hora sem fuso', () => {
    const [m] = marcacoes;
    expect(() => montarRegistroAfd({ ...m!, nsr: 0 })).toThrow(/NSR inválido/);
    expect(() => montarRegistroAfd({ ...m!, hash: 'abc' })).toThrow(/hash SHA-256 inválido/);
    expect(() => montarRegistroAfd({ ...m!, marcadoEm: '2026-03-02T08:00:00' })).toThrow(/formato/);
  });
});
