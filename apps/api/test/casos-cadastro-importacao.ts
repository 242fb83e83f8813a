import { SERVICOS, TIPOS_CADASTRO } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da importação dos cadastros da estrutura: o rascunho
 * (confirmado, para que o CSV das recusadas exista) é da Demo Comércio; quem pede é o RH da Demo
 * Indústria (404). O corpo traz um mapeamento válido para que a rota chegue à busca do rascunho.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const c = SERVICOS.cadastros;

const rascunhoDemo = async (t: AppDeTeste, tipo: string) => {
  const [r] = await t.db.query<{ id: number }>(
    `insert into cadastro_importacao
       (empresa_id, cadastro, autor_id, nome_arquivo, cabecalho, linhas, criado_em, confirmado_em,
        rejeitados, importados)
     select $1, $2, u.id, 'demo.csv', '["Nome"]'::jsonb,
            '[{"numero":2,"celulas":["Isolamento"]}]'::jsonb, now(), now(), '[]'::jsonb, 0
       from usuario u where u.empresa_id = $1 and u.email = 'rh@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO, tipo],
  );
  return r!.id;
};

export const CASOS_CADASTRO_IMPORTACAO: Caso[] = TIPOS_CADASTRO.flatMap((tipo): Caso[] => {
  const url = (sufixo: string) => async (t: AppDeTeste) =>
    `${c}/${tipo}/importacao/${await rascunhoDemo(t, tipo)}${sufixo}`;
  const corpo = { mapeamento: { nome: 0 } };
  return [
    {
      metodo: 'POST',
      rota: `${c}/${tipo}/importacao/:id/previa`,
      url: url('/previa'),
      corpo,
    },
    {
      metodo: 'POST',
      rota: `${c}/${tipo}/importacao/:id/confirmacao`,
      url: url('/confirmacao'),
      corpo,
    },
    { metodo: 'GET', rota: `${c}/${tipo}/importacao/:id/rejeitados`, url: url('/rejeitados') },
  ];
});
