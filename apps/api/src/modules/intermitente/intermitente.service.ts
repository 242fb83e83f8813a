import { convocacaoRepository } from './convocacao.repository.ts';
import { createDownloadService } from './download.service.ts';
import { avisosIntermitente } from './intermitente.avisos.ts';
import type { Deps } from './intermitente.comum.ts';
import { createConsultas } from './use-cases/consultas.ts';
import { createContratantesUseCases } from './use-cases/contratantes.ts';
import { createConvocacaoConsultas } from './use-cases/convocacao-consultar.ts';
import { createConvocacao } from './use-cases/convocacao-criar.ts';
import { createConvocacaoRecibo } from './use-cases/convocacao-recibo.ts';
import { createConvocacaoRespostas } from './use-cases/convocacao-resposta.ts';
import { quantidadesParaFolha } from './use-cases/folha.ts';
import { createGruposUseCases } from './use-cases/grupos.ts';
import { createMotivosUseCases } from './use-cases/motivos.ts';
import { createRegrasUseCases } from './use-cases/regras.ts';
import { createRelatorioConvocacoes } from './use-cases/relatorio-convocacoes.ts';
import { relatorioConvocacoesCsv } from './use-cases/relatorio-convocacoes-csv.ts';
import { createRelatorioSap } from './use-cases/relatorio-sap.ts';

/**
 * Trabalho intermitente (CLT art. 452-A): cadastros (regras, contratantes, grupos, motivos),
 * convocações com prazos e multa pelo domínio (@jornada/domain, convocacao) e o relatório SAP.
 */
const comAvisos = (deps: Deps) => {
  const criar = createConvocacao(deps);
  const respostas = createConvocacaoRespostas(deps);
  if (!deps.notificacao) return { criar, ...respostas };
  const criadorDe = async (empresaId: number, id: number) =>
    (await convocacaoRepository({ db: deps.db, empresaId }).findById(id))?.criadoPor;
  const avisos = avisosIntermitente(deps.notificacao, criadorDe);
  return {
    criar: avisos.aoCriar(criar),
    responder: avisos.aoResponder(respostas.responder),
    interromper: avisos.aoInterromper(respostas.interromper),
  };
};

/** Relatório de convocações por contratante ou grupo: a tela e o CSV, pela mesma apuração. */
const relatorioConvocacoes = (deps: Deps) => {
  const r = createRelatorioConvocacoes(deps);
  return { relatorio: r.relatorio, csv: relatorioConvocacoesCsv(r.apurar) };
};

export const createIntermitenteService = (deps: Deps) => ({
  consultas: createConsultas(deps),
  regras: createRegrasUseCases(deps),
  grupos: createGruposUseCases(deps),
  contratantes: createContratantesUseCases(deps),
  motivos: createMotivosUseCases(deps),
  convocacao: {
    ...createConvocacaoConsultas(deps),
    ...comAvisos(deps),
    ...createConvocacaoRecibo(deps),
  },
  /** Uso interno: o recibo das convocações do período como quantidades da folha (módulo verba). */
  quantidadesParaFolha: quantidadesParaFolha(deps),
  relatorioSap: createRelatorioSap(deps),
  relatorioConvocacoes: relatorioConvocacoes(deps),
  downloads: createDownloadService(deps),
});
export type IntermitenteService = ReturnType<typeof createIntermitenteService>;
