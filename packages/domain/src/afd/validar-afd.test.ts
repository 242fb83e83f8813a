import { describe, expect, it } from 'vitest';
import { encadearMarcacoes } from './hash.ts';
import { encodeLatin1 } from './latin1.ts';
import { lerAfd } from './leitura.ts';
import { montarCabecalhoAfd, montarRegistroAfd, montarTrailerAfd } from './registros.ts';
import { AFD_AMOSTRA, danificar, HASHES_README } from './testes/amostras.ts';
import { sha256Puro } from './testes/sha256.ts';
import { LINHA_ASSINATURA, type MarcacaoRepPAfd, type RegistroCorpoAfd } from './tipos.ts';
import { validarAfd } from './validar-afd.ts';

// Linhas da amostra: 1 cabeçalho, 2 tipo 2, 3 tipo 5, 4–7 tipo 7 (NSR 3 a 6), 8 trailer, 9 assinatura.
const { cabecalho, registros } = lerAfd(AFD_AMOSTRA);
const outros = registros.filter((r) => r.tipo !== '7');
const marcacoes = registros.filter((r): r is MarcacaoRepPAfd => r.tipo === '7');

/** AFD montado linha a linha, sem a ordenação de `montarAfd`, com a cadeia de hash refeita. */
const montarSemConferir = (corpo: readonly RegistroCorpoAfd[], trailer = true): Uint8Array => {
  const contagens = { '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 };
  for (const r of corpo) contagens[r.tipo] += 1;
  const linhas = [
    montarCabecalhoAfd(cabecalho),
    ...corpo.map(montarRegistroAfd),
    ...(trailer ? [montarTrailerAfd(contagens)] : []),
    LINHA_ASSINATURA,
  ];
  return encodeLatin1(linhas.map((l) => `${l}\r\n`).join(''));
};

const comNsr = (nsrs: number[]): RegistroCorpoAfd[] => [
  ...outros,
  ...encadearMarcacoes(
    marcacoes.map(({ tipo: _t, hash: _h, ...m }, i) => ({ ...m, nsr: nsrs[i]! })),
    null,
    sha256Puro,
  ),
];

const erros = (bytes: Uint8Array) =>
  validarAfd(bytes, sha256Puro).erros.map(({ linha, codigo }) => ({ linha, codigo }));

describe('validarAfd aponta cada defeito pela linha', () => {
  it.each([
    {
      descricao: 'registro tipo 5 com um caractere a mais → TAMANHO_REGISTRO',
      bytes: danificar(AFD_AMOSTRA, 'I052998224725MARIA', 'I052998224725MARIAX'),
      esperado: [{ linha: 3, codigo: 'TAMANHO_REGISTRO' }],
    },
    {
      descricao: 'CRC do tipo 5 alterado → CRC_INVALIDO',
      bytes: danificar(AFD_AMOSTRA, 'DBBA\r\n', 'DBBB\r\n'),
      esperado: [{ linha: 3, codigo: 'CRC_INVALIDO' }],
    },
    {
      descricao: 'hora da marcação NSR 4 adulterada → HASH_INVALIDO só nessa linha',
      bytes: danificar(
        AFD_AMOSTRA,
        '2026-03-02T12:00:00-0300052998224725',
        '2026-03-02T12:01:00-0300052998224725',
      ),
      esperado: [{ linha: 5, codigo: 'HASH_INVALIDO' }],
    },
    {
      descricao: 'hash gravado do NSR 4 trocado → a própria linha e a seguinte, que o encadeia',
      bytes: danificar(AFD_AMOSTRA, HASHES_README[1]!, HASHES_README[1]!.replace('8', '9')),
      esperado: [
        { linha: 5, codigo: 'HASH_INVALIDO' },
        { linha: 6, codigo: 'HASH_INVALIDO' },
      ],
    },
    {
      descricao: 'NSR 3, 4, 6, 7 (cadeia de hash refeita) → NSR_LACUNA',
      bytes: montarSemConferir(comNsr([3, 4, 6, 7])),
      esperado: [{ linha: 6, codigo: 'NSR_LACUNA' }],
    },
    {
      descricao: 'NSR 3, 4, 5, 5 (cadeia de hash refeita) → NSR_FORA_DE_ORDEM por repetição',
      bytes: montarSemConferir(comNsr([3, 4, 5, 5])),
      esperado: [{ linha: 7, codigo: 'NSR_FORA_DE_ORDEM' }],
    },
    {
      descricao: 'NSR 3, 5, 4, 6 → lacuna e depois fora de ordem',
      bytes: montarSemConferir(comNsr([3, 5, 4, 6])),
      esperado: [
        { linha: 5, codigo: 'NSR_LACUNA' },
        { linha: 6, codigo: 'NSR_FORA_DE_ORDEM' },
      ],
    },
    {
      descricao: 'trailer com 5 registros tipo 7 → TRAILER_CONTAGEM',
      bytes: danificar(AFD_AMOSTRA, '0000000049\r\n', '0000000059\r\n'),
      esperado: [{ linha: 8, codigo: 'TRAILER_CONTAGEM' }],
    },
    {
      descricao: 'linha 2 terminada só em LF → FIM_DE_LINHA',
      bytes: danificar(AFD_AMOSTRA, '1528\r\n', '1528\n'),
      esperado: [{ linha: 2, codigo: 'FIM_DE_LINHA' }],
    },
    {
      descricao: 'última linha sem CR LF → FIM_DE_LINHA',
      bytes: AFD_AMOSTRA.subarray(0, AFD_AMOSTRA.length - 2),
      esperado: [{ linha: 9, codigo: 'FIM_DE_LINHA' }],
    },
    {
      descricao: 'nome gravado em UTF-8 (MARÍA) → CODIFICACAO_UTF8 e o CRC deixa de conferir',
      bytes: danificar(AFD_AMOSTRA, 'MARIA DA SILVA ', 'MAR\u00c3\u008dA DA SILVA'),
      esperado: [
        { linha: 3, codigo: 'CODIFICACAO_UTF8' },
        { linha: 3, codigo: 'CRC_INVALIDO' },
      ],
    },
    {
      descricao: 'byte de controle C1 (0x85) → CARACTERE_INVALIDO',
      bytes: danificar(AFD_AMOSTRA, 'RUA EXEMPLO', 'RUA EXEMPL\u0085'),
      esperado: [
        { linha: 2, codigo: 'CARACTERE_INVALIDO' },
        { linha: 2, codigo: 'CRC_INVALIDO' },
      ],
    },
  ])('$descricao', ({ bytes, esperado }) => {
    const resultado = validarAfd(bytes, sha256Puro);
    expect(resultado.valido).toBe(false);
    expect(erros(bytes)).toEqual(esperado);
  });

  it('vários defeitos no mesmo arquivo são todos apontados, em ordem de linha', () => {
    const bytes = danificar(danificar(AFD_AMOSTRA, '1528\r\n', '1529\n'), 'DBBA', 'DBB0');
    expect(erros(bytes)).toEqual([
      { linha: 2, codigo: 'FIM_DE_LINHA' },
      { linha: 2, codigo: 'CRC_INVALIDO' },
      { linha: 3, codigo: 'CRC_INVALIDO' },
    ]);
  });

  it('mensagens em português, com o esperado e o encontrado', () => {
    const bytes = danificar(AFD_AMOSTRA, 'DBBA\r\n', 'DBBB\r\n');
    expect(validarAfd(bytes, sha256Puro).erros[0]?.mensagem).toBe(
      'CRC-16 gravado "DBBB" não confere; calculado DBBA',
    );
  });

  it('sem trailer, sem assinatura e com tipo desconhecido', () => {
    const semTrailer = montarSemConferir(registros, false);
    expect(erros(semTrailer)).toEqual([{ linha: 8, codigo: 'TRAILER_AUSENTE' }]);
    const semAssinatura = danificar(AFD_AMOSTRA, `${LINHA_ASSINATURA}\r\n`, '');
    expect(erros(semAssinatura)).toEqual([{ linha: 8, codigo: 'ASSINATURA_AUSENTE' }]);
    const tipoDesconhecido = danificar(AFD_AMOSTRA, '00000000252026', '00000000282026');
    expect(erros(tipoDesconhecido)).toContainEqual({ linha: 3, codigo: 'TIPO_REGISTRO_INVALIDO' });
  });

  it('campo fora do formato (coletor 09) → CAMPO_INVALIDO e o hash não confere', () => {
    const bytes = danificar(AFD_AMOSTRA, '-0300020e33da', '-0300090e33da');
    expect(erros(bytes)).toEqual([
      { linha: 4, codigo: 'CAMPO_INVALIDO' },
      { linha: 4, codigo: 'HASH_INVALIDO' },
    ]);
  });

  it('arquivo vazio', () => {
    expect(erros(new Uint8Array())).toEqual([{ linha: 1, codigo: 'ARQUIVO_VAZIO' }]);
  });
});

describe('AFD dividido (REP-P pode dividir o arquivo): a cadeia continua do ARP', () => {
  const recorte = montarSemConferir(marcacoes.slice(2));

  it('sem o hash anterior, o primeiro tipo 7 vira aviso, não erro', () => {
    const resultado = validarAfd(recorte, sha256Puro);
    expect(resultado.valido).toBe(true);
    expect(resultado.avisos.map((a) => [a.linha, a.codigo])).toEqual([[2, 'HASH_NAO_VERIFICAVEL']]);
  });

  it('com o hash anterior informado, a cadeia é conferida por inteiro', () => {
    const resultado = validarAfd(recorte, sha256Puro, { hashAnterior: HASHES_README[1]! });
    expect(resultado).toMatchObject({ valido: true, avisos: [] });
    const errado = validarAfd(recorte, sha256Puro, { hashAnterior: HASHES_README[0]! });
    expect(errado.erros.map((e) => [e.linha, e.codigo])).toEqual([[2, 'HASH_INVALIDO']]);
  });
});
