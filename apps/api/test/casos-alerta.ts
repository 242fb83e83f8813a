import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) dos alertas: um alerta da Demo Comércio sobre a
 * colaboradora da demo, gravado direto no banco; quem pede é o RH da Demo Indústria (404).
 */
type Caso = { metodo: string; rota: string; url: (t: AppDeTeste) => Promise<string> };

const a = SERVICOS.alertas;

const alertaDemo = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ id: number }>(
    'select id from alerta where empresa_id = $1 order by id limit 1',
    [EMPRESA_DEMO],
  );
  if (existe) return existe.id;
  const [novo] = await t.db.query<{ id: number }>(
    `insert into alerta (empresa_id, tipo, usuario_id, data, referencia, titulo, descricao, regra,
       lei, medido, criado_em)
     select $1, 'interjornada', id, '2026-11-16', 'isolamento', 'Interjornada', 'Descanso curto',
       'Descanso mínimo de 11 horas entre jornadas', 'CLT art. 66', 540, now()
       from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO],
  );
  return novo!.id;
};

export const CASOS_ALERTA: Caso[] = [
  {
    metodo: 'GET',
    rota: `${a}/alertas/:id`,
    url: async (t) => `${a}/alertas/${await alertaDemo(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${a}/alertas/:id/visto`,
    url: async (t) => `${a}/alertas/${await alertaDemo(t)}/visto`,
  },
];
