import type { Deps } from './intermitente.comum.ts';
import { createConsultas } from './use-cases/consultas.ts';
import { createContratantesUseCases } from './use-cases/contratantes.ts';
import { createConvocacaoConsultas } from './use-cases/convocacao-consultar.ts';
import { criarConvocacao } from './use-cases/convocacao-criar.ts';
import { createConvocacaoRespostas } from './use-cases/convocacao-resposta.ts';
import { createGruposUseCases } from './use-cases/grupos.ts';
import { createMotivosUseCases } from './use-cases/motivos.ts';
import { createRegrasUseCases } from './use-cases/regras.ts';
import { createRelatorioSap } from './use-cases/relatorio-sap.ts';

/**
 * Trabalho intermitente (CLT art. 452-A): cadastros (regras, contratantes, grupos, motivos),
 * convocações com prazos e multa pelo domínio (@jornada/domain, convocacao) e o relatório SAP.
 */
export const createIntermitenteService = (deps: Deps) => ({
  consultas: createConsultas(deps),
  regras: createRegrasUseCases(deps),
  grupos: createGruposUseCases(deps),
  contratantes: createContratantesUseCases(deps),
  motivos: createMotivosUseCases(deps),
  convocacao: {
    criar: criarConvocacao(deps),
    ...createConvocacaoConsultas(deps),
    ...createConvocacaoRespostas(deps),
  },
  relatorioSap: createRelatorioSap(deps),
});
export type IntermitenteService = ReturnType<typeof createIntermitenteService>;
