import type { Ciclo, Extrato, FechamentoCiclo } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;
/** Alguém fora da equipe do gestor da Paula. */
let foraDaEquipeId: number;
let bancoDemoId: number;

const B = '/api/banco-horas/api/v1';

type Resposta<T> = {
  status: number;
  corpo: { data: T; campo?: string; codigo?: string; message: string };
  location?: string;
};

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  quem = 'rh',
  payload?: object,
): Promise<Resposta<T>> => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: r.statusCode,
    corpo: r.json(),
    location: r.headers.location as string | undefined,
  };
};

const um = async <T>(sql: string, params: unknown[] = [EMPRESA_DEMO]) =>
  (await t.db.query<T>(sql, params))[0]!;

beforeAll(async () => {
  t = await createAppDeTeste(); // hoje = 16/11/2026; a demo tem banco desde 01/01/2026
  paulaId = (
    await um<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    )
  ).id;
  const gestor = await um<{ email: string }>(
    `select g.email from usuario u join usuario g on g.empresa_id = u.empresa_id and g.id = u.gestor_id
      where u.empresa_id = $1 and u.id = $2`,
    [EMPRESA_DEMO, paulaId],
  );
  foraDaEquipeId = (
    await um<{ id: number }>(
      `select u.id from usuario u join usuario g on g.empresa_id = u.empresa_id and g.id = u.gestor_id
        where u.empresa_id = $1 and g.email <> $2 limit 1`,
      [EMPRESA_DEMO, gestor.email],
    )
  ).id;
  bancoDemoId = (await um<{ id: number }>('select id from banco_horas where empresa_id = $1')).id;
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  tokens.gestor = await t.token(gestor.email);
});
afterAll(() => t.close());

describe('configuração do banco de horas (/api/v1/bancoHora/...)', () => {
  it('RH cria a configuração (201 + location), lê por id, altera e relê; auditado', async () => {
    const criada = await chamar<{ id: number }>('POST', `${B}/bancoHora/configuracao`, 'rh', {
      nome: 'Acordo coletivo 12 meses',
      percentualPagamento: 60,
      saldoNegativoNoFechamento: 'descontar',
      vencimentoMeses: 6,
    });
    expect(criada.status).toBe(201);
    const id = criada.corpo.data.id;
    expect(criada.location).toBe(`${B}/bancoHora/configuracao/${id}`);
    const lida = await chamar('GET', criada.location!, 'rh');
    expect(lida.corpo.data).toEqual({
      id,
      nome: 'Acordo coletivo 12 meses',
      fatorDomingoFeriado: 1,
      percentualPagamento: 60,
      percentualPagamentoDomingoFeriado: 100,
      saldoNegativoNoFechamento: 'descontar',
      vencimentoMeses: 6,
    });
    const alterada = await chamar('PUT', criada.location!, 'rh', {
      nome: 'Acordo coletivo 12 meses (CCT 2026)',
      percentualPagamento: 70,
    });
    expect(alterada.status).toBe(200);
    expect(
      (await chamar<{ percentualPagamento: number }>('GET', criada.location!)).corpo.data
        .percentualPagamento,
    ).toBe(70);
    const auditoria = await um<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'banco_horas_configuracao' and entidade_id = $2",
      [EMPRESA_DEMO, String(id)],
    );
    expect(auditoria.n).toBe(2);
    const lista = await chamar<unknown[]>('GET', `${B}/bancoHora/configuracao`);
    expect(lista.corpo.data.length).toBeGreaterThanOrEqual(2);
  });

  it('validação em pt-BR nomeia o campo', async () => {
    const r = await chamar('POST', `${B}/bancoHora/configuracao`, 'rh', {
      nome: 'Abaixo do mínimo',
      percentualPagamento: 30,
    });
    expect(r.status).toBe(400);
    expect(r.corpo.campo).toBe('percentualPagamento');
    expect(r.corpo.message).toContain('no mínimo 50 %');
    const regime = await chamar('POST', `${B}/bancoHora/configuracao/ciclo`, 'rh', {
      configuracaoId: 1,
      regime: 'anual',
      inicioCiclo: '2026-01-01',
    });
    expect(regime.status).toBe(400);
    expect(regime.corpo.campo).toBe('regime');
  });

  it('colaborador e gestor não configuram nem leem a configuração (403)', async () => {
    for (const quem of ['colaborador', 'gestor']) {
      expect((await chamar('GET', `${B}/bancoHora/configuracao`, quem)).status).toBe(403);
      expect(
        (await chamar('POST', `${B}/bancoHora`, quem, { nome: 'x', configuracaoId: 1 })).status,
      ).toBe(403);
    }
  });

  it('faixas, verbas, ciclo da configuração, banco, estágios e verba do estágio', async () => {
    const cfg = (
      await chamar<{ id: number }>('POST', `${B}/bancoHora/configuracao`, 'rh', { nome: 'Mensal' })
    ).corpo.data.id;
    const faixa = await chamar<{ id: number }>('POST', `${B}/bancoHora/configuracao/faixa`, 'rh', {
      configuracaoId: cfg,
      ordem: 1,
      ateMinutos: 60,
      fator: 1,
    });
    expect(faixa.status).toBe(201);
    const repetida = await chamar('POST', `${B}/bancoHora/configuracao/faixa`, 'rh', {
      configuracaoId: cfg,
      ordem: 1,
      fator: 1.5,
    });
    expect(repetida.status).toBe(409);
    const inexistente = await chamar('POST', `${B}/bancoHora/configuracao/faixa`, 'rh', {
      configuracaoId: 999_999,
      ordem: 1,
      fator: 1,
    });
    expect(inexistente.status).toBe(404);
    expect(inexistente.corpo.campo).toBe('configuracaoId');
    const verba = await chamar('POST', `${B}/bancoHora/configuracao/faixa/verba`, 'rh', {
      faixaId: faixa.corpo.data.id,
      verba: '0151',
    });
    expect(verba.status).toBe(201);
    expect((await chamar('GET', verba.location!)).corpo.data).toMatchObject({ verba: '0151' });
    const ciclo = await chamar('POST', `${B}/bancoHora/configuracao/ciclo`, 'rh', {
      configuracaoId: cfg,
      regime: 'mensal',
      inicioCiclo: '2026-09-01',
    });
    expect(ciclo.status).toBe(201);
    expect(
      (
        await chamar('POST', `${B}/bancoHora/configuracao/ciclo`, 'rh', {
          configuracaoId: cfg,
          regime: 'mensal',
          inicioCiclo: '2026-10-01',
        })
      ).status,
    ).toBe(409);
    const cicloVerba = await chamar('POST', `${B}/bancoHora/configuracao/ciclo/verba`, 'rh', {
      configuracaoId: cfg,
      tipo: 'pagamento',
      percentual: 50,
      verba: '0150',
    });
    expect(cicloVerba.status).toBe(201);
    const banco = await chamar<{ id: number }>('POST', `${B}/bancoHora`, 'rh', {
      nome: 'Banco mensal',
      configuracaoId: cfg,
    });
    expect(banco.status).toBe(201);
    const bancoId = banco.corpo.data.id;

    const estagios = await chamar('PUT', `${B}/bancoHora/estagio/${bancoId}`, 'rh', {
      estagios: [
        { ordem: 1, limiteMinutos: 1200 },
        { ordem: 2, limiteMinutos: 2400 },
      ],
    });
    expect(estagios.status).toBe(200);
    expect((await chamar('GET', `${B}/bancoHora/estagio/${bancoId}`)).corpo.data).toEqual({
      bancoHoraId: bancoId,
      estagios: [
        { ordem: 1, limiteMinutos: 1200 },
        { ordem: 2, limiteMinutos: 2400 },
      ],
    });
    const decrescente = await chamar('PUT', `${B}/bancoHora/estagio/${bancoId}`, 'rh', {
      estagios: [
        { ordem: 1, limiteMinutos: 2400 },
        { ordem: 2, limiteMinutos: 1200 },
      ],
    });
    expect(decrescente.status).toBe(400);
    expect(decrescente.corpo.campo).toBe('estagios');
    expect(
      (await chamar('PUT', `${B}/bancoHora/configuracao/estagio/verba`, 'rh', { verba: '0170' }))
        .corpo.data,
    ).toEqual({ verba: '0170', descricao: null });
    expect((await chamar('GET', `${B}/bancoHora/configuracao/estagio/verba`)).corpo.data).toEqual({
      verba: '0170',
      descricao: null,
    });

    // Ciclos pelo calendário do regime: lote, um fora do calendário, ativar/inativar.
    const lote = await chamar<Ciclo[]>('POST', `${B}/ciclo/batch`, 'rh', {
      bancoHoraId: bancoId,
      quantidade: 3,
    });
    expect(lote.status).toBe(201);
    expect(lote.corpo.data.map((c) => [c.inicio, c.fim])).toEqual([
      ['2026-09-01', '2026-09-30'],
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-30'],
    ]);
    const mais = await chamar<Ciclo[]>('POST', `${B}/ciclo/batch`, 'rh', {
      bancoHoraId: bancoId,
      quantidade: 1,
    });
    expect(mais.corpo.data.map((c) => c.inicio)).toEqual(['2026-12-01']);
    const fora = await chamar('POST', `${B}/ciclo`, 'rh', {
      bancoHoraId: bancoId,
      inicio: '2027-01-05',
      fim: '2027-02-04',
    });
    expect(fora.status).toBe(400);
    expect(fora.corpo.campo).toBe('inicio');
    const avulso = await chamar<Ciclo>('POST', `${B}/ciclo`, 'rh', {
      bancoHoraId: bancoId,
      inicio: '2027-01-01',
      fim: '2027-01-31',
    });
    expect(avulso.status).toBe(201);
    expect(avulso.location).toBe(`${B}/ciclo/${avulso.corpo.data.id}`);
    const ids = lote.corpo.data.map((c) => c.id);
    const inativos = await chamar<Ciclo[]>('PUT', `${B}/ciclo/inactivate`, 'rh', { ids });
    expect(inativos.corpo.data.every((c) => !c.ativo)).toBe(true);
    const ativos = await chamar<Ciclo[]>('PUT', `${B}/ciclo/activate`, 'rh', { ids: [ids[0]] });
    expect(ativos.corpo.data).toMatchObject([{ id: ids[0], ativo: true }]);
    expect((await chamar('PUT', `${B}/ciclo/activate`, 'rh', { ids: [999_999] })).status).toBe(404);
    expect((await chamar('PUT', `${B}/ciclo/activate`, 'rh', { ids: [] })).corpo.campo).toBe('ids');
    const doBanco = await chamar<Ciclo[]>('GET', `${B}/ciclo?bancoHoraId=${bancoId}`);
    expect(doBanco.corpo.data).toHaveLength(5);
  });
});

describe('colaboradores, saldo anterior, lançamentos e extrato', () => {
  it('vigência sobreposta é recusada (409)', async () => {
    const r = await chamar('POST', `${B}/bancoHora/colaborador`, 'rh', {
      bancoHoraId: bancoDemoId,
      usuarioId: paulaId,
      vigenciaInicio: '2026-03-01',
    });
    expect(r.status).toBe(409);
    expect(r.corpo.campo).toBe('vigenciaInicio');
  });

  it('saldo anterior e crédito manual entram no extrato calculado pelo motor', async () => {
    const antes = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${paulaId}`))
      .corpo.data;
    expect(antes.regime).toBe('individual-6m');
    // O vencimento do acordo vai no extrato: a tela do colaborador mostra o que vence quando.
    expect(antes.vencimentoMeses).toBeNull();
    expect(antes.ciclos.map((c) => [c.inicio, c.fim, c.encerradoPor])).toEqual([
      ['2026-01-01', '2026-06-30', 'fim-do-ciclo'],
      ['2026-07-01', '2026-12-31', null],
    ]);
    const sa = await chamar('PUT', `${B}/bancoHora/saldoAnterior`, 'rh', {
      usuarioId: paulaId,
      minutos: 600,
      motivo: 'Saldo do sistema anterior',
    });
    expect(sa.status).toBe(200);
    const lanc = await chamar<{ id: number }>('POST', `${B}/bancoHora/lancamento`, 'rh', {
      usuarioId: paulaId,
      data: '2026-11-10',
      tipo: 'credito',
      minutos: 90,
      motivo: 'Abono: treinamento fora do horário',
    });
    expect(lanc.status).toBe(201);
    expect(lanc.location).toBe(`${B}/bancoHora/lancamento/${lanc.corpo.data.id}`);
    const depois = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${paulaId}`))
      .corpo.data;
    expect(depois.saldoAnteriorMinutos).toBe(600);
    // O saldo anterior pertence ao 1º ciclo (pago no fechamento dele); o crédito, ao atual.
    expect(depois.saldoAtualMinutos).toBe(antes.saldoAtualMinutos + 90);
    expect(depois.ciclos[0]!.saldoInicial).toBe(600);
    expect(depois.movimentos).toContainEqual({
      data: '2026-11-10',
      credito: 90,
      debito: 0,
      origem: 'manual',
      motivo: 'Abono: treinamento fora do horário',
    });
    const sem = await chamar('POST', `${B}/bancoHora/lancamento`, 'rh', {
      usuarioId: paulaId,
      data: '2025-06-10',
      tipo: 'debito',
      minutos: 30,
      motivo: 'Antes do banco',
    });
    expect(sem.status).toBe(409);
    expect(sem.corpo.campo).toBe('data');
    const invalido = await chamar('POST', `${B}/bancoHora/lancamento`, 'rh', {
      usuarioId: paulaId,
      data: '2026-11-10',
      tipo: 'credito',
      minutos: 0,
      motivo: 'zero',
    });
    expect(invalido.corpo.campo).toBe('minutos');
  });

  it('extrato: o próprio e o gestor da equipe veem; outro colaborador e gestor de fora, 404', async () => {
    expect((await chamar('GET', `${B}/bancoHora/extrato`, 'colaborador')).status).toBe(200);
    expect(
      (await chamar('GET', `${B}/bancoHora/extrato?usuarioId=${paulaId}`, 'gestor')).status,
    ).toBe(200);
    expect(
      (await chamar('GET', `${B}/bancoHora/extrato?usuarioId=${foraDaEquipeId}`, 'gestor')).status,
    ).toBe(404);
    expect(
      (await chamar('GET', `${B}/bancoHora/extrato?usuarioId=${foraDaEquipeId}`, 'colaborador'))
        .status,
    ).toBe(404);
    expect((await chamar('GET', `${B}/bancoHora/lancamento`, 'colaborador')).status).toBe(200);
    expect(
      (
        await chamar('POST', `${B}/bancoHora/lancamento`, 'colaborador', {
          usuarioId: paulaId,
          data: '2026-11-10',
          tipo: 'credito',
          minutos: 600,
          motivo: 'Eu mesmo',
        })
      ).status,
    ).toBe(403);
  });

  it('CarregarBancoHorasAtual responde com o saldo do banco de horas', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/CarregarBancoHorasAtual',
      headers: { authorization: `Bearer ${tokens.colaborador}` },
    });
    const extrato = (await chamar<Extrato>('GET', `${B}/bancoHora/extrato`, 'colaborador')).corpo
      .data;
    expect(r.json().Data).toMatchObject({
      bancoHorasConfigurado: true,
      bancoHoras: {
        bancoHoraId: bancoDemoId,
        saldoMinutos: extrato.saldoAtualMinutos,
        cicloInicio: '2026-07-01',
        cicloFim: '2026-12-31',
      },
    });
  });
});

describe('fechamento do ciclo', () => {
  const ciclosDemo = async () =>
    (await chamar<Ciclo[]>('GET', `${B}/ciclo?bancoHoraId=${bancoDemoId}`)).corpo.data;

  it('ciclo em andamento não fecha (409)', async () => {
    const [, atual] = await ciclosDemo();
    const r = await chamar('POST', `${B}/ciclo/${atual!.id}/fechamento`);
    expect(r.status).toBe(409);
    expect(r.corpo.codigo).toBe('CICLO_EM_ANDAMENTO');
  });

  it('reabre com motivo (estornos), confirma de novo uma só vez e não paga duas vezes', async () => {
    const [anterior] = await ciclosDemo();
    const url = `${B}/ciclo/${anterior!.id}`;
    const gravado = (await chamar<FechamentoCiclo>('GET', `${url}/fechamento`)).corpo.data;
    expect(gravado).toMatchObject({ status: 'fechado', rodada: 1 });
    expect(gravado.itens.length).toBeGreaterThan(0);

    expect((await chamar('POST', `${url}/reabertura`, 'rh', {})).corpo.campo).toBe('motivo');
    expect(
      (await chamar('POST', `${url}/reabertura`, 'gestor', { motivo: 'x'.repeat(5) })).status,
    ).toBe(403);
    const reaberto = await chamar<FechamentoCiclo>('POST', `${url}/reabertura`, 'rh', {
      motivo: 'Lançamento de junho corrigido',
    });
    expect(reaberto.status).toBe(200);
    expect(reaberto.corpo.data.itens.map((i) => i.natureza)).toEqual(
      gravado.itens.map(() => 'estorno-pagamento'),
    );
    expect((await chamar('POST', `${url}/reabertura`, 'rh', { motivo: 'De novo' })).status).toBe(
      409,
    );

    // Prévia: o motor recalcula (saldo anterior 600 da Paula entra no 1º ciclo).
    const previa = (await chamar<FechamentoCiclo>('GET', `${url}/fechamento`)).corpo.data;
    expect(previa).toMatchObject({ status: 'aberto', rodada: null, verbasFaltando: [] });
    const daPaula = previa.itens.filter((i) => i.usuarioId === paulaId);
    expect(daPaula.reduce((s, i) => s + i.minutos, 0)).toBeGreaterThanOrEqual(600);
    expect(daPaula.every((i) => i.verba === '0150')).toBe(true);

    // Duas confirmações ao mesmo tempo: uma fecha, a outra recebe 409.
    const [a, b] = await Promise.all([
      chamar<FechamentoCiclo>('POST', `${url}/fechamento`),
      chamar<FechamentoCiclo>('POST', `${url}/fechamento`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const fechado = (a.status === 200 ? a : b).corpo.data;
    expect(fechado).toMatchObject({ status: 'fechado', rodada: 2 });
    expect((await chamar('POST', `${url}/fechamento`)).status).toBe(409);
    const linhas = await um<{ rodadas: number; pagamentos: number; estornos: number }>(
      `select count(distinct f.id)::int as rodadas,
              count(*) filter (where i.natureza = 'pagamento' and f.rodada = 2)::int as pagamentos,
              count(*) filter (where i.natureza = 'estorno-pagamento')::int as estornos
         from banco_horas_fechamento f join banco_horas_fechamento_item i
           on i.empresa_id = f.empresa_id and i.fechamento_id = f.id
        where f.empresa_id = $1 and f.ciclo_id = $2`,
      [EMPRESA_DEMO, anterior!.id],
    );
    expect(linhas).toEqual({
      rodadas: 2,
      pagamentos: fechado.itens.length,
      estornos: gravado.itens.length,
    });
    const trilha = await um<{ acoes: string[] }>(
      `select array_agg(acao order by id) as acoes from auditoria
        where empresa_id = $1 and entidade = 'banco_horas_ciclo' and entidade_id = $2`,
      [EMPRESA_DEMO, String(anterior!.id)],
    );
    expect(trilha.acoes).toEqual(['reabrir', 'fechar']);
  });

  it('ciclo fechado não se altera; ciclo de outro banco inexistente dá 404', async () => {
    const [anterior] = await ciclosDemo();
    const r = await chamar('PUT', `${B}/ciclo/${anterior!.id}`, 'rh', {
      bancoHoraId: bancoDemoId,
      inicio: anterior!.inicio,
      fim: anterior!.fim,
    });
    expect(r.status).toBe(409);
    expect((await chamar('GET', `${B}/ciclo/999999/fechamento`)).status).toBe(404);
  });
});
