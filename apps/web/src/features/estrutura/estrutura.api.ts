import type {
  CadastroExclusao,
  CadastroItem,
  CadastroPagina,
  ItemFiltro,
  MembrosGrupoPagina,
  TipoCadastro,
  VersaoCadastro,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

type Envelope<T> = { success: boolean; data: T };

const dados = async <T>(p: Promise<Envelope<T>>): Promise<T> => (await p).data;

export type FiltroCadastros = { pageNumber: number; search: string; arquivados: boolean };

/** Os campos do formulário de cada cadastro (os do sindicato e do cargo só neles). */
export type DadosCadastro = {
  nome: string;
  codigo?: string | null;
  cbo?: string | null;
  dataBaseMes?: number | null;
  observacoes?: string | null;
};

export const TAMANHO_PAGINA = 25;

const query = (f: Omit<FiltroCadastros, 'pageNumber'>) => ({
  search: f.search.trim() || undefined,
  arquivados: f.arquivados ? 'true' : undefined,
});

export const listCadastros = (tipo: TipoCadastro, f: FiltroCadastros) =>
  dados(
    apiFetch<Envelope<CadastroPagina>>('cadastros', `/${tipo}`, {
      query: { ...query(f), pageNumber: f.pageNumber, pageSize: TAMANHO_PAGINA },
    }),
  );

export const salvarCadastro = (tipo: TipoCadastro, id: number | null, corpo: DadosCadastro) =>
  dados(
    apiFetch<Envelope<CadastroItem>>('cadastros', id ? `/${tipo}/${id}` : `/${tipo}`, {
      method: id ? 'PUT' : 'POST',
      body: corpo,
    }),
  );

export const arquivarCadastro = (tipo: TipoCadastro, id: number, arquivar: boolean) =>
  dados(
    apiFetch<Envelope<CadastroItem>>(
      'cadastros',
      `/${tipo}/${id}/${arquivar ? 'arquivar' : 'desarquivar'}`,
      { method: 'POST' },
    ),
  );

export const excluirCadastro = (tipo: TipoCadastro, id: number) =>
  dados(apiFetch<Envelope<CadastroExclusao>>('cadastros', `/${tipo}/${id}`, { method: 'DELETE' }));

export const listHistorico = (tipo: TipoCadastro, id: number) =>
  dados(apiFetch<Envelope<VersaoCadastro[]>>('cadastros', `/${tipo}/${id}/historico`));

/** Baixa a lista (com a busca e o filtro de arquivados da tela) em CSV. */
export const exportarCsv = async (tipo: TipoCadastro, f: Omit<FiltroCadastros, 'pageNumber'>) => {
  const arquivo = await apiFetch('cadastros', `/${tipo}/csv`, {
    query: query(f),
    resposta: 'arquivo',
  });
  salvarArquivo(arquivo.blob, arquivo.nome ?? `${tipo}.csv`);
};

export const listMembros = (grupoId: number, f: { pageNumber: number; search: string }) =>
  dados(
    apiFetch<Envelope<MembrosGrupoPagina>>('cadastros', `/grupos/${grupoId}/membros`, {
      query: {
        pageNumber: f.pageNumber,
        pageSize: TAMANHO_PAGINA,
        search: f.search.trim() || undefined,
      },
    }),
  );

export const incluirMembros = (grupoId: number, usuarioIds: number[]) =>
  dados(
    apiFetch<Envelope<CadastroItem>>('cadastros', `/grupos/${grupoId}/membros`, {
      method: 'POST',
      body: { usuarioIds },
    }),
  );

export const retirarMembro = (grupoId: number, usuarioId: number) =>
  dados(
    apiFetch<Envelope<CadastroItem>>('cadastros', `/grupos/${grupoId}/membros/${usuarioId}`, {
      method: 'DELETE',
    }),
  );

/** Pessoas ativas da empresa para escolher membros (consulta do serviço base). */
export const buscarPessoas = (search: string) =>
  dados(
    apiFetch<Envelope<ItemFiltro[]>>('base', '/filter/pessoas', {
      query: { search: search.trim() || undefined },
    }),
  );
