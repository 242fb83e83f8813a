import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * Importação dos cadastros da estrutura por planilha (issue 18 §1): envio, mapeamento proposto,
 * prévia com erros por linha, confirmação numa transação (versão e auditoria de cada registro) e
 * o CSV das recusadas. Nomes próprios deste teste ("H18a").
 */
let t: AppDeTeste;
let rh: string;
const BASE = '/api/cadastros';

const multipart = (nome: string, conteudo: Buffer, tipo: string) => {
  const limite = '----h18a-cadastros';
  const corpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`,
    ),
    conteudo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { 'content-type': `multipart/form-data; boundary=${limite}`, corpo };
};

const enviar = async (cadastro: string, nome: string, conteudo: Buffer, tipo = 'text/csv') => {
  const m = multipart(nome, conteudo, tipo);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${cadastro}/importacao`,
    headers: { ...bearer(rh), 'content-type': m['content-type'] },
    payload: m.corpo,
  });
};

const post = (url: string, payload: object, token = rh) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: bearer(token), payload });

const xlsx = async (linhas: string[][]) => {
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Departamentos');
  for (const l of linhas) aba.addRow(l);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  await post('/departamentos', { nome: 'Depto Existente H18a', codigo: null });
});
afterAll(() => t.close());

describe('importação de departamentos por XLSX', () => {
  let id: number;
  let mapeamento: Record<string, number | null>;

  it('envia, propõe o mapeamento pelo cabeçalho e mostra os erros por linha', async () => {
    const r = await enviar(
      'departamentos',
      'deptos.xlsx',
      await xlsx([
        ['Departamento', 'Código'],
        ['Logística H18a', 'LOG'],
        ['Qualidade H18a', 'QUA'],
        ['logística h18a', 'LOG2'],
        ['Depto Existente H18a', 'X'],
        ['', 'SEMNOME'],
        ['Código Longo H18a', 'X'.repeat(31)],
      ]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(r.statusCode, r.body).toBe(201);
    const rasc = r.json().data;
    id = rasc.id;
    mapeamento = rasc.mapeamento;
    expect(mapeamento).toEqual({ nome: 0, codigo: 1 });
    expect(rasc.campos).toContainEqual({ campo: 'nome', rotulo: 'Nome', obrigatorio: true });
    const p = await post(`/departamentos/importacao/${id}/previa`, { mapeamento });
    const previa = p.json().data;
    expect(previa).toMatchObject({ totalLinhas: 6, validas: 2, invalidas: 4 });
    const erros = Object.fromEntries(
      previa.items.map((l: { linha: number; erros: { mensagem: string }[] }) => [
        l.linha,
        l.erros.map((e) => e.mensagem).join(' '),
      ]),
    );
    expect(erros[2]).toBe('');
    expect(erros[4]).toContain('repetido na planilha (igual ao da linha 2)');
    expect(erros[5]).toContain('já existe');
    expect(erros[6]).toContain('Nome: preencha');
    expect(erros[7]).toContain('Código');
    const soErro = await post(`/departamentos/importacao/${id}/previa`, {
      mapeamento,
      soComErro: true,
      pageSize: 2,
      pageNumber: 2,
    });
    expect(soErro.json().data).toMatchObject({ total: 4, pageNumber: 2 });
    expect(soErro.json().data.items).toHaveLength(2);
  });

  it('mapeamento sem o nome: a prévia aponta o campo e a confirmação dá 400', async () => {
    const p = await post(`/departamentos/importacao/${id}/previa`, {
      mapeamento: { nome: null, codigo: 1 },
    });
    expect(p.json().data.errosMapeamento[0]).toMatchObject({ campo: 'nome' });
    const c = await post(`/departamentos/importacao/${id}/confirmacao`, {
      mapeamento: { nome: null, codigo: 1 },
    });
    expect(c.statusCode).toBe(400);
    const outro = await post(`/departamentos/importacao/${id}/previa`, {
      mapeamento: { nome: 0, cbo: 1 },
    });
    expect(outro.statusCode).toBe(400);
    expect(outro.json().campo ?? JSON.stringify(outro.json())).toContain('cbo');
  });

  it('confirma as válidas numa transação, com versão e auditoria, e devolve as recusadas em CSV', async () => {
    const antes = await t.app.inject({
      method: 'GET',
      url: `${BASE}/departamentos/importacao/${id}/rejeitados`,
      headers: bearer(rh),
    });
    expect(antes.statusCode).toBe(409);
    const c = await post(`/departamentos/importacao/${id}/confirmacao`, { mapeamento });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ importados: 2, rejeitados: 4 });
    const [log] = c.json().data.ids;
    const item = await t.app.inject({
      method: 'GET',
      url: `${BASE}/departamentos/${log}`,
      headers: bearer(rh),
    });
    expect(item.json().data).toMatchObject({
      nome: 'Logística H18a',
      codigo: 'LOG',
      ativo: true,
    });
    const hist = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auditoria where empresa_id = 2 and entidade = 'departamento'
        and entidade_id = $1`,
      [String(log)],
    );
    expect(hist[0]!.n).toBe(1);
    const de_novo = await post(`/departamentos/importacao/${id}/confirmacao`, { mapeamento });
    expect(de_novo.statusCode).toBe(409);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${BASE}/departamentos/importacao/${id}/rejeitados`,
      headers: bearer(rh),
    });
    expect(csv.statusCode).toBe(200);
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('Departamento;Código;erro');
    expect(linhas).toHaveLength(5);
  });
});

describe('importação de cargos (CBO) e sindicatos (data-base) por CSV', () => {
  it('cargos: CBO inválida é erro da linha; a válida entra sem hífen', async () => {
    const r = await enviar(
      'cargos',
      'cargos.csv',
      Buffer.from('Cargo;CBO\r\nAuxiliar H18a;4110-05\r\nAnalista H18a;41A\r\n', 'utf8'),
    );
    const { id, mapeamento } = r.json().data;
    expect(mapeamento).toEqual({ nome: 0, cbo: 1 });
    const p = await post(`/cargos/importacao/${id}/previa`, { mapeamento });
    expect(p.json().data.items[1].erros[0]).toMatchObject({ campo: 'cbo' });
    const c = await post(`/cargos/importacao/${id}/confirmacao`, { mapeamento });
    const [cargoId] = c.json().data.ids;
    const [row] = await t.db.query<{ codigo: string }>(
      'select codigo from cargo where empresa_id = 2 and id = $1',
      [cargoId],
    );
    expect(row!.codigo).toBe('411005');
  });

  it('sindicatos: data-base pelo nome do mês e observações', async () => {
    const r = await enviar(
      'sindicatos',
      'sind.csv',
      Buffer.from(
        'Nome;Data-base;Observações\r\nSindicato H18a;Março;CCT 2026\r\nOutro H18a;13;\r\n',
      ),
    );
    const { id, mapeamento } = r.json().data;
    expect(mapeamento).toMatchObject({ nome: 0, dataBaseMes: 1, observacoes: 2 });
    const c = await post(`/sindicatos/importacao/${id}/confirmacao`, { mapeamento });
    expect(c.json().data).toMatchObject({ importados: 1, rejeitados: 1 });
    const s = await t.app.inject({
      method: 'GET',
      url: `${BASE}/sindicatos/${c.json().data.ids[0]}`,
      headers: bearer(rh),
    });
    expect(s.json().data).toMatchObject({ dataBaseMes: 3, observacoes: 'CCT 2026' });
  });

  it('o rascunho é do cadastro em que foi enviado e só o RH importa', async () => {
    const r = await enviar('grupos', 'g.csv', Buffer.from('Nome\r\nGrupo H18a\r\n'));
    const { id } = r.json().data;
    const outro = await post(`/cargos/importacao/${id}/previa`, { mapeamento: { nome: 0 } });
    expect(outro.statusCode).toBe(404);
    const colab = await t.token('colaborador@demo.jornada.dev');
    const proibido = await post(
      `/grupos/importacao/${id}/previa`,
      { mapeamento: { nome: 0 } },
      colab,
    );
    expect(proibido.statusCode).toBe(403);
    const vazio = await enviar('grupos', 'v.csv', Buffer.from(''));
    expect(vazio.statusCode).toBe(400);
  });
});
