import type { SolicitarProcessoBody } from '@jornada/contracts';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { auditar, type Deps, exigirProcesso, repo } from './comum.ts';
import { conferirRespostas, type RespostasConferidas } from './respostas.ts';

const gravarAnexos = async (
  tx: Tx,
  auth: AuthContext,
  processoId: number,
  c: RespostasConferidas,
  agora: Date,
) => {
  for (const a of c.anexos)
    await repo(tx, auth).insertAnexo({
      processoId,
      campo: a.campo,
      nome: a.nome,
      tipo: a.tipo,
      tamanho: a.tamanho,
      sha256: a.sha256,
      conteudo: a.conteudo,
      autorId: auth.usuarioId,
      criadoEm: agora,
    });
};

/** Sem o conteúdo dos arquivos na auditoria: o nome, o tamanho e o SHA-256 bastam. */
const resumoAnexos = (c: RespostasConferidas) =>
  c.anexos.map((a) => ({ campo: a.campo, nome: a.nome, tamanho: a.tamanho, sha256: a.sha256 }));

/**
 * POST /SolicitarProcessoInterno: o colaborador pede (para si) um processo de um tipo ativo, com
 * as respostas e os arquivos; com `processoId`, reenvia um pedido devolvido para correção (volta
 * à etapa em que foi devolvido). Uma transação: pedido, anexos, histórico e auditoria.
 */
export const createSolicitar =
  ({ db, clock }: Deps) =>
  (auth: AuthContext, b: SolicitarProcessoBody, arquivos: Record<string, ArquivoRecebido>) =>
    db.transaction(async (tx) => {
      const r = repo(tx, auth);
      const agora = clock();
      if (b.processoId !== undefined) {
        await r.lockProcesso(b.processoId);
        const antes = await exigirProcesso(tx, auth, b.processoId);
        if (antes.usuarioId !== auth.usuarioId || antes.tipoId !== b.tipoId)
          throw naoEncontrado('Processo interno');
        if (antes.status !== 'Devolvido')
          throw new AppError(
            'PROCESSO_NAO_DEVOLVIDO',
            'Só um processo devolvido para correção pode ser reenviado.',
            409,
            'processoId',
          );
        const enviados = new Set((await r.listAnexos([antes.id])).map((a) => a.campo));
        const c = conferirRespostas(antes.campos, b.respostas, arquivos, enviados);
        // Um arquivo não reenviado continua valendo: a resposta guarda o nome do último enviado.
        const respostas = { ...pick(antes.respostas, enviados), ...c.respostas };
        await r.updateProcesso(antes.id, { status: 'EmAnalise', respostas, atualizadoEm: agora });
        await gravarAnexos(tx, auth, antes.id, c, agora);
        await r.insertHistorico({
          processoId: antes.id,
          acao: 'Reenviar',
          etapa: antes.etapaAtual,
          comentario: b.comentario || null,
          autorId: auth.usuarioId,
          criadoEm: agora,
        });
        await auditar(tx, auth, agora, {
          entidade: 'processo_interno',
          id: antes.id,
          acao: 'reenviar',
          antes: { status: antes.status, respostas: antes.respostas },
          depois: { status: 'EmAnalise', respostas, anexos: resumoAnexos(c) },
        });
        return antes.id;
      }
      const tipo = await r.findTipo(b.tipoId);
      if (!tipo) throw naoEncontrado('Tipo de processo');
      if (!tipo.ativo)
        throw new AppError(
          'TIPO_INATIVO',
          'Este tipo de processo não aceita novos pedidos.',
          409,
          'tipoId',
        );
      const c = conferirRespostas(tipo.campos, b.respostas, arquivos);
      const id = await r.insertProcesso({
        tipoId: tipo.id,
        usuarioId: auth.usuarioId,
        status: 'EmAnalise',
        etapaAtual: 0,
        campos: tipo.campos,
        etapas: tipo.etapas,
        respostas: c.respostas,
        criadoEm: agora,
        atualizadoEm: agora,
      });
      await gravarAnexos(tx, auth, id, c, agora);
      await r.insertHistorico({
        processoId: id,
        acao: 'Solicitar',
        etapa: 0,
        comentario: b.comentario || null,
        autorId: auth.usuarioId,
        criadoEm: agora,
      });
      await auditar(tx, auth, agora, {
        entidade: 'processo_interno',
        id,
        acao: 'solicitar',
        depois: { tipoId: tipo.id, respostas: c.respostas, anexos: resumoAnexos(c) },
      });
      return id;
    });

const pick = (o: Record<string, string>, chaves: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => chaves.has(k)));
