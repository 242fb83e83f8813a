import {
  type RelatorioConvocacoesBody,
  relatorioConvocacoesRespostaSchema,
} from '@jornada/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { dados } from './intermitente-comum.ts';

/** Relatório de convocações por contratante ou grupo e período (serviço `intermitente`). */
export const gerarRelatorioConvocacoes = async (b: RelatorioConvocacoesBody) =>
  dados(
    relatorioConvocacoesRespostaSchema.parse(
      await apiFetch('intermitente', '/Relatorios/convocacoes', { method: 'POST', body: b }),
    ),
  );

/** O mesmo relatório em CSV, salvo como relatorio_convocacoes_<inicio>_<fim>.csv. */
export const baixarRelatorioConvocacoes = async (b: RelatorioConvocacoesBody) => {
  const r = await apiFetch('intermitente', '/Relatorios/convocacoes-csv', {
    method: 'POST',
    body: b,
    resposta: 'arquivo',
  });
  salvarArquivo(r.blob, `relatorio_convocacoes_${b.periodo.inicio}_${b.periodo.fim}.csv`);
};

export const relatorioConvocacoesQuery = (b: RelatorioConvocacoesBody) =>
  queryOptions({
    queryKey: ['intermitente', 'relatorio-convocacoes', b],
    queryFn: () => gerarRelatorioConvocacoes(b),
  });
