import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';

const m = SERVICOS.main;
let t: AppDeTeste;
let rh: string;
let gestor: string;
let departamentoId: number;
let membros: { id: number; email: string }[];

const postar = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${m}${url}`, headers: bearer(token), payload });

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestor@demo.jornada.dev');
  const [d] = await t.db.query<{ id: number }>(
    "select id from departamento where empresa_id = $1 and nome = 'Administrativo'",
    [EMPRESA_DEMO],
  );
  departamentoId = d!.id;
  membros = await t.db.query<{ id: number; email: string }>(
    'select id, email from usuario where empresa_id = $1 and departamento_id = $2 and ativo order by id',
    [EMPRESA_DEMO, departamentoId],
  );
});
afterAll(() => t.close());

const NATAL = { inicio: '2026-12-21', dias: 10 };

describe('férias coletivas (CLT arts. 139–141)', () => {
  it('só o RH marca: o gestor recebe 403; departamento de outra empresa é 404', async () => {
    const r = await postar('/FeriasColetivas/previa', gestor, { departamentoId, ...NATAL });
    expect(r.statusCode).toBe(403);
    const [outra] = await t.db.query<{ id: number }>(
      'select id from filial where empresa_id = $1 order by id limit 1',
      [EMPRESA_FERIAS],
    );
    const f = await postar('/FeriasColetivas/previa', rh, {
      filialId: outra!.id + 100000,
      ...NATAL,
    });
    expect(f.statusCode).toBe(404);
  });

  it.each([
    {
      descricao: 'menos de 10 dias',
      corpo: { inicio: '2026-12-21', dias: 9 },
      campo: 'dias',
      mensagem:
        'Nenhum período de férias coletivas pode ter menos de 10 dias corridos (CLT art. 139 §1º).',
    },
    {
      descricao: 'sem os 15 dias de aviso',
      corpo: { inicio: '2026-11-23', dias: 10 },
      campo: 'inicio',
      mensagem:
        'O aviso aos empregados precisa de 15 dias de antecedência (CLT art. 139 §2º): avisando hoje, o início mais cedo é 01/12/2026.',
    },
  ])('recusa $descricao (422, com o campo)', async ({ corpo, campo, mensagem }) => {
    const r = await postar('/FeriasColetivas/previa', rh, { departamentoId, ...corpo });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ Mensagem: mensagem, campo });
  });

  it('sem grupo ou com os dois: 400 nomeando o campo', async () => {
    const r = await postar('/FeriasColetivas/previa', rh, NATAL);
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('departamentoId');
  });

  it('a prévia lista cada colaborador do departamento com o saldo, sem gravar', async () => {
    const r = await postar('/FeriasColetivas/previa', rh, { departamentoId, ...NATAL });
    expect(r.statusCode).toBe(200);
    const p = r.json().Data;
    expect(p).toMatchObject({
      inicio: '2026-12-21',
      fim: '2026-12-30',
      avisoEm: '2026-11-16',
      grupo: 'Administrativo',
    });
    expect(p.afetados + p.excluidos).toBe(membros.length);
    expect(p.afetados).toBeGreaterThan(0);
    for (const c of p.colaboradores)
      expect(['Integral', 'Proporcional', 'Excluido']).toContain(c.situacao);
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from ferias_coletiva');
    expect(n!.n).toBe(0);
  });

  it('confirmar cria férias aprovadas para todos numa transação, auditadas e visíveis a cada um', async () => {
    const r = await postar('/FeriasColetivas', rh, {
      departamentoId,
      ...NATAL,
      observacao: 'Recesso de fim de ano',
    });
    expect(r.statusCode).toBe(200);
    const resultado = r.json().Data as { id: number; afetados: number };
    const lancamentos = await t.db.query<{ usuario_id: number; status: string; dias: number }>(
      'select usuario_id, status, dias from lancamento where empresa_id = $1 and ferias_coletiva_id = $2',
      [EMPRESA_DEMO, resultado.id],
    );
    expect(lancamentos).toHaveLength(resultado.afetados);
    expect(lancamentos.every((l) => l.status === 'Aprovado' && l.dias === 10)).toBe(true);
    const auditoria = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and acao = 'ferias_coletivas'",
      [EMPRESA_DEMO],
    );
    expect(auditoria[0]!.n).toBe(resultado.afetados);
    const alguem = membros.find((x) => x.id === lancamentos[0]!.usuario_id)!;
    const token = await t.token(alguem.email);
    const lista = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarFeriasLancamentos`,
      headers: bearer(token),
    });
    expect(
      (lista.json().Data as { dataInicio: string; status: string; observacao: string }[]).find(
        (l) => l.dataInicio === '2026-12-21',
      ),
    ).toMatchObject({
      status: 'Aprovado',
      observacao: 'Férias coletivas: Administrativo — Recesso de fim de ano',
    });
    // No calendário (etiqueta de ausência Ferias), pela mesma porta dos afastamentos aprovados.
    const tags = await t.app.inject({
      method: 'GET',
      url: `${SERVICOS.escala}/tag?Ano=2026&Mes=12&UsuariosIds=${alguem.id}`,
      headers: bearer(rh),
    });
    expect(tags.statusCode).toBe(200);
    const dias = (tags.json().data.data.ausencias as { tipoTag: string; data: string }[])
      .filter((a) => a.tipoTag === 'Ferias')
      .map((a) => a.data);
    expect(dias).toHaveLength(10);
    expect([dias[0], dias[9]]).toEqual(['2026-12-21', '2026-12-30']);
  });

  it('marcar de novo nos mesmos dias: todos já ausentes, nada é gravado (422)', async () => {
    const r = await postar('/FeriasColetivas', rh, { departamentoId, ...NATAL });
    expect(r.statusCode).toBe(422);
    expect(r.json().Mensagem).toBe(
      'Nenhum colaborador deste grupo pode entrar nestas férias coletivas.',
    );
  });

  it('um terceiro período no mesmo ano é recusado (art. 139 §1º)', async () => {
    await t.db.query(
      `insert into ferias_coletiva (empresa_id, departamento_id, inicio, fim, dias, aviso_em, autor_id, criado_em)
       select $1, $2, '2026-12-01', '2026-12-10', 10, '2026-11-01', autor_id, criado_em from ferias_coletiva limit 1`,
      [EMPRESA_DEMO, departamentoId],
    );
    const r = await postar('/FeriasColetivas/previa', rh, {
      departamentoId,
      inicio: '2026-12-14',
      dias: 10,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().Mensagem).toContain('no máximo 2 por ano (CLT art. 139 §1º)');
  });
});

describe('solicitações de todos para o RH (paginadas no servidor)', () => {
  const listar = (token: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `${m}/CarregarLancamentosPaginados?${query}`,
      headers: bearer(token),
    });

  it('filtra por tipo, status, período e departamento, 25 por página', async () => {
    const r = await listar(
      rh,
      `tipo=Ferias&status=Aprovado&inicio=2026-12-21&fim=2026-12-21&departamentoId=${departamentoId}&pageSize=2`,
    );
    expect(r.statusCode).toBe(200);
    const d = r.json().Data as {
      items: { departamento: string; tipo: string }[];
      total: number;
      pageSize: number;
    };
    const [n] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from lancamento where empresa_id = $1 and ferias_coletiva_id is not null and status = 'Aprovado'",
      [EMPRESA_DEMO],
    );
    expect(d.total).toBe(n!.n);
    expect(d.items.length).toBe(Math.min(2, n!.n));
    expect(d.items.every((i) => i.departamento === 'Administrativo' && i.tipo === 'Ferias')).toBe(
      true,
    );
    const padrao = await listar(rh, '');
    expect(padrao.json().Data.pageSize).toBe(25);
    expect(padrao.json().Data.items.length).toBeLessThanOrEqual(25);
  });

  it('o gestor recebe 403; filtros ruins são 400 com o campo, nunca 5xx', async () => {
    expect((await listar(gestor, '')).statusCode).toBe(403);
    const ruim = await listar(rh, 'pageSize=1000');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campo).toBe('pageSize');
    const enorme = await listar(rh, `departamentoId=99999999999&search=${'%'.repeat(3)}`);
    expect(enorme.statusCode).toBe(400);
    const busca = await listar(rh, `search=${encodeURIComponent('100%_\\')}`);
    expect(busca.statusCode).toBe(200);
    expect(busca.json().Data.total).toBe(0);
  });
});
