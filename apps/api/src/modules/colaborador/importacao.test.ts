import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cenarioImportacao, type Rascunho, XLSX } from './importacao-cenario.ts';
import { linhasFixture, xlsxFixture } from './importacao-fixture.ts';

/**
 * Importação de colaboradores por planilha: o RH envia um XLSX de 200 pessoas com 3 linhas ruins,
 * vê a prévia (nada gravado), confirma (197 admitidas numa transação, cada uma com o AFD tipo 5 e
 * a auditoria) e baixa as recusadas em CSV; o modelo XLSX e a exportação da lista.
 */
const { chamar, enviar, um, contagens, ref } = cenarioImportacao();

describe('modelo da importação', () => {
  it('baixa o XLSX com as colunas esperadas e as instruções', async () => {
    const r = await chamar('GET', '/colaboradores/importacao/modelo');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain(XLSX);
    expect(r.headers['content-disposition']).toContain('modelo-importacao-colaboradores.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual([
      'Nome',
      'E-mail',
      'CPF',
      'PIS',
      'Matrícula',
      'Admissão',
      'Filial',
      'Departamento',
      'Cargo',
      'Gestor (e-mail)',
      'Centro de custo',
      'Tipo de contrato',
      'Celular',
    ]);
    expect(wb.getWorksheet('Instruções')?.rowCount).toBe(14);
  });
});

describe('planilha de 200 pessoas com 3 linhas ruins', () => {
  let rascunho: Rascunho;
  let ids: number[] = [];

  it('o envio propõe o mapeamento pelo cabeçalho e a prévia aponta os erros sem gravar nada', async () => {
    const linhas = linhasFixture(200, { ...ref, prefixo: 'lote', base: 700_000_100 });
    linhas[9]!.cpf = '123.456.789-00';
    linhas[49]!.pis = '123.45678.90-1';
    linhas[149]!.departamento = 'Departamento Que Não Existe';
    const antes = await contagens();
    const r = await enviar('funcionarios.xlsx', XLSX, await xlsxFixture(linhas));
    expect(r.statusCode).toBe(201);
    rascunho = r.json().data;
    expect(rascunho.mapeamento).toEqual({
      nome: 0,
      email: 1,
      cpf: 2,
      pis: 3,
      matricula: 4,
      admissao: 5,
      filial: 6,
      departamento: 7,
      cargo: 8,
      gestor: 9,
      centroCusto: null,
      tipoContrato: null,
      celular: null,
    });
    expect(r.json().data.totalLinhas).toBe(200);

    const p = await chamar('POST', `/colaboradores/importacao/${rascunho.id}/previa`, {
      mapeamento: rascunho.mapeamento,
      pageSize: 25,
    });
    expect(p.statusCode).toBe(200);
    const previa = p.json().data;
    expect(previa).toMatchObject({ totalLinhas: 200, validas: 197, invalidas: 3, total: 200 });
    expect(previa.items).toHaveLength(25);
    expect(previa.items[0].valores.admissao).toBe('2026-11-03');

    const erros = await chamar('POST', `/colaboradores/importacao/${rascunho.id}/previa`, {
      mapeamento: rascunho.mapeamento,
      soComErro: true,
    });
    const itens = erros.json().data.items as {
      linha: number;
      erros: { campo: string; mensagem: string }[];
    }[];
    expect(itens.map((i) => [i.linha, i.erros[0]!.campo])).toEqual([
      [11, 'cpf'],
      [51, 'pis'],
      [151, 'departamento'],
    ]);
    expect(itens[0]!.erros[0]!.mensagem).toMatch(/^CPF: CPF inválido/);
    expect(itens[1]!.erros[0]!.mensagem).toMatch(/^PIS: PIS inválido/);
    expect(itens[2]!.erros[0]!.mensagem).toContain('Departamento: "Departamento Que Não Existe"');
    expect(await contagens()).toEqual(antes);
  });

  it('a confirmação admite as 197 válidas numa transação, cada uma com AFD tipo 5 e auditoria', async () => {
    const antes = await contagens();
    const r = await chamar('POST', `/colaboradores/importacao/${rascunho.id}/confirmacao`, {
      mapeamento: rascunho.mapeamento,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ importados: 197, rejeitados: 3 });
    ids = r.json().data.ids;
    const depois = await contagens();
    expect(depois.usuarios - antes.usuarios).toBe(197);
    expect(depois.eventos - antes.eventos).toBe(197);
    expect(depois.nsr - antes.nsr).toBe(197);
    const porPessoa = await um<{ n: number }>(
      `select count(distinct usuario_id)::int as n from rep_evento
        where empresa_id = 2 and tipo = '5' and usuario_id = any($1::int[])`,
      [ids],
    );
    expect(porPessoa.n).toBe(197);
    const auditadas = await um<{ n: number }>(
      `select count(*)::int as n from auditoria where empresa_id = 2 and entidade = 'colaborador'
        and acao = 'incluir' and entidade_id = any($1::text[])`,
      [ids.map(String)],
    );
    expect(auditadas.n).toBe(197);
    const confirmacao = await um<{ n: number }>(
      `select count(*)::int as n from auditoria where empresa_id = 2
        and entidade = 'colaborador_importacao' and entidade_id = $1`,
      [String(rascunho.id)],
    );
    expect(confirmacao.n).toBe(1);
    // O gestor da linha 7 é a pessoa da linha 2 (importada antes, na mesma transação).
    const gestor = await um<{ gestor: string }>(
      `select g.email as gestor from usuario u join usuario g on g.empresa_id = u.empresa_id and g.id = u.gestor_id
        where u.empresa_id = 2 and u.email = 'lote.6@importacao.jornada.dev'`,
    );
    expect(gestor.gestor).toBe('lote.1@importacao.jornada.dev');
  }, 60_000);

  it('as recusadas saem em CSV com a coluna "erro" e a importação não se confirma duas vezes', async () => {
    const r = await chamar('GET', `/colaboradores/importacao/${rascunho.id}/rejeitados`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const linhas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas).toHaveLength(4);
    expect(linhas[0]).toBe(
      'Nome completo;E-mail;CPF;PIS/PASEP;Matrícula;Data de admissão;Filial;Setor;Função;E-mail do gestor;erro',
    );
    expect(linhas[1]).toContain('123.456.789-00');
    expect(linhas[1]).toContain('CPF: CPF inválido');
    const deNovo = await chamar('POST', `/colaboradores/importacao/${rascunho.id}/confirmacao`, {
      mapeamento: rascunho.mapeamento,
    });
    expect(deNovo.statusCode).toBe(409);
  });

  it('exporta a lista filtrada em CSV e em XLSX', async () => {
    const csv = await chamar(
      'GET',
      '/colaboradores/exportacao?formato=csv&search=Importada%20lote',
    );
    expect(csv.statusCode).toBe(200);
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Nome;E-mail;CPF;PIS;Matrícula;Admissão;Filial;Departamento;Cargo;Gestor;Centro de custo;Tipo de contrato;Celular;Situação;Demissão',
    );
    expect(linhas).toHaveLength(198);
    expect(linhas[1]).toContain('Pessoa Importada lote 001;lote.1@importacao.jornada.dev');
    expect(linhas[1]).toContain('03/11/2026');
    const xlsx = await chamar('GET', '/colaboradores/exportacao?formato=xlsx&situacao=desligado');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('colaboradores.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const desligados = await um<{ n: number }>(
      'select count(*)::int as n from usuario where empresa_id = 2 and demissao is not null',
    );
    expect(wb.worksheets[0]!.rowCount).toBe(desligados.n + 1);
    const ruim = await chamar('GET', '/colaboradores/exportacao?formato=pdf');
    expect(ruim.statusCode).toBe(400);
  });
});
