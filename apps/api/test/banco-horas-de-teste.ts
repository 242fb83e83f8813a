import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/** Base das chamadas do banco de horas (spec §7) nos testes. */
export const B = '/api/banco-horas/api/v1';

export type Resposta<T> = {
  status: number;
  corpo: { data: T; campo?: string; codigo?: string; message: string };
  location?: string;
};

/** Chamadas com o token de quem (`rh`, `gestor`, `colaborador`…) e consultas à base da demo. */
export const apoioBancoHoras = (t: () => AppDeTeste, tokens: Record<string, string>) => ({
  chamar: async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    quem = 'rh',
    payload?: object,
  ): Promise<Resposta<T>> => {
    const r = await t().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[quem]}` },
      ...(payload ? { payload } : {}),
    });
    return { status: r.statusCode, corpo: r.json(), location: r.headers.location as string };
  },
  um: async <T>(sql: string, params: unknown[] = [EMPRESA_DEMO]) =>
    (await t().db.query<T>(sql, params))[0]!,
  /** Linhas de auditoria da entidade (na ordem), com a ação. */
  auditoria: (entidade: string, entidadeId: number) =>
    t().db.query<{ acao: string; depois: unknown }>(
      'select acao, depois from auditoria where empresa_id = $1 and entidade = $2 and entidade_id = $3 order by id',
      [EMPRESA_DEMO, entidade, String(entidadeId)],
    ),
  /** Id de um colaborador da demo pelo e-mail. */
  idPorEmail: async (email: string) =>
    (
      await t().db.query<{ id: number }>(
        'select id from usuario where empresa_id = $1 and email = $2',
        [EMPRESA_DEMO, email],
      )
    )[0]!.id,
});
