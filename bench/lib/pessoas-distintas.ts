// Cenário da marcação com uma pessoa diferente em cada pedido (bench/marcacao.ts): cada marcação é
// nova, então publica `marcacao.registrada` (avaliação de alerta na fila) e a sessão de quem marca
// é conferida no banco, como às 8 h de uma empresa grande. Com poucas pessoas marcando sem parar,
// quase toda marcação cai no mesmo minuto de outra da mesma pessoa, fica duplicada e não publica
// nada: o custo real por marcação fica de fora.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createTokenService } from '../../apps/api/src/shared/auth-context.ts';
import { JWT_SECRET } from './api-processos.ts';
import { semearColaboradores } from './empresa-grande.ts';

/**
 * `quantas` pessoas novas na filial principal da empresa 2, com escala (a avaliação de alerta lê
 * a jornada prevista), uma sessão aberta cada e o token dessa sessão, emitido com o mesmo segredo
 * dos processos da API (sem passar pelo login, que levaria minutos com o argon2 de cada senha).
 */
export const pessoasDistintas = async (banco: pg.Pool, quantas: number): Promise<string[]> => {
  const sql = async <T>(texto: string, params?: unknown[]) =>
    (await banco.query(texto, params)).rows as T[];
  const { ids } = await semearColaboradores(sql, 2, quantas);
  const sessoes = ids.map(() => randomUUID());
  await banco.query(
    `insert into sessao_acesso (empresa_id, id, usuario_id, criada_em)
     select 2, s, u, now() from unnest($1::text[], $2::int[]) as x(s, u)`,
    [sessoes, ids],
  );
  const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET), 3600);
  return Promise.all(
    ids.map((usuarioId, k) =>
      tokens.assinar({ usuarioId, empresaId: 2, rotas: new Set(), sessaoId: sessoes[k] }),
    ),
  );
};
