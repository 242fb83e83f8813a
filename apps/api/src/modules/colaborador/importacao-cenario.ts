import { afterAll, beforeAll } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { multipart } from './importacao-fixture.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type Rascunho = { id: number; mapeamento: Record<string, number | null>; colunas: string[] };

/**
 * Cenário dos testes da importação: app real com a demo, token do RH, nomes da filial (com REP),
 * de um departamento e de um cargo da Demo Comércio, e atalhos de chamada. Chame no topo do
 * arquivo de teste (registra o beforeAll e o afterAll).
 */
export const cenarioImportacao = () => {
  // O app e o token chegam no beforeAll; os atalhos leem `base` na hora da chamada.
  const base = { t: undefined as unknown as AppDeTeste, token: '' };
  const um = async <T>(sql: string, params: unknown[] = []) => {
    const [r] = await base.t.db.query<T>(sql, params);
    return r!;
  };
  const c = Object.assign(base, {
    ref: { filial: '', departamento: '', cargo: '', gestor: 'gestor@demo.jornada.dev' },
    chamar: (method: 'GET' | 'POST', url: string, payload?: object, quem = base.token) =>
      base.t.app.inject({
        method,
        url: `/api/main${url}`,
        headers: { authorization: `Bearer ${quem}` },
        ...(payload ? { payload } : {}),
      }),
    enviar: (nome: string, tipo: string, conteudo: Buffer, quem = base.token) => {
      const m = multipart([{ nome, tipo, conteudo }]);
      return base.t.app.inject({
        method: 'POST',
        url: '/api/main/colaboradores/importacao',
        headers: { authorization: `Bearer ${quem}`, ...m.headers },
        payload: m.payload,
      });
    },
    um,
    /** O que uma confirmação grava: usuários, AFD tipo 5, auditoria e NSR dos REPs da empresa 2. */
    contagens: () =>
      um<{ usuarios: number; eventos: number; auditoria: number; nsr: number }>(
        `select (select count(*)::int from usuario where empresa_id = 2) as usuarios,
                (select count(*)::int from rep_evento where empresa_id = 2 and tipo = '5') as eventos,
                (select count(*)::int from auditoria where empresa_id = 2) as auditoria,
                (select sum(ultimo_nsr)::int from rep where empresa_id = 2) as nsr`,
      ),
  });
  beforeAll(async () => {
    c.t = await createAppDeTeste();
    c.token = await c.t.token('rh@demo.jornada.dev');
    const nome = async (sql: string) => (await c.um<{ nome: string }>(sql)).nome;
    c.ref.filial = await nome(
      `select f.nome from filial f join rep r on r.empresa_id = f.empresa_id and r.filial_id = f.id
        where f.empresa_id = 2 order by f.id limit 1`,
    );
    c.ref.departamento = await nome(
      'select nome from departamento where empresa_id = 2 and ativo order by id limit 1',
    );
    c.ref.cargo = await nome(
      'select nome from cargo where empresa_id = 2 and ativo order by id limit 1',
    );
  }, 120_000);
  afterAll(() => c.t?.close());
  return c;
};
