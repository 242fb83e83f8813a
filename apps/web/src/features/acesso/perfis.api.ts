import {
  catalogoRecursosRespostaSchema,
  type catalogoRecursosSchema,
  itemFiltroSchema,
  type PerfilAcesso,
  perfilRespostaSchema,
  perfisRespostaSchema,
  usuarioPerfisRespostaSchema,
  type usuarioPerfisSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** Envelope minúsculo do serviço de autenticação: o conteúdo vem em `data`. */
const dadosDe = (bruto: unknown): unknown => (bruto as { data?: unknown } | undefined)?.data;

/** Resposta do serviço de autenticação conferida pelo contrato; sem `data`, é erro. */
const dadosExigidos = <T>(
  schema: { parse: (v: unknown) => { data: T | null } },
  bruto: unknown,
): T => {
  const { data } = schema.parse(bruto);
  if (data === null) throw new Error('resposta sem dados');
  return data;
};

export type CatalogoRecursos = ReturnType<typeof catalogoRecursosSchema.parse>;
export type PerfilDados = { nome: string; rotas: string[] };
export type PessoaFiltro = ReturnType<typeof itemFiltroSchema.parse>;
export type PerfisDoUsuario = ReturnType<typeof usuarioPerfisSchema.parse>;

/** GET /recursos: o catálogo de rotas que um perfil pode conceder, nos três menus. */
export const loadCatalogo = async (): Promise<CatalogoRecursos> =>
  dadosExigidos(catalogoRecursosRespostaSchema, await apiFetch('auth', '/recursos'));

export const listPerfis = async (): Promise<PerfilAcesso[]> =>
  dadosExigidos(perfisRespostaSchema, await apiFetch('auth', '/perfis'));

export const createPerfil = async (dados: PerfilDados): Promise<PerfilAcesso> =>
  dadosExigidos(
    perfilRespostaSchema,
    await apiFetch('auth', '/perfis', { method: 'POST', body: dados }),
  );

export const atualizarPerfil = async ({
  id,
  ...dados
}: PerfilDados & { id: number }): Promise<PerfilAcesso> =>
  dadosExigidos(
    perfilRespostaSchema,
    await apiFetch('auth', `/perfis/${id}`, { method: 'PUT', body: dados }),
  );

export const excluirPerfil = async (id: number): Promise<void> => {
  await apiFetch('auth', `/perfis/${id}`, { method: 'DELETE' });
};

export const loadPerfisDoUsuario = async (usuarioId: number): Promise<PerfisDoUsuario> =>
  dadosExigidos(
    usuarioPerfisRespostaSchema,
    await apiFetch('auth', `/usuarios/${usuarioId}/perfis`),
  );

export const definirPerfisDoUsuario = async ({
  usuarioId,
  perfilIds,
}: PerfisDoUsuario): Promise<PerfisDoUsuario> =>
  dadosExigidos(
    usuarioPerfisRespostaSchema,
    await apiFetch('auth', `/usuarios/${usuarioId}/perfis`, {
      method: 'PUT',
      body: { perfilIds },
    }),
  );

/** GET /filter/pessoas?search= (serviço base): pessoas da empresa para atribuir perfis. */
export const findPessoas = async (search: string): Promise<PessoaFiltro[]> =>
  itemFiltroSchema
    .array()
    .parse(dadosDe(await apiFetch('base', '/filter/pessoas', { query: { search } })));
