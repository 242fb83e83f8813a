import helmet from '@fastify/helmet';
import { SERVICOS } from '@jornada/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client.ts';
import type { OpcoesFila } from './jobs/fila.ts';
import { iniciarJobs } from './jobs/iniciar.ts';
import { abonoRoutes } from './modules/abono/abono.routes.ts';
import { createAbonoService } from './modules/abono/abono.service.ts';
import { listAusenciasAtivas } from './modules/abono/index.ts';
import { createAlocacaoService } from './modules/alocacao/index.ts';
import { createApuracaoService, type ListarAusenciasAtivas } from './modules/apuracao/index.ts';
import { arquivosFiscaisRoutes } from './modules/arquivos-fiscais/arquivos-fiscais.routes.ts';
import { createArquivosFiscaisService } from './modules/arquivos-fiscais/arquivos-fiscais.service.ts';
import { type OpcoesAcesso, resolverAcesso } from './modules/auth/auth.config.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessoesAtivas } from './modules/auth/use-cases/sessao-ativa.ts';
import { bancoHorasRoutes, createBancoHorasService } from './modules/banco-horas/index.ts';
import { baseRoutes } from './modules/base/base.routes.ts';
import { createBaseService } from './modules/base/base.service.ts';
import { certificadoRoutes } from './modules/certificado/certificado.routes.ts';
import { createCertificadoService } from './modules/certificado/certificado.service.ts';
import { senhaCertificados } from './modules/certificado/senha.ts';
import { colaboradorRoutes } from './modules/colaborador/colaborador.routes.ts';
import { createColaboradorService } from './modules/colaborador/colaborador.service.ts';
import { colaboradoresPorPis } from './modules/colaborador/index.ts';
import { createAdmitirColaborador } from './modules/colaborador/use-cases/admitir.ts';
import { comprovanteRoutes } from './modules/comprovante/comprovante.routes.ts';
import { createComprovanteService } from './modules/comprovante/comprovante.service.ts';
import { espelhoRoutes } from './modules/espelho/espelho.routes.ts';
import { createEspelhoService } from './modules/espelho/espelho.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHoleriteService, holeriteRoutes } from './modules/holerite/index.ts';
import { hqRoutes } from './modules/hq/hq.routes.ts';
import { createHqService } from './modules/hq/hq.service.ts';
import { registrarImportacaoAfd } from './modules/importacao-afd/importacao-afd.registrar.ts';
import { createIntermitenteService, intermitenteRoutes } from './modules/intermitente/index.ts';
import {
  createLancamentoService,
  lancamentoRoutes,
  listAfastamentosAprovados,
} from './modules/lancamento/index.ts';
import { empresasComLdapAtivo } from './modules/ldap/index.ts';
import { ldapRoutes } from './modules/ldap/ldap.routes.ts';
import { createLdapService } from './modules/ldap/ldap.service.ts';
import { listFiliaisComRep, registrarEmpregadorNoRep } from './modules/marcacao/index.ts';
import { marcacaoRoutes } from './modules/marcacao/marcacao.routes.ts';
import { createMarcacaoService } from './modules/marcacao/marcacao.service.ts';
import { createNotificacaoService } from './modules/notificacao/notificacao.service.ts';
import { organizacaoRoutes } from './modules/organizacao/organizacao.routes.ts';
import { createOrganizacaoService } from './modules/organizacao/organizacao.service.ts';
import { createPerfilService } from './modules/perfil/index.ts';
import { perfilRoutes } from './modules/perfil/perfil.routes.ts';
import {
  alocacaoRegraRoutes,
  createAlocacaoRegraService,
  createRegraApuracaoService,
  createRegraCalculoService,
  createRegraPontoService,
  regraApuracaoRoutes,
  regraCalculoRoutes,
  regraPontoRoutes,
} from './modules/regras/index.ts';
import { lerOcorrenciasGravadas } from './modules/reprocessamento/index.ts';
import { reprocessamentoRoutes } from './modules/reprocessamento/reprocessamento.routes.ts';
import { createReprocessamentoService } from './modules/reprocessamento/reprocessamento.service.ts';
import { createSobreavisoService, sobreavisoRoutes } from './modules/sobreaviso/index.ts';
import { empresasComSsoAtivo } from './modules/sso/index.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { createSsoService } from './modules/sso/sso.service.ts';
import { loadMarcacoesTratadas } from './modules/tratamento/index.ts';
import { tratamentoRoutes } from './modules/tratamento/tratamento.routes.ts';
import { createTratamentoService } from './modules/tratamento/tratamento.service.ts';
import { createVerbaService, verbaRoutes } from './modules/verba/index.ts';
import { registrarFamiliaEscala } from './montar-escala.ts';
import { createTokenService, exigirEscopoDaRota } from './shared/auth-context.ts';
import { registrarDocs } from './shared/docs.ts';
import { registrarErros } from './shared/error-handler.ts';
import { opcoesHelmet, registrarSemCache } from './shared/seguranca-http.ts';
import { registrarValidacao } from './shared/validacao.ts';
import { registrarWeb } from './shared/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rotasRegistradas: string[];
    /** Espera os avisos Web Push em andamento (o envio roda fora da requisição). */
    aguardarNotificacoes: () => Promise<void>;
  }
}

export type AppDeps = {
  database: DbHandle;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlDays?: number;
  clock?: () => Date;
  logger?: boolean | { level: string };
  corsOrigins?: string[];
  /** TRUST_PROXY: IP do cliente vem de X-Forwarded-For (só atrás de proxy confiável). */
  trustProxy?: boolean;
  webDist?: string;
  /** Acesso: APP_URL, chave de segredos, SMTP, VAPID, limites (config/acesso.ts). */
  acesso?: OpcoesAcesso;
  /** Senha das chaves privadas dos certificados (CERTIFICADOS_SENHA; padrão derivado do JWT). */
  certificadosSenha?: string;
  /** Fila de jobs (pg-boss) no mesmo banco; sem ela, nada roda em segundo plano. */
  fila?: OpcoesFila;
  /**
   * SESSION_CACHE_MS: por quanto tempo cada processo lembra o estado de uma sessão (aberta,
   * usuário ativo, rotas atuais) antes de reler o banco; é o atraso máximo de uma revogação feita
   * por outro processo da API (no próprio processo ela vale na hora). Padrão 2000.
   */
  sessaoCacheMs?: number;
};

/** Monta a API: cada módulo sob o caminho base do seu serviço (SERVICOS, spec §7). */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: () => crypto.randomUUID(),
    // Só atrás de um proxy confiável: senão o cliente forjaria o IP (limites e captcha por IP).
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 10 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // Sem NUL nas entradas e com a permissão checada antes da validação (shared/validacao.ts).
  registrarValidacao(app);
  app.setSerializerCompiler(serializerCompiler);

  // Catálogo das rotas registradas (o teste de isolamento entre empresas percorre as que têm id).
  const rotas: string[] = [];
  app.decorate('rotasRegistradas', rotas);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') rotas.push(`${m} ${r.url}`);
  });

  const db = deps.database.db;
  const clock = deps.clock ?? (() => new Date());
  const tokens = createTokenService(deps.jwtSecret, deps.accessTokenTtlSeconds ?? 3600);
  const sessoes = createSessoesAtivas({ db, validadeMs: deps.sessaoCacheMs ?? 2000 });
  app.addHook('onClose', async () => sessoes.fechar());

  await app.register(helmet, opcoesHelmet);
  registrarSemCache(app);
  registrarErros(app, { servirSpa: await registrarWeb(app, deps.webDist) });
  if (deps.corsOrigins?.length) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: deps.corsOrigins });
  }
  await registrarDocs(app);

  // Autenticação: todo caminho /api exige token, salvo rotas marcadas `publico`.
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    // Token válido e sessão aberta no banco (logout, perfis e desligamento valem na hora).
    if (header?.startsWith('Bearer '))
      req.auth = await sessoes.conferir(await tokens.verificar(header.slice(7)));
    else if (
      req.routeOptions.url &&
      req.url.startsWith('/api/') &&
      !req.routeOptions.config?.publico
    ) {
      req.auth = await tokens.verificar('');
    }
    exigirEscopoDaRota(req);
  });
  // Auditoria: toda linha sabe se veio de uma sessão HQ (suporte em nome do cliente).

  const acesso = resolverAcesso(deps.acesso, deps.jwtSecret, app.log);
  app.addHook('onClose', async () => acesso.mailer.fechar());
  const auth = createAuthService({
    db,
    tokens,
    refreshTtlDays: deps.refreshTokenTtlDays ?? 30,
    clock,
    ...acesso,
    log: app.log,
    meiosExternos: { sso: empresasComSsoAtivo, ad: empresasComLdapAtivo },
  });
  const comSessao = { db, clock, ...acesso, sessao: auth.sessao };
  // Um serviço de Web Push por app, passado aos serviços que avisam (tratamento, ações de escala).
  const notificacao = createNotificacaoService({ db, log: app.log, ...acesso.push });
  app.decorate('aguardarNotificacoes', () => notificacao.ocioso());
  app.addHook('onClose', () => notificacao.ocioso());
  const marcacao = createMarcacaoService({ db, clock });

  await app.register(healthRoutes, { database: deps.database });
  await app.register(authRoutes, { prefix: SERVICOS.auth, auth });
  const sso = createSsoService(comSessao);
  await app.register(ssoRoutes, { prefix: SERVICOS.auth, sso, appUrl: acesso.appUrl });
  const ldap = createLdapService({ ...comSessao, forcaBruta: auth.forcaBruta, log: app.log });
  await app.register(ldapRoutes, { prefix: SERVICOS.auth, ldap });
  await app.register(hqRoutes, { prefix: SERVICOS.auth, hq: createHqService(comSessao) });
  const perfil = createPerfilService({ db, clock });
  await app.register(perfilRoutes, { prefix: SERVICOS.auth, perfil });
  await app.register(marcacaoRoutes, { prefix: SERVICOS.main, marcacao });
  const organizacao = createOrganizacaoService({
    db,
    clock,
    rep: { listFiliaisComRep, registrarEmpregadorNoRep },
  });
  await app.register(organizacaoRoutes, { prefix: SERVICOS.main, organizacao });
  await app.register(baseRoutes, { prefix: SERVICOS.base, base: createBaseService({ db }) });
  const senha = deps.certificadosSenha ?? senhaCertificados(undefined, deps.jwtSecret);
  const certificado = createCertificadoService({ db, clock, senha });
  await app.register(certificadoRoutes, { prefix: SERVICOS.main, certificado });
  const comprovante = createComprovanteService({ db, clock, certificados: certificado });
  await app.register(comprovanteRoutes, {
    prefix: SERVICOS.main,
    comprovante,
    urlPublica: acesso.appUrl,
  });
  // A escala efetiva alimenta o painel (ponto tratado), o espelho e os arquivos fiscais.
  // As ações de escala decididas avisam a pessoa da escala: o serviço recebe o notificador.
  // Ausências do período: abonos (ausência justificada) e pedidos aprovados (férias, recesso,
  // folga concedida); a apuração e o calendário leem as duas pela mesma fonte.
  const listAusencias: ListarAusenciasAtivas = async (escopo, ids, inicio, fim) => [
    ...(await listAusenciasAtivas(escopo, ids, inicio, fim)),
    ...(await listAfastamentosAprovados(escopo, ids, inicio, fim)),
  ];
  const escala = await registrarFamiliaEscala(app, { db, clock, notificacao, listAusencias });
  // Uma apuração para o produto inteiro; cada fonte vem do módulo dono dela.
  const apuracao = createApuracaoService({
    jornadaEfetivaPeriodo: escala.jornadaEfetivaPeriodo,
    loadMarcacoesTratadas,
    listAusenciasAtivas: listAusencias,
  });
  // Banco de horas: o ledger sobre a apuração; o painel (CarregarBancoHorasAtual) lê o saldo dele.
  const bancoHoras = createBancoHorasService({ db, clock, apuracao });
  await app.register(bancoHorasRoutes, { prefix: SERVICOS.regrasBancoHoras, bancoHoras });
  const saldoBancoHoras = bancoHoras.saldoAtual;
  const tratamento = createTratamentoService({ db, clock, apuracao, notificacao, saldoBancoHoras });
  await app.register(tratamentoRoutes, { prefix: SERVICOS.main, tratamento });
  const abono = createAbonoService({ db, clock });
  await app.register(abonoRoutes, { prefix: SERVICOS.main, abono });

  // Espelho calculado na hora; reprocessamento em segundo plano na fila (pg-boss), se houver.
  const fiscais = createArquivosFiscaisService({
    db,
    clock,
    certificados: certificado,
    apuracao,
  });
  await app.register(arquivosFiscaisRoutes, { prefix: SERVICOS.main, fiscais });
  const espelho = createEspelhoService({ db, clock, apuracao, lerOcorrenciasGravadas });
  await app.register(espelhoRoutes, { prefix: SERVICOS.espelho, espelho });
  const fila = await iniciarJobs(app, { ...deps, opcoes: deps.fila, clock, apuracao });
  // Importação de AFD de relógios: na requisição ou, arquivos grandes, na fila (worker próprio).
  const progressoParalelo = deps.database.kind === 'postgres';
  await registrarImportacaoAfd(app, { db, clock, colaboradoresPorPis, fila, progressoParalelo });
  const reprocessamento = createReprocessamentoService({ db, clock, fila });
  await app.register(reprocessamentoRoutes, { prefix: SERVICOS.espelho, reprocessamento });

  // Regras de cálculo (/api/v1/...) e regras de ponto + alocações (/regraponto, /alocacao).
  const regraCalculo = createRegraCalculoService({ db, clock });
  await app.register(regraCalculoRoutes, { prefix: SERVICOS.regrasCalculo, regraCalculo });
  const regraApuracao = createRegraApuracaoService({ db, clock });
  await app.register(regraApuracaoRoutes, { prefix: SERVICOS.regrasCalculo, regraApuracao });
  const regraPonto = createRegraPontoService({ db, clock });
  await app.register(regraPontoRoutes, { prefix: SERVICOS.regrasAlocacao, regraPonto });
  const alocacaoRegra = createAlocacaoRegraService({ db, regraPonto });
  await app.register(alocacaoRegraRoutes, { prefix: SERVICOS.regrasAlocacao, alocacaoRegra });
  // Admissão em um passo: cadastro, escala, regra de ponto e perfil numa transação só; cada
  // módulo entra pelo seu serviço, construído sobre a transação da admissão.
  const colaborador = createColaboradorService({ db, clock });
  const admitir = createAdmitirColaborador({
    db,
    colaborador,
    escala: (tx) => createAlocacaoService({ db: tx, clock }),
    regraPonto: (tx) => createAlocacaoRegraService({ db: tx, regraPonto }),
    perfil: (tx) => createPerfilService({ db: tx, clock }),
  });
  await app.register(colaboradorRoutes, { prefix: SERVICOS.main, colaborador, admitir });
  const sobreaviso = createSobreavisoService({ db, clock });
  await app.register(sobreavisoRoutes, { prefix: SERVICOS.sobreaviso, sobreaviso });
  const intermitente = createIntermitenteService({ db, clock, notificacao });
  await app.register(intermitenteRoutes, { prefix: SERVICOS.intermitente, intermitente });
  // Pedidos da pessoa (férias, recesso, folga, aviso de ausência) com aprovação do gestor.
  const lancamento = createLancamentoService({
    db,
    clock,
    jornadaEfetivaPeriodo: escala.jornadaEfetivaPeriodo,
    apuracao,
    notificacao,
    mailer: acesso.mailer,
    appUrl: acesso.appUrl,
    log: app.log,
  });
  await app.register(lancamentoRoutes, { prefix: SERVICOS.main, lancamento });
  // Verbas da folha: mapeamento, leiautes e exportação do mês pela mesma apuração do espelho.
  const verbas = createVerbaService({
    db,
    clock,
    apuracao,
    quantidadesExtras: sobreaviso.quantidadesParaFolha,
  });
  await app.register(verbaRoutes, { prefix: SERVICOS.verbas, verbas });
  // Holerites: o RH importa e publica o arquivo da folha; cada pessoa baixa os seus (avisada por push).
  const holerites = createHoleriteService({ db, clock, notificar: notificacao.notificar });
  await app.register(holeriteRoutes, { prefix: SERVICOS.holerite, holerites });

  return app;
};
