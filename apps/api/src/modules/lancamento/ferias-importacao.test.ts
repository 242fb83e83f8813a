import { SERVICOS } from '@jornada/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { cpfValido } from '../../seed/demo-dados.ts';
import { EMPRESA_FERIAS } from '../../seed/seed.ts';

const m = SERVICOS.main;
let t: AppDeTeste;
let rh1032: string;
let otavio: string;
let rhDemo: string;
let otavioId: number;

const CABECALHO =
  'matricula;cpf;inicio_aquisitivo;fim_aquisitivo;dias_direito;dias_gozados;dias_vendidos;observacao';
const CPF_RENATA = cpfValido('555888222');

/** Multipart com a planilha no campo `arquivo` e campos de texto. */
const multipart = (nome: string, bytes: Buffer, campos: Record<string, string> = {}) => {
  const limite = '----jornada-importacao';
  const textos = Object.entries(campos).map(
    ([k, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(textos.join('')),
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${limite}` }, payload };
};

const enviar = (
  url: string,
  token: string,
  nome: string,
  bytes: Buffer,
  campos?: Record<string, string>,
) => {
  const corpo = multipart(nome, bytes, campos);
  return t.app.inject({
    method: 'POST',
    url: `${m}${url}`,
    headers: { ...bearer(token), ...corpo.headers },
    payload: corpo.payload,
  });
};

const csv = (...linhas: string[]) => Buffer.from([CABECALHO, ...linhas].join('\r\n'));

/** Uma linha válida (Otávio, matrícula 1001, admitido em 02/08/2021), seis com um erro cada. */
const ARQUIVO = csv(
  '1001;;02/08/2024;01/08/2025;30;20;10;Migrado do sistema anterior',
  `;${cpfValido('123456789').slice(0, 10)}0;02/08/2024;01/08/2025;30;0;0;`,
  '9999;;02/08/2024;01/08/2025;30;0;0;',
  `;${CPF_RENATA};15/05/2025;14/05/2024;30;0;0;`,
  '1001;;02/08/2024;01/08/2025;30;0;0;',
  `1002;${CPF_RENATA};15/05/2024;14/05/2025;35;0;0;`,
  '1002;;15/05/2024;14/05/2025;24;10;9;',
);

beforeAll(async () => {
  t = await createAppDeTeste();
  rh1032 = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
  otavio = await t.token('otavio@industria.jornada.dev', EMPRESA_FERIAS);
  rhDemo = await t.token('rh@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and matricula = '1001'",
    [EMPRESA_FERIAS],
  );
  otavioId = u!.id;
});
afterAll(() => t.close());

type Linha = { linha: number; erros: { campo: string; mensagem: string }[] };

describe('importação de períodos aquisitivos (empresa 1032)', () => {
  it('outra empresa recebe 403, mesmo com o perfil de RH; o colaborador da 1032 também', async () => {
    const demo = await enviar('/ImportarPeriodosAquisitivos/previa', rhDemo, 'p.csv', ARQUIVO);
    expect(demo.statusCode).toBe(403);
    expect(demo.json().Mensagem).toBe(
      'A importação de períodos aquisitivos não está disponível para a sua empresa.',
    );
    const confirmar = await enviar('/ImportarPeriodosAquisitivos', rhDemo, 'p.csv', ARQUIVO, {
      validasEsperadas: '1',
    });
    expect(confirmar.statusCode).toBe(403);
    const colaborador = await enviar(
      '/ImportarPeriodosAquisitivos/previa',
      otavio,
      'p.csv',
      ARQUIVO,
    );
    expect(colaborador.statusCode).toBe(403);
  });

  it('a prévia mostra cada linha com os erros por coluna, sem gravar nada', async () => {
    const r = await enviar('/ImportarPeriodosAquisitivos/previa', rh1032, 'periodos.csv', ARQUIVO);
    expect(r.statusCode).toBe(200);
    const previa = r.json().Data as {
      total: number;
      validas: number;
      rejeitadas: number;
      linhas: (Linha & { colaboradorNome: string | null; periodo: unknown })[];
    };
    expect([previa.total, previa.validas, previa.rejeitadas]).toEqual([7, 1, 6]);
    expect(previa.linhas[0]).toMatchObject({
      linha: 2,
      colaboradorNome: 'Otávio Prensista',
      erros: [],
      periodo: { inicio: '2024-08-02', fim: '2025-08-01', diasDireito: 30, saldo: 0 },
    });
    expect(
      previa.linhas.slice(1).map((l) => [l.linha, l.erros[0]?.campo, l.erros[0]?.mensagem]),
    ).toEqual([
      [3, 'cpf', 'CPF inválido: os dígitos verificadores não conferem.'],
      [4, 'matricula', 'Nenhum colaborador com a matrícula 9999.'],
      [5, 'fim_aquisitivo', 'O fim do período aquisitivo é anterior ao início.'],
      [6, 'inicio_aquisitivo', 'Período sobreposto ao da linha 2 do arquivo.'],
      [7, 'dias_direito', 'No máximo 30 dias de direito por período (CLT art. 130).'],
      [8, 'dias_vendidos', 'No máximo 8 dias vendidos: 1/3 de 24 dias de direito (CLT art. 143).'],
    ]);
    const [n] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from lancamento_ferias_importado',
    );
    expect(n!.n).toBe(0);
  });

  it('arquivo vazio, binário, sem colunas ou com NUL: 400 no campo arquivo, nunca 5xx', async () => {
    const casos: [string, Buffer, string][] = [
      ['vazio.csv', Buffer.alloc(0), 'O arquivo está vazio.'],
      ['x.csv', Buffer.from([0, 1, 2, 3, 0]), 'Envie uma planilha CSV ou XLSX.'],
      [
        'x.xlsx',
        Buffer.from('PK\u0003\u0004 não é zip'),
        'Não foi possível ler a planilha XLSX: salve-a de novo no Excel e envie.',
      ],
      [
        'x.csv',
        Buffer.from('nome;idade\nAna;3'),
        'Faltam colunas no cabeçalho: matricula, cpf, inicio_aquisitivo, fim_aquisitivo, dias_direito, dias_gozados, dias_vendidos. Use o modelo para download.',
      ],
    ];
    for (const [nome, bytes, mensagem] of casos) {
      const r = await enviar('/ImportarPeriodosAquisitivos/previa', rh1032, nome, bytes);
      expect(r.statusCode, nome).toBe(400);
      expect(r.json()).toMatchObject({ Mensagem: mensagem, campo: 'arquivo' });
    }
    const semValidas = await enviar('/ImportarPeriodosAquisitivos', rh1032, 'p.csv', ARQUIVO, {
      validasEsperadas: 'x',
    });
    expect(semValidas.statusCode).toBe(400);
  });

  it('confirmar com a contagem da prévia desatualizada não grava nada (409)', async () => {
    const r = await enviar('/ImportarPeriodosAquisitivos', rh1032, 'p.csv', ARQUIVO, {
      validasEsperadas: '2',
    });
    expect(r.statusCode).toBe(409);
    const [n] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from lancamento_ferias_importado',
    );
    expect(n!.n).toBe(0);
  });

  it('confirmar grava as válidas numa transação, audita, e o saldo das férias passa a usá-las', async () => {
    const r = await enviar('/ImportarPeriodosAquisitivos', rh1032, 'periodos.csv', ARQUIVO, {
      validasEsperadas: '1',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      Mensagem: '1 períodos aquisitivos importados.',
      Data: { importadas: 1, rejeitadas: 6 },
    });
    const auditoria = await t.db.query<{ acao: string; entidade_id: string }>(
      "select acao, entidade_id from auditoria where entidade = 'periodo_aquisitivo' and empresa_id = $1",
      [EMPRESA_FERIAS],
    );
    expect(auditoria).toEqual([{ acao: 'importar', entidade_id: `${otavioId}:2024-08-02` }]);
    const p = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarPeriodosAquisitivos?usuarioId=${otavioId}`,
      headers: bearer(rh1032),
    });
    const periodo = (p.json().Data as { inicio: string }[]).find((x) => x.inicio === '2024-08-02');
    expect(periodo).toMatchObject({
      origemFaltas: 'Importacao',
      ajusteMotivo: 'Migrado do sistema anterior',
      direito: 30,
      gozados: 20,
      vendidos: 10,
      saldo: 0,
    });
  });

  it('lê XLSX com datas de verdade nas células e aponta a linha com erro', async () => {
    const wb = new ExcelJS.Workbook();
    const aba = wb.addWorksheet('Períodos');
    aba.addRow(CABECALHO.split(';'));
    aba.addRow([
      '1002',
      '',
      new Date(Date.UTC(2024, 4, 15)),
      new Date(Date.UTC(2025, 4, 14)),
      24,
      0,
      8,
      '',
    ]);
    aba.addRow([
      '1002',
      '',
      new Date(Date.UTC(2025, 4, 15)),
      new Date(Date.UTC(2026, 4, 14)),
      18,
      0,
      7,
      '',
    ]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const r = await enviar('/ImportarPeriodosAquisitivos/previa', rh1032, 'p.xlsx', bytes);
    expect(r.statusCode).toBe(200);
    const linhas = r.json().Data.linhas as (Linha & { periodo: { saldo: number } | null })[];
    expect(linhas[0]).toMatchObject({ erros: [], periodo: { inicio: '2024-05-15', saldo: 16 } });
    expect(linhas[1]!.erros).toEqual([
      {
        campo: 'dias_vendidos',
        mensagem: 'No máximo 6 dias vendidos: 1/3 de 18 dias de direito (CLT art. 143).',
      },
    ]);
  });
});
