import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from './latin1.ts';
import { createLeitorAfd, lerMarcacoesAfd } from './leitor-afd.ts';
import repCModbus from './testes/afd-671-rep-c-modbus.txt?raw';
import afd1510 from './testes/afd-1510-completo.txt?raw';
import { AFD_AMOSTRA, danificar, HASHES_README } from './testes/amostras.ts';
import { comCrc, montarLinhasAfdRepA, trocarCrc } from './testes/amostras-leitor.ts';
import { sha256Puro } from './testes/sha256.ts';
import { LINHA_ASSINATURA } from './tipos.ts';

const ler = (arquivo: Uint8Array | string) => lerMarcacoesAfd(arquivo, { sha256: sha256Puro });
const codigos = (lista: { linha: number; codigo: string }[]) =>
  lista.map((o) => [o.linha, o.codigo]);
const crlf = (linhas: string[]) => linhas.map((l) => `${l}\r\n`).join('');

// Amostra de REP-P do design: 1 cabeçalho, 2 tipo 2, 3 tipo 5, 4–7 tipo 7, 8 trailer, 9 assinatura.
const REP_P = decodeLatin1(AFD_AMOSTRA);
const LINHAS_REP_P = REP_P.split('\r\n').slice(0, -1);
const LINHAS_1510 = afd1510.split('\r\n').slice(0, -1);
const REP_A = montarLinhasAfdRepA();

describe('REP-A e REP-P da 671: CRC-16/KERMIT, assinatura e hash', () => {
  it('amostra de REP-P: quatro tipo 7 com CPF, hashes conferidos, nada a avisar', () => {
    const lido = ler(AFD_AMOSTRA);
    expect(lido).toMatchObject({ leiaute: '671', modelo: 'REP-P', crc: 'KERMIT', avisos: [] });
    expect(lido.marcacoes.map((m) => [m.nsr, m.dataHora, m.cpf, m.tipo])).toEqual([
      [3, '2026-03-02T08:00', '52998224725', '7'],
      [4, '2026-03-02T12:00', '52998224725', '7'],
      [5, '2026-03-02T13:00', '52998224725', '7'],
      [6, '2026-03-02T17:00', '52998224725', '7'],
    ]);
  });

  it.each([
    {
      descricao: 'REP-P com o tipo 5 em CRC-16/MODBUS → CRC_VARIANTE (o leiaute exige KERMIT)',
      texto: crlf(LINHAS_REP_P.map((l, i) => (i === 2 ? trocarCrc(l, 'MODBUS') : l))),
      esperado: [[3, 'CRC_VARIANTE']],
    },
    {
      descricao: 'REP-P sem a linha de assinatura → ASSINATURA_AUSENTE',
      texto: crlf(LINHAS_REP_P.slice(0, -1)),
      esperado: [[8, 'ASSINATURA_AUSENTE']],
    },
    {
      descricao: 'REP-P com hash adulterado → HASH_INVALIDO nela e na seguinte; marcações lidas',
      texto: decodeLatin1(
        danificar(AFD_AMOSTRA, HASHES_README[1]!, HASHES_README[1]!.replace('8', '9')),
      ),
      esperado: [
        [5, 'HASH_INVALIDO'],
        [6, 'HASH_INVALIDO'],
      ],
    },
    {
      descricao: 'REP-A (sem modelo, tipo 3) com CRC-16/CCITT-FALSE → CRC_VARIANTE',
      texto: crlf(REP_A.map((l) => (l.charAt(9) === '3' ? trocarCrc(l, 'CCITT-FALSE') : l))),
      esperado: [[2, 'CRC_VARIANTE']],
    },
    {
      descricao: 'REP-A com CRC-16/KERMIT e assinatura: nada a avisar',
      texto: crlf(REP_A),
      esperado: [],
    },
    {
      descricao: 'CRC do cabeçalho também é conferido → CRC_INVALIDO na linha 1',
      texto: repCModbus.replace(/^(.{298})..../, (_, corpo: string) => `${corpo}0000`),
      esperado: [[1, 'CRC_INVALIDO']],
    },
  ])('$descricao', ({ texto, esperado }) => {
    const lido = ler(texto);
    expect(codigos(lido.avisos)).toEqual(esperado);
    expect(lido.erros).toEqual([]);
    expect(lido.marcacoes.length).toBeGreaterThan(0);
  });

  it('REP-A: tipo do REP pelo cabeçalho sem modelo e marcações tipo 3', () => {
    expect(ler(crlf(REP_A))).toMatchObject({ leiaute: '671', modelo: 'REP-A' });
  });
});

describe('o que foge do leiaute é aviso; o que não se lê é erro com a linha', () => {
  const l1510 = (...trocas: [number, string][]) => {
    const linhas = [...LINHAS_1510];
    for (const [i, linha] of trocas) linhas[i] = linha;
    return crlf(linhas);
  };

  it.each([
    {
      descricao: 'linha ilegível no meio → LINHA_ILEGIVEL; as outras marcações são lidas',
      texto: l1510([6, 'LIXO QUE NAO E REGISTRO']),
      erros: [[7, 'LINHA_ILEGIVEL']],
      avisos: [
        [8, 'NSR_LACUNA'],
        [12, 'TRAILER_CONTAGEM'],
      ],
      marcacoes: 6,
    },
    {
      descricao: 'marcação com data inexistente (32/03) → MARCACAO_ILEGIVEL',
      texto: l1510([4, '0000000043320320260800012045678905']),
      erros: [[5, 'MARCACAO_ILEGIVEL']],
      avisos: [],
      marcacoes: 5,
    },
    {
      descricao: 'PIS com dígito verificador errado → PIS_INVALIDO, marcação lida',
      texto: l1510([4, '0000000043020320260800012045678900']),
      erros: [],
      avisos: [[5, 'PIS_INVALIDO']],
      marcacoes: 6,
    },
    {
      descricao: 'cabeçalho da 1510 e marcação da 595 (com CRC) → LEIAUTE_MISTURADO',
      texto: l1510([4, comCrc('0000000043020320260800012045678905', 'KERMIT')]),
      erros: [],
      avisos: [[5, 'LEIAUTE_MISTURADO']],
      marcacoes: 6,
    },
  ])('$descricao', ({ texto, erros, avisos, marcacoes }) => {
    const lido = ler(texto);
    expect(codigos(lido.erros)).toEqual(erros);
    expect(codigos(lido.avisos)).toEqual(avisos);
    expect(lido.marcacoes).toHaveLength(marcacoes);
  });

  it('CPF de 671 com dígito verificador errado → CPF_INVALIDO, marcação lida com o CPF gravado', () => {
    const linha = comCrc('00000000132026-03-02T08:00:00-0300012345678900', 'KERMIT');
    const lido = ler(`${linha}\r\n`);
    expect(lido.marcacoes.map((m) => m.cpf)).toEqual(['12345678900']);
    expect(codigos(lido.avisos)).toEqual([
      [1, 'CABECALHO_AUSENTE'],
      [1, 'CPF_INVALIDO'],
      [1, 'TRAILER_AUSENTE'],
    ]);
  });

  it('extrato cru de 1510 e de 671 (só marcações): leiaute pelo tamanho, modelo desconhecido', () => {
    expect(ler(crlf(LINHAS_1510.slice(4, 6)))).toMatchObject({ leiaute: '1510', modelo: null });
    const tipo3 = comCrc('00000000132026-03-02T08:00:00-0300052998224725', 'MODBUS');
    expect(ler(`${tipo3}\n`)).toMatchObject({ leiaute: '671', modelo: null, crc: 'MODBUS' });
  });

  it('CRC em hexadecimal minúsculo confere como o maiúsculo', () => {
    const linhas = REP_A.map((l) =>
      l.charAt(9) === '3' ? `${l.slice(0, -4)}${l.slice(-4).toLowerCase()}` : l,
    );
    expect(ler(crlf(linhas)).avisos).toEqual([]);
  });
});

describe('arquivo que não é AFD: para na primeira linha', () => {
  it.each([
    { descricao: 'planilha CSV', texto: 'nsr;data;hora;pis\n1;02/03/2026;08:00;12045678905\n' },
    { descricao: 'JSON', texto: '{"marcacoes": []}' },
    { descricao: 'registro de AFD truncado na primeira linha', texto: '0000000013020320\r\n' },
  ])('$descricao → NAO_E_AFD na linha 1, sem avisos', ({ texto }) => {
    const lido = ler(texto);
    expect(lido).toMatchObject({ leiaute: null, modelo: null, marcacoes: [], avisos: [] });
    expect(codigos(lido.erros)).toEqual([[1, 'NAO_E_AFD']]);
  });

  it('arquivo vazio → ARQUIVO_VAZIO', () => {
    expect(codigos(ler(new Uint8Array()).erros)).toEqual([[1, 'ARQUIVO_VAZIO']]);
  });
});

describe('codificação: o AFD é ISO-8859-1', () => {
  const comNome = (nome: Uint8Array) => {
    const [cabecalho, empregador, empregado, ...resto] = LINHAS_1510;
    const antes = encodeLatin1(`${cabecalho}\r\n${empregador}\r\n${empregado!.slice(0, 35)}`);
    const depois = encodeLatin1(`${' '.repeat(52 - nome.length)}\r\n${crlf(resto)}`);
    return Uint8Array.from([...antes, ...nome, ...depois]);
  };

  it('nome com acento em latin1 (É = 0xC9) é o leiaute: nada a avisar', () => {
    expect(ler(comNome(encodeLatin1('JOSÉ DA SILVA'))).avisos).toEqual([]);
  });

  it('nome gravado em UTF-8 (É = C3 89) → CODIFICACAO_UTF8, marcações lidas', () => {
    const utf8 = Uint8Array.from([
      ...encodeLatin1('JOS'),
      0xc3,
      0x89,
      ...encodeLatin1(' DA SILVA'),
    ]);
    expect(codigos(ler(comNome(utf8)).avisos)).toEqual([[3, 'CODIFICACAO_UTF8']]);
  });

  it('marca BOM do UTF-8 no início → aviso, e as marcações são lidas', () => {
    const lido = ler(Uint8Array.from([0xef, 0xbb, 0xbf, ...encodeLatin1(afd1510)]));
    expect(codigos(lido.avisos)).toEqual([[1, 'CODIFICACAO_UTF8']]);
    expect(lido.marcacoes).toHaveLength(6);
  });
});

describe('createLeitorAfd: linha a linha, memória constante', () => {
  it('lido linha a linha (texto, com o CR) dá o mesmo que o arquivo inteiro', () => {
    const leitor = createLeitorAfd({ sha256: sha256Puro });
    const linhas = REP_P.split('\n').slice(0, -1);
    const marcacoes = linhas.flatMap((linha, i) => leitor.lerLinha(linha, i + 1) ?? []);
    const { marcacoes: inteiro, ...resumo } = ler(AFD_AMOSTRA);
    expect({ ...leitor.concluir(), marcacoes }).toEqual({ ...resumo, marcacoes: inteiro });
  });

  it('primeira linha que não é AFD interrompe: as seguintes são ignoradas', () => {
    const leitor = createLeitorAfd();
    expect(leitor.lerLinha('cabecalho de outra coisa', 1)).toBeNull();
    expect(leitor.interrompido()).toBe(true);
    expect(leitor.lerLinha(LINHAS_1510[4]!, 2)).toBeNull();
    expect(leitor.concluir().quantidadeMarcacoes).toBe(0);
  });

  it('avisos limitados: os excedentes viram uma contagem (AVISOS_OMITIDOS)', () => {
    const leitor = createLeitorAfd({ limiteOcorrencias: 3 });
    for (let i = 1; i <= 10; i++)
      leitor.lerLinha(`00000000${i - 1}3020320260800012045678900`.slice(-34), i);
    const { avisos, quantidadeMarcacoes } = leitor.concluir();
    expect(quantidadeMarcacoes).toBe(10);
    expect(avisos.at(-1)).toMatchObject({ codigo: 'AVISOS_OMITIDOS' });
    expect(avisos).toHaveLength(4);
  });

  it('concluir duas vezes devolve o mesmo resumo', () => {
    const leitor = createLeitorAfd();
    leitor.lerLinha(LINHA_ASSINATURA, 1);
    expect(leitor.concluir()).toBe(leitor.concluir());
  });
});
