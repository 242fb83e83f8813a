import type { EmpresasFiltro, EmpresasPagina } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { ConviteEmpresa, LimitesAcesso, RestricoesEmpresa } from '../auth/index.ts';
import type { HqService } from '../hq/index.ts';
import { rotasBloqueadas } from './modulos.ts';
import {
  competenciaAtual,
  exigirOperador,
  type PlanosDaOperadora,
  pagina,
  paraEmpresaCliente,
} from './operador.mapeamento.ts';
import { empresaClienteRepository, empresasRepository } from './operador.repository.ts';
import { createConfiguracao } from './use-cases/configuracao.ts';
import { createCriarEmpresa } from './use-cases/criar-empresa.ts';
import { createAlterarSituacao } from './use-cases/situacao.ts';
import { createSuporte } from './use-cases/suporte.ts';

export type OperadorDeps = {
  db: Db;
  clock: () => Date;
  convite: ConviteEmpresa;
  hq: HqService;
  limites: LimitesAcesso;
  planos: PlanosDaOperadora;
  log: { error: (obj: object, msg: string) => void };
};

type Comando<A extends unknown[], R> = (auth: AuthContext, ...args: A) => Promise<R>;
/** Toda operação da tela confere antes que quem chama é a operadora (empresa 1). */
const daOperadora =
  <A extends unknown[], R>(f: Comando<A, R>): Comando<A, R> =>
  (auth, ...args) =>
    f(exigirOperador(auth), ...args);

/** Tela do operador (spec §2, empresa 1): empresas clientes, configurações e suporte. */
export const createOperadorService = (deps: OperadorDeps) => {
  const { db } = deps;
  const configuracao = createConfiguracao(deps);
  const suporte = createSuporte(deps);
  const alterarSituacao = createAlterarSituacao(deps);

  const listEmpresas = async (
    auth: AuthContext,
    f: Required<Omit<EmpresasFiltro, 'search'>> & {
      search?: string;
    },
  ): Promise<EmpresasPagina> => {
    const r = await empresasRepository(db).listPagina({
      ...pagina(f),
      search: f.search || undefined,
    });
    return {
      itens: r.itens.map(
        paraEmpresaCliente(await deps.planos.nomesVigentes(auth, competenciaAtual(deps.clock()))),
      ),
      total: r.total,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
    };
  };

  return {
    listEmpresas: daOperadora(listEmpresas),
    criarEmpresa: daOperadora(createCriarEmpresa(deps)),
    suspender: daOperadora((auth, empresaId: number, motivo: string) =>
      alterarSituacao(auth, empresaId, 'suspensa', motivo),
    ),
    reativar: daOperadora((auth, empresaId: number, motivo: string) =>
      alterarSituacao(auth, empresaId, 'ativa', motivo),
    ),
    obterConfiguracao: daOperadora(configuracao.obter),
    alterarConfiguracao: daOperadora(configuracao.alterar),
    listUsuarios: daOperadora(suporte.listUsuarios),
    emitirSuporte: daOperadora(suporte.emitir),
    listSessoesSuporte: daOperadora(suporte.listSessoes),
    listAcoesSuporte: daOperadora(suporte.listAcoes),
  };
};
export type OperadorService = ReturnType<typeof createOperadorService>;

/**
 * O que a sessão confere a cada login e a cada prazo do cache (auth, pelo `buildApp`): empresa
 * suspensa e rotas dos módulos desligados.
 */
export const createRestricoesEmpresa =
  (db: Db): RestricoesEmpresa =>
  async (empresaId) => {
    const r = await empresaClienteRepository({ db, empresaId }).findRestricoes();
    return {
      suspensa: r?.situacao === 'suspensa',
      rotasBloqueadas: rotasBloqueadas(r?.modulos ?? []),
    };
  };
