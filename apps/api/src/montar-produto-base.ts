import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { listBancosAtivos } from './modules/banco-horas/index.ts';
import { type ProdutoBaseOpts, produtoBaseRoutes } from './modules/base/index.ts';
import type { IntermitenteService } from './modules/intermitente/index.ts';
import {
  type MensagemService,
  ROTA_MENSAGENS_GESTOR,
  ROTA_MENSAGENS_RH,
} from './modules/mensagem/index.ts';
import type { createRegraPontoService } from './modules/regras/index.ts';
import type { SobreavisoService } from './modules/sobreaviso/index.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  regraPonto: Pick<ReturnType<typeof createRegraPontoService>, 'resumos'>;
  sobreaviso: SobreavisoService;
  intermitente: IntermitenteService;
  mensagens: Pick<MensagemService, 'statusCanais'>;
};

const juntar = (...partes: (string | null | undefined)[]) =>
  partes.filter((p) => p).join(' · ') || null;

const reais = (centavos: number) =>
  (centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Chamadas base dos produtos (`/api/base/{produto}base/...`, spec §7): o módulo base é de baixo e
 * recebe daqui, de cada módulo dono, a leitura das regras (sempre pela empresa do token) e o
 * estado dos canais das mensagens com a mesma permissão de GET /api/mensagens/messagebird-status.
 */
export const registrarProdutoBase = async (app: FastifyInstance, d: Deps) => {
  const regras: ProdutoBaseOpts['regras'] = {
    ponto: async (auth) =>
      (await d.regraPonto.resumos(auth)).map((r) => ({
        id: r.id,
        nome: r.nome,
        detalhe: juntar(r.padrao ? 'Padrão da empresa' : null, r.descricao),
      })),
    bancohoras: (auth) => listBancosAtivos({ db: d.db, empresaId: auth.empresaId }),
    sobreaviso: async (auth) =>
      (await d.sobreaviso.regra.listar(auth, { ativo: 'true' })).map((r) => ({
        id: r.id,
        nome: r.nome,
        detalhe: `${r.tipo === 'prontidao' ? 'Prontidão' : 'Sobreaviso'} (${r.fracao} do salário-hora)`,
      })),
    intermitente: async (auth) =>
      (await d.intermitente.regras.porStatus(auth, 'naoarquivadas')).map((r) => ({
        id: r.id,
        nome: r.nome,
        detalhe: juntar(
          `${reais(r.valorHora)} por hora`,
          r.antecedencia === '72h' ? 'antecedência de 72 horas' : 'antecedência em dias corridos',
        ),
      })),
    ferias: async () => [],
  };
  await app.register(produtoBaseRoutes, {
    prefix: SERVICOS.base,
    db: d.db,
    clock: d.clock,
    regras,
    mensageria: {
      rotas: [ROTA_MENSAGENS_RH, ROTA_MENSAGENS_GESTOR],
      statusCanais: d.mensagens.statusCanais,
    },
  });
};
