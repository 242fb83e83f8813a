import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
let rh: string;
let colaborador: string;
let pessoas: { id: number; nome: string }[];
let departamentos: { id: number; nome: string }[];

const B = '/api/intermitente';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${B}${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  pessoas = await t.db.query<{ id: number; nome: string }>(
    "select id, nome from usuario where empresa_id = $1 and email like 'colaborador0%' order by id",
    [EMPRESA_DEMO],
  );
  departamentos = await t.db.query<{ id: number; nome: string }>(
    'select id, nome from departamento where empresa_id = $1 order by id',
    [EMPRESA_DEMO],
  );
});
afterAll(() => t.close());

const auditorias = async (entidade: string, entidadeId: number) => {
  const linhas = await t.db.query<{ acao: string; usuario_id: number }>(
    'select acao, usuario_id from auditoria where empresa_id = $1 and entidade = $2 and entidade_id = $3 order by id',
    [EMPRESA_DEMO, entidade, String(entidadeId)],
  );
  return linhas.map((l) => l.acao);
};

describe('permissões', () => {
  it.each([
    ['GET', '/Cargo'],
    ['GET', '/LocaisTrabalho'],
    ['GET', '/Usuario'],
    ['GET', '/Departamento'],
    ['GET', '/RegrasConvocacao/por-status'],
    ['GET', '/grupo'],
    ['GET', '/Contratantes/por-status'],
    ['GET', '/MotivosInterrupcoes/admin'],
    ['POST', '/Grupo'],
    ['POST', '/Convocacao/listaRH'],
  ] as const)('%s %s: colaborador sem o menu do intermitente recebe 403', async (metodo, url) => {
    const r = await chamar(metodo, url, colaborador, metodo === 'POST' ? {} : undefined);
    expect(r.statusCode).toBe(403);
  });

  it('sem token: 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: `${B}/Cargo` });
    expect(r.statusCode).toBe(401);
  });
});

describe('consultas', () => {
  it('cargos, locais e departamentos da empresa', async () => {
    const cargos = (await chamar('GET', '/Cargo', rh)).json();
    expect(cargos.success).toBe(true);
    expect(cargos.data.map((c: { nome: string }) => c.nome)).toContain('Operador de caixa');
    const locais = (await chamar('GET', '/LocaisTrabalho', rh)).json().data;
    expect(locais[0]).toMatchObject({ nome: 'Loja Centro — São Paulo', uf: 'SP' });
    const deps = (await chamar('GET', '/Departamento', rh)).json().data;
    expect(deps.map((d: { nome: string }) => d.nome)).toEqual([
      'Administrativo',
      'Centro de Distribuição',
      'Loja Centro',
    ]);
  });

  it('usuários: busca a partir de 3 caracteres, sem CPF', async () => {
    const r = await chamar('GET', '/Usuario?search=Paula', rh);
    expect(r.json().data).toEqual([
      expect.objectContaining({ nome: 'Paula Andrade', cargo: 'Operador de caixa' }),
    ]);
    expect(r.json().data[0].cpf).toBeUndefined();
    const curta = await chamar('GET', '/Usuario?search=Pa', rh);
    expect(curta.statusCode).toBe(400);
    expect(curta.json().campo).toBe('search');
    expect(curta.json().Error).toContain('3 caracteres');
  });

  it('intermitentes para convocar: membros de grupos ativos, filtrados por grupo', async () => {
    const todos = (
      await chamar('POST', '/Usuario/obter-usuarios-convocacao-alocacao', rh, {})
    ).json().data;
    expect(todos).toHaveLength(10);
    const grupos = (await chamar('GET', '/grupo', rh)).json().data;
    const caixas = grupos.find((g: { nome: string }) => g.nome === 'Caixas de fim de semana');
    const r = await chamar('POST', '/Usuario/obter-usuarios-convocacao-alocacao', rh, {
      grupoIds: [caixas.grupoId],
    });
    expect(r.json().data).toHaveLength(5);
    expect(r.json().data.every((u: { disponivel: boolean }) => u.disponivel)).toBe(true);
  });
});

describe('regras de convocação', () => {
  const regra = {
    nome: 'Eventos 72h',
    antecedencia: '72h',
    sabadoUtil: false,
    valorHora: 3000,
    verbas: { remuneracao: '2010', dsr: '2020' },
  };

  it('cria (201 + location), lê, altera e arquiva, com auditoria', async () => {
    const criada = await chamar('POST', '/RegrasConvocacao', rh, regra);
    expect(criada.statusCode).toBe(201);
    const { id } = criada.json().data;
    expect(criada.headers.location).toBe(`${B}/RegrasConvocacao/${id}`);
    const lida = (await chamar('GET', `/RegrasConvocacao/${id}`, rh)).json().data;
    expect(lida).toMatchObject({ ...regra, arquivada: false, convocacoes: 0 });
    const alterada = await chamar('PUT', '/RegrasConvocacao', rh, {
      ...regra,
      id,
      valorHora: 3200,
      arquivada: true,
    });
    expect(alterada.json().data).toMatchObject({ id, valorHora: 3200, arquivada: true });
    expect(await auditorias('intermitente_regra', id)).toEqual(['inclusao', 'alteracao']);
  });

  it('por status: naoarquivadas (padrão), utilizadas, arquivadas; um filtro só', async () => {
    const nomes = async (q: string) =>
      (await chamar('GET', `/RegrasConvocacao/por-status${q}`, rh))
        .json()
        .data.map((r: { nome: string }) => r.nome);
    expect(await nomes('')).toEqual(['Intermitente padrão']);
    expect(await nomes('?naoarquivadas=true')).toEqual(['Intermitente padrão']);
    expect(await nomes('?utilizadas=true')).toEqual(['Intermitente padrão']);
    expect(await nomes('?arquivadas=true')).toEqual(['Eventos 72h']);
    const dois = await chamar(
      'GET',
      '/RegrasConvocacao/por-status?arquivadas=true&utilizadas=true',
      rh,
    );
    expect(dois.statusCode).toBe(400);
    expect(dois.json().Error).toContain('marque um só filtro');
  });

  it('validação em pt-BR nomeando o campo', async () => {
    const r = await chamar('POST', '/RegrasConvocacao', rh, { ...regra, antecedencia: '48h' });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('antecedencia');
    const sem = await chamar('POST', '/RegrasConvocacao', rh, { ...regra, valorHora: 0 });
    expect(sem.json().campo).toBe('valorHora');
    expect(sem.json().Error).toContain('centavos');
  });

  it('regra inexistente: 404', async () => {
    expect((await chamar('GET', '/RegrasConvocacao/999999', rh)).statusCode).toBe(404);
    const put = await chamar('PUT', '/RegrasConvocacao', rh, { ...regra, id: 999999 });
    expect(put.statusCode).toBe(404);
  });
});

describe('grupos', () => {
  let grupoId: number;

  it('cria com membros (201), lê por id e lista ativos', async () => {
    const r = await chamar('POST', '/Grupo', rh, {
      nome: 'Reforço de Natal',
      usuarioIds: [pessoas[0]!.id, pessoas[1]!.id],
    });
    expect(r.statusCode).toBe(201);
    grupoId = r.json().data.grupoId;
    expect(r.json().data.usuarios).toHaveLength(2);
    const lido = (await chamar('GET', `/grupo/${grupoId}`, rh)).json().data;
    expect(lido).toMatchObject({ nome: 'Reforço de Natal', arquivado: false });
    const ativos = (await chamar('GET', '/grupo', rh)).json().data;
    expect(ativos.map((g: { nome: string }) => g.nome)).toContain('Reforço de Natal');
    expect(await auditorias('intermitente_grupo', grupoId)).toEqual(['inclusao']);
  });

  it("falha ao criar: 'Falha ao criar grupo' com o motivo, nomeando o campo", async () => {
    const dup = await chamar('POST', '/Grupo', rh, { nome: 'reforço de natal' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Error).toMatch(/^Falha ao criar grupo: já existe um grupo/);
    expect(dup.json().campo).toBe('nome');
    const semPessoa = await chamar('POST', '/Grupo', rh, { nome: 'X', usuarioIds: [999999] });
    expect(semPessoa.statusCode).toBe(400);
    expect(semPessoa.json().campo).toBe('usuarioIds');
    expect(semPessoa.json().Error).toContain('Falha ao criar grupo');
    const semNome = await chamar('POST', '/Grupo', rh, { nome: '  ' });
    expect(semNome.json().campo).toBe('nome');
  });

  it('altera membros, arquiva e desarquiva', async () => {
    const put = await chamar('PUT', '/Grupo', rh, {
      grupoId,
      nome: 'Reforço de Natal',
      usuarioIds: [pessoas[2]!.id],
    });
    expect(put.json().data.usuarios.map((u: { id: number }) => u.id)).toEqual([pessoas[2]!.id]);
    const arq = await chamar('GET', `/Grupo/arquivar/${grupoId}`, rh);
    expect(arq.json().data.arquivado).toBe(true);
    const nomes = async (q: string) =>
      (await chamar('GET', `/grupo${q}`, rh)).json().data.map((g: { nome: string }) => g.nome);
    expect(await nomes('?arquivados=true')).toEqual(['Reforço de Natal']);
    expect(await nomes('')).not.toContain('Reforço de Natal');
    expect(await nomes('?todos=true')).toContain('Reforço de Natal');
    const des = await chamar('GET', `/Grupo/desarquivar/${grupoId}`, rh);
    expect(des.json().data.arquivado).toBe(false);
    expect(await auditorias('intermitente_grupo', grupoId)).toEqual([
      'inclusao',
      'alteracao',
      'arquivamento',
      'desarquivamento',
    ]);
  });

  it('grupo inexistente: 404', async () => {
    expect((await chamar('GET', '/grupo/999999', rh)).statusCode).toBe(404);
    expect((await chamar('GET', '/Grupo/arquivar/999999', rh)).statusCode).toBe(404);
  });
});

describe('contratantes', () => {
  let id: number;

  it('cria com contratantesDepartamentos e devolve só os ids dos departamentos', async () => {
    const r = await chamar('POST', '/Contratantes', rh, {
      nome: 'Buffet Aurora',
      tipo: 'terceiro',
      cnpj: '11444777000161',
      contratantesDepartamentos: [{ departamento_Id: departamentos[0]!.id }],
    });
    expect(r.statusCode).toBe(201);
    id = r.json().data.id;
    expect(r.json().data.contratantesDepartamentos).toEqual([departamentos[0]!.id]);
    expect(await auditorias('intermitente_contratante', id)).toEqual(['inclusao']);
  });

  it('validação: terceiro sem CNPJ, departamento de outra empresa, nome repetido', async () => {
    const semCnpj = await chamar('POST', '/Contratantes', rh, {
      nome: 'Sem CNPJ',
      tipo: 'terceiro',
    });
    expect(semCnpj.statusCode).toBe(400);
    expect(semCnpj.json().campo).toBe('cnpj');
    const [outro] = await t.db.query<{ id: number }>(
      'select id from departamento where empresa_id <> $1 limit 1',
      [EMPRESA_DEMO],
    );
    if (outro) {
      const dep = await chamar('POST', '/Contratantes', rh, {
        nome: 'Dep alheio',
        tipo: 'interno',
        contratantesDepartamentos: [{ departamento_Id: outro.id + 100000 }],
      });
      expect(dep.json().campo).toBe('contratantesDepartamentos');
    }
    const dup = await chamar('POST', '/Contratantes', rh, {
      nome: 'buffet aurora',
      tipo: 'interno',
    });
    expect(dup.statusCode).toBe(409);
  });

  it('altera, arquiva, lista por status e desarquiva', async () => {
    const put = await chamar('PUT', '/Contratantes', rh, {
      id,
      nome: 'Buffet Aurora',
      tipo: 'terceiro',
      cnpj: '11444777000161',
      contratantesDepartamentos: [
        { departamento_Id: departamentos[1]!.id },
        { departamento_Id: departamentos[2]!.id },
      ],
    });
    expect(put.json().data.contratantesDepartamentos).toEqual([
      departamentos[1]!.id,
      departamentos[2]!.id,
    ]);
    await chamar('GET', `/Contratantes/arquivar/${id}`, rh);
    const nomes = async (q: string) =>
      (await chamar('GET', `/Contratantes/por-status${q}`, rh))
        .json()
        .data.map((c: { nome: string }) => c.nome);
    expect(await nomes('?arquivadas=true')).toEqual(['Buffet Aurora']);
    expect(await nomes('?ativas=true')).toEqual([
      'Eventos Paulista Ltda',
      'Loja Centro — reforço de fim de semana',
    ]);
    expect(await nomes('?todos=true')).toHaveLength(3);
    await chamar('GET', `/Contratantes/desarquivar/${id}`, rh);
    expect(await nomes('')).toHaveLength(3);
  });

  it('quem pode virar responsável: não lista quem já responde por um contratante', async () => {
    const r = await chamar(
      'GET',
      '/Contratantes/pesquisar-usuarios-virar-contratante?search=gestor',
      rh,
    );
    expect(r.statusCode).toBe(200);
    const emails = r.json().data.map((u: { email: string }) => u.email);
    expect(emails).not.toContain('gestor@demo.jornada.dev');
  });
});

describe('motivos de interrupção', () => {
  it('lista (admin), cria e altera; descrição repetida: 409', async () => {
    const lista = (await chamar('GET', '/MotivosInterrupcoes/admin', rh)).json().data;
    expect(lista).toHaveLength(2);
    const criado = await chamar('POST', '/MotivosInterrupcoes', rh, {
      descricao: 'Falta de energia',
    });
    expect(criado.statusCode).toBe(201);
    const { id } = criado.json().data;
    const put = await chamar('PUT', '/MotivosInterrupcoes', rh, {
      id,
      descricao: 'Falta de energia',
      ativo: false,
    });
    expect(put.json().data).toEqual({ id, descricao: 'Falta de energia', ativo: false });
    const dup = await chamar('POST', '/MotivosInterrupcoes', rh, {
      descricao: 'condições climáticas',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().campo).toBe('descricao');
    const vazio = await chamar('POST', '/MotivosInterrupcoes', rh, { descricao: '' });
    expect(vazio.json().campo).toBe('descricao');
    expect(await auditorias('intermitente_motivo_interrupcao', id)).toEqual([
      'inclusao',
      'alteracao',
    ]);
  });
});
