import {
  type AvisosRelatorio,
  avisosRelatorioRespostaSchema,
  avisoVistoRespostaSchema,
  type CriarRelatorio,
  itemFiltroSchema,
  listaRelatoriosRespostaSchema,
  type Relatorio,
  relatorioRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

export type ListaRelatorios = NonNullable<
  ReturnType<typeof listaRelatoriosRespostaSchema.parse>['data']
>;
export type ItemFiltro = ReturnType<typeof itemFiltroSchema.parse>;

const exigir = <T>(dados: T | null, bruto: unknown): T => {
  if (dados === null) throw new ErroApi(404, bruto);
  return dados;
};

/** GET /api/relatorios: os meus pedidos, mais recentes primeiro. */
export const listRelatorios = async (pageNumber: number): Promise<ListaRelatorios> => {
  const bruto = await apiFetch('relatorios', '', { query: { pageNumber, pageSize: 25 } });
  return exigir(listaRelatoriosRespostaSchema.parse(bruto).data, bruto);
};

/** POST /api/relatorios: o pedido vai para a fila e volta pendente. */
export const createRelatorio = async (corpo: CriarRelatorio): Promise<Relatorio> => {
  const bruto = await apiFetch('relatorios', '', { method: 'POST', body: corpo });
  return exigir(relatorioRespostaSchema.parse(bruto).data, bruto);
};

/** GET /api/relatorios/avisos: prontos ou com erro ainda não avisados, e quantos seguem na fila. */
export const listAvisosRelatorio = async (): Promise<AvisosRelatorio> => {
  const bruto = await apiFetch('relatorios', '/avisos');
  return exigir(avisosRelatorioRespostaSchema.parse(bruto).data, bruto);
};

/** POST /api/relatorios/{id}/aviso-visto: falso se outra aba já mostrou o aviso. */
export const marcarAvisoVisto = async (id: number): Promise<boolean> => {
  const bruto = await apiFetch('relatorios', `/${id}/aviso-visto`, { method: 'POST' });
  return exigir(avisoVistoRespostaSchema.parse(bruto).data, bruto).primeiraVez;
};

/** GET /api/relatorios/{id}/arquivo: baixa o arquivo pronto com o nome dado pelo servidor. */
export const baixarRelatorio = async (r: Relatorio): Promise<void> => {
  const arquivo = await apiFetch('relatorios', `/${r.id}/arquivo`, { resposta: 'arquivo' });
  salvarArquivo(arquivo.blob, arquivo.nome ?? r.nomeArquivo ?? `relatorio-${r.id}.${r.formato}`);
};

/** Listas dos filtros (GET /api/base/filter/{filiais, departamentos, pessoas}). */
export const listarFiltro = async (
  qual: 'filiais' | 'departamentos' | 'pessoas',
): Promise<ItemFiltro[]> => {
  const bruto = await apiFetch<{ data?: unknown }>('base', `/filter/${qual}`);
  return itemFiltroSchema.array().parse(bruto?.data);
};
