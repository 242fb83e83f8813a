import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) dos relatórios: um pedido pronto da Demo Comércio,
 * gravado direto no banco; quem pede é o RH da Demo Indústria (404).
 */
type Caso = { metodo: string; rota: string; url: (t: AppDeTeste) => Promise<string> };

const r = SERVICOS.relatorios;

const relatorioDemo = async (t: AppDeTeste) => {
  const [p] = await t.db.query<{ id: number }>(
    `insert into relatorio (empresa_id, tipo, formato, inicio, fim, status, solicitante_id, criado_em,
                            nome_arquivo, conteudo, expira_em)
     select $1, 'totais', 'xlsx', '2026-10-01', '2026-10-31', 'pronto', id, now(),
            'relatorio.xlsx', '\\x504b'::bytea, now() + interval '7 days'
       from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO],
  );
  return p!.id;
};

export const CASOS_RELATORIO: Caso[] = [
  { metodo: 'GET', rota: `${r}/:id`, url: async (t) => `${r}/${await relatorioDemo(t)}` },
  {
    metodo: 'GET',
    rota: `${r}/:id/arquivo`,
    url: async (t) => `${r}/${await relatorioDemo(t)}/arquivo`,
  },
  {
    metodo: 'POST',
    rota: `${r}/:id/aviso-visto`,
    url: async (t) => `${r}/${await relatorioDemo(t)}/aviso-visto`,
  },
];
