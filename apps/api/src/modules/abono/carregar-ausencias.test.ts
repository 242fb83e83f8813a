import type {
  AusenciaJustificada,
  CarregarAusencias,
  MotivoAusenciaContrato,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGORA_TESTE, type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const MAIN = '/api/main';

/** Ids da demo: Paula (equipe do gestor Marcos), alguém da equipe da gestora do CD e do RH. */
const ids: Record<'paula' | 'cd' | 'adm' | 'gestor' | 'gestoraCd' | 'rh', number> = {
  paula: 0,
  cd: 0,
  adm: 0,
  gestor: 0,
  gestoraCd: 0,
  rh: 0,
};
/** Ausências gravadas no beforeAll (ids). */
const aus = { a1: 0, a2: 0, a3: 0, a4: 0, a5: 0 };

const chamar = async <T>(method: 'GET' | 'POST', url: string, quem: string, payload?: object) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json() as { Data: T; campo?: string; Mensagem: string } };
};

const listar = (quem: string, query = '') =>
  chamar<CarregarAusencias>('GET', `${MAIN}/CarregarAusencias${query ? `?${query}` : ''}`, quem);

const salvar = async (quem: string, corpo: object) => {
  const r = await chamar<AusenciaJustificada>(
    'POST',
    `${MAIN}/SalvarAvisoAusenciaLancamento`,
    quem,
    corpo,
  );
  expect(r.status).toBe(200);
  return r.corpo.Data.id;
};

const idPorEmail = async (email: string) => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, email],
  );
  return u!.id;
};

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['colaborador', 'rh', 'gestor', 'gestora.cd'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  tokens.industria = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
  ids.paula = await idPorEmail('colaborador@demo.jornada.dev');
  ids.gestor = await idPorEmail('gestor@demo.jornada.dev');
  ids.gestoraCd = await idPorEmail('gestora.cd@demo.jornada.dev');
  ids.rh = await idPorEmail('rh@demo.jornada.dev');
  const equipe = async (gestorId: number | null) => {
    const [u] = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = $1 and turno is not null
         and gestor_id ${gestorId === null ? 'is null' : `= ${gestorId}`} order by id limit 1`,
      [EMPRESA_DEMO],
    );
    return u!.id;
  };
  ids.cd = await equipe(ids.gestoraCd);
  ids.adm = await equipe(null); // Administrativo: sem gestor

  aus.a1 = await salvar('rh', {
    usuarioId: ids.paula,
    dataInicio: '2026-11-03',
    motivo: 'ATESTADO_MEDICO',
    cid: 'J11',
  });
  aus.a2 = await salvar('rh', {
    usuarioId: ids.cd,
    dataInicio: '2026-11-04',
    dataFim: '2026-11-06',
    motivo: 'CASAMENTO',
  });
  aus.a3 = await salvar('rh', {
    usuarioId: ids.paula,
    dataInicio: '2026-10-20',
    motivo: 'DOACAO_SANGUE',
  });
  aus.a4 = await salvar('gestor', {
    usuarioId: ids.paula,
    dataInicio: '2026-11-10',
    horaInicio: '08:00',
    horaFim: '10:00',
    motivo: 'ATESTADO_MEDICO',
    cid: 'A09',
    observacao: 'consulta',
  });
  aus.a5 = await salvar('rh', {
    usuarioId: ids.adm,
    dataInicio: '2026-11-05',
    motivo: 'VESTIBULAR',
  });
  const c = await chamar('POST', `${MAIN}/CancelarAvisoAusenciaLancamento`, 'gestora.cd', {
    id: aus.a2,
    motivo: 'casamento adiado',
  });
  expect(c.status).toBe(200);
});
afterAll(() => t.close());

const idsDe = (r: { corpo: { Data: CarregarAusencias } }) => r.corpo.Data.items.map((a) => a.id);

describe('GET /CarregarAusencias: alcance de quem pede', () => {
  it('RH sem filtros: a empresa no mês corrente, só ativas, mais recentes primeiro, com nomes e motivo', async () => {
    const r = await listar('rh');
    expect(r.status).toBe(200);
    expect(r.corpo.Data).toMatchObject({
      inicio: '2026-11-01',
      fim: '2026-11-30',
      total: 3,
      pageNumber: 1,
      pageSize: 25,
    });
    expect(idsDe(r)).toEqual([aus.a4, aus.a5, aus.a1]);
    const motivos = await chamar<MotivoAusenciaContrato[]>(
      'GET',
      `${MAIN}/CarregarMotivosAusencia`,
      'rh',
    );
    const atestado = motivos.corpo.Data.find((m) => m.codigo === 'ATESTADO_MEDICO')!;
    const [a4, , a1] = r.corpo.Data.items;
    expect(a4).toMatchObject({
      usuarioId: ids.paula,
      colaboradorNome: 'Paula Andrade',
      dataInicio: '2026-11-10',
      dataFim: '2026-11-10',
      horaInicio: '08:00',
      horaFim: '10:00',
      motivo: 'ATESTADO_MEDICO',
      motivoDescricao: atestado.descricao,
      fundamento: atestado.fundamento,
      observacao: 'consulta',
      cid: 'A09',
      status: 'Ativa',
      cancelamento: null,
      registradoPor: ids.gestor,
      registradoPorNome: 'Marcos Vieira',
    });
    expect(a4!.registradoEm).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(a1).toMatchObject({
      horaInicio: null,
      horaFim: null,
      cid: 'J11',
      registradoPorNome: 'Renata Dias',
    });
  });

  it('gestor sem filtros: só a equipe; o CID só do que ele mesmo registrou (LGPD art. 11)', async () => {
    const r = await listar('gestor');
    expect(idsDe(r)).toEqual([aus.a4, aus.a1]);
    const porId = new Map(r.corpo.Data.items.map((a) => [a.id, a]));
    expect(porId.get(aus.a4)!.cid).toBe('A09');
    expect(porId.get(aus.a1)!.cid).toBeNull();
    // A mesma regra vale na leitura de uma ausência.
    const uma = await chamar<AusenciaJustificada>(
      'GET',
      `${MAIN}/CarregarAvisoAusenciaLancamento?id=${aus.a1}`,
      'gestor',
    );
    expect(uma.corpo.Data.cid).toBeNull();
    const cd = await listar('gestora.cd', 'situacao=todas');
    expect(idsDe(cd)).toEqual([aus.a2]);
  });

  it('colaborador sem filtros: só as próprias, com o próprio CID; de outro colaborador, 404', async () => {
    const r = await listar('colaborador');
    expect(idsDe(r)).toEqual([aus.a4, aus.a1]);
    expect(r.corpo.Data.items.map((a) => a.cid)).toEqual(['A09', 'J11']);
    expect((await listar('colaborador', `usuarioId=${ids.paula}`)).status).toBe(200);
    expect((await listar('colaborador', `usuarioId=${ids.cd}`)).status).toBe(404);
    expect((await listar('gestor', `usuarioId=${ids.cd}`)).status).toBe(404);
    expect(idsDe(await listar('rh', `usuarioId=${ids.adm}`))).toEqual([aus.a5]);
  });

  it('outra empresa: o RH da Demo Indústria não vê nenhuma ausência da Demo Comércio', async () => {
    const r = await listar('industria', 'inicio=2000-01-01&fim=2100-12-31&situacao=todas');
    expect(r.status).toBe(200);
    const nossas = Object.values(aus);
    expect(r.corpo.Data.items.some((a) => nossas.includes(a.id))).toBe(false);
    expect((await listar('industria', `usuarioId=${ids.paula}`)).status).toBe(404);
  });
});

describe('GET /CarregarAusencias: filtros e página', () => {
  it('situação: canceladas trazem quem cancelou e quando; todas somam ativas e canceladas', async () => {
    const c = await listar('rh', 'situacao=cancelada');
    expect(idsDe(c)).toEqual([aus.a2]);
    expect(c.corpo.Data.items[0]).toMatchObject({
      status: 'Cancelada',
      dataInicio: '2026-11-04',
      dataFim: '2026-11-06',
      cancelamento: {
        motivo: 'casamento adiado',
        canceladoPor: ids.gestoraCd,
        canceladoPorNome: 'Cláudia Nunes',
      },
    });
    expect(c.corpo.Data.items[0]!.cancelamento!.canceladoEm).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const todas = await listar('rh', 'situacao=todas');
    expect(idsDe(todas)).toEqual([aus.a4, aus.a5, aus.a2, aus.a1]);
  });

  it('período: as que tocam o intervalo; só inicio ou só fim usam o mês dessa data', async () => {
    const doisMeses = await listar('rh', `usuarioId=${ids.paula}&inicio=2026-10-01&fim=2026-11-30`);
    expect(idsDe(doisMeses)).toEqual([aus.a4, aus.a1, aus.a3]);
    const dia5 = await listar('rh', 'inicio=2026-11-05&fim=2026-11-05&situacao=todas');
    expect(idsDe(dia5)).toEqual([aus.a5, aus.a2]); // a de 04 a 06/11 toca o dia 5
    const soInicio = await listar('rh', 'inicio=2026-10-15');
    expect(soInicio.corpo.Data).toMatchObject({ inicio: '2026-10-15', fim: '2026-10-31' });
    expect(idsDe(soInicio)).toEqual([aus.a3]);
    const soFim = await listar('rh', 'fim=2026-10-19');
    expect(soFim.corpo.Data).toMatchObject({ inicio: '2026-10-01', fim: '2026-10-19', total: 0 });
  });

  it('motivo: só o código pedido', async () => {
    const r = await listar('rh', 'motivo=ATESTADO_MEDICO');
    expect(idsDe(r)).toEqual([aus.a4, aus.a1]);
    expect(idsDe(await listar('rh', 'motivo=CASAMENTO&situacao=todas'))).toEqual([aus.a2]);
  });

  it('página: pageSize e pageNumber; total conta todas as do filtro', async () => {
    const p1 = await listar('rh', 'pageSize=2');
    expect(p1.corpo.Data).toMatchObject({ total: 3, pageNumber: 1, pageSize: 2 });
    expect(idsDe(p1)).toEqual([aus.a4, aus.a5]);
    expect(idsDe(await listar('rh', 'pageSize=2&pageNumber=2'))).toEqual([aus.a1]);
    const alem = await listar('rh', 'pageSize=2&pageNumber=3');
    expect(alem.corpo.Data).toMatchObject({ items: [], total: 3 });
  });

  it('mês padrão pelo fuso da empresa: 30/11 às 23:30 em Brasília ainda é novembro', async () => {
    t.relogio.agora = new Date('2026-12-01T02:30:00Z');
    try {
      const r = await listar('rh');
      expect(r.corpo.Data).toMatchObject({ inicio: '2026-11-01', fim: '2026-11-30' });
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });

  it.each([
    ['inicio=2026-11-10&fim=2026-11-01', 'fim', /fim: a data final não pode ser anterior/],
    ['situacao=pendente', 'situacao', /situacao: use ativa, cancelada ou todas/],
    ['motivo=FERIAS', 'motivo', /motivo: escolha um motivo da lista/],
    ['inicio=2026-02-30', 'inicio', /inicio: data inexistente/],
    ['pageSize=101', 'pageSize', /pageSize: /],
    ['pageNumber=0', 'pageNumber', /pageNumber: /],
  ])('validação em pt-BR nomeando o campo: %s → 400 (%s)', async (query, campo, mensagem) => {
    const r = await listar('rh', query);
    expect(r.status).toBe(400);
    expect(r.corpo.campo).toBe(campo);
    expect(r.corpo.Mensagem).toMatch(mensagem);
  });
});
