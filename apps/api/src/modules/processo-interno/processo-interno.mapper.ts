import type { SolicitacaoProcesso, TipoProcesso } from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { canDecidir } from './processo-interno.permissao.ts';
import type {
  ProcessoInternoRepository,
  ProcessoRow,
  TipoRow,
} from './processo-interno.repository.ts';

export const paraTipo = (t: TipoRow): TipoProcesso => ({
  id: t.id,
  nome: t.nome,
  descricao: t.descricao,
  campos: t.campos,
  etapas: t.etapas,
  ativo: t.ativo,
  criadoEm: t.criadoEm.toISOString(),
});

/** Pedidos → contrato, com os anexos (sem o conteúdo) e o histórico numa consulta de cada. */
export const paraSolicitacoes = async (
  repo: ProcessoInternoRepository,
  auth: AuthContext,
  linhas: ProcessoRow[],
): Promise<SolicitacaoProcesso[]> => {
  const ids = linhas.map((l) => l.id);
  const [anexos, historico] = await Promise.all([repo.listAnexos(ids), repo.listHistorico(ids)]);
  return linhas.map((p) => ({
    id: p.id,
    tipoId: p.tipoId,
    tipoNome: p.tipoNome,
    usuarioId: p.usuarioId,
    colaboradorNome: p.colaboradorNome,
    status: p.status as SolicitacaoProcesso['status'],
    etapaAtual: p.etapaAtual,
    etapas: p.etapas,
    campos: p.campos,
    respostas: p.respostas,
    anexos: anexos
      .filter((a) => a.processoId === p.id)
      .map((a) => ({
        id: a.id,
        campo: a.campo,
        nome: a.nome,
        tipo: a.tipo,
        tamanho: a.tamanho,
        enviadoEm: a.criadoEm.toISOString(),
      })),
    historico: historico
      .filter((h) => h.processoId === p.id)
      .map((h) => ({
        id: h.id,
        acao: h.acao as SolicitacaoProcesso['historico'][number]['acao'],
        etapa: h.etapa,
        comentario: h.comentario,
        autorId: h.autorId,
        autorNome: h.autorNome,
        em: h.criadoEm.toISOString(),
      })),
    podeDecidir: canDecidir(auth, p),
    solicitadoEm: p.criadoEm.toISOString(),
    atualizadoEm: p.atualizadoEm.toISOString(),
  }));
};
