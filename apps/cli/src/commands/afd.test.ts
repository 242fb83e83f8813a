import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));
// Amostras byte a byte do design, copiadas para fixtures/afd-samples.
const AMOSTRAS = join(RAIZ, 'fixtures/afd-samples');
const AFD = join(AMOSTRAS, 'AFD5120230012345678911222333000181REP_P.synthetic.txt');
const BYTES = readFileSync(AFD);
const TEMP = mkdtempSync(join(tmpdir(), 'jornada-afd-'));

afterAll(() => rmSync(TEMP, { recursive: true, force: true }));

const HASHES_README = [
  'e33da96f9cc04b6b73d47993c6b59c3e49ea6a0f6fdcd3f8991e5545d73da820',
  '80277ea5f90df10926750caae8dad99129a02b11560840e393220be3a47bf9bb',
  '20eff243fa65b3d64acceeda10bf33dc007b3926af69550874995bf12f06cac4',
  '80f378a381a7a302a6612d21aaf5cfc7b70f29748029c807d4239be8b209e67f',
];

type Resultado = {
  valido: boolean;
  registros: Record<string, number>;
  erros: { linha: number; codigo: string; mensagem: string }[];
};

const jornada = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
    cwd: RAIZ,
    encoding: 'utf8',
  });

/** Cópia danificada da amostra (troca em latin1, byte a byte) gravada num diretório temporário. */
const copiaDanificada = (nome: string, de: string, para: string): string => {
  const texto = BYTES.toString('latin1');
  expect(texto).toContain(de);
  const caminho = join(TEMP, nome);
  writeFileSync(caminho, Buffer.from(texto.replace(de, para), 'latin1'));
  return caminho;
};

describe('jornada afd validar <arquivo>', () => {
  it('amostra do design: válida, exit 0, contagens por tipo', () => {
    const r = jornada('afd', 'validar', AFD);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      valido: true,
      leiaute: '671',
      modelo: 'REP-P',
      registros: { '1': 1, '2': 1, '3': 0, '4': 0, '5': 1, '6': 0, '7': 4, '9': 1 },
      erros: [],
      avisos: [],
    });
  });

  it('a amostra traz os hashes do README, encadeados pelos bytes 1–73 + hash anterior', () => {
    const tipo7 = BYTES.toString('latin1')
      .split('\r\n')
      .filter((l) => l.charAt(9) === '7');
    let anterior = '';
    tipo7.forEach((linha, i) => {
      const hash = createHash('sha256')
        .update(Buffer.from(linha.slice(0, 73) + anterior, 'latin1'))
        .digest('hex');
      expect([linha.slice(73), hash]).toEqual([HASHES_README[i], HASHES_README[i]]);
      anterior = hash;
    });
  });

  it.each([
    {
      nome: 'tamanho.txt',
      de: 'I052998224725MARIA',
      para: 'I052998224725MARIAX',
      linha: 3,
      codigo: 'TAMANHO_REGISTRO',
    },
    { nome: 'crc.txt', de: '1528\r\n', para: '152A\r\n', linha: 2, codigo: 'CRC_INVALIDO' },
    {
      nome: 'hash.txt',
      de: 'T17:00:00-0300052998224725',
      para: 'T16:59:00-0300052998224725',
      linha: 7,
      codigo: 'HASH_INVALIDO',
    },
    { nome: 'lacuna.txt', de: '0000000067', para: '0000000077', linha: 7, codigo: 'NSR_LACUNA' },
    {
      nome: 'repetido.txt',
      de: '0000000067',
      para: '0000000057',
      linha: 7,
      codigo: 'NSR_FORA_DE_ORDEM',
    },
    {
      nome: 'trailer.txt',
      de: '0000000049\r\n',
      para: '0000000039\r\n',
      linha: 8,
      codigo: 'TRAILER_CONTAGEM',
    },
    { nome: 'lf.txt', de: 'DBBA\r\n', para: 'DBBA\n', linha: 3, codigo: 'FIM_DE_LINHA' },
    {
      nome: 'utf8.txt',
      de: 'MARIA DA SILVA ',
      para: 'MAR\u00c3\u008dA DA SILVA',
      linha: 3,
      codigo: 'CODIFICACAO_UTF8',
    },
  ])(
    '$codigo na linha $linha: exit 1 com o defeito apontado',
    ({ nome, de, para, linha, codigo }) => {
      const r = jornada('afd', 'validar', copiaDanificada(nome, de, para));
      expect(r.status).toBe(1);
      const resultado = JSON.parse(r.stdout) as Resultado;
      expect(resultado.valido).toBe(false);
      expect(resultado.erros).toContainEqual(expect.objectContaining({ linha, codigo }));
      for (const erro of resultado.erros) expect(erro.mensagem).not.toBe('');
    },
  );

  it('recorte do AFD com --hash-anterior: a cadeia continua do hash informado', () => {
    const linhas = BYTES.toString('latin1').split('\r\n');
    const trailer = '9999999990000000000000000000000000000000000000000000000000000029';
    const recorte = [linhas[0], linhas[5], linhas[6], trailer, linhas[8], ''].join('\r\n');
    const caminho = join(TEMP, 'recorte.txt');
    writeFileSync(caminho, Buffer.from(recorte, 'latin1'));
    expect(jornada('afd', 'validar', caminho, '--hash-anterior', HASHES_README[1]!).status).toBe(0);
    expect(jornada('afd', 'validar', caminho, '--hash-anterior', HASHES_README[0]!).status).toBe(1);
  });

  it.each([
    {
      descricao: 'arquivo inexistente',
      args: ['validar', join(TEMP, 'nao-existe.txt')],
      mensagem: /arquivo não encontrado/,
    },
    {
      descricao: 'diretório no lugar do arquivo',
      args: ['validar', TEMP],
      mensagem: /é um diretório/,
    },
    { descricao: 'sem arquivo', args: ['validar'], mensagem: /informe o arquivo/ },
    {
      descricao: 'subcomando desconhecido',
      args: ['gerar', AFD],
      mensagem: /subcomando desconhecido/,
    },
    {
      descricao: 'hash anterior malformado',
      args: ['validar', AFD, '--hash-anterior', 'abc'],
      mensagem: /64 hexadecimais/,
    },
  ])('$descricao: exit 2 e uma linha em português no stderr', ({ args, mensagem }) => {
    const r = jornada('afd', ...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(mensagem);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
