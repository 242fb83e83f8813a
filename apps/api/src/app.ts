import { SERVICOS } from '@jornada/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { registrarFechamentoBancoHoras } from './jobs/fechamento-banco-horas.job.ts';
import { iniciarJobs } from './jobs/iniciar.ts';
import { ligacaoAvisoFerias } from './ligar-aviso-ferias.ts';
import { abonoRoutes } from './modules/abono/abono.routes.ts';
import { createAbonoService } from './modules/abono/abono.service.ts';
import { listAusenciasAtivas } from './modules/abono/index.ts';
import {
  comJornadasConvocadas,
  createApuracaoService,
  type ListarAusenciasAtivas,
} from './modules/apuracao/index.ts';
import { arquivosFiscaisRoutes } from './modules/arquivos-fiscais/arquivos-fiscais.routes.ts';
import { createArquivosFiscaisService } from './modules/arquivos-fiscais/arquivos-fiscais.service.ts';
import { createConviteEmpresa, senhaConfere } from './modules/auth/index.ts';
import { createSessoesAtivas } from './modules/auth/use-cases/sessao-ativa.ts';
import { listAutorizacoesHeDoPeriodo } from './modules/autorizacao-he/index.ts';
import { comFolgasDoBanco, listFolgasBancoFolgas } from './modules/banco-folgas/index.ts';
import { bancoHorasRoutes, createBancoHorasService } from './modules/banco-horas/index.ts';
import { cadastroRoutes, createCadastroService } from './modules/cadastro/index.ts';
import { certificadoRoutes } from './modules/certificado/certificado.routes.ts';
import { createCertificadoService } from './modules/certificado/certificado.service.ts';
import { senhaCertificados } from './modules/certificado/senha.ts';
import { colaboradoresPorPis } from './modules/colaborador/index.ts';
import { comprovanteRoutes } from './modules/comprovante/comprovante.routes.ts';
import { createComprovanteService } from './modules/comprovante/comprovante.service.ts';
import { createDivergenciaService, divergenciaRoutes } from './modules/divergencia/index.ts';
import { espelhoRoutes } from './modules/espelho/espelho.routes.ts';
import { createEspelhoService } from './modules/espelho/espelho.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registrarImportacaoAfd } from './modules/importacao-afd/importacao-afd.registrar.ts';
import { createIndicadorService, indicadorRoutes } from './modules/indicador/index.ts';
import { listJornadasConvocadas } from './modules/intermitente/index.ts';
import { listAfastamentosAprovados } from './modules/lancamento/index.ts';
import { marcacaoRoutes } from './modules/marcacao/marcacao.routes.ts';
import { createMarcacaoService } from './modules/marcacao/marcacao.service.ts';
import { createNotificacaoService } from './modules/notificacao/notificacao.service.ts';
import { createRestricoesEmpresa } from './modules/operador/index.ts';
import { createPerfilService } from './modules/perfil/index.ts';
import { perfilRoutes } from './modules/perfil/perfil.routes.ts';
import { lerOcorrenciasGravadas } from './modules/reprocessamento/index.ts';
import { reprocessamentoRoutes } from './modules/reprocessamento/reprocessamento.routes.ts';
import { createReprocessamentoService } from './modules/reprocessamento/reprocessamento.service.ts';
import { listSobreavisoDoPeriodo } from './modules/sobreaviso/index.ts';
import { prepararMarcacoesTratadas } from './modules/tratamento/index.ts';
import { tratamentoRoutes } from './modules/tratamento/tratamento.routes.ts';
import { createTratamentoService } from './modules/tratamento/tratamento.service.ts';
import { juntarQuantidades } from './modules/verba/index.ts';
import { registrarAcesso } from './montar-acesso.ts';
import { registrarAlertas } from './montar-alertas.ts';
import { registrarAutorizacaoHe } from './montar-autorizacao-he.ts';
import { registrarBiometria } from './montar-biometria.ts';
import { registrarCercaVirtual, verificadorDeCerca } from './montar-cerca-virtual.ts';
import { registrarConvencaoEFolgas } from './montar-convencao-folgas.ts';
import { registrarFamiliaEscala } from './montar-escala.ts';
import { registrarFolha } from './montar-folha.ts';
import { registrarIntegracao } from './montar-integracao.ts';
import { registrarMensagens } from './montar-mensagens.ts';
import { registrarOperadora } from './montar-operadora.ts';
import { registrarOrganizacao } from './montar-organizacao.ts';
import { registrarPessoas } from './montar-pessoas.ts';
import { registrarProcessosInternos } from './montar-processos.ts';
import { registrarProdutoBase } from './montar-produto-base.ts';
import { registrarQuiosque } from './montar-quiosque.ts';
import { registrarRegras } from './montar-regras.ts';
import { registrarRelatorios } from './montar-relatorios.ts';
import { registrarAutenticacao, registrarCatalogoRotas } from './shared/autenticacao.ts';
import { createTokenService } from './shared/auth-context.ts';
import { registrarDocs } from './shared/docs.ts';
import { registrarErros } from './shared/error-handler.ts';
import { createBarramento } from './shared/eventos.ts';
import { registrarCabecalhosSeguranca, registrarSemCache } from './shared/seguranca-http.ts';
import { registrarValidacao } from './shared/validacao.ts';
import { registrarWeb } from './shared/web.ts';

export type { AppDeps } from './app-deps.ts';

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

  registrarCatalogoRotas(app);

  const db = deps.database.db;
  const clock = deps.clock ?? (() => new Date());
  const tokens = createTokenService(deps.jwtSecret, deps.accessTokenTtlSeconds ?? 3600);
  // Empresa suspensa e módulos desligados pela operadora valem no login e em cada sessão.
  const restricoes = createRestricoesEmpresa(db);
  const sessoes = createSessoesAtivas({ db, validadeMs: deps.sessaoCacheMs ?? 2000, restricoes });
  app.addHook('onClose', async () => sessoes.fechar());

  registrarCabecalhosSeguranca(app);
  registrarSemCache(app);
  registrarErros(app, { servirSpa: await registrarWeb(app, deps.webDist) });
  if (deps.corsOrigins?.length) {
    const { default: cors } = await import('@fastify/cors');
    await app.register(cors, { origin: deps.corsOrigins });
  }
  await registrarDocs(app);

  registrarAutenticacao(app, { tokens, sessoes });

  const { acesso, auth, hq } = await registrarAcesso(app, { deps, db, clock, tokens, restricoes });
  // Um serviço de Web Push por app, passado aos serviços que avisam (tratamento, ações de escala).
  const notificacao = createNotificacaoService({ db, log: app.log, ...acesso.push });
  app.decorate('aguardarNotificacoes', () => notificacao.ocioso());
  app.addHook('onClose', () => notificacao.ocioso());
  // Eventos de domínio depois do commit: alertas e webhooks assinam, os módulos publicam.
  const eventos = createBarramento(app.log);
  app.addHook('onClose', () => eventos.ocioso());
  const verificarCerca = verificadorDeCerca(db);
  const marcacao = createMarcacaoService({ db, clock, publicar: eventos.publicar, verificarCerca });

  await app.register(healthRoutes, { database: deps.database });

  const convite = createConviteEmpresa(acesso);
  await registrarOperadora(app, { db, clock, convite, hq, ...acesso, log: app.log });
  const perfil = createPerfilService({ db, clock });
  await app.register(perfilRoutes, { prefix: SERVICOS.auth, perfil });
  await app.register(marcacaoRoutes, { prefix: SERVICOS.main, marcacao });
  const facial = await registrarBiometria(app, { ...deps, db, clock, eventos });
  await registrarQuiosque(app, {
    db,
    clock,
    segredo: deps.jwtSecret,
    marcacao,
    publicar: eventos.publicar,
    ...facial,
  });
  await registrarCercaVirtual(app, { db, clock });
  await registrarOrganizacao(app, { db, clock });
  const cadastros = createCadastroService({ db, clock });
  await app.register(cadastroRoutes, { prefix: SERVICOS.cadastros, cadastros });
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
  const escala = await registrarFamiliaEscala(app, {
    db,
    clock,
    notificacao,
    listAusencias,
    listFolgasBancoFolgas,
  });
  // A convocação intermitente aceita é a escala do intermitente nos seus dias (art. 452-A).
  const jornadaPrevista = comJornadasConvocadas(
    escala.jornadaEfetivaPeriodo,
    (empresaId, ids, inicio, fim) => listJornadasConvocadas({ db, empresaId }, ids, inicio, fim),
  );
  // Uma apuração para o produto inteiro; cada fonte vem do módulo dono dela.
  const apuracao = createApuracaoService({
    jornadaEfetivaPeriodo: jornadaPrevista,
    prepararMarcacoesTratadas,
    listAusenciasAtivas: comFolgasDoBanco(listAusencias), // + folgas do banco de folgas (pagas)
    // Acionamentos de sobreaviso aprovados são trabalho (Súmula 428 TST); a espera vai à parte.
    listSobreaviso: listSobreavisoDoPeriodo,
    // Regra com autorização prévia: HE autorizada, não autorizada/retida e decisão do gestor.
    listAutorizacoesHe: listAutorizacoesHeDoPeriodo,
  });
  await registrarAutorizacaoHe(app, { db, clock, apuracao, notificacao });
  // Banco de horas: o ledger sobre a apuração; o painel (CarregarBancoHorasAtual) lê o saldo dele.
  const bancoHoras = createBancoHorasService({ db, clock, apuracao });
  await app.register(bancoHorasRoutes, { prefix: SERVICOS.regrasBancoHoras, bancoHoras });
  const saldoBancoHoras = bancoHoras.saldoAtual;
  const publicar = eventos.publicar; // a decisão publica `solicitacao.decidida`
  const tratamento = createTratamentoService({
    db,
    clock,
    apuracao,
    notificacao,
    saldoBancoHoras,
    publicar,
  });
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
  // Divergências do mês: tratativas em lote; a lista de ocorrências e o fechamento as leem.
  const divergencias = createDivergenciaService({ db, clock, notificar: notificacao.notificar });
  await app.register(divergenciaRoutes, { prefix: SERVICOS.divergencias, divergencias });
  const lerTratativas = divergencias.listVigentes;
  const espelho = createEspelhoService({
    db,
    clock,
    apuracao,
    lerOcorrenciasGravadas,
    lerTratativas,
  });
  await app.register(espelhoRoutes, { prefix: SERVICOS.espelho, espelho });
  // Indicadores do RH e dos gestores: a mesma apuração do espelho, somada por mês e departamento.
  const indicadores = createIndicadorService({ db, clock, apuracao });
  await app.register(indicadorRoutes, { prefix: SERVICOS.indicadores, indicadores });
  const fila = await iniciarJobs(app, { ...deps, opcoes: deps.fila, clock, apuracao });
  await registrarFechamentoBancoHoras(fila, bancoHoras.fechamento);
  // Importação de AFD de relógios: na requisição ou, arquivos grandes, na fila (worker próprio).
  const progressoParalelo = deps.database.kind === 'postgres';
  await registrarImportacaoAfd(app, { db, clock, colaboradoresPorPis, fila, progressoParalelo });
  const reprocessamento = createReprocessamentoService({ db, clock, fila });
  await app.register(reprocessamentoRoutes, { prefix: SERVICOS.espelho, reprocessamento });
  await registrarConvencaoEFolgas(app, { db, clock, apuracao, reprocessamento, listAusencias });
  await registrarAlertas(app, { db, clock, eventos, fila, jornadaPrevista, notificacao, acesso });
  await registrarRelatorios(app, { db, clock, apuracao, fila, notificar: notificacao.notificar });

  const { regraPonto } = await registrarRegras(app, { db, clock });
  // Colaboradores, sobreaviso, intermitentes e pedidos (férias, recesso, folga, ausência).
  const avisoFerias = ligacaoAvisoFerias(); // o aviso de férias aprovado vai à assinatura
  const { sobreaviso, intermitente } = await registrarPessoas(app, {
    enviarParaAssinatura: avisoFerias.enviar,
    db,
    clock,
    apuracao,
    publicar: eventos.publicar,
    regraPonto,
    jornadaPrevista,
    jornadaEfetivaPeriodo: escala.jornadaEfetivaPeriodo,
    notificacao,
    mailer: acesso.mailer,
    appUrl: acesso.appUrl,
    log: app.log,
  });
  // Processos internos: tipos do RH, pedidos com anexos e decisões por etapa (spec §7).
  const { mailer, appUrl } = acesso;
  await registrarProcessosInternos(app, { db, clock, notificacao, mailer, appUrl, log: app.log });
  const folha = await registrarFolha(app, {
    db,
    clock,
    apuracao,
    quantidadesExtras: juntarQuantidades(
      sobreaviso.quantidadesParaFolha,
      intermitente.quantidadesParaFolha,
      bancoHoras.quantidadesParaFolha,
    ),
    estagiosBancoHoras: bancoHoras.estagiosMensais,
    notificar: notificacao.notificar,
    publicar: eventos.publicar,
    lerTratativas,
    assinatura: {
      certificados: certificado,
      espelhoPdf: espelho.pdf,
      identidade: { senhaConfere, totp: auth.totp },
      urlPublica: acesso.appUrl,
    },
    fila,
  });
  avisoFerias.ligar(folha.assinatura);
  const mensagens = await registrarMensagens(app, {
    db,
    clock,
    push: notificacao.entregar,
    mailer: acesso.mailer,
    appUrl: acesso.appUrl,
    app: deps,
  });
  // Chamadas base dos produtos (/api/base/{produto}base/...): regras e canais vindos de cima.
  await registrarProdutoBase(app, { db, clock, regraPonto, sobreaviso, intermitente, mensagens });
  // Tokens de API, webhooks (assinam os eventos) e a varredura das entregas a repetir.
  await registrarIntegracao(app, { db, clock, cofre: acesso.cofre, eventos });

  return app;
};
