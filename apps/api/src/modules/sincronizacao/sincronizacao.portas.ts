import type {
  ColaboradorDados,
  ColaboradorWire,
  SalvarAusenciaBody,
  TipoSincronizacao,
} from '@jornada/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';

type Opcao = { id: number; nome: string };

/**
 * O que a sincronização usa dos módulos donos dos dados, ligado pelo `buildApp`
 * (montar-sincronizacao.ts) sobre o banco ou a transação do lote: as escritas passam pelas mesmas
 * regras, AFD tipo 5 e auditoria das telas de cada um.
 */
export type PortasSincronizacao = {
  obterColaborador: (auth: AuthContext, id: number) => Promise<ColaboradorWire>;
  opcoes: (
    auth: AuthContext,
  ) => Promise<{ filiais: Opcao[]; departamentos: Opcao[]; cargos: Opcao[] }>;
  listSindicatos: (auth: AuthContext) => Promise<Opcao[]>;
  incluirColaborador: (auth: AuthContext, d: ColaboradorDados) => Promise<{ id: number }>;
  atualizarColaborador: (auth: AuthContext, id: number, d: ColaboradorDados) => Promise<unknown>;
  registrarAusencia: (auth: AuthContext, b: SalvarAusenciaBody) => Promise<unknown>;
  definirSindicato: (
    auth: AuthContext,
    usuarioId: number,
    sindicatoId: number | null,
  ) => Promise<unknown>;
};

/** As portas sobre um banco (ou a transação da confirmação: cada escrita vira um savepoint). */
export type PortasSobre = (db: Db | Tx) => PortasSincronizacao;

/** Uma ação da confirmação, decidida na avaliação da linha. */
export type AcaoLinha =
  | { tipo: 'incluir'; dados: ColaboradorDados }
  | { tipo: 'atualizar'; id: number; dados: ColaboradorDados }
  | { tipo: 'ausencia'; dados: SalvarAusenciaBody }
  | { tipo: 'sindicato'; usuarioId: number; sindicatoId: number };

export type TipoLote = TipoSincronizacao;
