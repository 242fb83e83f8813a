import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do quiosque: um aparelho e uma pessoa da Demo
 * Comércio; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const q = SERVICOS.quiosque;

const dispositivoDemo = async (t: AppDeTeste) => {
  const [d] = await t.db.query<{ id: number }>(
    `insert into quiosque_dispositivo (empresa_id, nome, filial_id, metodos)
     select $1, 'Quiosque da demo', min(id), '["pin"]'::jsonb from filial where empresa_id = $1
     returning id`,
    [EMPRESA_DEMO],
  );
  return d!.id;
};

const pessoaDemo = async (t: AppDeTeste) => {
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  return u!.id;
};

const corpoDispositivo = { nome: 'Outro', filialId: 1, metodos: ['pin'] };

export const CASOS_QUIOSQUE: Caso[] = [
  {
    metodo: 'PUT',
    rota: `${q}/dispositivos/:id`,
    url: async (t) => `${q}/dispositivos/${await dispositivoDemo(t)}`,
    corpo: corpoDispositivo,
  },
  ...(['arquivar', 'revogar', 'codigo'] as const).map((acao) => ({
    metodo: 'POST',
    rota: `${q}/dispositivos/:id/${acao}`,
    url: async (t: AppDeTeste) => `${q}/dispositivos/${await dispositivoDemo(t)}/${acao}`,
  })),
  {
    metodo: 'PUT',
    rota: `${q}/pessoas/:usuarioId/pin`,
    url: async (t) => `${q}/pessoas/${await pessoaDemo(t)}/pin`,
    corpo: { pin: '1234' },
  },
  {
    metodo: 'POST',
    rota: `${q}/pessoas/:usuarioId/cartao`,
    url: async (t) => `${q}/pessoas/${await pessoaDemo(t)}/cartao`,
  },
  {
    metodo: 'DELETE',
    rota: `${q}/pessoas/:usuarioId/cartao`,
    url: async (t) => `${q}/pessoas/${await pessoaDemo(t)}/cartao`,
  },
];
