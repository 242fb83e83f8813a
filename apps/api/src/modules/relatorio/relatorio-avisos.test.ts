import type { AvisosRelatorio, Relatorio } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { AGORA_TESTE } from '../../../test/modelo-demo.ts';
import { schemaDaFila } from '../../jobs/fila.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';
import { CRON_LIMPEZA_RELATORIOS, FILA_LIMPEZA_RELATORIOS } from './index.ts';

// Aviso de pronto (para quem pediu, e só para ele) e a limpeza agendada dos arquivos vencidos,
// com a fila real (pg-boss) no banco do teste.
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const DIA = 86_400_000;

beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.industria = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
  // Outra pessoa do RH da mesma empresa, com a mesma tela de relatórios.
  await t.db.query(
    `insert into usuario (empresa_id, nome, email, cpf, filial_id, cadastro_confirmado, senha_hash)
     select empresa_id, 'Outra do RH', 'rh2@demo.jornada.dev', '31840562790', filial_id, true, senha_hash
       from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'`,
    [EMPRESA_DEMO],
  );
  await t.db.query(
    `insert into usuario_perfil (empresa_id, usuario_id, perfil_id)
     select u.empresa_id, u.id, p.id from usuario u join perfil p on p.empresa_id = u.empresa_id
      where u.empresa_id = $1 and u.email = 'rh2@demo.jornada.dev' and p.nome = 'RH'`,
    [EMPRESA_DEMO],
  );
  tokens.rh2 = await t.token('rh2@demo.jornada.dev');
});
afterAll(() => t.close());

const avisos = async (quem: string) => {
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/relatorios/avisos',
    headers: como(quem),
  });
  expect(r.statusCode).toBe(200);
  return r.json().data as AvisosRelatorio;
};
const marcarVisto = (id: number, quem: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/relatorios/${id}/aviso-visto`,
    headers: como(quem),
  });

/** Espera o job terminar (roda em segundo plano). */
const esperar = async (id: number) => {
  const fim = Date.now() + 30_000;
  for (;;) {
    const r = (
      await t.app.inject({ method: 'GET', url: `/api/relatorios/${id}`, headers: como('rh') })
    ).json().data as Relatorio;
    if (r.status !== 'pendente' && r.status !== 'processando') return r;
    if (Date.now() > fim) throw new Error(`tempo esgotado: ${JSON.stringify(r)}`);
    await new Promise((ok) => setTimeout(ok, 25));
  }
};

/** Um pedido pronto gravado direto no banco, com validade até `expiraEm`. */
const pedidoPronto = async (empresaId: number, email: string, expiraEm: Date) => {
  const [p] = await t.db.query<{ id: number }>(
    `insert into relatorio (empresa_id, tipo, formato, inicio, fim, status, solicitante_id, criado_em,
                            concluido_em, nome_arquivo, conteudo, tamanho_bytes, expira_em, aviso_pendente)
     select $1, 'totais', 'xlsx', '2026-10-01', '2026-10-31', 'pronto', id, $3, $3,
            'relatorio.xlsx', '\\x504b'::bytea, 2, $4, true
       from usuario where empresa_id = $1 and email = $2
     returning id`,
    [empresaId, email, new Date(expiraEm.getTime() - 7 * DIA), expiraEm],
  );
  return p!.id;
};

const situacao = async (empresaId: number, id: number) => {
  const [r] = await t.db.query<{ status: string; vazio: boolean; aviso: boolean }>(
    `select status, conteudo is null as vazio, aviso_pendente as aviso from relatorio
      where empresa_id = $1 and id = $2`,
    [empresaId, id],
  );
  return r;
};

describe('aviso de relatório pronto', () => {
  it('fica pendente só para quem pediu; marcar visto vale uma vez; outra pessoa ou empresa, 404', async () => {
    expect(await avisos('rh')).toEqual({ emAndamento: 0, avisos: [] });
    const pedido = await t.app.inject({
      method: 'POST',
      url: '/api/relatorios',
      headers: como('rh'),
      payload: { tipo: 'totais', formato: 'xlsx', inicio: '2026-10-01', fim: '2026-10-31' },
    });
    expect(pedido.statusCode).toBe(201);
    const criado = pedido.json().data as Relatorio;
    const durante = await avisos('rh');
    // Enquanto está na fila, ainda não há aviso (o job pode já ter terminado sob carga).
    if (durante.avisos.length === 0) expect(durante.emAndamento).toBe(1);

    expect((await esperar(criado.id)).status).toBe('pronto');
    const depois = await avisos('rh');
    expect(depois.emAndamento).toBe(0);
    expect(depois.avisos.map((a) => [a.id, a.status])).toEqual([[criado.id, 'pronto']]);

    // A outra pessoa do RH e o RH de outra empresa não recebem o aviso nem o marcam.
    expect((await avisos('rh2')).avisos).toEqual([]);
    expect((await avisos('industria')).avisos).toEqual([]);
    for (const quem of ['rh2', 'industria']) {
      const r = await marcarVisto(criado.id, quem);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toMatch(/Relatório/);
    }
    expect((await avisos('rh')).avisos).toHaveLength(1);

    const primeira = await marcarVisto(criado.id, 'rh');
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json().data).toEqual({ id: criado.id, primeiraVez: true });
    expect((await marcarVisto(criado.id, 'rh')).json().data).toEqual({
      id: criado.id,
      primeiraVez: false,
    });
    expect((await avisos('rh')).avisos).toEqual([]);
  });

  it('falha no job também avisa; id inválido 400; sem a tela de relatórios, 403', async () => {
    const [dep] = await t.db.query<{ id: number }>(
      `insert into departamento (empresa_id, nome) values ($1, 'Avisos sem gente') returning id`,
      [EMPRESA_DEMO],
    );
    const criado = (
      await t.app.inject({
        method: 'POST',
        url: '/api/relatorios',
        headers: como('rh'),
        payload: {
          tipo: 'marcacoes',
          formato: 'pdf',
          inicio: '2026-10-01',
          fim: '2026-10-31',
          departamentoId: dep!.id,
        },
      })
    ).json().data as Relatorio;
    expect((await esperar(criado.id)).status).toBe('erro');
    const { avisos: lista } = await avisos('rh');
    expect(lista.map((a) => [a.id, a.status, a.erro])).toEqual([
      [criado.id, 'erro', 'Não contém dados para esse relatório'],
    ]);
    expect((await marcarVisto(criado.id, 'rh')).json().data.primeiraVez).toBe(true);

    for (const id of ['0', '99999999999999999999', 'abc'])
      expect((await marcarVisto(id as unknown as number, 'rh')).statusCode).toBe(400);
    tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/relatorios/avisos',
          headers: como('colaborador'),
        })
      ).statusCode,
    ).toBe(403);
    expect((await marcarVisto(criado.id, 'colaborador')).statusCode).toBe(403);
  });
});

describe('limpeza agendada dos arquivos vencidos', () => {
  it('agendada de hora em hora no pg-boss; o job apaga os vencidos de todas as empresas e guarda o histórico', async () => {
    const schema = await schemaDaFila(t.db);
    const agendados = await t.db.query<{ name: string; cron: string; timezone: string }>(
      `select name, cron, timezone from ${schema}.schedule where name = $1`,
      [FILA_LIMPEZA_RELATORIOS],
    );
    expect(agendados).toEqual([
      {
        name: FILA_LIMPEZA_RELATORIOS,
        cron: CRON_LIMPEZA_RELATORIOS,
        timezone: 'America/Sao_Paulo',
      },
    ]);

    const antes = new Date(AGORA_TESTE.getTime() - 1000);
    const vencidoDemo = await pedidoPronto(EMPRESA_DEMO, 'rh@demo.jornada.dev', antes);
    const vencidoIndustria = await pedidoPronto(EMPRESA_FERIAS, 'rh@industria.jornada.dev', antes);
    const valido = await pedidoPronto(
      EMPRESA_DEMO,
      'rh@demo.jornada.dev',
      new Date(AGORA_TESTE.getTime() + DIA),
    );

    // O que o cron do pg-boss faz a cada horário: um job na fila da limpeza.
    await t.db.query(`insert into ${schema}.job (name, data) values ($1, '{}')`, [
      FILA_LIMPEZA_RELATORIOS,
    ]);
    const fim = Date.now() + 30_000;
    while ((await situacao(EMPRESA_FERIAS, vencidoIndustria))?.status !== 'expirado') {
      if (Date.now() > fim) throw new Error('a limpeza não rodou');
      await new Promise((ok) => setTimeout(ok, 50));
    }
    for (const [empresa, id] of [
      [EMPRESA_DEMO, vencidoDemo],
      [EMPRESA_FERIAS, vencidoIndustria],
    ] as const)
      expect(await situacao(empresa, id)).toEqual({
        status: 'expirado',
        vazio: true,
        aviso: false,
      });
    expect(await situacao(EMPRESA_DEMO, valido)).toEqual({
      status: 'pronto',
      vazio: false,
      aviso: true,
    });

    // O histórico continua: o pedido expirado segue na lista; baixar dá 410 com o motivo.
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/relatorios',
      headers: como('rh'),
    });
    const itens = lista.json().data.items as Relatorio[];
    expect(itens.find((r) => r.id === vencidoDemo)?.status).toBe('expirado');
    const arq = await t.app.inject({
      method: 'GET',
      url: `/api/relatorios/${vencidoDemo}/arquivo`,
      headers: como('rh'),
    });
    expect(arq.statusCode).toBe(410);
    expect(arq.json().message).toBe(
      'Relatório expirado: o arquivo foi apagado depois de 7 dias. Gere de novo.',
    );
    // O expirado não é mais anunciado; o válido ainda é.
    expect((await avisos('rh')).avisos.map((a) => a.id)).toContain(valido);
    expect((await avisos('rh')).avisos.map((a) => a.id)).not.toContain(vencidoDemo);
  });
});
