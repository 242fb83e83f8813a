import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteEscala,
  colaborador,
  escalaId,
  GESTOR,
  GESTORA_CD,
  gestaoDemoId,
  PAULA,
  RH,
  usuarioId,
} from '../../../test/escala-teste.ts';

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;
let paula: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  api = clienteEscala(t);
  paula = await usuarioId(t, PAULA);
});
afterAll(() => t.close());

type Linha = {
  usuario: { id: number; nome: string; departamento: string; turno: string | null };
  dias: Record<string, unknown>[];
};

describe('GET /calendario/equipe', () => {
  it('gestor vê a equipe do departamento: colaboradores × dias do mês com os campos do spec §3', async () => {
    const r = await api.get(GESTOR, '/calendario/equipe?Ano=2026&Mes=11&pageSize=100');
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data).toMatchObject({ periodo: 'NOVEMBRO', ano: 2026, mes: 11, pageNumber: 1 });
    expect(data.dias).toHaveLength(30);
    expect(data.dias[0]).toEqual({ data: '2026-11-01', index: 0, diaSemana: 'DOM' });
    const linhas = data.items as Linha[];
    expect(linhas.every((l) => l.usuario.departamento === 'Loja Centro')).toBe(true);
    expect(data.total).toBe(linhas.length);
    const linha = linhas.find((l) => l.usuario.id === paula)!;
    expect(linha.usuario).toMatchObject({ nome: 'Paula Andrade', turno: '08:00–17:48 (5x2)' });
    expect(linha.dias[15]).toEqual({
      data: '2026-11-16',
      naturezaDia: 'Trabalho',
      entrada: '08:00',
      saida: '17:48',
      index: 15,
      usuario: paula,
      alocacaoId: expect.any(Number),
      escalaId: await escalaId(t, 'COM-5X2'),
      alteracaoEscala: null,
      acoes: [1, 3, 5, 6, 7],
      feriado: null,
      tags: [],
    });
    expect(linha.dias[14]).toMatchObject({
      naturezaDia: 'Dsr',
      feriado: 'Proclamação da República',
      tags: ['feriados'],
      acoes: [2, 4, 7],
    });
    expect(linha.dias[13]).toMatchObject({ naturezaDia: 'Folga' });
  });

  it('o gestor aparece sem escala e sem ações sobre si mesmo', async () => {
    const r = await api.get(GESTOR, '/calendario/equipe?Ano=2026&Mes=11&search=marcos');
    const [marcos] = r.json().data.items as Linha[];
    expect(marcos!.dias[15]).toMatchObject({ naturezaDia: 'SemEscala', acoes: [], escalaId: null });
  });

  it('RH vê todos; filtros por departamento, busca sem acento e grupo (escala)', async () => {
    const todos = await api.get(RH, '/calendario/equipe?Ano=2026&Mes=11&pageSize=5');
    expect(todos.json().data.total).toBe(43);
    expect(todos.json().data.items).toHaveLength(5);
    const [cd] = await t.db.query<{ id: number }>(
      "select id from departamento where empresa_id = 2 and nome = 'Centro de Distribuição'",
    );
    const porDep = await api.get(
      RH,
      `/calendario/equipe?Ano=2026&Mes=11&pageSize=100&departamentoId=${cd!.id}`,
    );
    expect(
      (porDep.json().data.items as Linha[]).every(
        (l) => l.usuario.departamento === 'Centro de Distribuição',
      ),
    ).toBe(true);
    const busca = await api.get(
      RH,
      `/calendario/equipe?Ano=2026&Mes=11&search=${encodeURIComponent('CLÁUDIA')}`,
    );
    expect((busca.json().data.items as Linha[]).map((l) => l.usuario.nome)).toEqual([
      'Cláudia Nunes',
    ]);
    const noturno = await escalaId(t, 'NOT-5X2');
    const grupo = await api.get(
      RH,
      `/calendario/equipe?Ano=2026&Mes=11&pageSize=100&grupo=${noturno}`,
    );
    expect(grupo.json().data.total).toBe(3);
    const vigia = (grupo.json().data.items as Linha[])[0]!;
    expect(vigia.dias[16]).toMatchObject({ entrada: '22:00', saida: '05:00' });
  });

  it('gestora do CD não vê a Loja Centro; colaborador não vê o calendário da equipe', async () => {
    const r = await api.get(GESTORA_CD, '/calendario/equipe?Ano=2026&Mes=11&pageSize=100');
    expect((r.json().data.items as Linha[]).some((l) => l.usuario.id === paula)).toBe(false);
    expect((await api.get(PAULA, '/calendario/equipe?Ano=2026&Mes=11')).statusCode).toBe(403);
  });

  it('query inválida: 400 nomeando o parâmetro', async () => {
    const r = await api.get(GESTOR, '/calendario/equipe?Ano=2026&Mes=13');
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('Mes');
  });
});

describe('GET /calendario/dia', () => {
  it('escalaEmVigor com datas-hora (caracteres 11–16 = HH:MM) e o usuário do painel', async () => {
    const r = await api.get(RH, `/calendario/dia?UsuarioId=${paula}&Data=2026-11-17`);
    const d = r.json().data;
    expect(d.escalaEmVigor).toEqual({
      escalaId: await escalaId(t, 'COM-5X2'),
      codigoEscala: 'COM-5X2',
      nomeEscala: 'Comercial 5x2 (08:00–17:48)',
      horaEntrada: '2026-11-17T08:00:00',
      horaSaidaAlmoco: '2026-11-17T12:00:00',
      horaVoltaAlmoco: '2026-11-17T13:00:00',
      horaSaida: '2026-11-17T17:48:00',
    });
    expect(d.escalaEmVigor.horaEntrada.slice(11, 16)).toBe('08:00');
    expect(d.usuario).toEqual({
      Id: paula,
      usuarioId: paula,
      nome: 'Paula Andrade',
      cargo: 'Operador de caixa',
      turno: '08:00–17:48 (5x2)',
      foto: null,
    });
    expect(d).toMatchObject({
      diaSemana: 'TER',
      empregado: true,
      gestaoId: await gestaoDemoId(t),
      permitirArquivarAlocacao: true,
      alocacaoId: expect.any(Number),
    });
    expect(d.acoes).toHaveLength(5);
  });

  it('jornada noturna: a saída é no dia seguinte; em folga mostra o turno normal da escala', async () => {
    const vigia = await usuarioId(t, colaborador(36));
    const d = (await api.get(GESTOR, `/calendario/dia?UsuarioId=${vigia}&Data=2026-11-17`)).json()
      .data;
    expect(d.escalaEmVigor).toMatchObject({
      horaEntrada: '2026-11-17T22:00:00',
      horaSaidaAlmoco: '2026-11-18T01:00:00',
      horaVoltaAlmoco: '2026-11-18T02:00:00',
      horaSaida: '2026-11-18T05:00:00',
    });
    const sabado = (
      await api.get(GESTOR, `/calendario/dia?UsuarioId=${paula}&Data=2026-11-21`)
    ).json().data;
    expect(sabado).toMatchObject({
      naturezaDia: 'Folga',
      entrada: null,
      permitirArquivarAlocacao: false,
    });
    expect(sabado.escalaEmVigor.horaEntrada).toBe('2026-11-21T08:00:00');
  });

  it('colaborador lê o próprio dia (sem ações) e não o de outra pessoa', async () => {
    const proprio = await api.get(PAULA, `/calendario/dia?UsuarioId=${paula}&Data=2026-11-17`);
    expect(proprio.json().data).toMatchObject({ acoes: [], permitirArquivarAlocacao: false });
    const outro = await usuarioId(t, colaborador(0));
    expect(
      (await api.get(PAULA, `/calendario/dia?UsuarioId=${outro}&Data=2026-11-17`)).statusCode,
    ).toBe(403);
  });

  it('antes da admissão o dia fica fora do contrato', async () => {
    const d = (await api.get(RH, `/calendario/dia?UsuarioId=${paula}&Data=2024-02-27`)).json().data;
    expect(d).toMatchObject({
      naturezaDia: 'ForaDoContrato',
      empregado: false,
      acoes: [],
      entrada: null,
    });
  });
});

describe('GET /calendario/individual', () => {
  it('o mês do colaborador logado: periodo em maiúsculas, horários e naturezaDia', async () => {
    const r = await api.get(PAULA, '/calendario/individual?Ano=2026&Mes=11');
    expect(r.json().success).toBe(true);
    const { data } = r.json();
    expect(data).toMatchObject({ periodo: 'NOVEMBRO', ano: 2026 });
    expect(data.dias).toHaveLength(30);
    expect(data.dias[15]).toEqual({
      data: '2026-11-16',
      horaEntrada: '08:00',
      horaSaida: '17:48',
      naturezaDia: 'Trabalho',
      feriado: null,
      tags: [],
    });
    expect(data.dias[19]).toMatchObject({
      naturezaDia: 'Trabalho',
      feriado: 'Dia Nacional de Zumbi e da Consciência Negra',
    });
    const marco = await api.get(PAULA, '/calendario/individual?Ano=2027&Mes=3');
    expect(marco.json().data.periodo).toBe('MARÇO');
  });
});

describe('GET /tag, /tag/saldo e /configuracao/em-vigor', () => {
  it('feriados nacionais e municipais da empresa; listas sem módulo vêm vazias', async () => {
    const r = await api.get(GESTOR, `/tag?Ano=2027&Mes=1&UsuariosIds=${paula}`);
    const tags = r.json().data.data;
    expect(
      tags.feriados.map((f: { data: string; descricao: string }) => [f.data, f.descricao]),
    ).toEqual([
      ['2027-01-01', 'Confraternização Universal'],
      ['2027-01-25', 'Aniversário de São Paulo'],
    ]);
    expect(tags).toMatchObject({
      ausencias: [],
      sobreavisos: [],
      feriadosIndenizados: [],
      folgasBancoFolgas: [],
    });
  });

  it('UsuariosIds repetido ou por vírgula; fora da equipe 403; inexistente 404', async () => {
    const outro = await usuarioId(t, colaborador(3));
    const a = await api.get(
      GESTOR,
      `/tag?Ano=2026&Mes=11&UsuariosIds=${paula}&UsuariosIds=${outro}`,
    );
    const b = await api.get(GESTOR, `/tag?Ano=2026&Mes=11&UsuariosIds=${paula},${outro}`);
    expect(a.json().data.data.feriados).toHaveLength(6);
    expect(b.json()).toEqual(a.json());
    expect(
      (await api.get(GESTORA_CD, `/tag?Ano=2026&Mes=11&UsuariosIds=${paula}`)).statusCode,
    ).toBe(403);
    expect((await api.get(PAULA, `/tag?Ano=2026&Mes=11&UsuariosIds=${paula}`)).statusCode).toBe(
      200,
    );
    expect((await api.get(RH, '/tag?Ano=2026&Mes=11&UsuariosIds=999999')).statusCode).toBe(404);
  });

  it('saldo conta os dias de cada etiqueta', async () => {
    const r = await api.get(GESTOR, `/tag/saldo?Ano=2026&Mes=11&UsuariosIds=${paula}`);
    expect(r.json().data.items).toEqual([
      {
        usuarioId: paula,
        ausencias: 0,
        feriados: 3,
        sobreavisos: 0,
        feriadosIndenizados: 0,
        folgasCompensadas: 0,
        folgasBancoHoras: 0,
        folgasBancoFolgas: 0,
        minutosBancoHoras: 0,
      },
    ]);
  });

  it('configuração em vigor: mostrarHorarioEscala da gestão da escala de hoje', async () => {
    const r = await api.get(PAULA, `/configuracao/em-vigor?usuarioId=${paula}&empresaId=2`);
    expect(r.json().data).toMatchObject({
      mostrarHorarioEscala: true,
      data: '2026-11-16',
      alocacaoDataFim: 'Opcional',
      alterarDiaTrabalhoDiasConsecutivos: 5,
    });
    const gestao = await gestaoDemoId(t);
    await api.put(RH, '/gestao', {
      id: gestao,
      nome: 'Lojas e centro de distribuição',
      alterarDiaTrabalhoDiasConsecutivos: 5,
      mostrarHorarioEscala: false,
    });
    const depois = await api.get(PAULA, '/configuracao/em-vigor');
    expect(depois.json().data.mostrarHorarioEscala).toBe(false);
    const marcos = await api.get(GESTOR, '/configuracao/em-vigor');
    expect(marcos.json().data).toMatchObject({
      mostrarHorarioEscala: true,
      gestaoId: null,
      escalaId: null,
    });
  });
});
