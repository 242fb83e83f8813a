import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/** Logins da demo usados nos testes de escala. */
export const RH = 'rh@demo.jornada.dev';
/** Marcos Vieira: gestor da Loja Centro. */
export const GESTOR = 'gestor@demo.jornada.dev';
/** Cláudia Nunes: gestora do Centro de Distribuição. */
export const GESTORA_CD = 'gestora.cd@demo.jornada.dev';
/** Paula Andrade: colaboradora da Loja Centro, comercial 5x2. */
export const PAULA = 'colaborador@demo.jornada.dev';

type Metodo = 'GET' | 'POST' | 'PUT';

/** Cliente HTTP dos testes: um token por e-mail (um login só) e o caminho sob /api/escala. */
export const clienteEscala = (t: AppDeTeste) => {
  const tokens = new Map<string, Promise<string>>();
  const token = (email: string, empresaId?: number) => {
    const chave = `${email}|${empresaId ?? ''}`;
    if (!tokens.has(chave)) tokens.set(chave, t.token(email, empresaId));
    return tokens.get(chave)!;
  };
  const chamar = async (email: string, method: Metodo, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/escala${url}`,
      headers: { authorization: `Bearer ${await token(email)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    token,
    get: (email: string, url: string) => chamar(email, 'GET', url),
    post: (email: string, url: string, payload: unknown) => chamar(email, 'POST', url, payload),
    put: (email: string, url: string, payload: unknown) => chamar(email, 'PUT', url, payload),
  };
};

/** Id do usuário da demo pelo e-mail. */
export const usuarioId = async (t: AppDeTeste, email: string): Promise<number> => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, email],
  );
  if (!u) throw new Error(`usuário ${email} não existe na demo`);
  return Number(u.id);
};

/** Id da escala da demo pelo código (COM-5X2, LOJA-6X1, NOT-5X2, 12X36). */
export const escalaId = async (t: AppDeTeste, codigo: string): Promise<number> => {
  const [e] = await t.db.query<{ id: number }>(
    'select id from escala where empresa_id = $1 and codigo = $2',
    [EMPRESA_DEMO, codigo],
  );
  if (!e) throw new Error(`escala ${codigo} não existe na demo`);
  return Number(e.id);
};

export const gestaoDemoId = async (t: AppDeTeste): Promise<number> => {
  const [g] = await t.db.query<{ id: number }>(
    'select id from gestao where empresa_id = $1 order by id limit 1',
    [EMPRESA_DEMO],
  );
  return Number(g!.id);
};

/** E-mail do colaborador de índice i da demo (colaborador02 = índice 0). */
export const colaborador = (i: number) =>
  `colaborador${String(i + 2).padStart(2, '0')}@demo.jornada.dev`;
