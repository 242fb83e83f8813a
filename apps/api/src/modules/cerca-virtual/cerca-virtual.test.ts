import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { CERCA_DEMO } from '../../seed/demo-cerca-virtual.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';
import { createVerificarCerca } from './use-cases/verificar.ts';

let t: AppDeTeste;
let rh: string;
let filialId: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  const r = await api(rh, 'GET', '/filiais');
  filialId = r.json().data[0].filialId;
  // Migrar, semear e subir o app numa máquina carregada pode passar do limite padrão do gancho.
}, 300_000);
afterAll(() => t.close());

const api = (token: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/cerca-virtual${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const marcar = (token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/main/MarcarPonto3', headers: bearer(token), payload });

/** Ponto `metros` ao norte do centro da cerca da demo (1° de latitude ≈ 111,195 km). */
const aoNorte = (metros: number, precisaoMetros = 10) => ({
  latitude: CERCA_DEMO.latitude + metros / 111_195,
  longitude: CERCA_DEMO.longitude,
  precisaoMetros,
});

const configurar = (modo: 'recusar' | 'aceitar', toleranciaMetros: number) =>
  api(rh, 'PUT', `/filiais/${filialId}/configuracao`, { modo, toleranciaMetros });

const estadoDoRep = async () => {
  const [rep] = await t.db.query<{ ultimo_nsr: string }>(
    'select ultimo_nsr from rep where empresa_id = $1 and filial_id = $2',
    [EMPRESA_DEMO, filialId],
  );
  const [n] = await t.db.query<{ n: string }>(
    'select count(*) as n from marcacao where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  return { nsr: rep!.ultimo_nsr, marcacoes: n!.n };
};

const idDe = async (email: string) => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, email],
  );
  return u!.id;
};

describe('configuração da cerca virtual pelo RH', () => {
  it('a demo traz a cerca da Loja Centro no modo aceitar com 50 m de tolerância', async () => {
    const r = await api(rh, 'GET', '/filiais');
    expect(r.statusCode).toBe(200);
    expect(r.json().data[0]).toMatchObject({
      filialId,
      configurada: true,
      modo: 'aceitar',
      toleranciaMetros: 50,
      cercas: [
        {
          nome: 'Loja Centro',
          forma: { tipo: 'circulo', raioMetros: 300, latitude: CERCA_DEMO.latitude },
        },
      ],
    });
  });

  it('o colaborador não configura cercas (403) e outra empresa não vê as da demo', async () => {
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    expect((await api(colaborador, 'GET', '/filiais')).statusCode).toBe(403);
    const outra = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    const r = await api(outra, 'GET', '/filiais');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.flatMap((f: { cercas: unknown[] }) => f.cercas)).toEqual([]);
  });

  it.each([
    {
      descricao: 'polígono com 2 vértices',
      forma: {
        tipo: 'poligono',
        vertices: [
          { latitude: 0, longitude: 0 },
          { latitude: 0, longitude: 1 },
        ],
      },
      campo: 'vértices',
    },
    {
      descricao: 'raio de 5 m',
      forma: { tipo: 'circulo', latitude: 0, longitude: 0, raioMetros: 5 },
      campo: 'raio',
    },
    {
      descricao: 'latitude 91',
      forma: { tipo: 'circulo', latitude: 91, longitude: 0, raioMetros: 100 },
      campo: 'latitude',
    },
  ])('forma inválida ($descricao) → 400 nomeando o campo', async ({ forma, campo }) => {
    const r = await api(rh, 'POST', '/cercas', { filialId, nome: 'Inválida', forma });
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toContain(campo);
  });

  it('filial de outra empresa → 404', async () => {
    const [f] = await t.db.query<{ id: number }>(
      'select id from filial where empresa_id = $1 limit 1',
      [EMPRESA_FERIAS],
    );
    const r = await api(rh, 'POST', '/cercas', {
      filialId: f!.id,
      nome: 'Invasora',
      forma: { tipo: 'circulo', latitude: 0, longitude: 0, raioMetros: 100 },
    });
    expect(r.statusCode).toBe(404);
  });

  it('criar, alterar e excluir gravam auditoria', async () => {
    const forma = { tipo: 'circulo', latitude: -23.56, longitude: -46.65, raioMetros: 100 };
    const criada = await api(rh, 'POST', '/cercas', { filialId, nome: 'Depósito', forma });
    expect(criada.statusCode).toBe(200);
    const id = criada.json().data.id;
    const alterada = await api(rh, 'PUT', `/cercas/${id}`, {
      filialId,
      nome: 'Depósito Sul',
      forma: { ...forma, raioMetros: 150 },
    });
    expect(alterada.json().data).toMatchObject({
      nome: 'Depósito Sul',
      forma: { raioMetros: 150 },
    });
    expect((await api(rh, 'DELETE', `/cercas/${id}`)).statusCode).toBe(200);
    expect((await api(rh, 'DELETE', `/cercas/${id}`)).statusCode).toBe(404);
    const trilha = await t.db.query<{ acao: string }>(
      `select acao from auditoria where empresa_id = $1 and entidade = 'cerca_virtual'
         and entidade_id = $2 order by id`,
      [EMPRESA_DEMO, String(id)],
    );
    expect(trilha.map((a) => a.acao)).toEqual(['criar', 'alterar', 'excluir']);
  });
});

describe('marcação pelo celular/navegador com cerca virtual', () => {
  it('dentro da cerca: grava, não marcada, com distância zero', async () => {
    const token = await t.token('colaborador02@demo.jornada.dev');
    const r = await marcar(token, aoNorte(100));
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.marcacao).toMatchObject({ foraDaCerca: false, distanciaCercaMetros: 0 });
  });

  it('modo aceitar: fora grava marcada "fora da cerca" com a distância, e a localização fica guardada', async () => {
    const token = await t.token('colaborador03@demo.jornada.dev');
    const antes = await estadoDoRep();
    const r = await marcar(token, aoNorte(1500));
    expect(r.statusCode).toBe(200);
    const m = r.json().Data.marcacao;
    expect(m.foraDaCerca).toBe(true);
    expect(Math.abs(m.distanciaCercaMetros - 1200)).toBeLessThanOrEqual(2);
    expect(m.nsr).toBe(Number(antes.nsr) + 1);
    const [linha] = await t.db.query<{ fora_da_cerca: boolean; precisao_metros: number }>(
      'select fora_da_cerca, precisao_metros from marcacao where empresa_id = $1 and id = $2',
      [EMPRESA_DEMO, m.id],
    );
    expect(linha).toEqual({ fora_da_cerca: true, precisao_metros: 10 });
  });

  it('modo aceitar sem localização: grava fora da cerca, sem distância (para revisão)', async () => {
    const token = await t.token('colaborador04@demo.jornada.dev');
    const r = await marcar(token, {});
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.marcacao).toMatchObject({ foraDaCerca: true, distanciaCercaMetros: null });
  });

  it('modo recusar: fora → 403 com a distância e nada gravado (nenhum NSR consumido)', async () => {
    expect((await configurar('recusar', 0)).statusCode).toBe(200);
    const token = await t.token('colaborador05@demo.jornada.dev');
    const antes = await estadoDoRep();
    const r = await marcar(token, aoNorte(1500));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({
      codigo: 'FORA_DA_CERCA',
      Mensagem: expect.stringContaining('Você está a 1,2 km da cerca de Loja Centro'),
    });
    expect(await estadoDoRep()).toEqual(antes);
    const auditoria = await t.db.query<{ acao: string }>(
      `select acao from auditoria where empresa_id = $1 and entidade = 'cerca_virtual_filial'`,
      [EMPRESA_DEMO],
    );
    expect(auditoria.map((a) => a.acao)).toContain('configurar');
  });

  it('modo recusar sem localização → 400 nomeando "Localização"', async () => {
    const token = await t.token('colaborador05@demo.jornada.dev');
    const antes = await estadoDoRep();
    const r = await marcar(token, {});
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      codigo: 'LOCALIZACAO_OBRIGATORIA',
      Mensagem: expect.stringMatching(/^Localização/),
    });
    expect(await estadoDoRep()).toEqual(antes);
  });

  it('origem "quiosque" declarada pelo cliente não dispensa da cerca', async () => {
    const token = await t.token('colaborador05@demo.jornada.dev');
    const r = await marcar(token, { origem: 'quiosque' });
    expect(r.statusCode).toBe(400);
  });

  it('o quiosque autenticado é dispensado (aparelho fixo da filial)', async () => {
    const verificar = createVerificarCerca({ db: t.db.db });
    const pedido = {
      usuarioId: await idDe('colaborador05@demo.jornada.dev'),
      instante: t.relogio.agora,
    };
    // Um lote com os dois: o quiosque passa, a marcação da pessoa sem localização é recusada.
    const [doQuiosque, daPessoa] = await verificar(EMPRESA_DEMO, [
      { ...pedido, isQuiosque: true },
      { ...pedido, isQuiosque: false },
    ]);
    expect(doQuiosque).toEqual({ foraDaCerca: null, distanciaCercaMetros: null });
    expect(daPessoa).toMatchObject({ codigo: 'LOCALIZACAO_OBRIGATORIA' });
  });

  it('tolerância e precisão: 50 m fora do raio com 30 m de tolerância e 25 m de precisão entra', async () => {
    await configurar('recusar', 30);
    const token = await t.token('colaborador05@demo.jornada.dev');
    const r = await marcar(token, aoNorte(350, 25));
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.marcacao.foraDaCerca).toBe(false);
    expect(Math.abs(r.json().Data.marcacao.distanciaCercaMetros - 50)).toBeLessThanOrEqual(2);
    expect((await marcar(token, aoNorte(400, 25))).statusCode).toBe(403);
  });

  it('exceção vigente dispensa a pessoa; fora da vigência não', async () => {
    const usuarioId = await idDe('colaborador06@demo.jornada.dev');
    const token = await t.token('colaborador06@demo.jornada.dev');
    const futura = await api(rh, 'POST', '/excecoes', {
      usuarioId,
      inicio: '2026-12-01',
      fim: null,
      motivo: 'Vendas externas a partir de dezembro',
    });
    expect(futura.statusCode).toBe(200);
    expect((await marcar(token, {})).statusCode).toBe(400);
    const vigente = await api(rh, 'POST', '/excecoes', {
      usuarioId,
      inicio: '2026-11-16',
      fim: '2026-11-30',
      motivo: 'Visita a clientes',
    });
    expect(vigente.json().data).toMatchObject({
      usuarioNome: expect.any(String),
      fim: '2026-11-30',
    });
    const r = await marcar(token, {});
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.marcacao.foraDaCerca).toBeNull();
    const lista = await api(rh, 'GET', '/excecoes');
    expect(lista.json().data).toHaveLength(2);
    expect((await api(rh, 'DELETE', `/excecoes/${vigente.json().data.id}`)).statusCode).toBe(200);
    expect((await marcar(token, {})).statusCode).toBe(400);
  });

  it('exceção com fim antes do início → 400 no campo fim', async () => {
    const r = await api(rh, 'POST', '/excecoes', {
      usuarioId: await idDe('colaborador06@demo.jornada.dev'),
      inicio: '2026-11-20',
      fim: '2026-11-10',
      motivo: 'Erro',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toContain('fim');
  });

  it('polígono: dentro grava, fora recusa com a distância até a borda', async () => {
    await configurar('recusar', 0);
    const filial = (await api(rh, 'GET', '/filiais')).json().data[0];
    for (const c of filial.cercas) await api(rh, 'DELETE', `/cercas/${c.id}`);
    const d = 0.002; // ≈ 222 m de lado em latitude
    const criada = await api(rh, 'POST', '/cercas', {
      filialId,
      nome: 'Galpão',
      forma: {
        tipo: 'poligono',
        vertices: [
          { latitude: CERCA_DEMO.latitude - d, longitude: CERCA_DEMO.longitude - d },
          { latitude: CERCA_DEMO.latitude - d, longitude: CERCA_DEMO.longitude + d },
          { latitude: CERCA_DEMO.latitude + d, longitude: CERCA_DEMO.longitude + d },
          { latitude: CERCA_DEMO.latitude + d, longitude: CERCA_DEMO.longitude - d },
        ],
      },
    });
    expect(criada.statusCode).toBe(200);
    const token = await t.token('colaborador07@demo.jornada.dev');
    const dentro = await marcar(token, aoNorte(100));
    expect(dentro.json().Data.marcacao.foraDaCerca).toBe(false);
    const fora = await marcar(token, aoNorte(222 + 500));
    expect(fora.statusCode).toBe(403);
    expect(fora.json().Mensagem).toContain('Você está a 500 m da cerca de Galpão');
  });
});

describe('local da marcação para o mapa do tratamento', () => {
  it('a própria pessoa e o RH veem; outro colaborador recebe 404', async () => {
    const [m] = await t.db.query<{ id: number }>(
      `select m.id from marcacao m join usuario u on u.empresa_id = m.empresa_id and u.id = m.usuario_id
        where m.empresa_id = $1 and u.email = 'colaborador03@demo.jornada.dev' and m.latitude is not null
        limit 1`,
      [EMPRESA_DEMO],
    );
    // bigint: o PostgreSQL devolve texto, o PGlite número.
    const marcacaoId = Number(m!.id);
    const url = `/marcacoes/${marcacaoId}/localizacao`;
    const dono = await api(await t.token('colaborador03@demo.jornada.dev'), 'GET', url);
    expect(dono.statusCode).toBe(200);
    expect(dono.json().data).toMatchObject({
      marcacaoId,
      foraDaCerca: true,
      precisaoMetros: 10,
      cercas: [expect.objectContaining({ nome: 'Galpão' })],
    });
    expect((await api(rh, 'GET', url)).statusCode).toBe(200);
    const outro = await api(await t.token('colaborador02@demo.jornada.dev'), 'GET', url);
    expect(outro.statusCode).toBe(404);
  });
});
