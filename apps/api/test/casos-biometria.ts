import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/** Casos de isolamento (multiempresa.test.ts) da biometria facial: pessoa da Demo Comércio. */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const b = SERVICOS.biometria;

const pessoaDemo = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  return r!.id;
};

const descritor = Array.from({ length: 1024 }, (_, i) => (i % 5) / 10);

export const CASOS_BIOMETRIA: Caso[] = [
  {
    metodo: 'GET',
    rota: `${b}/pessoas/:usuarioId`,
    url: async (t) => `${b}/pessoas/${await pessoaDemo(t)}`,
  },
  {
    metodo: 'DELETE',
    rota: `${b}/pessoas/:usuarioId`,
    url: async (t) => `${b}/pessoas/${await pessoaDemo(t)}`,
  },
  // Id no corpo: cadastrar ou testar a pessoa de outra empresa também dá 404.
  {
    metodo: 'POST',
    rota: `${b}/cadastros`,
    url: async () => `${b}/cadastros`,
    corpoDe: async (t) => ({
      usuarioId: await pessoaDemo(t),
      consentimento: { aceito: true, versaoTermo: '2026-11-v1' },
      amostras: [descritor, descritor, descritor],
      vivacidade: 0.9,
    }),
  },
  {
    metodo: 'POST',
    rota: `${b}/verificacoes/teste`,
    url: async () => `${b}/verificacoes/teste`,
    corpoDe: async (t) => ({ usuarioId: await pessoaDemo(t), descritor, vivacidade: 0.9 }),
  },
];
