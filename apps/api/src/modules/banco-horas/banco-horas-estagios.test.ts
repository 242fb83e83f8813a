import type {
  ExportacaoVerbas,
  Extrato,
  Fechamento,
  PagamentoRegistrado,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { apoioBancoHoras, B } from '../../../test/banco-horas-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Pagamento por estágio no fechamento da competência (issue #13; estágios da demo: 40 h e 60 h,
// verba 0160) e o desfazer de pagamentos. "Hoje" = 16/11/2026: outubro já terminou.
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const { chamar, um, auditoria, idPorEmail } = apoioBancoHoras(() => t, tokens);
const V = '/api/verbas';
let paulaId: number;
let departamentoId: number;
let pagamentoOutubro: number;
let primeiro: Fechamento;

const saldoEm = async (ate: string) =>
  (await chamar<Extrato>('GET', `${B}/bancoHora/extrato?usuarioId=${paulaId}&ate=${ate}`)).corpo
    .data.saldoAtualMinutos;
const estagios = () =>
  t.db.query<{
    id: number;
    minutos: number;
    estornado: boolean;
    fechamento_competencia_id: number;
  }>(
    `select p.id, p.minutos, p.fechamento_competencia_id,
            exists(select 1 from banco_horas_pagamento_estorno e
                   where e.empresa_id = p.empresa_id and e.pagamento_id = p.id) as estornado
       from banco_horas_pagamento p
      where p.empresa_id = $1 and p.usuario_id = $2 and p.origem = 'estagio' order by p.id`,
    [EMPRESA_DEMO, paulaId],
  );
/** Dias de marcações ímpares do departamento em outubro: o RH os ignora (não são o assunto aqui). */
const liberarDivergencias = async () => {
  const v = await chamar<{
    items: { usuarioId: number | null; data: string | null; bloqueia: boolean }[];
  }>(
    'GET',
    `${V}/fechamento/divergencias?ano=2026&mes=10&departamentoId=${departamentoId}&pageSize=100`,
  );
  const itens = v.corpo.data.items
    .filter((d) => d.bloqueia && d.usuarioId && d.data)
    .map((d) => ({ usuarioId: d.usuarioId!, data: d.data! }));
  if (itens.length === 0) return;
  const r = await chamar('POST', '/api/divergencias/acoes', 'rh', {
    acao: 'ignorar',
    motivo: 'Conferido pelo RH antes do fechamento',
    itens,
  });
  expect(r.status).toBe(200);
};
const fechar = () =>
  chamar<Fechamento>('POST', `${V}/fechamento`, 'rh', {
    ano: 2026,
    mes: 10,
    departamentoId,
    aceitarAvisos: true,
  });
const pagar = (data: string, minutos: number) =>
  chamar<{ id: number }>('POST', `${B}/bancoHora/pagamento`, 'rh', {
    usuarioId: paulaId,
    data,
    minutos,
    motivo: 'Pedido da colaboradora',
  });
const desfazer = (id: number, motivo = 'Lançado por engano') =>
  chamar<PagamentoRegistrado>('POST', `${B}/bancoHora/pagamento/${id}/estorno`, 'rh', { motivo });

beforeAll(async () => {
  t = await createAppDeTeste();
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  paulaId = await idPorEmail('colaborador@demo.jornada.dev');
  departamentoId = (
    await um<{ d: number }>(
      'select departamento_id as d from usuario where empresa_id = $1 and id = $2',
      [EMPRESA_DEMO, paulaId],
    )
  ).d;
  // 100 h de crédito em outubro: o saldo de 31/10 passa o estágio de 60 h.
  const c = await chamar('POST', `${B}/bancoHora/lancamento`, 'rh', {
    usuarioId: paulaId,
    data: '2026-10-05',
    tipo: 'credito',
    minutos: 6000,
    motivo: 'Abono: inventário',
  });
  expect(c.status).toBe(201);
  // Um pagamento extraordinário em outubro (antes do fechamento).
  const p = await pagar('2026-10-10', 60);
  expect(p.status).toBe(200);
  pagamentoOutubro = p.corpo.data.id;
  // A folha leva o estágio na verba 0160 (a verba do estágio do banco da demo).
  const v = await t.app.inject({
    method: 'POST',
    url: `${V}/verba`,
    headers: { authorization: `Bearer ${tokens.rh}` },
    payload: {
      codigo: '0160',
      descricao: 'Excedente de banco por estágio',
      unidade: 'horas',
      quantidades: [{ tipo: 'bancoHorasEstagio' }],
      vigenciaInicio: '2026-01-01',
    },
  });
  expect(v.statusCode).toBe(200);
  await liberarDivergencias();
});
afterAll(() => t.close());

describe('pagamento por estágio no fechamento da competência', () => {
  it('fechar paga o saldo acima do estágio mais alto, com a verba do estágio, auditado', async () => {
    const antes = await saldoEm('2026-10-31');
    expect(antes).toBeGreaterThan(3600);
    const r = await fechar();
    expect(r.status, r.corpo.message).toBe(200);
    primeiro = r.corpo.data;
    const [p, ...resto] = await estagios();
    expect(resto).toEqual([]);
    expect(p!.fechamento_competencia_id).toBe(primeiro.id);
    expect(p!.minutos).toBe(Math.floor(antes - 3600));
    // Depois do pagamento o saldo de 31/10 é o limite do estágio 2 (60 h).
    expect(await saldoEm('2026-10-31')).toBeCloseTo(antes - p!.minutos, 6);
    const itens = await t.db.query<{ verba: string; minutos: number }>(
      'select verba, minutos from banco_horas_pagamento_item where empresa_id = $1 and pagamento_id = $2',
      [EMPRESA_DEMO, p!.id],
    );
    expect(itens.length).toBeGreaterThan(0);
    expect(itens.every((i) => i.verba === '0160')).toBe(true);
    expect((await auditoria('banco_horas_pagamento', p!.id)).map((a) => a.acao)).toEqual([
      'pagamento-estagio',
    ]);
    // A fotografia do fechamento leva a linha do estágio (código 0160).
    const foto = await um<{ q: number }>(
      "select coalesce(sum(quantidade), 0)::int as q from fechamento_quantidade where empresa_id = $1 and fechamento_id = $2 and usuario_id = $3 and codigo = '0160'",
      [EMPRESA_DEMO, primeiro.id, paulaId],
    );
    expect(foto.q).toBe(Math.round(itens.reduce((s, i) => s + i.minutos, 0)));
  });

  it('a exportação da folha mostra a linha do estágio com a verba do estágio', async () => {
    const r = await chamar<ExportacaoVerbas>(
      'GET',
      `${V}/exportacao?ano=2026&mes=10&leiaute=dominio&departamentoId=${departamentoId}`,
    );
    expect(r.status).toBe(200);
    const linha = r.corpo.data.resumo.porVerba.find((x) => x.codigo === '0160');
    expect(linha?.quantidade).toBeGreaterThan(0);
    expect(r.corpo.data.conteudo).toMatch(/^10\d{10}2026100160/m);
  });

  it('desfazer um pagamento de competência fechada ou um estágio: 409 em pt-BR', async () => {
    const fechado = await desfazer(pagamentoOutubro);
    expect(fechado.status).toBe(409);
    expect(fechado.corpo.codigo).toBe('COMPETENCIA_FECHADA');
    expect(fechado.corpo.message).toContain('competência já fechada');
    const [p] = await estagios();
    const estagio = await desfazer(p!.id);
    expect(estagio.status).toBe(409);
    expect(estagio.corpo.message).toContain('reabrindo o fechamento da competência');
  });

  it('reabrir estorna o pagamento por estágio; fechar de novo paga uma vez só', async () => {
    const reaberto = await chamar('POST', `${V}/fechamento/${primeiro.id}/reabertura`, 'rh', {
      motivo: 'Ajuste de marcações de outubro',
    });
    expect(reaberto.status).toBe(200);
    const [p] = await estagios();
    expect(p!.estornado).toBe(true);
    const estorno = await um<{ motivo: string; f: number }>(
      'select motivo, fechamento_competencia_id as f from banco_horas_pagamento_estorno where empresa_id = $1 and pagamento_id = $2',
      [EMPRESA_DEMO, p!.id],
    );
    expect(estorno).toEqual({ motivo: 'Ajuste de marcações de outubro', f: primeiro.id });
    expect((await auditoria('banco_horas_pagamento', p!.id)).map((a) => a.acao)).toEqual([
      'pagamento-estagio',
      'estorno-estagio',
    ]);
    expect(await saldoEm('2026-10-31')).toBeGreaterThan(3600);

    const de_novo = await fechar();
    expect(de_novo.status, de_novo.corpo.message).toBe(200);
    const todos = await estagios();
    expect(todos.length).toBe(2);
    expect(todos.filter((x) => !x.estornado).length).toBe(1);
    expect(todos[1]!.fechamento_competencia_id).toBe(de_novo.corpo.data.id);
    expect(todos[1]!.minutos).toBe(p!.minutos);
    expect(await saldoEm('2026-10-31')).toBeCloseTo(3600, 6);
  });
});

describe('desfazer pagamentos do banco', () => {
  it('extraordinário: com motivo, auditado; recusado se um posterior depende dele', async () => {
    const a = (await pagar('2026-11-05', 30)).corpo.data.id;
    const b = (await pagar('2026-11-06', 30)).corpo.data.id;
    const sem = await chamar('POST', `${B}/bancoHora/pagamento/${a}/estorno`, 'rh', {});
    expect(sem.status).toBe(400);
    expect(sem.corpo.campo).toBe('motivo');
    const depende = await desfazer(a);
    expect(depende.status).toBe(409);
    expect(depende.corpo.codigo).toBe('MOVIMENTO_POSTERIOR');
    expect(depende.corpo.message).toContain('06/11/2026');
    const ok = await desfazer(b);
    expect(ok.status).toBe(200);
    expect(ok.corpo.data).toMatchObject({
      id: b,
      estornado: true,
      motivoEstorno: 'Lançado por engano',
    });
    expect((await desfazer(b)).corpo.codigo).toBe('JA_ESTORNADO');
    expect((await desfazer(a)).status).toBe(200);
    expect((await auditoria('banco_horas_pagamento', b)).map((x) => x.acao)).toEqual([
      'pagamento-extraordinario',
      'estorno-extraordinario',
    ]);
    const lista = await chamar<PagamentoRegistrado[]>(
      'GET',
      `${B}/bancoHora/pagamento?usuarioId=${paulaId}`,
    );
    expect(lista.status).toBe(200);
    expect(lista.corpo.data.filter((x) => x.estornado).map((x) => x.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect(lista.corpo.data.some((x) => x.origem === 'estagio' && !x.estornado)).toBe(true);
  });

  it('fechamento antecipado desfeito pode ser refeito; rescisão desfeita reabre a vigência', async () => {
    const corpo = { usuarioId: paulaId, data: '2026-11-09', motivo: 'Acordo com a colaboradora' };
    const f = await chamar<{ pagamentos: { id: number }[] }>(
      'POST',
      `${B}/bancoHora/fechamentoAntecipado`,
      'rh',
      corpo,
    );
    expect(f.status).toBe(200);
    const id = f.corpo.data.pagamentos[0]!.id;
    expect((await desfazer(id)).status).toBe(200);
    const refeito = await chamar('POST', `${B}/bancoHora/fechamentoAntecipado`, 'rh', corpo);
    expect(refeito.status).toBe(200);

    const r = await chamar<{ id: number }>('POST', `${B}/bancoHora/rescisao`, 'rh', {
      usuarioId: paulaId,
      data: '2026-11-12',
      tipoRescisao: 'sem-justa-causa',
      motivo: 'Desligamento',
    });
    expect(r.status).toBe(200);
    const fimDepois = await um<{ fim: string | null }>(
      "select vigencia_fim as fim from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2 and vigencia_inicio <= '2026-11-12' order by vigencia_inicio desc limit 1",
      [EMPRESA_DEMO, paulaId],
    );
    expect(fimDepois.fim).toBe('2026-11-12');
    const d = await desfazer(r.corpo.data.id, 'Desligamento cancelado');
    expect(d.status).toBe(200);
    const fimVolta = await um<{ fim: string | null }>(
      "select vigencia_fim as fim from banco_horas_colaborador where empresa_id = $1 and usuario_id = $2 and vigencia_inicio <= '2026-11-12' order by vigencia_inicio desc limit 1",
      [EMPRESA_DEMO, paulaId],
    );
    expect(fimVolta.fim).toBeNull();
  });

  it('id desconhecido: 404; colaborador sem a rota do RH: 403/404', async () => {
    expect((await desfazer(99999999)).status).toBe(404);
    const r = await chamar(
      'POST',
      `${B}/bancoHora/pagamento/${pagamentoOutubro}/estorno`,
      'colaborador',
      {
        motivo: 'Tentativa',
      },
    );
    expect([403, 404]).toContain(r.status);
  });
});
