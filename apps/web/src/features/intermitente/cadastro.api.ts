import {
  type ContratanteBody,
  contratanteRespostaSchema,
  contratantesRespostaSchema,
  type GrupoBody,
  grupoRespostaSchema,
  gruposRespostaSchema,
  listaConsultaRespostaSchema,
  locaisTrabalhoRespostaSchema,
  motivoInterrupcaoRespostaSchema,
  motivosInterrupcaoRespostaSchema,
  type RegraConvocacaoBody,
  regraConvocacaoRespostaSchema,
  regrasConvocacaoRespostaSchema,
  type StatusContratante,
  type StatusGrupo,
  type StatusRegraConvocacao,
  type UsuariosConvocacaoBody,
  usuariosConsultaRespostaSchema,
  usuariosConvocacaoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { dados } from './intermitente-comum.ts';

/** Cadastros do trabalho intermitente (serviço `intermitente`, spec §7). */

export const listarCargos = async () =>
  dados(listaConsultaRespostaSchema.parse(await apiFetch('intermitente', '/Cargo')));

export const listarLocais = async () =>
  dados(locaisTrabalhoRespostaSchema.parse(await apiFetch('intermitente', '/LocaisTrabalho')));

export const listarDepartamentos = async () =>
  dados(listaConsultaRespostaSchema.parse(await apiFetch('intermitente', '/Departamento')));

/** Colaboradores ativos pelo nome (a busca começa com 3 caracteres, spec §5). */
export const findUsuarios = async (search: string) =>
  dados(
    usuariosConsultaRespostaSchema.parse(
      await apiFetch('intermitente', '/Usuario', { query: { search } }),
    ),
  );

/** Quem ainda pode responder por um contratante (GET /Contratantes/pesquisar-usuarios-virar-contratante). */
export const findResponsaveis = async (search: string) =>
  dados(
    usuariosConsultaRespostaSchema.parse(
      await apiFetch('intermitente', '/Contratantes/pesquisar-usuarios-virar-contratante', {
        query: { search },
      }),
    ),
  );

export const listIntermitentes = async (b: UsuariosConvocacaoBody) =>
  dados(
    usuariosConvocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/Usuario/obter-usuarios-convocacao-alocacao', {
        method: 'POST',
        body: b,
      }),
    ),
  );

export const listarRegras = async (status: StatusRegraConvocacao) =>
  dados(
    regrasConvocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/RegrasConvocacao/por-status', { query: { [status]: true } }),
    ),
  );

export type RegraForm = RegraConvocacaoBody & { id?: number; arquivada?: boolean };
export const salvarRegra = async ({ id, ...corpo }: RegraForm) =>
  dados(
    regraConvocacaoRespostaSchema.parse(
      await apiFetch('intermitente', '/RegrasConvocacao', {
        method: id ? 'PUT' : 'POST',
        body: id ? { ...corpo, id } : corpo,
      }),
    ),
  );

export const listarGrupos = async (status: StatusGrupo) =>
  dados(
    gruposRespostaSchema.parse(
      await apiFetch('intermitente', '/grupo', { query: { [status]: true } }),
    ),
  );

export const arquivarGrupo = async (p: { id: number; arquivar: boolean }) =>
  dados(
    grupoRespostaSchema.parse(
      await apiFetch('intermitente', `/Grupo/${p.arquivar ? 'arquivar' : 'desarquivar'}/${p.id}`),
    ),
  );

export type GrupoForm = GrupoBody & { grupoId?: number };
export const salvarGrupo = async (g: GrupoForm) => {
  const { grupoId, ...corpo } = g;
  try {
    return dados(
      grupoRespostaSchema.parse(
        await apiFetch('intermitente', '/Grupo', {
          method: grupoId ? 'PUT' : 'POST',
          body: grupoId ? { ...corpo, grupoId } : corpo,
        }),
      ),
    );
  } catch (erro) {
    // Spec §8: 'Falha ao criar grupo' quando a criação falha sem mensagem do servidor.
    if (!grupoId && !(erro instanceof ErroApi)) throw new Error('Falha ao criar grupo');
    throw erro;
  }
};

export const listarContratantes = async (status: StatusContratante) =>
  dados(
    contratantesRespostaSchema.parse(
      await apiFetch('intermitente', '/Contratantes/por-status', { query: { [status]: true } }),
    ),
  );

export const arquivarContratante = async (p: { id: number; arquivar: boolean }) =>
  dados(
    contratanteRespostaSchema.parse(
      await apiFetch(
        'intermitente',
        `/Contratantes/${p.arquivar ? 'arquivar' : 'desarquivar'}/${p.id}`,
      ),
    ),
  );

export type ContratanteForm = ContratanteBody & { id?: number };
export const salvarContratante = async ({ id, ...corpo }: ContratanteForm) =>
  dados(
    contratanteRespostaSchema.parse(
      await apiFetch('intermitente', '/Contratantes', {
        method: id ? 'PUT' : 'POST',
        body: id ? { ...corpo, id } : corpo,
      }),
    ),
  );

export const listarMotivos = async () =>
  dados(
    motivosInterrupcaoRespostaSchema.parse(
      await apiFetch('intermitente', '/MotivosInterrupcoes/admin'),
    ),
  );

export const salvarMotivo = async (m: { id?: number; descricao: string; ativo: boolean }) => {
  const { id, ...corpo } = m;
  return dados(
    motivoInterrupcaoRespostaSchema.parse(
      await apiFetch('intermitente', '/MotivosInterrupcoes', {
        method: id ? 'PUT' : 'POST',
        body: id ? { ...corpo, id } : corpo,
      }),
    ),
  );
};
