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

export const CASOS_ASSINATURA: Caso[] = [
  caso('GET', 'meus/{id}/arquivo'),
  caso('POST', 'meus/{id}/assinar', { senha: 'A'.repeat(64) }),
  caso('POST', 'meus/{id}/recusar', { motivo: 'Não reconheço este documento.' }),
  caso('POST', 'documentos/{id}/lembrete'),
  caso('GET', 'documentos/{id}/arquivo'),
  caso('GET', 'documentos/{id}/evidencias'),
];
