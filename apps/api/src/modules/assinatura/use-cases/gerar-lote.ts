import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorJob, registrarAuditoria } from '../../auditoria/index.ts';
import {
  type AssinaturaDeps,
  type DadosEnvio,
  FILA_ASSINATURA_ENVIO,
  URL_DOCUMENTOS,
} from '../assinatura.deps.ts';
import { nomeAscii } from '../assinatura.mapeamento.ts';
import { sha256 } from '../assinatura.pdf.ts';
import { assinaturaRepository } from '../assinatura.repository.ts';
import { loteAssinaturaRepository } from '../assinatura-lote.repository.ts';

/** Pessoas por leva: cada leva gera os PDFs e os grava numa transação (o progresso anda). */
export const LEVA_ENVIO_ASSINATURA = 20;

/** O servidor está encerrando: o job para entre duas levas e o pg-boss o repete depois. */
export class EnvioInterrompido extends Error {
  override name = 'EnvioInterrompido';
}

export const FALHA_INESPERADA =
  'Falha inesperada ao gerar o documento desta pessoa. Envie de novo para ela.';

type Lote = NonNullable<
  Awaited<ReturnType<ReturnType<typeof loteAssinaturaRepository>['findLote']>>
>;
type Pendente = { usuarioId: number; holeriteId: number | null };
type Pdf = { nomeArquivo: string; conteudo: Buffer };

/**
 * O contexto de quem enviou, reconstruído do lote: a mesma pessoa, empresa, sessão de suporte e
 * rotas do menu do momento do envio — o job gera cada PDF com as permissões da requisição.
 */
export const contextoDoLote = (empresaId: number, l: Lote): AuthContext => ({
  usuarioId: l.enviadoPorId,
  empresaId,
  rotas: new Set(l.rotas),
  ...(l.hqSuporteId ? { hqSuporteId: l.hqSuporteId } : {}),
});

/** O PDF de uma pessoa pelo mesmo serviço da requisição (espelho, holerite) ou o PDF do lote. */
const createGerador = (
  deps: AssinaturaDeps,
  auth: AuthContext,
  l: Lote,
  arquivo: Buffer | null,
) => {
  const competencia = l.competencia ?? '';
  const [ano, mes] = competencia.split('-').map(Number) as [number, number];
  return async (p: Pendente): Promise<Pdf> => {
    if (l.tipo === 'espelho') return deps.espelhoPdf(auth, { usuarioId: p.usuarioId, ano, mes });
    if (l.tipo === 'holerite') {
      if (!p.holeriteId) throw new AppError('HOLERITE_AUSENTE', 'Holerite não encontrado.', 404);
      const h = await deps.holerites.arquivo(auth, p.holeriteId);
      return { nomeArquivo: h.nome, conteudo: h.conteudo };
    }
    if (!arquivo) throw new AppError('PDF_AUSENTE', 'O PDF do envio não está mais guardado.', 410);
    const nome = (l.nomeArquivo ?? 'documento.pdf').replace(/\.pdf$/i, '');
    return { nomeArquivo: `${nomeAscii(nome)}.pdf`, conteudo: arquivo };
  };
};

/**
 * O job do envio: gera o documento de cada pessoa pendente, em levas; cada leva grava numa
 * transação os documentos, a trilha, a auditoria e a posição de cada pessoa (enviado ou erro, com
 * o motivo) — o progresso é a contagem dessas posições. Retomável: só os pendentes são gerados, e
 * o índice único (lote, pessoa) impede um segundo documento. Cada pessoa é avisada quando o seu
 * documento fica pronto; antes disso ela não o vê. No fim o lote fica `enviado`.
 */
export const gerarLote = async (
  deps: AssinaturaDeps,
  { empresaId, loteId }: DadosEnvio,
  leva = LEVA_ENVIO_ASSINATURA,
) => {
  const { db } = deps;
  const lotes = loteAssinaturaRepository({ db, empresaId });
  const l = await lotes.findLote(loteId);
  // Job repetido depois de concluído: nada a fazer.
  if (l?.situacao !== 'gerando') return;
  const auth = contextoDoLote(empresaId, l);
  const arquivo =
    l.tipo === 'espelho' || l.tipo === 'holerite' ? null : await lotes.findArquivo(loteId);
  const gerar = createGerador(deps, auth, l, arquivo);
  for (;;) {
    if (deps.interrompido?.()) throw new EnvioInterrompido('a fila está encerrando');
    const pendentes = await lotes.listPendentes(loteId, leva);
    if (pendentes.length === 0) break;
    const prontos: (Pendente & Pdf)[] = [];
    const falhas: { usuarioId: number; erro: string }[] = [];
    for (const p of pendentes) {
      try {
        prontos.push({ ...p, ...(await gerar(p)) });
      } catch (erro) {
        if (!(erro instanceof AppError))
          deps.log?.error({ err: erro, loteId, usuarioId: p.usuarioId }, 'envio para assinatura');
        falhas.push({
          usuarioId: p.usuarioId,
          erro: erro instanceof AppError ? erro.message : FALHA_INESPERADA,
        });
      }
    }
    const novos = await gravarLeva(deps, empresaId, l, prontos, falhas);
    for (const d of novos)
      deps.notificar?.(empresaId, d.usuarioId, {
        titulo: 'Documento para assinar',
        mensagem: `${l.titulo}: revise e assine no Jornada.`,
        url: URL_DOCUMENTOS,
      });
  }
  await concluirLote(deps, empresaId, loteId);
};

/** Uma leva numa transação; devolve os documentos criados agora (não os de um job anterior). */
const gravarLeva = (
  deps: AssinaturaDeps,
  empresaId: number,
  l: Lote,
  prontos: (Pendente & Pdf)[],
  falhas: { usuarioId: number; erro: string }[],
) =>
  deps.db.transaction(async (tx) => {
    const repo = assinaturaRepository({ db: tx, empresaId });
    const lotes = loteAssinaturaRepository({ db: tx, empresaId });
    const em = deps.clock();
    const novos = prontos.length
      ? await repo.insertDocumentos(
          prontos.map((p) => ({
            loteId: l.id,
            tipo: l.tipo,
            titulo: l.titulo,
            competencia: l.competencia,
            usuarioId: p.usuarioId,
            enviadoPorId: l.enviadoPorId,
            enviadoEm: l.enviadoEm,
            nomeArquivo: p.nomeArquivo,
            original: p.conteudo,
            sha256: sha256(p.conteudo),
          })),
        )
      : [];
    await repo.insertEventos(
      novos.map((d) => ({
        documentoId: d.id,
        evento: 'enviado',
        usuarioId: l.enviadoPorId,
        em,
        ip: l.ip,
        userAgent: l.userAgent,
      })),
    );
    if (novos.length)
      await registrarAuditoria(
        tx,
        novos.map((d) => ({
          empresaId,
          ator: atorJob(FILA_ASSINATURA_ENVIO),
          entidade: 'documento_assinatura',
          entidadeId: d.id,
          acao: 'enviar',
          depois: {
            loteId: l.id,
            tipo: l.tipo,
            titulo: l.titulo,
            competencia: l.competencia,
            usuarioId: d.usuarioId,
            enviadoPorId: l.enviadoPorId,
          },
          em,
        })),
      );
    // Quem já tinha o documento (job repetido no meio da leva) fica com o que existe.
    const ids = new Map((await lotes.listDocumentosDe(l.id)).map((d) => [d.usuarioId, d.id]));
    for (const p of prontos) await lotes.marcarEnviado(l.id, p.usuarioId, ids.get(p.usuarioId)!);
    for (const f of falhas) await lotes.marcarErro(l.id, f.usuarioId, f.erro);
    return novos;
  });

/** Fecha o lote: `enviado`, concluído agora, PDF guardado apagado, auditado pelo job. */
export const concluirLote = (deps: AssinaturaDeps, empresaId: number, loteId: string) =>
  deps.db.transaction(async (tx) => {
    const lotes = loteAssinaturaRepository({ db: tx, empresaId });
    const em = deps.clock();
    const [fechado] = await lotes.concluir(loteId, em);
    if (!fechado) return;
    const contagem = Object.fromEntries(
      (await lotes.contarPorSituacao(loteId)).map((c) => [c.situacao, c.n]),
    );
    await registrarAuditoria(tx, {
      empresaId,
      ator: atorJob(FILA_ASSINATURA_ENVIO),
      entidade: 'documento_assinatura_lote',
      entidadeId: loteId,
      acao: 'concluir',
      depois: { enviados: contagem.enviado ?? 0, erros: contagem.erro ?? 0 },
      em,
    });
  });

/**
 * Falha do lote inteiro (não de uma pessoa): os pendentes ficam com o motivo e o lote termina,
 * para a tela não esperar para sempre. Interrupção do servidor não passa por aqui (o job volta).
 */
export const registrarFalhaDoLote = async (
  deps: AssinaturaDeps,
  dados: DadosEnvio,
  erro: unknown,
) => {
  await loteAssinaturaRepository({
    db: deps.db,
    empresaId: dados.empresaId,
  }).marcarPendentesComErro(
    dados.loteId,
    erro instanceof AppError ? erro.message : FALHA_INESPERADA,
  );
  await concluirLote(deps, dados.empresaId, dados.loteId);
};
