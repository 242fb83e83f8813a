import type { GerenciarProcessoBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { canDecidir } from '../processo-interno.permissao.ts';
import type { ProcessoRow } from '../processo-interno.repository.ts';
import { auditar, type Deps, exigirProcesso, repo } from './comum.ts';

type Transicao = { status: ProcessoRow['status']; etapaAtual: number };

const conflito = (mensagem: string) => new AppError('TRANSICAO_INVALIDA', mensagem, 409, 'acao');

/**
 * O próximo estado de uma ação na etapa atual (docs/decisoes/processos-internos.md): aprovar
 * passa à etapa seguinte ou, na última, aprova; reprovar e devolver pedem comentário; concluir
 * fecha um aprovado (ou a última etapa direto).
 */
const proximo = (p: ProcessoRow, b: GerenciarProcessoBody): Transicao => {
  const ultima = p.etapaAtual >= p.etapas.length - 1;
  if (b.acao === 'Concluir') {
    if (p.status === 'Aprovado' || (p.status === 'EmAnalise' && ultima))
      return { status: 'Concluido', etapaAtual: p.etapaAtual };
    throw conflito('Só um processo aprovado ou na última etapa pode ser concluído.');
  }
  if (p.status !== 'EmAnalise')
    throw conflito('Este processo não está em análise: não há etapa a decidir.');
  if ((b.acao === 'Reprovar' || b.acao === 'Devolver') && !b.comentario)
    throw new AppError(
      'COMENTARIO_OBRIGATORIO',
      b.acao === 'Reprovar'
        ? 'Informe o motivo da reprovação.'
        : 'Informe o que o colaborador deve corrigir.',
      400,
      'comentario',
    );
  if (b.acao === 'Reprovar') return { status: 'Reprovado', etapaAtual: p.etapaAtual };
  if (b.acao === 'Devolver') return { status: 'Devolvido', etapaAtual: p.etapaAtual };
  return ultima
    ? { status: 'Aprovado', etapaAtual: p.etapaAtual }
    : { status: 'EmAnalise', etapaAtual: p.etapaAtual + 1 };
};

/** POST /GerenciarProcessoInterno: a ação de quem decide a etapa atual, com o comentário. */
export const createGerenciar =
  ({ db, clock }: Deps) =>
  (auth: AuthContext, b: GerenciarProcessoBody) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      await r.lockProcesso(b.processoId);
      const antes = await exigirProcesso(tx, auth, b.processoId);
      if (antes.usuarioId === auth.usuarioId)
        throw semPermissao('Um processo seu é decidido pelo seu gestor ou pelo RH.');
      if (antes.status !== 'EmAnalise' && antes.status !== 'Aprovado')
        throw conflito(
          antes.status === 'Devolvido'
            ? 'Este processo está com o colaborador para correção.'
            : 'Este processo já foi encerrado.',
        );
      if (!canDecidir(auth, antes))
        throw semPermissao('Só quem responde pela etapa atual decide este processo.');
      const t = proximo(antes, b);
      const agora = clock();
      await r.updateProcesso(antes.id, { ...t, atualizadoEm: agora });
      await r.insertHistorico({
        processoId: antes.id,
        acao: b.acao,
        etapa: antes.etapaAtual,
        comentario: b.comentario || null,
        autorId: auth.usuarioId,
        criadoEm: agora,
      });
      await auditar(tx, auth, agora, {
        entidade: 'processo_interno',
        id: antes.id,
        acao: b.acao.toLowerCase(),
        antes: { status: antes.status, etapaAtual: antes.etapaAtual },
        depois: { ...t, comentario: b.comentario ?? null },
      });
      return antes.id;
    });

/** POST /CancelarProcessoInterno: quem pediu desiste, enquanto ninguém decidiu o fim. */
export const createCancelar =
  ({ db, clock }: Deps) =>
  (auth: AuthContext, b: { processoId: number; comentario?: string | undefined }) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      await r.lockProcesso(b.processoId);
      const antes = await exigirProcesso(tx, auth, b.processoId);
      if (antes.usuarioId !== auth.usuarioId)
        throw semPermissao('Só quem pediu cancela o próprio processo.');
      if (antes.status !== 'EmAnalise' && antes.status !== 'Devolvido')
        throw conflito('Um processo já decidido não pode ser cancelado.');
      const agora = clock();
      await r.updateProcesso(antes.id, { status: 'Cancelado', atualizadoEm: agora });
      await r.insertHistorico({
        processoId: antes.id,
        acao: 'Cancelar',
        etapa: antes.etapaAtual,
        comentario: b.comentario || null,
        autorId: auth.usuarioId,
        criadoEm: agora,
      });
      await auditar(tx, auth, agora, {
        entidade: 'processo_interno',
        id: antes.id,
        acao: 'cancelar',
        antes: { status: antes.status },
        depois: { status: 'Cancelado' },
      });
      return antes.id;
    });
