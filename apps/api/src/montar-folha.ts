import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import {
  enfileirarEnvioAssinatura,
  registrarEnvioAssinatura,
} from './jobs/assinatura-envio.job.ts';
import type { Fila } from './jobs/fila.ts';
import {
  enfileirarDivisaoHolerites,
  registrarDivisaoHolerites,
} from './jobs/holerite-divisao.job.ts';
import { assinaturaRoutes, createAssinaturaService } from './modules/assinatura/index.ts';
import { pagarRetidasNoFechamento } from './modules/autorizacao-he/index.ts';
import {
  createFechamentoService,
  diferencasParaFolha,
  fechamentoRoutes,
} from './modules/fechamento/index.ts';
import { createHoleriteService, holeriteRoutes } from './modules/holerite/index.ts';
import { listLancamentosPendentes } from './modules/lancamento/index.ts';
import { listSobreavisosPendentes } from './modules/sobreaviso/index.ts';
import { listTratamentosPendentes } from './modules/tratamento/index.ts';
import { createVerbaService, verbaRoutes } from './modules/verba/index.ts';
import type { PublicarEvento } from './shared/eventos.ts';

type DepsVerba = Parameters<typeof createVerbaService>[0];
type DepsAssinatura = Parameters<typeof createAssinaturaService>[0];

type Deps = {
  db: Db;
  clock: () => Date;
  apuracao: DepsVerba['apuracao'];
  /** Quantidades fora do espelho (sobreaviso em espera, recibo do intermitente). */
  quantidadesExtras: DepsVerba['quantidadesExtras'];
  notificar: DepsAssinatura['notificar'];
  /** Pagamento por estágio do banco de horas no fechamento da competência. */
  estagiosBancoHoras?: Parameters<typeof createFechamentoService>[0]['estagiosBancoHoras'];
  /** Eventos de domínio (competencia.fechada) depois do commit. */
  publicar?: PublicarEvento;
  /** Dias justificados ou ignorados na lista de divergências (não impedem o fechamento). */
  lerTratativas?: Parameters<typeof createFechamentoService>[0]['lerTratativas'];
  /** Selo, espelho em PDF, senha/TOTP e endereço público da assinatura eletrônica. */
  assinatura: Omit<DepsAssinatura, 'db' | 'clock' | 'holerites' | 'notificar'>;
  /** Fila de jobs (pg-boss): divisão de holerites em segundo plano; sem ela, na requisição. */
  fila?: Fila | undefined;
};

/**
 * O fim da folha: verbas (mapeamento, leiautes e exportação pela mesma apuração do espelho),
 * fechamento da competência (pendências de cada módulo dono, fotografia das verbas e dias
 * congelados no módulo `competencia`; as diferenças de um refechamento vão à exportação do mês
 * seguinte), holerites (o RH importa e publica; cada pessoa baixa os seus) e a assinatura
 * eletrônica de espelhos, holerites e PDFs avulsos.
 */
export const registrarFolha = async (app: FastifyInstance, d: Deps) => {
  const { db, clock, apuracao } = d;
  const verbas = createVerbaService({
    db,
    clock,
    apuracao,
    quantidadesExtras: d.quantidadesExtras,
    diferencasDaCompetencia: diferencasParaFolha({ db }),
  });
  await app.register(verbaRoutes, { prefix: SERVICOS.verbas, verbas });
  const fechamento = createFechamentoService({
    db,
    clock,
    apuracao,
    quantidadesDoMes: verbas.quantidadesDoMes,
    publicar: d.publicar,
    lerTratativas: d.lerTratativas,
    pendencias: {
      tratamentos: listTratamentosPendentes,
      lancamentos: listLancamentosPendentes,
      sobreavisos: listSobreavisosPendentes,
    },
    // Horas extras retidas aceitas no fechamento são pagas, nunca perdidas (CLT art. 4º).
    pagarRetidas: pagarRetidasNoFechamento(db, clock),
    estagiosBancoHoras: d.estagiosBancoHoras,
  });
  await app.register(fechamentoRoutes, { prefix: SERVICOS.verbas, fechamento });
  const holerites = createHoleriteService({
    db,
    clock,
    notificar: d.notificar,
    enfileirarDivisao: d.fila ? enfileirarDivisaoHolerites(d.fila) : undefined,
    interrompido: d.fila?.encerrando,
  });
  if (d.fila) await registrarDivisaoHolerites(d.fila, holerites.dividir);
  await app.register(holeriteRoutes, { prefix: SERVICOS.holerite, holerites });
  const assinatura = createAssinaturaService({
    db,
    clock,
    holerites,
    notificar: d.notificar,
    ...d.assinatura,
    // Os PDFs de um envio são gerados na fila; sem ela, na requisição.
    enfileirarEnvio: d.fila ? enfileirarEnvioAssinatura(d.fila) : undefined,
    interrompido: d.fila?.encerrando,
    log: app.log,
  });
  if (d.fila) await registrarEnvioAssinatura(d.fila, assinatura.gerarLote);
  await app.register(assinaturaRoutes, { prefix: SERVICOS.assinatura, assinatura });
  return { assinatura };
};
