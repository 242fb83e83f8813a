import { randomBytes } from 'node:crypto';
import type { EntregasWebhook, EntregaWebhook, Webhook } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Cofre } from '../../shared/cripto.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import type { Entregador } from './entregador.ts';
import {
  type EndpointLinha,
  type EntregaLinha,
  integracaoRepository,
  type TentativaLinha,
} from './integracao.repository.ts';
import { conferirDestino } from './rede.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  cofre: Cofre;
  entregador: Entregador;
  permitirRedeLocal: boolean;
};

type Dados = { url: string; eventos: string[]; ativo?: boolean };

const paraFio = (e: EndpointLinha, segredo: string | null, inicio: string): Webhook => ({
  id: e.id,
  url: e.url,
  eventos: e.eventos,
  ativo: e.ativo,
  criadoEm: e.criadoEm.toISOString(),
  segredo,
  segredoInicio: `${inicio.slice(0, 8)}…`,
});

const entregaParaFio = (e: EntregaLinha, ts: TentativaLinha[]): EntregaWebhook => ({
  id: e.id,
  eventoId: e.eventoId,
  tipo: e.tipo,
  situacao: e.situacao as EntregaWebhook['situacao'],
  tentativas: e.tentativas,
  proximaTentativaEm:
    e.situacao === 'pendente' ? (e.proximaTentativaEm?.toISOString() ?? null) : null,
  criadoEm: e.criadoEm.toISOString(),
  historico: ts.map((t) => ({
    numero: t.numero,
    em: t.em.toISOString(),
    statusHttp: t.statusHttp,
    duracaoMs: t.duracaoMs,
    erro: t.erro,
    proximaTentativaEm: t.proximaTentativaEm?.toISOString() ?? null,
  })),
});

/** Destinos de webhook da empresa, o registro das entregas, teste e reenvio. */
export const createWebhooksService = ({
  db,
  clock,
  cofre,
  entregador,
  permitirRedeLocal,
}: Deps) => {
  const repo = (auth: AuthContext, banco: Db = db) =>
    integracaoRepository({ db: banco, empresaId: auth.empresaId });

  const exigir = async (auth: AuthContext, id: number) => {
    const e = await repo(auth).findEndpoint(id);
    if (!e) throw naoEncontrado('Webhook');
    return e;
  };

  const semSegredo = (e: EndpointLinha) => paraFio(e, null, cofre.decifrar(e.segredo));

  const auditar = (
    tx: Db,
    auth: AuthContext,
    id: number,
    acao: string,
    antes: unknown,
    depois: unknown,
  ) =>
    registrarAuditoria(tx, {
      empresaId: auth.empresaId,
      ator: atorDe(auth),
      entidade: 'webhook',
      entidadeId: id,
      acao,
      antes,
      depois,
      em: clock(),
    });

  const umaEntrega = async (auth: AuthContext, endpointId: number, id: number) => {
    const e = await repo(auth).findEntrega(endpointId, id);
    if (!e) throw naoEncontrado('Entrega');
    return entregaParaFio(e, await repo(auth).listTentativas([e.id]));
  };

  return {
    listar: async (auth: AuthContext) => (await repo(auth).listEndpoints()).map(semSegredo),

    /** O segredo da assinatura é gerado aqui e mostrado só nesta resposta. */
    criar: async (auth: AuthContext, d: Dados): Promise<Webhook> => {
      await conferirDestino(d.url, permitirRedeLocal);
      const segredo = `whsec_${randomBytes(24).toString('base64url')}`;
      const e = await db.transaction(async (tx) => {
        const e = await repo(auth, tx).insertEndpoint({
          url: d.url,
          eventos: [...new Set(d.eventos)],
          ativo: d.ativo ?? true,
          segredo: cofre.cifrar(segredo),
          criadoPor: auth.usuarioId,
          criadoEm: clock(),
        });
        await auditar(tx, auth, e.id, 'criar', null, { url: e.url, eventos: e.eventos });
        return e;
      });
      return paraFio(e, segredo, segredo);
    },

    atualizar: async (auth: AuthContext, id: number, d: Dados): Promise<Webhook> => {
      const antes = await exigir(auth, id);
      await conferirDestino(d.url, permitirRedeLocal);
      const depois = { url: d.url, eventos: [...new Set(d.eventos)], ativo: d.ativo ?? true };
      await db.transaction(async (tx) => {
        await repo(auth, tx).updateEndpoint(id, depois);
        await auditar(
          tx,
          auth,
          id,
          'alterar',
          { url: antes.url, eventos: antes.eventos, ativo: antes.ativo },
          depois,
        );
      });
      return semSegredo(await exigir(auth, id));
    },

    /** Exclui o destino e o registro das suas entregas. */
    excluir: async (auth: AuthContext, id: number): Promise<void> => {
      const antes = await exigir(auth, id);
      await db.transaction(async (tx) => {
        await repo(auth, tx).deleteEndpoint(id);
        await auditar(tx, auth, id, 'excluir', { url: antes.url, eventos: antes.eventos }, null);
      });
    },

    /** Evento `webhook.teste` entregue agora ao destino; devolve a entrega com a tentativa. */
    testar: async (auth: AuthContext, id: number): Promise<EntregaWebhook> => {
      await exigir(auth, id);
      const [entregaId] = await entregador.enfileirar(
        auth.empresaId,
        { tipo: 'webhook.teste', mensagem: 'Teste de webhook do Jornada.' } as { tipo: string },
        [id],
      );
      await entregador.tentarAgora(auth.empresaId, entregaId!);
      return umaEntrega(auth, id, entregaId!);
    },

    entregas: async (
      auth: AuthContext,
      id: number,
      q: { pageNumber: number; pageSize: number },
    ): Promise<EntregasWebhook> => {
      await exigir(auth, id);
      const { total, items } = await repo(auth).pageEntregas(id, q.pageNumber, q.pageSize);
      const tentativas = await repo(auth).listTentativas(items.map((e) => e.id));
      return {
        total,
        pageNumber: q.pageNumber,
        pageSize: q.pageSize,
        items: items.map((e) =>
          entregaParaFio(
            e,
            tentativas.filter((t) => t.entregaId === e.id),
          ),
        ),
      };
    },

    /**
     * Mais uma tentativa agora. A entrega volta a pendente; se falhar, segue o calendário de
     * atrasos — ou, se já passou do limite de tentativas, desiste de novo.
     */
    reenviar: async (auth: AuthContext, id: number, entregaId: number): Promise<EntregaWebhook> => {
      await exigir(auth, id);
      const e = await repo(auth).findEntrega(id, entregaId);
      if (!e) throw naoEncontrado('Entrega');
      await db.transaction(async (tx) => {
        await repo(auth, tx).updateEntrega(entregaId, {
          situacao: 'pendente',
          proximaTentativaEm: clock(),
        });
        await auditar(tx, auth, id, 'reenviar', { entregaId, situacao: e.situacao }, null);
      });
      await entregador.tentarAgora(auth.empresaId, entregaId);
      return umaEntrega(auth, id, entregaId);
    },
  };
};
export type WebhooksService = ReturnType<typeof createWebhooksService>;
