import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from './db/client.ts';
import { createAbonoService } from './modules/abono/abono.service.ts';
import { createCadastroService, createConvencaoService } from './modules/cadastro/index.ts';
import { createColaboradorService } from './modules/colaborador/colaborador.service.ts';
import { lerPlanilhaColaboradores } from './modules/colaborador/use-cases/importacao-planilha.ts';
import {
  createSincronizacaoService,
  type PortasSobre,
  sincronizacaoRoutes,
} from './modules/sincronizacao/index.ts';
import type { PublicarEvento } from './shared/eventos.ts';

type Deps = { db: Db; clock: () => Date; publicar: PublicarEvento };

/** Sindicatos da empresa de uma vez (nenhuma empresa tem tantos). */
const TODOS = { pageNumber: 1, pageSize: 10_000, arquivados: 'false' as const };

/**
 * Sincronização com a exportação da folha (issue #22 §5), sob SERVICOS.integracao: as escritas
 * entram pelos serviços de colaborador, abono e convenção construídos sobre a transação do lote
 * (cada uma vira um savepoint), com as mesmas validações, AFD tipo 5 e auditoria das telas.
 * Os eventos `colaborador.alterado` saem da sincronização depois do commit do arquivo.
 */
export const registrarSincronizacao = async (app: FastifyInstance, d: Deps) => {
  const { clock } = d;
  const portas: PortasSobre = (db: Db | Tx) => {
    const banco = db as Db;
    const colaborador = createColaboradorService({ db: banco, clock });
    const abono = createAbonoService({ db: banco, clock });
    // Ligar a pessoa ao sindicato não pede reprocessamento (só gravar uma convenção pede).
    const convencao = createConvencaoService({
      db: banco,
      clock,
      pedirReprocessamento: async () => null,
    });
    const cadastros = createCadastroService({ db: banco, clock });
    return {
      obterColaborador: colaborador.obter,
      opcoes: colaborador.opcoes,
      listSindicatos: async (auth) =>
        (await cadastros.listar(auth, 'sindicato', TODOS)).items.map((s) => ({
          id: s.id,
          nome: s.nome,
        })),
      incluirColaborador: colaborador.criar,
      atualizarColaborador: colaborador.atualizar,
      registrarAusencia: abono.salvar,
      definirSindicato: convencao.definirSindicato,
    };
  };
  const sincronizacao = createSincronizacaoService({
    db: d.db,
    clock,
    lerPlanilha: lerPlanilhaColaboradores,
    portas,
    publicar: d.publicar,
  });
  await app.register(sincronizacaoRoutes, { prefix: SERVICOS.integracao, sincronizacao });
};
