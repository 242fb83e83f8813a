import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da assinatura eletrônica: um documento enviado a uma
 * pessoa da Demo Comércio, gravado direto no banco; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const a = SERVICOS.assinatura;

/** Documento para assinatura da Demo Comércio (criado na primeira vez). */
const documentoDemo = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ id: number }>(
    'select id from documento_assinatura where empresa_id = $1 order by id limit 1',
    [EMPRESA_DEMO],
  );
  if (existe) return existe.id;
  const [novo] = await t.db.query<{ id: number }>(
    `insert into documento_assinatura (empresa_id, lote_id, tipo, titulo, usuario_id,
       enviado_por_id, enviado_em, nome_arquivo, original, sha256, situacao)
     select $1, 'lote-isolamento', 'avulso', 'Política interna', u.id, u.id, now(), 'politica.pdf',
       '%PDF-'::bytea, repeat('0', 64), 'enviado'
       from usuario u where u.empresa_id = $1 and u.email = 'colaborador@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO],
  );
  return novo!.id;
};

const caso = (metodo: string, fim: string, corpo?: object): Caso => ({
  metodo,
  rota: `${a}/${fim.replace('{id}', ':documentoId')}`,
  url: async (t) => `${a}/${fim.replace('{id}', String(await documentoDemo(t)))}`,
  ...(corpo ? { corpo } : {}),
});

/** Envio (lote) da Demo Comércio, gravado direto no banco (criado na primeira vez). */
const LOTE_DEMO = '4f0c2d9e-8a53-4c1e-9b7a-3d2f6e1a5b70';
const loteDemo = async (t: AppDeTeste) => {
  await t.db.query(
    `insert into documento_assinatura_lote (empresa_id, id, tipo, titulo, enviado_por_id, rotas,
       ip, enviado_em, situacao)
     select $1, $2, 'avulso', 'Política interna', u.id, '[]'::jsonb, '127.0.0.1', now(), 'enviado'
       from usuario u where u.empresa_id = $1 and u.email = 'rh@demo.jornada.dev'
     on conflict do nothing`,
    [EMPRESA_DEMO, LOTE_DEMO],
  );
  return LOTE_DEMO;
};

export const CASOS_ASSINATURA: Caso[] = [
  {
    metodo: 'GET',
    rota: `${a}/envios/:loteId`,
    url: async (t) => `${a}/envios/${await loteDemo(t)}`,
  },
  caso('GET', 'meus/{id}/arquivo'),
  caso('POST', 'meus/{id}/assinar', { senha: 'A'.repeat(64) }),
  caso('POST', 'meus/{id}/recusar', { motivo: 'Não reconheço este documento.' }),
  caso('POST', 'documentos/{id}/lembrete'),
  caso('GET', 'documentos/{id}/arquivo'),
  caso('GET', 'documentos/{id}/evidencias'),
];
