import type { MensagemDeps } from './mensagem.comum.ts';
import { createCaixa } from './use-cases/caixa.ts';
import { createConsultas } from './use-cases/consultas.ts';
import { createEntrega } from './use-cases/entrega.ts';
import { createEnviar } from './use-cases/enviar.ts';
import { relatorioLeituraCsv } from './use-cases/relatorio.ts';

/**
 * Mensagens do RH e dos gestores (issue #18 §2): envio com destinos resolvidos em pessoas,
 * entrega por app, Web Push, e-mail e SMS, caixa de entrada de cada pessoa, relatório de leitura.
 * Decisões em docs/decisoes/mensagens.md.
 */
export const createMensagemService = (deps: MensagemDeps) => {
  const entrega = createEntrega(deps);
  const enviar = createEnviar(deps, entrega);
  const consultas = createConsultas(deps);
  const caixa = createCaixa(deps);
  return {
    enviar: async (...a: Parameters<typeof enviar>) => consultas.detalhe(a[0], await enviar(...a)),
    listar: consultas.listar,
    detalhe: consultas.detalhe,
    relatorio: async (...a: Parameters<typeof consultas.detalhe>) =>
      relatorioLeituraCsv(await consultas.detalhe(...a)),
    historicoPessoa: consultas.historicoPessoa,
    opcoes: consultas.opcoes,
    statusCanais: consultas.statusCanais,
    caixa: caixa.listar,
    abrir: caixa.abrir,
    confirmar: caixa.confirmar,
    anexo: caixa.anexo,
    /** Espera as entregas de push e e-mail em andamento (encerramento do app). */
    ocioso: entrega.ocioso,
  };
};
export type MensagemService = ReturnType<typeof createMensagemService>;
export type { MensagemDeps } from './mensagem.comum.ts';
