import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteEscala,
  escalaId,
  GESTOR,
  gestaoDemoId,
  PAULA,
  RH,
} from '../../../test/escala-teste.ts';
import { EMPRESA_FERIAS } from '../../seed/seed.ts';

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;
beforeAll(async () => {
  t = await createAppDeTeste();
  api = clienteEscala(t);
});
afterAll(() => t.close());

const auditoria = (entidade: string, id: number) =>
  t.db.query<{ acao: string; usuario_id: number }>(
    'select acao, usuario_id from auditoria where empresa_id = 2 and entidade = $1 and entidade_id = $2 order by id',
    [entidade, String(id)],
  );

const semana = (turnoId: number, dias: string[]) =>
  Object.fromEntries(
    ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'].map((d) => [
      d,
      dias.includes(d) ? { tipo: 'trabalho', turnoId } : { tipo: d === 'dom' ? 'dsr' : 'folga' },
    ]),
  );

describe('/turno', () => {
  let id: number;
  it('RH cria (201 + location), lista, lê e altera; cada gravação é auditada', async () => {
    const r = await api.post(RH, '/turno', {
      nome: 'Manhã 06:00–14:00',
      entrada: '06:00',
      saidaIntervalo: '10:00',
      voltaIntervalo: '11:00',
      saida: '14:00',
    });
    expect(r.statusCode).toBe(201);
    id = r.json().data.id;
    expect(r.headers.location).toBe(`/api/escala/turno/${id}`);
    expect(r.json().data).toMatchObject({ entrada: '06:00', saida: '14:00', minutosTrabalho: 420 });
    const lista = await api.get(GESTOR, '/turno?search=manha');
    expect(lista.json().data.items.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await api.get(GESTOR, `/turno/${id}`)).json().data.nome).toBe('Manhã 06:00–14:00');
    const put = await api.put(RH, '/turno', {
      id,
      nome: 'Manhã 06:00–14:20',
      entrada: '06:00',
      saidaIntervalo: '10:00',
      voltaIntervalo: '11:00',
      saida: '14:20',
    });
    expect(put.json().data.minutosTrabalho).toBe(440);
    const parcial = await api.put(RH, '/turno', { id, nome: 'Manhã' });
    expect(parcial.json().data).toMatchObject({
      nome: 'Manhã',
      saida: '14:20',
      saidaIntervalo: '10:00',
    });
    expect((await auditoria('turno', id)).map((l) => l.acao)).toEqual([
      'criar',
      'alterar',
      'alterar',
    ]);
  });

  it('intervalo pela metade é recusado; gestor não grava', async () => {
    const r = await api.post(RH, '/turno', {
      nome: 'X',
      entrada: '08:00',
      saidaIntervalo: '12:00',
      saida: '17:00',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Informe a saída e a volta do intervalo, ou nenhuma das duas.');
    const g = await api.post(GESTOR, '/turno', { nome: 'X', entrada: '08:00', saida: '12:00' });
    expect(g.statusCode).toBe(403);
  });

  it('alterar um turno que deixaria uma escala ativa ilegal é recusado com o modal', async () => {
    const [turno] = await t.db.query<{ id: number }>(
      "select id from turno where empresa_id = 2 and nome = 'Comercial 08:00–17:48'",
    );
    const r = await api.put(RH, '/turno', {
      id: Number(turno!.id),
      nome: 'Comercial 08:00–21:00',
      entrada: '08:00',
      saidaIntervalo: '12:00',
      voltaIntervalo: '13:00',
      saida: '21:00',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().codigo).toBe('ESCALA_COM_PROBLEMAS');
    const linhas = r.json().message.split('\n');
    expect(linhas[0]).toContain('A escala COM-5X2');
    expect(linhas.at(-1)).toContain('Ajuste os turnos e as folgas');
  });
});

describe('/condicaotrabalho e /gestao', () => {
  it('condição: POST, GET, GET /{id}, GET /combo (data.data.items), PUT e PUT /status', async () => {
    const r = await api.post(RH, '/condicaotrabalho', {
      nome: 'Indústria',
      minutosSemanaisContrato: 2640,
    });
    expect(r.statusCode).toBe(201);
    const id = r.json().data.id;
    expect(r.json().data).toMatchObject({ comercio: false, descricao: null, ativo: true });
    expect((await api.get(GESTOR, `/condicaotrabalho/${id}`)).json().data.nome).toBe('Indústria');
    const combo = await api.get(GESTOR, '/condicaotrabalho/combo');
    expect(combo.json().data.data.items).toEqual(
      expect.arrayContaining([
        { id, nome: 'Indústria' },
        expect.objectContaining({ nome: 'Comércio' }),
      ]),
    );
    const put = await api.put(RH, '/condicaotrabalho', {
      id,
      nome: 'Indústria (44 h)',
      comercio: false,
    });
    expect(put.json().data.nome).toBe('Indústria (44 h)');
    const arquivada = await api.put(RH, '/condicaotrabalho/status', { id, ativo: false });
    expect(arquivada.json()).toMatchObject({
      message: 'Condição arquivada.',
      data: { ativo: false },
    });
    const lista = await api.get(RH, '/condicaotrabalho?ativo=false');
    expect(lista.json().data.items.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await auditoria('condicao_trabalho', id)).map((l) => l.acao)).toEqual([
      'criar',
      'alterar',
      'arquivar',
    ]);
  });

  it('gestão: POST, GET, GET /{gestaoId} em data.data, GET /combo, PUT e PUT /status', async () => {
    const r = await api.post(RH, '/gestao', {
      nome: 'Plantão',
      alocacaoDataFim: 'ObrigatorioDeterminarNaAlteracao',
      exigirAprovacao: true,
      alterarDiaTrabalhoDiasConsecutivos: 3,
    });
    expect(r.statusCode).toBe(201);
    const id = r.json().data.id;
    const um = await api.get(GESTOR, `/gestao/${id}`);
    expect(um.json().data.data).toMatchObject({
      id,
      alocacaoDataFim: 'ObrigatorioDeterminarNaAlteracao',
      exigirAprovacao: true,
      alterarDiaTrabalhoDiasConsecutivos: 3,
      mostrarHorarioEscala: true,
      escalas: [],
    });
    const parcial = await api.put(RH, '/gestao', { id, alterarDiaTrabalhoDiasConsecutivos: 7 });
    expect(parcial.json().data).toMatchObject({
      nome: 'Plantão',
      alocacaoDataFim: 'ObrigatorioDeterminarNaAlteracao',
      exigirAprovacao: true,
      alterarDiaTrabalhoDiasConsecutivos: 7,
    });
    const demo = await api.get(GESTOR, `/gestao/${await gestaoDemoId(t)}`);
    expect(demo.json().data.data.escalas).toHaveLength(4);
    const combo = await api.get(GESTOR, '/gestao/combo');
    expect(combo.json().data.data.items).toHaveLength(2);
    const lista = await api.get(GESTOR, '/gestao');
    expect(lista.json().data).toMatchObject({ total: 2, pageNumber: 1, pageSize: 25 });
    await api.put(RH, '/gestao/status', { id, ativo: false });
    expect((await api.get(GESTOR, '/gestao/combo')).json().data.data.items).toHaveLength(1);
    expect((await api.get(RH, '/gestao/999999')).statusCode).toBe(404);
  });
});

describe('/escala', () => {
  let turnoComercial: number;
  beforeAll(async () => {
    const [r] = await t.db.query<{ id: number }>(
      "select id from turno where empresa_id = 2 and nome = 'Loja 07:00–15:20'",
    );
    turnoComercial = Number(r!.id);
  });

  it('cria uma escala semanal válida e a lê de volta no mesmo formato', async () => {
    const corpo = {
      codigo: 'SEG-SAB',
      nome: 'Segunda a sábado',
      tipo: 'semanal',
      gestaoId: await gestaoDemoId(t),
      dias: semana(turnoComercial, ['seg', 'ter', 'qua', 'qui', 'sex', 'sab']),
    };
    const r = await api.post(RH, '/escala', corpo);
    expect(r.statusCode).toBe(201);
    const id = r.json().data.id;
    expect((await api.get(GESTOR, `/escala/${id}`)).json().data).toMatchObject({
      ...corpo,
      id,
      condicaoTrabalhoId: null,
      minutosSemanaisContrato: null,
      excecaoAcordoColetivo: false,
      ativo: true,
    });
    const repetida = await api.post(RH, '/escala', corpo);
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().message).toBe('Já existe uma escala com o código SEG-SAB.');
  });

  it("POST /escala/valida responde o modal 'ESCALAS COM PROBLEMAS'; salvar a mesma escala dá 422", async () => {
    const corpo = {
      codigo: '7X0',
      nome: 'Sem folga',
      tipo: 'semanal',
      dias: semana(turnoComercial, ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']),
    };
    const v = await api.post(RH, '/escala/valida', corpo);
    expect(v.statusCode).toBe(200);
    const { data } = v.json();
    expect(data.valido).toBe(false);
    expect(data.problemas.titulo).toBe('ESCALAS COM PROBLEMAS');
    expect(data.linhas).toEqual([
      data.problemas.cabecalho,
      ...data.problemas.itens,
      data.problemas.rodape,
    ]);
    const salvar = await api.post(RH, '/escala', corpo);
    expect(salvar.statusCode).toBe(422);
    expect(salvar.json().message).toBe(data.linhas.join('\n'));
    const excecao = await api.post(RH, '/escala', { ...corpo, excecaoAcordoColetivo: true });
    expect(excecao.statusCode).toBe(201);
  });

  it('rotativa e cíclica; turno de outra empresa ou inexistente é recusado', async () => {
    const rotativa = await api.post(RH, '/escala', {
      codigo: '6X1R',
      nome: '6x1 rotativa',
      tipo: 'semanal-rotativa',
      inicio: '2026-01-05',
      turnoId: turnoComercial,
      folgas: [['dom'], ['sab'], ['sex'], ['qui', 'dom']],
      domingoACadaSemanas: 3,
    });
    expect(rotativa.statusCode).toBe(201);
    expect(rotativa.json().data).toMatchObject({ tipo: 'semanal-rotativa', turnosPorDia: {} });
    const semTurno = await api.post(RH, '/escala', {
      codigo: 'X',
      nome: 'X',
      tipo: 'ciclica',
      inicio: '2026-01-01',
      dias: [{ tipo: 'trabalho', turnoId: 999_999 }, { tipo: 'folga' }],
    });
    expect(semTurno.statusCode).toBe(400);
    expect(semTurno.json()).toMatchObject({ codigo: 'REFERENCIA_INVALIDA', campo: 'turnoId' });
  });

  it('GET /escala/padrao: modelos prontos; GET /escala/em-uso conta os alocados', async () => {
    const padrao = await api.get(GESTOR, '/escala/padrao');
    expect(padrao.json().data.items.map((m: { chave: string }) => m.chave)).toEqual([
      '5x2',
      '6x1',
      '12x36',
      '5x1',
      '4x2',
    ]);
    const emUso = await api.get(GESTOR, '/escala/em-uso');
    expect(
      emUso
        .json()
        .data.items.map((e: { codigo: string; colaboradores: number }) => [
          e.codigo,
          e.colaboradores,
        ]),
    ).toEqual([
      ['COM-5X2', 25],
      ['LOJA-6X1', 12],
      ['NOT-5X2', 3],
    ]);
  });

  it('arquivar escala em uso é recusado; a 12x36 sem ninguém é arquivada e sai do combo', async () => {
    const com = await escalaId(t, 'COM-5X2');
    const emUso = await api.put(RH, '/escala/status', { id: com, ativo: false });
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().message).toContain('está em uso por 25 colaborador(es)');
    const doze = await escalaId(t, '12X36');
    const r = await api.put(RH, '/escala/status', { id: doze, ativo: false });
    expect(r.json()).toMatchObject({ message: 'Escala arquivada.', data: { ativo: false } });
    const combo = await api.get(GESTOR, '/escala/combo');
    expect(combo.json().data.data.items.some((e: { id: number }) => e.id === doze)).toBe(false);
    await api.put(RH, '/escala/status', { id: doze, ativo: true });
  });

  it('PUT altera a escala; gestor e colaborador só leem', async () => {
    const id = await escalaId(t, '12X36');
    const atual = (await api.get(RH, `/escala/${id}`)).json().data;
    const put = await api.put(RH, '/escala', { ...atual, nome: '12x36 (turma A)' });
    expect(put.json().data.nome).toBe('12x36 (turma A)');
    expect((await api.put(GESTOR, '/escala', { ...atual })).statusCode).toBe(403);
    expect((await api.get(PAULA, '/escala')).statusCode).toBe(403);
  });

  it.each([
    ['/escala/status', 'escala', (id: number) => ({ id, ativo: false })],
    ['/gestao/status', 'gestao', (id: number) => ({ id, ativo: false })],
    ['/gestao', 'gestao', (id: number) => ({ id, nome: 'Invasora' })],
    ['/condicaotrabalho/status', 'condicao_trabalho', (id: number) => ({ id, ativo: false })],
    ['/turno', 'turno', (id: number) => ({ id, nome: 'X', entrada: '08:00', saida: '12:00' })],
    ['/alocacao/status', 'alocacao', (id: number) => ({ id, ativo: false })],
    ['/alocacao', 'alocacao', (id: number) => ({ id, escalaId: 1, inicio: '2026-01-01' })],
    ['/acao/status', 'acao', (id: number) => ({ id, status: 'Removida' })],
  ])('outra empresa: PUT %s com id da demo no corpo responde 404', async (rota, tabela, corpo) => {
    if (tabela === 'acao') {
      await t.db.query(
        `insert into acao (empresa_id, usuario_id, data, tipo_acao, status, solicitante_id, criado_em)
         select 2, id, '2026-12-15', 'MudarParaFolga', 'Aprovada', id, now()
           from usuario where empresa_id = 2 and email = 'colaborador@demo.jornada.dev'`,
      );
    }
    const [r] = await t.db.query<{ id: number }>(
      `select max(id) as id from ${tabela} where empresa_id = 2`,
    );
    const resposta = await t.app.inject({
      method: 'PUT',
      url: `/api/escala${rota}`,
      headers: {
        authorization: `Bearer ${await api.token('rh@industria.jornada.dev', EMPRESA_FERIAS)}`,
      },
      payload: corpo(Number(r!.id)),
    });
    expect(resposta.statusCode).toBe(404);
  });
});
