import type {
  DownloadsQuery,
  ListaRhBody,
  StatusContratante,
  StatusGrupo,
  StatusRegraConvocacao,
  StatusVencendo,
  UsuariosConvocacaoBody,
} from '@jornada/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  arquivarContratante,
  arquivarGrupo,
  findResponsaveis,
  findUsuarios,
  listarCargos,
  listarContratantes,
  listarDepartamentos,
  listarGrupos,
  listarLocais,
  listarMotivos,
  listarRegras,
  listIntermitentes,
  salvarContratante,
  salvarGrupo,
  salvarMotivo,
  salvarRegra,
} from './cadastro.api.ts';
import {
  createConvocacao,
  findRecibo,
  findResumo,
  interromperConvocacao,
  listConvocacoesRh,
  listDownloads,
  listMinhasConvocacoes,
  listParaQuem,
  listVencendo,
  registrarDescumprimento,
  responderConvocacao,
} from './convocacao.api.ts';

const RAIZ = ['intermitente'] as const;

/** O RH acompanha as respostas ao vivo: listas e resumo se releem a cada 30 s. */
const AO_VIVO = 30_000;

export const intermitenteQueries = {
  cargos: () => queryOptions({ queryKey: [...RAIZ, 'cargos'], queryFn: listarCargos }),
  locais: () => queryOptions({ queryKey: [...RAIZ, 'locais'], queryFn: listarLocais }),
  intermitentes: (b: UsuariosConvocacaoBody) =>
    queryOptions({
      queryKey: [...RAIZ, 'intermitentes', b],
      queryFn: () => listIntermitentes(b),
    }),
  departamentos: () =>
    queryOptions({ queryKey: [...RAIZ, 'departamentos'], queryFn: listarDepartamentos }),
  /** Busca por nome; só a partir de 3 caracteres (spec §5). */
  usuarios: (search: string) =>
    queryOptions({
      queryKey: [...RAIZ, 'usuarios', search],
      queryFn: () => findUsuarios(search),
      enabled: search.trim().length >= 3,
    }),
  responsaveis: (search: string) =>
    queryOptions({
      queryKey: [...RAIZ, 'responsaveis', search],
      queryFn: () => findResponsaveis(search),
      enabled: search.trim().length >= 3,
    }),
  regras: (status: StatusRegraConvocacao) =>
    queryOptions({ queryKey: [...RAIZ, 'regras', status], queryFn: () => listarRegras(status) }),
  grupos: (status: StatusGrupo) =>
    queryOptions({ queryKey: [...RAIZ, 'grupos', status], queryFn: () => listarGrupos(status) }),
  contratantes: (status: StatusContratante) =>
    queryOptions({
      queryKey: [...RAIZ, 'contratantes', status],
      queryFn: () => listarContratantes(status),
    }),
  motivos: () => queryOptions({ queryKey: [...RAIZ, 'motivos'], queryFn: listarMotivos }),
  listaRh: (b: ListaRhBody) =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', b],
      queryFn: () => listConvocacoesRh(b),
      refetchInterval: AO_VIVO,
    }),
  resumo: (id: number) =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', 'resumo', id],
      queryFn: () => findResumo(id),
      refetchInterval: AO_VIVO,
    }),
  recibo: (id: number) =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', 'recibo', id],
      queryFn: () => findRecibo(id),
    }),
  vencendo: (p: { inicio: string; fim: string; status: StatusVencendo }) =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', 'vencendo', p],
      queryFn: () => listVencendo(p),
      refetchInterval: AO_VIVO,
    }),
  minhas: () =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', 'minhas'],
      queryFn: listMinhasConvocacoes,
    }),
  downloads: (q: DownloadsQuery) =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', 'downloads', q],
      queryFn: () => listDownloads(q),
    }),
  paraQuem: (id: number) =>
    queryOptions({
      queryKey: [...RAIZ, 'convocacoes', 'para-quem', id],
      queryFn: () => listParaQuem(id),
    }),
};

/** Gravação que relê tudo o que está sob a chave dada (ex.: convocações, regras). */
const useGravar = <A, R>(fn: (a: A) => Promise<R>, chave: string) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => cliente.invalidateQueries({ queryKey: [...RAIZ, chave] }),
  });
};

export const useCriarConvocacao = () => useGravar(createConvocacao, 'convocacoes');
export const useInterromperConvocacao = () => useGravar(interromperConvocacao, 'convocacoes');
export const useResponderConvocacao = () => useGravar(responderConvocacao, 'convocacoes');
export const useRegistrarDescumprimento = () => useGravar(registrarDescumprimento, 'convocacoes');
export const useSalvarRegra = () => useGravar(salvarRegra, 'regras');
export const useSalvarGrupo = () => useGravar(salvarGrupo, 'grupos');
export const useSalvarContratante = () => useGravar(salvarContratante, 'contratantes');
export const useArquivarGrupo = () => useGravar(arquivarGrupo, 'grupos');
export const useArquivarContratante = () => useGravar(arquivarContratante, 'contratantes');
export const useSalvarMotivo = () => useGravar(salvarMotivo, 'motivos');
