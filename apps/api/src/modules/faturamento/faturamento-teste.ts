import { SERVICOS } from '@jornada/contracts';
import type { AppDeTeste } from '../../../test/app-de-teste.ts';

export const F = SERVICOS.faturamento;

export type Resposta<T> = {
  status: number;
  data: T;
  corpo: Record<string, unknown>;
  texto: string;
};

/** Chama a API do faturamento com o token dado (ou sem token). */
export const chamar = async <T>(
  t: AppDeTeste,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
): Promise<Resposta<T>> => {
  const r = await t.app.inject({
    method,
    url: `${F}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  const json = r.headers['content-type']?.toString().includes('json') ? r.json() : {};
  return { status: r.statusCode, data: json.data as T, corpo: json, texto: r.body };
};

/** Pessoas da empresa ativas em algum dia da competência, contadas direto no banco. */
export const contarAtivos = async (
  t: AppDeTeste,
  empresaId: number,
  inicio: string,
  fim: string,
) => {
  const [r] = await t.db.query<{ n: string }>(
    `select count(*) as n from usuario where empresa_id = $1
       and (admissao is null or admissao <= $3) and (demissao is null or demissao >= $2)`,
    [empresaId, inicio, fim],
  );
  return Number(r!.n);
};
