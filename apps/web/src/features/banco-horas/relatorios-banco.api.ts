import {
  type ItemFiltro,
  itemFiltroSchema,
  type RelatorioBancoHoras,
  relatorioBancoHorasSchema,
  type SimulacaoBancoHoras,
  type SimulacaoBancoHorasEntrada,
  simulacaoBancoHorasSchema,
  type TipoRelatorioBancoHoras,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { dadosDe, V1 } from './banco-horas-config.api.ts';

const SERVICO = 'regrasBancoHoras';

/** Filtros dos relatórios (query): ids de cadastro e o período AAAA-MM-DD. */
export type FiltrosRelatorio = {
  bancoHoraId?: number;
  periodoId?: number;
  filialId?: number;
  departamentoId?: number;
  grupoId?: number;
  inicio?: string;
  fim?: string;
};

/** O caminho do relatório global da spec (sob o serviço do banco de horas). */
export const CAMINHO_RELATORIO_GLOBAL = `${V1}/bancoHora/relatorio/global`;
/** A página de relatórios do RH, aberta numa janela nova pelo relatório global. */
export const paginaRelatorioGlobal = (regraId: number, periodoId?: number) =>
  `${window.location.pathname}#/dashboard/admin/banco-horas?aba=relatorios&regraId=${regraId}${periodoId ? `&periodoId=${periodoId}` : ''}`;

export const loadRelatorio = async (
  tipo: TipoRelatorioBancoHoras,
  filtros: FiltrosRelatorio & { pagina: number },
): Promise<RelatorioBancoHoras> =>
  relatorioBancoHorasSchema.parse(
    dadosDe(await apiFetch(SERVICO, `${V1}/bancoHora/relatorio/${tipo}`, { query: filtros })),
  );

/** Baixa o relatório inteiro filtrado em PDF ou XLSX (nome dado pelo servidor). */
export const baixarRelatorio = async (
  tipo: TipoRelatorioBancoHoras,
  formato: 'pdf' | 'xlsx',
  filtros: FiltrosRelatorio,
) => {
  const a = await apiFetch(SERVICO, `${V1}/bancoHora/relatorio/${tipo}/${formato}`, {
    query: filtros,
    resposta: 'arquivo',
  });
  salvarArquivo(a.blob, a.nome ?? `banco-horas_${tipo}.${formato}`);
};

/**
 * Chamada de relatório do banco (spec §7 "Hour-bank report"): GET na URL dada com a query; com
 * 200 e dados devolve os dados e a URL final. Quando a URL é a do relatório global, abre também
 * a página de relatórios numa janela nova com `regraId` e `periodoId`. Sem dados: `success` false.
 */
export const relatorioBancoHoras = async (
  url: string,
  query: { regraId: number; periodoId?: number } & Record<string, number | undefined>,
): Promise<{ success: true; data: RelatorioBancoHoras; url: string } | { success: false }> => {
  try {
    const r = relatorioBancoHorasSchema.parse(dadosDe(await apiFetch(SERVICO, url, { query })));
    const busca = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
    if (url === CAMINHO_RELATORIO_GLOBAL)
      window.open(paginaRelatorioGlobal(query.regraId, query.periodoId), '_blank', 'noopener');
    return { success: true, data: r, url: `${url}?${busca}` };
  } catch {
    return { success: false };
  }
};

/** Filial, departamento e grupo (serviço base, GET /filter/{cadastro}). */
export const listarFiltro = async (
  cadastro: 'filiais' | 'departamentos' | 'grupos',
): Promise<ItemFiltro[]> =>
  itemFiltroSchema.array().parse(dadosDe(await apiFetch('base', `/filter/${cadastro}`)));

/** Simulador do colaborador: nada grava. */
export const simularBancoHoras = async (
  e: SimulacaoBancoHorasEntrada,
): Promise<SimulacaoBancoHoras> =>
  simulacaoBancoHorasSchema.parse(
    dadosDe(await apiFetch(SERVICO, `${V1}/bancoHora/simulacao`, { method: 'POST', body: e })),
  );
