import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));
// Amostras montadas a partir dos leiautes (packages/domain/src/afd/testes/amostras-leitor.ts).
const TESTES = join(RAIZ, 'packages/domain/src/afd/testes');
const REP_P = join(
  RAIZ,
  'fixtures/afd-samples/AFD5120230012345678911222333000181REP_P.synthetic.txt',
);
const TEMP = mkdtempSync(join(tmpdir(), 'jornada-afd-ler-'));

afterAll(() => rmSync(TEMP, { recursive: true, force: true }));

type Saida = {
  leiaute: string | null;
  modelo: string | null;
  marcacoes: { nsr: number; dataHora: string; cpf: string | null; pis: string | null }[];
  avisos: { linha: number; codigo: string; mensagem: string }[];
  erros: { linha: number; codigo: string; mensagem: string }[];
};

const jornada = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
    cwd: RAIZ,
    encoding: 'utf8',
  });

const lerAfd = (caminho: string) => {
  const r = jornada('afd', 'ler', caminho);
  return { status: r.status, saida: JSON.parse(r.stdout) as Saida };
};

const gravar = (nome: string, bytes: Buffer): string => {
  const caminho = join(TEMP, nome);
  writeFileSync(caminho, bytes);
  return caminho;
};

describe('jornada afd ler <arquivo>', () => {
  it.each([
    {
      arquivo: 'afd-595-controlid-sem-cabecalho.txt',
      leiaute: '595',
      modelo: null,
      primeira: { nsr: 1025, dataHora: '2026-03-02T07:58', cpf: null, pis: '012045678905' },
      quantas: 6,
      avisos: ['FIM_DE_LINHA', 'CABECALHO_AUSENTE', 'TRAILER_AUSENTE'],
    },
    {
      arquivo: 'afd-1510-completo.txt',
      leiaute: '1510',
      modelo: null,
      primeira: { nsr: 4, dataHora: '2026-03-02T08:00', cpf: null, pis: '012045678905' },
      quantas: 6,
      avisos: [],
    },
    {
      arquivo: 'afd-595-com-cabecalho.txt',
      leiaute: '595',
      modelo: null,
      primeira: { nsr: 3, dataHora: '2026-03-02T07:00', cpf: null, pis: '019998887774' },
      quantas: 3,
      avisos: [],
    },
    {
      arquivo: 'afd-671-rep-c-modbus.txt',
      leiaute: '671',
      modelo: 'REP-C',
      primeira: { nsr: 4, dataHora: '2026-03-02T08:00', cpf: '52998224725', pis: null },
      quantas: 5,
      avisos: [],
    },
    {
      arquivo: 'afd-671-linhas-danificadas.txt',
      leiaute: '671',
      modelo: 'REP-C',
      primeira: { nsr: 3, dataHora: '2026-03-02T08:00', cpf: '52998224725', pis: null },
      quantas: 5,
      avisos: [
        'CARACTERE_INVALIDO',
        'CRC_INVALIDO',
        'CRC_INVALIDO',
        'LINHA_EM_BRANCO',
        'TAMANHO_REGISTRO',
        'FIM_DE_LINHA',
        'NSR_LACUNA',
      ],
    },
  ])('$arquivo: leiaute $leiaute, $quantas marcações, exit 0', (caso) => {
    const { status, saida } = lerAfd(join(TESTES, caso.arquivo));
    expect(status).toBe(0);
    expect(saida).toMatchObject({ leiaute: caso.leiaute, modelo: caso.modelo, erros: [] });
    expect(saida.marcacoes).toHaveLength(caso.quantas);
    expect(saida.marcacoes[0]).toEqual(caso.primeira);
    expect(saida.avisos.map((a) => a.codigo)).toEqual(caso.avisos);
  });

  it('amostra de REP-P: tipo 7, CPF com 11 dígitos, hashes conferidos', () => {
    const { status, saida } = lerAfd(REP_P);
    expect(status).toBe(0);
    expect(saida).toEqual({
      leiaute: '671',
      modelo: 'REP-P',
      marcacoes: ['08:00', '12:00', '13:00', '17:00'].map((hora, i) => ({
        nsr: i + 3,
        dataHora: `2026-03-02T${hora}`,
        cpf: '52998224725',
        pis: null,
      })),
      avisos: [],
      erros: [],
    });
  });

  it('linha ilegível no meio: exit 1, o erro diz a linha e as demais marcações saem', () => {
    const texto = readFileSync(join(TESTES, 'afd-1510-completo.txt'), 'latin1');
    const linhas = texto.split('\r\n');
    linhas[7] = '\u00ff\u00fe LIXO';
    const { status, saida } = lerAfd(
      gravar('lixo.txt', Buffer.from(linhas.join('\r\n'), 'latin1')),
    );
    expect(status).toBe(1);
    expect(saida.erros.map((e) => [e.linha, e.codigo])).toEqual([[8, 'LINHA_ILEGIVEL']]);
    expect(saida.marcacoes).toHaveLength(5);
  });

  it('arquivo que não é AFD: exit 1 com NAO_E_AFD na linha 1', () => {
    const { status, saida } = lerAfd(gravar('planilha.csv', Buffer.from('nsr;pis\n1;2\n')));
    expect(status).toBe(1);
    expect(saida).toMatchObject({ leiaute: null, marcacoes: [], avisos: [] });
    expect(saida.erros.map((e) => [e.linha, e.codigo])).toEqual([[1, 'NAO_E_AFD']]);
  });

  it.each([
    { descricao: 'sem arquivo', args: ['ler'], mensagem: /informe o arquivo/ },
    {
      descricao: 'arquivo inexistente',
      args: ['ler', join(TEMP, 'nao-existe.txt')],
      mensagem: /arquivo não encontrado/,
    },
    {
      descricao: '--hash-anterior não é opção de ler',
      args: ['ler', REP_P, '--hash-anterior', 'a'.repeat(64)],
      mensagem: /opção desconhecida/,
    },
  ])('$descricao: exit 2 e uma linha em português no stderr', ({ args, mensagem }) => {
    const r = jornada('afd', ...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(mensagem);
  });
});

describe('jornada afd validar: leiaute, modelo e assinatura só do REP-P', () => {
  it.each([
    {
      arquivo: 'afd-671-rep-c-modbus.txt',
      status: 0,
      leiaute: '671',
      modelo: 'REP-C',
      valido: true,
    },
    { arquivo: 'afd-1510-completo.txt', status: 1, leiaute: '1510', modelo: null, valido: false },
  ])('$arquivo: exit $status, leiaute $leiaute, modelo $modelo', (caso) => {
    const r = jornada('afd', 'validar', join(TESTES, caso.arquivo));
    expect(r.status).toBe(caso.status);
    expect(JSON.parse(r.stdout)).toMatchObject({
      valido: caso.valido,
      leiaute: caso.leiaute,
      modelo: caso.modelo,
    });
  });
});
