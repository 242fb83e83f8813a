import type { ColaboradorAdmitido } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  createAppDeTeste,
  createUsuarioDeTeste,
} from '../../../test/app-de-teste.ts';

/**
 * Admissão em um passo (POST /colaboradores): cadastro, matrícula, marcação pela web, escala,
 * regra de ponto e perfil numa transação só, cada parte auditada; uma referência inválida desfaz
 * tudo (nem o colaborador, nem o AFD tipo 5, nem a auditoria ficam).
 */
let t: AppDeTeste;
const tokens: Record<string, string> = {};
const ids = { filial: 0, escala: 0, escalaOutraEmpresa: 0, regra: 0, gestor: 0, rh: 0 };

const CPFS = ['39053344705', '11144477735', '52998224725', '16899535009', '71428793860'];
const admissao = '2026-11-16';

const corpo = (cpf: string, extra: object = {}) => ({
  nome: 'Joana Conceição',
  cpf,
  email: `admissao.${cpf}@demo.jornada.dev`,
  filialId: ids.filial,
  departamentoId: null,
  cargoId: null,
  gestorId: null,
  admissao,
  ...extra,
});

const admitir = (payload: object, quem = 'rh') =>
  t.app.inject({
    method: 'POST',
    url: '/api/main/colaboradores',
    headers: { authorization: `Bearer ${tokens[quem]}` },
    payload,
  });

const um = async <T>(sql: string, params: unknown[] = []) => {
  const [r] = await t.db.query<T>(sql, params);
  return r!;
};

/** O que uma admissão desfeita não pode deixar: linhas novas em nenhuma tabela tocada. */
const contagens = () =>
  um<Record<string, number>>(
    `select (select count(*)::int from usuario where empresa_id = 2) as usuarios,
            (select count(*)::int from usuario_perfil where empresa_id = 2) as perfis,
            (select count(*)::int from alocacao where empresa_id = 2) as escalas,
            (select count(*)::int from alocacao_regra where empresa_id = 2) as regras,
            (select count(*)::int from auditoria where empresa_id = 2) as auditoria,
            (select sum(ultimo_nsr)::int from rep where empresa_id = 2) as nsr`,
  );

beforeAll(async () => {
  t = await createAppDeTeste();
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  ids.filial = (
    await um<{ id: number }>(
      'select filial_id as id from rep where empresa_id = 2 order by filial_id limit 1',
    )
  ).id;
  ids.escala = (
    await um<{ id: number }>(
      'select id from escala where empresa_id = 2 and ativo order by id limit 1',
    )
  ).id;
  // Uma escala da empresa 1032 (padrão copiado): o id existe, mas não é da empresa 2.
  ids.escalaOutraEmpresa = (
    await um<{ id: number }>(
      `insert into escala (empresa_id, codigo, nome, tipo, padrao)
       select 1032, 'OUTRA', 'Outra empresa', tipo, padrao from escala
        where empresa_id = 2 and id = $1 returning id`,
      [ids.escala],
    )
  ).id;
  // A regra padrão vigente: nunca arquivada e em vigor na admissão.
  ids.regra = (
    await um<{ id: number }>(
      `select regra_ponto_id as id from regra_ponto_padrao
        where empresa_id = 2 and vigencia_inicio <= $1 order by vigencia_inicio desc limit 1`,
      [admissao],
    )
  ).id;
  const perfil = async (nome: string) =>
    (await um<{ id: number }>('select id from perfil where empresa_id = 2 and nome = $1', [nome]))
      .id;
  ids.gestor = await perfil('Gestor');
  ids.rh = await perfil('RH');

  // Quem só tem o menu Colaboradores cadastra, mas não aloca escala nem atribui perfil; quem
  // também tem Perfis atribui, mas só perfis cujas permissões ele mesmo tem.
  const limitado = async (email: string, cpf: string, rotas: string[]) => {
    const [p] = await t.db.query<{ id: number }>(
      'insert into perfil (empresa_id, nome, rotas) values (2, $1, $2) returning id',
      [email, rotas],
    );
    const u = await createUsuarioDeTeste(t, {
      empresaId: 2,
      email,
      cpf,
      confirmado: true,
      senha: 'Jornada@2026',
    });
    await t.db.query(
      'update usuario_perfil set perfil_id = $1 where empresa_id = 2 and usuario_id = $2',
      [p!.id, u],
    );
    return t.token(email);
  };
  tokens.soCadastro = await limitado('so.cadastro@demo.jornada.dev', '98765432100', [
    '/dashboard/admin/colaboradores',
  ]);
  tokens.cadastroPerfis = await limitado('cadastro.perfis@demo.jornada.dev', '98765432101', [
    '/dashboard/admin/colaboradores',
    '/dashboard/admin/perfis',
  ]);
});
afterAll(() => t.close());

describe('admissão em um passo', () => {
  it('grava cadastro, matrícula, escala, regra de ponto, perfil e marcação pela web juntos', async () => {
    const r = await admitir(
      corpo(CPFS[0]!, {
        matricula: ' A-1020 ',
        escala: { escalaId: ids.escala },
        regraPonto: { regraId: ids.regra, dataInicio: '2026-11-17' },
        perfilId: ids.gestor,
        HabilitarMarcacaoPelaWeb: false,
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json<{ data: ColaboradorAdmitido }>().data;
    expect(r.headers.location).toBe(`/api/main/colaboradores/${c.id}`);
    expect(c).toMatchObject({
      matricula: 'A-1020',
      HabilitarMarcacaoPelaWeb: false,
      perfilIds: [ids.gestor],
      escala: { usuarioId: c.id, escalaId: ids.escala, inicio: admissao, fim: null, ativo: true },
      regraPonto: { usuarioId: c.id, regraId: ids.regra, dataInicio: '2026-11-17' },
    });

    const gravado = await um<{ web: boolean; matricula: string }>(
      'select habilitar_marcacao_pela_web as web, matricula from usuario where empresa_id = 2 and id = $1',
      [c.id],
    );
    expect(gravado).toEqual({ web: false, matricula: 'A-1020' });
    const perfis = await t.db.query<{ perfil_id: number }>(
      'select perfil_id from usuario_perfil where empresa_id = 2 and usuario_id = $1',
      [c.id],
    );
    expect(perfis.map((p) => p.perfil_id)).toEqual([ids.gestor]);

    // Uma linha de auditoria por parte, do mesmo autor.
    const auditoria = await t.db.query<{ entidade: string; acao: string }>(
      `select entidade, acao from auditoria where empresa_id = 2
        and ((entidade in ('colaborador', 'usuario_perfil') and entidade_id = $1)
          or (entidade = 'alocacao' and entidade_id = $2)
          or (entidade = 'alocacao_regra' and entidade_id = $3))
        order by id`,
      [String(c.id), String(c.escala!.id), String(c.regraPonto!.id)],
    );
    expect(auditoria).toEqual([
      { entidade: 'colaborador', acao: 'incluir' },
      { entidade: 'alocacao', acao: 'criar' },
      { entidade: 'alocacao_regra', acao: 'criacao' },
      { entidade: 'usuario_perfil', acao: 'perfis-atribuidos' },
    ]);

    // As telas de alocação enxergam o que a admissão gravou.
    const escalas = await t.app.inject({
      method: 'GET',
      url: `/api/escala/alocacao?usuarioId=${c.id}`,
      headers: { authorization: `Bearer ${tokens.rh}` },
    });
    expect(escalas.json().data.items).toMatchObject([{ escalaId: ids.escala }]);
  });

  it('sem as partes novas continua como antes: perfil Colaborador e marcação pela web', async () => {
    const r = await admitir(corpo(CPFS[1]!));
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json<{ data: ColaboradorAdmitido }>().data;
    const colaborador = await um<{ id: number }>(
      "select id from perfil where empresa_id = 2 and nome = 'Colaborador'",
    );
    expect(c).toMatchObject({
      matricula: null,
      escala: null,
      regraPonto: null,
      perfilIds: [colaborador.id],
      HabilitarMarcacaoPelaWeb: true,
    });
  });

  it('matrícula repetida responde 409 no campo matrícula', async () => {
    const r = await admitir(corpo(CPFS[2]!, { matricula: 'a-1020' }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      campo: 'matricula',
      message: 'Já existe um colaborador com esta matrícula.',
    });
  });
});

describe('referência inválida: 400 no campo e nada gravado', () => {
  it.each([
    {
      descricao: 'escala inexistente',
      extra: () => ({ escala: { escalaId: 2_000_000_000 } }),
      campo: 'escala.escalaId',
      mensagem: 'Escala não encontrada.',
    },
    {
      descricao: 'escala de outra empresa',
      extra: () => ({ escala: { escalaId: ids.escalaOutraEmpresa } }),
      campo: 'escala.escalaId',
      mensagem: 'Escala não encontrada.',
    },
    {
      descricao: 'regra de ponto inexistente (com escala válida antes dela)',
      extra: () => ({
        escala: { escalaId: ids.escala },
        regraPonto: { regraId: 2_000_000_000 },
      }),
      campo: 'regraPonto.regraId',
      mensagem: 'Regra de ponto: regra de ponto não encontrada',
    },
    {
      descricao: 'regra de ponto antes da vigência',
      extra: () => ({ regraPonto: { regraId: ids.regra, dataInicio: '1990-01-01' } }),
      campo: 'regraPonto.dataInicio',
      mensagem: 'Regra de ponto: a regra de ponto',
    },
    {
      descricao: 'perfil inexistente (com escala e regra válidas antes dele)',
      extra: () => ({
        escala: { escalaId: ids.escala },
        regraPonto: { regraId: ids.regra },
        perfilId: 2_000_000_000,
      }),
      campo: 'perfilId',
      mensagem: 'Perfil 2000000000 não existe.',
    },
  ])('$descricao', async ({ extra, campo, mensagem }) => {
    const antes = await contagens();
    const r = await admitir(corpo(CPFS[3]!, { matricula: 'B-1', ...extra() }));
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().campo).toBe(campo);
    expect(r.json().message).toContain(mensagem);
    expect(await contagens()).toEqual(antes);
    const [ninguem] = await t.db.query('select 1 from usuario where cpf = $1', [CPFS[3]]);
    expect(ninguem).toBeUndefined();
  });

  it('id de escala fora do intervalo é recusado pelo contrato, nomeando o campo', async () => {
    const r = await admitir(corpo(CPFS[3]!, { escala: { escalaId: 2_147_483_648 } }));
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('escala.escalaId');
  });
});

describe('permissão', () => {
  it('colaborador sem o menu Colaboradores recebe 403 e nada é gravado', async () => {
    const antes = await contagens();
    const r = await admitir(corpo(CPFS[4]!, { escala: { escalaId: ids.escala } }), 'colaborador');
    expect(r.statusCode).toBe(403);
    expect(await contagens()).toEqual(antes);
  });

  it.each([
    {
      parte: 'escala',
      extra: () => ({ escala: { escalaId: ids.escala } }),
      oque: 'alocar escalas',
    },
    {
      parte: 'regra de ponto',
      extra: () => ({ regraPonto: { regraId: ids.regra } }),
      oque: 'alocar regras de ponto',
    },
    { parte: 'perfil', extra: () => ({ perfilId: ids.gestor }), oque: 'atribuir perfis de acesso' },
  ])('só com o menu Colaboradores: $parte exige o menu dela (403)', async ({ extra, oque }) => {
    const antes = await contagens();
    const r = await admitir(corpo(CPFS[4]!, extra()), 'soCadastro');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(`Você não tem permissão para ${oque}.`);
    expect(await contagens()).toEqual(antes);
  });

  it('só com o menu Colaboradores, o cadastro simples passa', async () => {
    const r = await admitir(corpo(CPFS[4]!), 'soCadastro');
    expect(r.statusCode, r.body).toBe(201);
  });

  it('quem atribui perfis não concede permissões que não tem: 403 e nada gravado', async () => {
    const antes = await contagens();
    const r = await admitir(corpo('86288366757', { perfilId: ids.rh }), 'cadastroPerfis');
    expect(r.statusCode).toBe(403);
    expect(r.json().campo).toBe('perfilId');
    expect(await contagens()).toEqual(antes);
  });
});
