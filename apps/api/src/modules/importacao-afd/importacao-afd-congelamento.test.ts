import type { LancamentoSobreaviso } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amostra, type ContextoTeste, createContexto } from './importacao-afd.apoio-teste.ts';

// Competência fechada congela também o AFD importado e as decisões de sobreaviso (issue #17 §2).

let ctx: ContextoTeste;
let tokenGestor: string;
let tokenColaborador: string;
beforeAll(async () => {
  ctx = await createContexto();
  tokenGestor = await ctx.t.token('gestor@demo.jornada.dev');
  tokenColaborador = await ctx.t.token('colaborador@demo.jornada.dev');
});
afterAll(() => ctx.close());

const fechar = (usuarioId: number, competencia: string) =>
  ctx.t.db.query(
    `insert into competencia_fechada (empresa_id, usuario_id, competencia, fechamento_id)
     values (2, $1, $2, 999)`,
    [usuarioId, competencia],
  );
const reabrir = (usuarioId: number, competencia: string) =>
  ctx.t.db.query(
    'delete from competencia_fechada where empresa_id = 2 and usuario_id = $1 and competencia = $2',
    [usuarioId, competencia],
  );

describe('importação de AFD com marcações em competência fechada', () => {
  // A amostra 595 tem três marcações de 02/03/2026 do PIS 19998887774 (segundo da demo).
  const arquivo = () => amostra('afd-595-com-cabecalho');

  it('recusa com 409 nomeando a competência e não grava nada', async () => {
    await fechar(ctx.demo[1]!.id, '2026-03');
    const antes = await ctx.contagens();
    const r = await ctx.enviar('/ImportarAfd', arquivo());
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ success: false, codigo: 'COMPETENCIA_FECHADA' });
    expect(r.json().message).toContain('A competência 03/2026 está fechada');
    expect(r.json().message).toContain('02/03/2026');
    expect(await ctx.contagens()).toEqual(antes);
  });

  it('a prévia não grava e continua possível', async () => {
    const r = await ctx.enviar('/ImportarAfd/previa', arquivo());
    expect(r.statusCode).toBe(200);
  });

  it('reaberta, importa; fechada de novo, reenviar o mesmo arquivo só acha as já importadas', async () => {
    await reabrir(ctx.demo[1]!.id, '2026-03');
    const r = await ctx.enviar('/ImportarAfd', arquivo());
    expect(r.statusCode).toBe(200);
    expect(r.json().Data).toMatchObject({ importadas: 3 });
    await fechar(ctx.demo[1]!.id, '2026-03');
    const deNovo = await ctx.enviar('/ImportarAfd', arquivo());
    expect(deNovo.statusCode).toBe(200);
    expect(deNovo.json().Data).toMatchObject({ importadas: 0, duplicadas: 3 });
  });
});

describe('decisões de sobreaviso em competência fechada', () => {
  let pendente: LancamentoSobreaviso;
  let paulaId: number;

  beforeAll(async () => {
    const r = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/sobreaviso/lancamento?visao=minhas',
      headers: { authorization: `Bearer ${tokenColaborador}` },
    });
    const itens = r.json().data.items as LancamentoSobreaviso[];
    pendente = itens.find((l) => l.status === 'pendente')!;
    paulaId = pendente.usuarioId;
  });

  const decidir = (acao: string, observacao?: string) =>
    ctx.t.app.inject({
      method: 'PUT',
      url: `/api/sobreaviso/lancamento/${acao}/${pendente.id}`,
      headers: { authorization: `Bearer ${tokenGestor}` },
      payload: { lancamentoId: pendente.id, ...(observacao ? { observacao } : {}) },
    });

  it('aprovar e reprovar num dia fechado: 409 com a competência; nada muda', async () => {
    const competencia = pendente.inicio.slice(0, 7);
    await fechar(paulaId, competencia);
    const br = `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;
    for (const r of [await decidir('aprovar'), await decidir('reprovar', 'Sem chamado aberto')]) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ success: false, codigo: 'COMPETENCIA_FECHADA' });
      expect(r.json().message).toContain(`A competência ${br} está fechada`);
    }
    const [linha] = await ctx.t.db.query<{ status: string }>(
      'select status from sobreaviso_lancamento where empresa_id = 2 and id = $1',
      [pendente.id],
    );
    expect(linha!.status).toBe('pendente');
  });

  it('reaberta a competência, a decisão volta a valer', async () => {
    await reabrir(paulaId, pendente.inicio.slice(0, 7));
    const r = await decidir('aprovar');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'aprovado' });
  });
});
