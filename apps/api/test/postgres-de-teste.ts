import pg from 'pg';

/** A mesma URL do PostgreSQL de teste apontando para outro banco. */
export const urlDoBanco = (url: string, banco: string): string => {
  const u = new URL(url);
  u.pathname = `/${banco}`;
  return u.toString();
};

/** Uma conexão avulsa ao banco da URL (o de administração dos testes), fechada ao fim. */
export const comBanco = async <T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};
