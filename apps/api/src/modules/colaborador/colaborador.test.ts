import { createHash } from 'node:crypto';
import type { ColaboradorWire, EmpregadorWire } from '@jornada/contracts';
import { crc16KermitHex, decodeLatin1, encodeLatin1, validarAfd } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * Cadastro de colaboradores e do empregador pelo RH, ponta a ponta: a gravação, a auditoria e o
 * AFD exportado (tipos 5 e 2 na sequência de NSR do REP-P, CRC conferido, validador do domínio).
 * App próprio: os colaboradores criados aqui não mudam a contagem de outros testes.
 */
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
let filialId: number;

const BASE = '/api/main';
const CPF_NOVO = '39053344705';
const CPF_NOVO_2 = '11144477735';

const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, quem = 'rh') =>
  t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: como(quem),
    ...(payload ? { payload } : {}),
  });

const ultimoNsr = async () => {
  const [r] = await t.db.query<{ n: number }>(
    'select ultimo_nsr::int as n from rep where empresa_id = 2 and filial_id = $1',
    [filialId],
  );
  return r!.n;
};

const afd = async () => {
  const r = await chamar('GET', '/afd?dataInicio=2026-09-01&dataFim=2026-11-16');
  expect(r.statusCode).toBe(200);
  return {
    validacao: validarAfd(r.rawPayload, sha256),
    linhas: decodeLatin1(r.rawPayload).split('\r\n'),
  };
};

const linhaDoNsr = (linhas: string[], nsr: number) =>
  linhas.find((l) => l.startsWith(String(nsr).padStart(9, '0')));

const crcConfere = (linha: string) =>
  crc16KermitHex(encodeLatin1(linha.slice(0, -4))) === linha.slice(-4);

const auditoriaDe = async (entidade: string, entidadeId: number) =>
  t.db.query<{ acao: string; antes: unknown; depois: unknown; usuario_id: number }>(
    `select acao, antes, depois, usuario_id from auditoria
      where empresa_id = 2 and entidade = $1 and entidade_id = $2 order by id`,
    [entidade, String(entidadeId)],
  );

const corpo = (extra: object = {}) => ({
  nome: 'Joana Conceição',
  cpf: '390.533.447-05',
  email: 'Joana.Conceicao@demo.jornada.dev',
  filialId,
  departamentoId: null,
  cargoId: null,
  gestorId: null,
  admissao: '2026-11-16',
  pis: null,
  ...extra,
});

let rhId: number;

beforeAll(async () => {
  t = await createAppDeTeste();
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  const [r] = await t.db.query<{ filial_id: number }>(
    'select filial_id from rep where empresa_id = 2 order by filial_id limit 1',
  );
  filialId = r!.filial_id;
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = 2 and email = 'rh@demo.jornada.dev'",
  );
  rhId = u!.id;
});
afterAll(() => t.close());

describe('permissão do menu Colaboradores', () => {
  it('colaborador sem a rota recebe 403 em todas as rotas do cadastro', async () => {
    for (const [m, url, body] of [
      ['GET', '/colaboradores'],
      ['GET', '/colaboradores/opcoes'],
      ['GET', `/colaboradores/${rhId}`],
      ['POST', '/colaboradores', corpo()],
      ['PUT', `/colaboradores/${rhId}`, corpo()],
      ['POST', `/colaboradores/${rhId}/desligamento`, { demissao: '2026-11-16' }],
      ['GET', '/empregador'],
      ['PUT', '/empregador', { razaoSocial: 'Invasora Ltda' }],
    ] as const) {
      const r = await chamar(m, url, body, 'colaborador');
      expect(r.statusCode, `${m} ${url}`).toBe(403);
    }
  });
});

describe('lista de colaboradores', () => {
  it('pagina em ordem de nome e informa o total', async () => {
    const p1 = (await chamar('GET', '/colaboradores?pageSize=5')).json().data;
    const p2 = (await chamar('GET', '/colaboradores?pageSize=5&pageNumber=2')).json().data;
    expect(p1.items).toHaveLength(5);
    expect(p1.total).toBeGreaterThan(10);
    expect(p2.total).toBe(p1.total);
    const itens: ColaboradorWire[] = [...p1.items, ...p2.items];
    const nomes = itens.map((c) => c.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(new Set(itens.map((c) => c.id)).size).toBe(10);
  });

  it('busca sem acento e sem caixa; menos de 3 letras responde 400 nomeando o campo', async () => {
    const [comAcento] = await t.db.query<{ nome: string }>(
      "select nome from usuario where empresa_id = 2 and nome like 'Jo_o %' limit 1",
    );
    const r = await chamar('GET', '/colaboradores?search=JOAO');
    expect(r.statusCode).toBe(200);
    const nomes = r.json().data.items.map((c: ColaboradorWire) => c.nome);
    expect(nomes).toContain(comAcento!.nome);
    const curta = await chamar('GET', '/colaboradores?search=jo');
    expect(curta.statusCode).toBe(400);
    expect(curta.json().campo).toBe('search');
    expect(curta.json().message).toContain('3 caracteres');
  });

  it('filtra por filial, departamento e situação', async () => {
    const [d] = await t.db.query<{ departamento_id: number; n: number }>(
      `select departamento_id, count(*)::int as n from usuario
        where empresa_id = 2 and departamento_id is not null
        group by departamento_id order by departamento_id limit 1`,
    );
    const r = await chamar(
      'GET',
      `/colaboradores?filialId=${filialId}&departamentoId=${d!.departamento_id}&situacao=ativo&pageSize=100`,
    );
    const dados = r.json().data;
    expect(dados.total).toBe(d!.n);
    expect(
      dados.items.every(
        (c: ColaboradorWire) =>
          c.departamentoId === d!.departamento_id &&
          c.situacao === 'ativo' &&
          c.filialId === filialId,
      ),
    ).toBe(true);
    const desligados = await chamar('GET', '/colaboradores?situacao=desligado');
    expect(desligados.json().data.items.every((c: ColaboradorWire) => c.demissao !== null)).toBe(
      true,
    );
  });
});

describe('inclusão, alteração e desligamento gravam o AFD tipo 5 na sequência do REP', () => {
  let criado: ColaboradorWire;

  it('CPF com dígito errado responde 400 nomeando o campo; nada vai ao REP', async () => {
    const antes = await ultimoNsr();
    const r = await chamar('POST', '/colaboradores', corpo({ cpf: '390.533.447-06' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('cpf');
    expect(r.json().message).toContain('CPF inválido');
    const semNome = await chamar('POST', '/colaboradores', corpo({ nome: '' }));
    expect(semNome.json().campo).toBe('nome');
    const pis = await chamar('POST', '/colaboradores', corpo({ pis: '12345678901' }));
    expect(pis.json().campo).toBe('pis');
    expect(await ultimoNsr()).toBe(antes);
  });

  it('incluir grava o usuário, a auditoria e o tipo 5 I com CRC válido', async () => {
    const antes = await ultimoNsr();
    const r = await chamar('POST', '/colaboradores', corpo({ pis: '120.56789.01-0' }));
    expect(r.statusCode).toBe(201);
    criado = r.json().data;
    expect(r.headers.location).toBe(`${BASE}/colaboradores/${criado.id}`);
    expect(criado).toMatchObject({
      nome: 'Joana Conceição',
      cpf: CPF_NOVO,
      email: 'joana.conceicao@demo.jornada.dev',
      situacao: 'ativo',
      pis: '12056789010',
      cadastroConfirmado: false,
    });
    expect(await ultimoNsr()).toBe(antes + 1);
    const { validacao, linhas } = await afd();
    expect(validacao.erros).toEqual([]);
    const l = linhaDoNsr(linhas, antes + 1)!;
    expect([l.length, l[9], l[34], l.slice(35, 47)]).toEqual([118, '5', 'I', `0${CPF_NOVO}`]);
    expect(l.slice(47, 99).trimEnd()).toBe('Joana Conceição');
    expect(crcConfere(l)).toBe(true);
    const aud = await auditoriaDe('colaborador', criado.id);
    expect(aud.map((a) => [a.acao, a.antes, a.usuario_id])).toEqual([['incluir', null, rhId]]);
    expect(aud[0]!.depois).toMatchObject({ cpf: CPF_NOVO });
    const lido = await chamar('GET', `/colaboradores/${criado.id}`);
    // A resposta da inclusão traz o cadastro lido depois e o que a admissão gravou junto.
    expect(criado).toEqual({
      ...lido.json().data,
      escala: null,
      regraPonto: null,
      perfilIds: [expect.any(Number)],
      HabilitarMarcacaoPelaWeb: true,
    });
  });

  it('CPF ou e-mail repetidos na empresa respondem 409 nomeando o campo', async () => {
    const antes = await ultimoNsr();
    const cpf = await chamar('POST', '/colaboradores', corpo({ email: 'outra@demo.jornada.dev' }));
    expect(cpf.statusCode).toBe(409);
    expect(cpf.json().campo).toBe('cpf');
    const email = await chamar(
      'POST',
      '/colaboradores',
      corpo({ cpf: CPF_NOVO_2, email: 'JOANA.conceicao@demo.jornada.dev' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().campo).toBe('email');
    expect(await ultimoNsr()).toBe(antes);
  });

  it('filial, departamento ou gestor de fora da empresa respondem 400 nomeando o campo', async () => {
    const outro = corpo({ cpf: CPF_NOVO_2, email: 'x@demo.jornada.dev' });
    const f = await chamar('POST', '/colaboradores', { ...outro, filialId: 999_999 });
    expect([f.statusCode, f.json().campo]).toEqual([400, 'filialId']);
    const d = await chamar('POST', '/colaboradores', { ...outro, departamentoId: 999_999 });
    expect([d.statusCode, d.json().campo]).toEqual([400, 'departamentoId']);
    const g = await chamar('POST', '/colaboradores', { ...outro, gestorId: 999_999 });
    expect([g.statusCode, g.json().campo]).toEqual([400, 'gestorId']);
  });

  it('mudar só o e-mail não vai ao REP; mudar o nome grava o tipo 5 A', async () => {
    const antes = await ultimoNsr();
    const soEmail = await chamar(
      'PUT',
      `/colaboradores/${criado.id}`,
      corpo({ email: 'joana.c@demo.jornada.dev', gestorId: rhId }),
    );
    expect(soEmail.statusCode).toBe(200);
    expect(soEmail.json().data.gestorNome).not.toBeNull();
    expect(await ultimoNsr()).toBe(antes);
    const nome = await chamar(
      'PUT',
      `/colaboradores/${criado.id}`,
      corpo({ nome: 'Joana Conceição Souza', email: 'joana.c@demo.jornada.dev' }),
    );
    expect(nome.statusCode).toBe(200);
    expect(await ultimoNsr()).toBe(antes + 1);
    const { validacao, linhas } = await afd();
    expect(validacao.erros).toEqual([]);
    const l = linhaDoNsr(linhas, antes + 1)!;
    expect([l[9], l[34], l.slice(47, 99).trimEnd()]).toEqual(['5', 'A', 'Joana Conceição Souza']);
    expect(crcConfere(l)).toBe(true);
    const aud = await auditoriaDe('colaborador', criado.id);
    expect(aud.map((a) => a.acao)).toEqual(['incluir', 'alterar', 'alterar']);
    expect(aud[2]!.antes).toMatchObject({ nome: 'Joana Conceição' });
    expect(aud[2]!.depois).toMatchObject({ nome: 'Joana Conceição Souza' });
  });

  it('trocar de filial: E no REP antigo; voltar: I no REP', async () => {
    const [semRep] = await t.db.query<{ id: number }>(
      `insert into filial (empresa_id, nome, cnpj) values (2, 'Loja sem REP', '11222333000262')
       returning id`,
    );
    const antes = await ultimoNsr();
    const base = { nome: 'Joana Conceição Souza', email: 'joana.c@demo.jornada.dev' };
    const foi = await chamar(
      'PUT',
      `/colaboradores/${criado.id}`,
      corpo({ ...base, filialId: semRep!.id }),
    );
    expect(foi.json().data.filialNome).toBe('Loja sem REP');
    const voltou = await chamar('PUT', `/colaboradores/${criado.id}`, corpo(base));
    expect(voltou.statusCode).toBe(200);
    expect(await ultimoNsr()).toBe(antes + 2);
    const { validacao, linhas } = await afd();
    expect(validacao.erros).toEqual([]);
    const [e, i] = [linhaDoNsr(linhas, antes + 1)!, linhaDoNsr(linhas, antes + 2)!];
    expect([e[34], i[34]]).toEqual(['E', 'I']);
    expect([e, i].every(crcConfere)).toBe(true);
  });

  it('desligar grava a demissão e o tipo 5 E; a linha do usuário fica', async () => {
    const antes = await ultimoNsr();
    const cedo = await chamar('POST', `/colaboradores/${criado.id}/desligamento`, {
      demissao: '2026-11-01',
    });
    expect([cedo.statusCode, cedo.json().campo]).toEqual([400, 'demissao']);
    const r = await chamar('POST', `/colaboradores/${criado.id}/desligamento`, {
      demissao: '2026-11-16',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ situacao: 'desligado', demissao: '2026-11-16' });
    expect(await ultimoNsr()).toBe(antes + 1);
    const { validacao, linhas } = await afd();
    expect(validacao.erros).toEqual([]);
    const l = linhaDoNsr(linhas, antes + 1)!;
    expect([l[9], l[34], l.slice(35, 47)]).toEqual(['5', 'E', `0${CPF_NOVO}`]);
    expect(crcConfere(l)).toBe(true);
    const [u] = await t.db.query<{ ativo: boolean }>(
      'select ativo from usuario where empresa_id = 2 and id = $1',
      [criado.id],
    );
    expect(u!.ativo).toBe(false);
    const denovo = await chamar('POST', `/colaboradores/${criado.id}/desligamento`, {
      demissao: '2026-11-16',
    });
    expect(denovo.statusCode).toBe(409);
    const editar = await chamar('PUT', `/colaboradores/${criado.id}`, corpo());
    expect(editar.statusCode).toBe(409);
    const lista = await chamar('GET', '/colaboradores?situacao=desligado&search=conceicao');
    expect(lista.json().data.items.map((c: ColaboradorWire) => c.id)).toEqual([criado.id]);
    expect((await auditoriaDe('colaborador', criado.id)).at(-1)!.acao).toBe('desligar');
  });

  it('colaborador inexistente responde 404', async () => {
    expect((await chamar('GET', '/colaboradores/999999')).statusCode).toBe(404);
    expect((await chamar('PUT', '/colaboradores/999999', corpo())).statusCode).toBe(404);
  });
});

describe('empregador: alterações gravam o AFD tipo 2', () => {
  it('lê a razão social e as filiais com o REP', async () => {
    const r = await chamar('GET', '/empregador');
    expect(r.statusCode).toBe(200);
    const e: EmpregadorWire = r.json().data;
    expect(e.razaoSocial).not.toBe('');
    expect(e.filiais.find((f) => f.id === filialId)).toMatchObject({ temRep: true });
  });

  it('CNPJ inválido responde 400 nomeando o campo; nada vai ao REP', async () => {
    const antes = await ultimoNsr();
    const r = await chamar('PUT', '/empregador', {
      filial: {
        id: filialId,
        cnpj: '11.222.333/0001-82',
        nome: 'Matriz',
        municipioIbge: 3550308,
        uf: 'SP',
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('filial.cnpj');
    expect(r.json().message).toContain('CNPJ inválido');
    expect((await chamar('PUT', '/empregador', {})).statusCode).toBe(400);
    expect(await ultimoNsr()).toBe(antes);
  });

  it('mudar a razão social e a filial grava o tipo 2 com CRC válido e a auditoria', async () => {
    const antes = await ultimoNsr();
    const r = await chamar('PUT', '/empregador', {
      razaoSocial: 'Demo Comércio Alterada Ltda',
      filial: {
        id: filialId,
        cnpj: '11.222.333/0001-81',
        nome: 'Matriz Centro',
        municipioIbge: 3509502,
        uf: 'SP',
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.razaoSocial).toBe('Demo Comércio Alterada Ltda');
    expect(r.json().data.filiais.find((f: { id: number }) => f.id === filialId)).toMatchObject({
      cnpj: '11222333000181',
      nome: 'Matriz Centro',
      cidade: 'Campinas',
    });
    expect(await ultimoNsr()).toBe(antes + 1);
    const { validacao, linhas } = await afd();
    expect(validacao.erros).toEqual([]);
    const l = linhaDoNsr(linhas, antes + 1)!;
    expect([l.length, l[9]]).toEqual([331, '2']);
    expect(l.slice(77, 227).trimEnd()).toBe('Demo Comércio Alterada Ltda');
    expect(l.slice(227, 327)).toContain('Campinas - SP');
    expect(crcConfere(l)).toBe(true);
    const [aud] = await auditoriaDe('empregador', 2);
    expect(aud!.antes).toMatchObject({ razaoSocial: expect.not.stringContaining('Alterada') });
    expect(aud!.depois).toMatchObject({ razaoSocial: 'Demo Comércio Alterada Ltda' });
  });

  it('filial de outra empresa responde 404 e nada muda', async () => {
    const [outra] = await t.db.query<{ id: number }>(
      'select id from filial where empresa_id <> 2 order by id limit 1',
    );
    const antes = await ultimoNsr();
    const r = await chamar('PUT', '/empregador', {
      filial: {
        id: outra!.id,
        cnpj: '11222333000181',
        nome: 'X',
        municipioIbge: 3550308,
        uf: 'SP',
      },
    });
    expect(r.statusCode).toBe(404);
    expect(await ultimoNsr()).toBe(antes);
  });
});
