import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { createAlocacaoService } from './modules/alocacao/index.ts';
import type { ApuracaoService } from './modules/apuracao/index.ts';
import { colaboradorRoutes } from './modules/colaborador/colaborador.routes.ts';
import { createColaboradorService } from './modules/colaborador/colaborador.service.ts';
import { createAdmitirColaborador } from './modules/colaborador/use-cases/admitir.ts';
import { createColaboradorImportacao } from './modules/colaborador/use-cases/importacao.ts';
import { createIntermitenteService, intermitenteRoutes } from './modules/intermitente/index.ts';
import { createLancamentoService, lancamentoRoutes } from './modules/lancamento/index.ts';
import { createPerfilService } from './modules/perfil/index.ts';
import { createAlocacaoRegraService } from './modules/regras/index.ts';
import { createSobreavisoService, sobreavisoRoutes } from './modules/sobreaviso/index.ts';
import type { PublicarEvento } from './shared/eventos.ts';

type DepsLancamento = Parameters<typeof createLancamentoService>[0];
type Deps = {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  publicar: PublicarEvento;
  /** Regras de ponto do módulo `regras` (a admissão aloca a regra na mesma transação). */
  regraPonto: Parameters<typeof createAlocacaoRegraService>[0]['regraPonto'];
  /** Jornada prevista (escala efetiva + convocações aceitas): confere a escala de sobreaviso. */
  jornadaPrevista: Parameters<typeof createSobreavisoService>[0]['jornadaPrevista'];
  /** Escala efetiva (sem convocações): os dias que um pedido de férias ou folga cobre. */
  jornadaEfetivaPeriodo: DepsLancamento['jornadaEfetivaPeriodo'];
  notificacao: DepsLancamento['notificacao'] &
    Parameters<typeof createIntermitenteService>[0]['notificacao'];
  mailer: DepsLancamento['mailer'];
  appUrl: DepsLancamento['appUrl'];
  log: DepsLancamento['log'];
  /** O aviso de férias aprovado vai à assinatura eletrônica da pessoa. */
  enviarParaAssinatura?: DepsLancamento['enviarParaAssinatura'];
};

/**
 * As pessoas e os seus pedidos: colaboradores (admissão em um passo e importação), sobreaviso,
 * intermitentes e lançamentos (férias, recesso, folga, aviso de ausência) com aprovação.
 * Devolve sobreaviso e intermitente, cujas quantidades vão à folha e às chamadas base.
 */
export const registrarPessoas = async (app: FastifyInstance, d: Deps) => {
  const { db, clock, apuracao, notificacao } = d;
  // Admissão em um passo: cadastro, escala, regra de ponto e perfil numa transação só; cada
  // módulo entra pelo seu serviço, construído sobre a transação da admissão.
  const colaborador = createColaboradorService({ db, clock, publicar: d.publicar });
  const admitir = createAdmitirColaborador({
    db,
    colaborador,
    escala: (tx) => createAlocacaoService({ db: tx, clock }),
    regraPonto: (tx) => createAlocacaoRegraService({ db: tx, regraPonto: d.regraPonto }),
    perfil: (tx) => createPerfilService({ db: tx, clock }),
  });
  const importacao = createColaboradorImportacao({ db, clock, colaborador });
  await app.register(colaboradorRoutes, {
    prefix: SERVICOS.main,
    colaborador,
    admitir,
    importacao,
  });
  // A escala de sobreaviso é conferida contra a jornada prevista (fora dela; art. 66 na prontidão).
  const sobreaviso = createSobreavisoService({ db, clock, jornadaPrevista: d.jornadaPrevista });
  await app.register(sobreavisoRoutes, { prefix: SERVICOS.sobreaviso, sobreaviso });
  // O recibo do intermitente usa as horas que o espelho apurou nos dias da convocação.
  const intermitente = createIntermitenteService({
    db,
    clock,
    notificacao,
    apurarDias: apuracao.calcularEspelhos,
  });
  await app.register(intermitenteRoutes, { prefix: SERVICOS.intermitente, intermitente });
  // Pedidos da pessoa (férias, recesso, folga, aviso de ausência) com aprovação do gestor.
  const lancamento = createLancamentoService({
    db,
    clock,
    jornadaEfetivaPeriodo: d.jornadaEfetivaPeriodo,
    apuracao,
    notificacao,
    mailer: d.mailer,
    appUrl: d.appUrl,
    log: d.log,
    publicar: d.publicar,
    enviarParaAssinatura: d.enviarParaAssinatura,
  });
  await app.register(lancamentoRoutes, { prefix: SERVICOS.main, lancamento });
  return { sobreaviso, intermitente };
};
