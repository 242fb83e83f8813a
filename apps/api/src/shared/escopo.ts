import type { Db, Tx } from '../db/client.ts';

/**
 * Escopo de empresa: todo repositório é criado a partir dele, e toda consulta filtra por
 * `empresaId`. A empresa vem do contexto autenticado da requisição (ou, no login, das credenciais).
 */
export type Escopo = { db: Db | Tx; empresaId: number };
