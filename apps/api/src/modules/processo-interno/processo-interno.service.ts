import type {
  GerenciarProcessoBody,
  SolicitacaoProcesso,
  SolicitarProcessoBody,
} from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { ArquivoRecebido } from '../../shared/multipart.ts';
import { type AvisosDeps, createAvisos } from './processo-interno.avisos.ts';
import { processoInternoRepository } from './processo-interno.repository.ts';
import type { Deps } from './use-cases/comum.ts';
import { createConsultas } from './use-cases/consultas.ts';
import { createCancelar, createGerenciar } from './use-cases/gerenciar.ts';
import { createSolicitar } from './use-cases/solicitar.ts';
import { createTipos } from './use-cases/tipos.ts';

export type ProcessoInternoDeps = Deps & AvisosDeps;

export const MENSAGENS = {
  tipoSalvo: 'Tipo de processo salvo.',
  solicitado: 'Processo solicitado. Acompanhe o andamento em Meus processos.',
  reenviado: 'Processo reenviado para análise.',
  cancelado: 'Processo cancelado.',
  acao: {
    Aprovar: 'Etapa aprovada.',
    Reprovar: 'Processo reprovado.',
    Devolver: 'Processo devolvido para correção.',
    Concluir: 'Processo concluído.',
  },
} as const;

/**
 * Processos internos: o RH define os tipos, o colaborador pede com anexos, o gestor imediato ou o
 * RH decidem cada etapa; cada escrita é uma transação com histórico e auditoria, e a outra parte
 * é avisada depois do commit.
 */
export const createProcessoInternoService = (deps: ProcessoInternoDeps) => {
  const consultas = createConsultas(deps);
  const solicitar = createSolicitar(deps);
  const gerenciar = createGerenciar(deps);
  const cancelar = createCancelar(deps);
  const avisos = createAvisos(deps);
  /** Depois do commit: relê o pedido e avisa quem pediu ou o gestor imediato. */
  const avisando = async (auth: AuthContext, id: number): Promise<SolicitacaoProcesso> => {
    const s = await consultas.obter(auth, id);
    const r = processoInternoRepository({ db: deps.db, empresaId: auth.empresaId });
    const colaborador = await r.findUsuario(s.usuarioId);
    const gestor = colaborador?.gestorId ? await r.findUsuario(colaborador.gestorId) : undefined;
    await avisos.depois(auth, s, { colaborador, gestor });
    return s;
  };
  return {
    ...consultas,
    tipos: createTipos(deps),
    solicitar: async (
      auth: AuthContext,
      b: SolicitarProcessoBody,
      arquivos: Record<string, ArquivoRecebido>,
    ) => avisando(auth, await solicitar(auth, b, arquivos)),
    gerenciar: async (auth: AuthContext, b: GerenciarProcessoBody) =>
      avisando(auth, await gerenciar(auth, b)),
    cancelar: async (
      auth: AuthContext,
      b: { processoId: number; comentario?: string | undefined },
    ) => consultas.obter(auth, await cancelar(auth, b)),
  };
};

export type ProcessoInternoService = ReturnType<typeof createProcessoInternoService>;
