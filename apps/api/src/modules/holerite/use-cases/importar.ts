import { createHash } from 'node:crypto';
import type { ImportacaoPrevia } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe } from '../../auditoria/index.ts';
import { pdfsDoEnvio } from '../holerite.divisao.ts';
import { nomeDoTipo, paraPrevia } from '../holerite.mapeamento.ts';
import { holeriteRepository } from '../holerite.repository.ts';
import { type DadosDivisao, dividirLote, registrarFalha } from './dividir.ts';

export type ArquivoHolerites = { nome: string; bytes: Buffer };
export type OpcoesImportacao = { holeriteTipoId: number; competencia: string };

export type DepsImportacao = {
  db: Db;
  clock: () => Date;
  /** Enfileira a divisão (pg-boss, ligado no buildApp); sem fila, ela roda na requisição. */
  enfileirarDivisao?: ((dados: DadosDivisao) => Promise<string | null>) | undefined;
};

/**
 * POST /importacao: confere o formato (PDF ou ZIP com PDFs), grava numa transação o rascunho "na
 * fila" com o arquivo recebido e enfileira a divisão (job `holerite-divisao`); a prévia fica
 * pronta quando o job termina (GET /importacao/lote/{loteId} mostra o progresso). Sem fila neste
 * servidor, a divisão roda na própria requisição e a resposta já traz a prévia (ou o erro).
 */
export const importarHolerites = async (
  deps: DepsImportacao,
  auth: AuthContext,
  arquivo: ArquivoHolerites,
  opcoes: OpcoesImportacao,
): Promise<ImportacaoPrevia> => {
  const { db, clock } = deps;
  // Formato errado recusa na hora (400), sem criar o lote.
  pdfsDoEnvio(arquivo.nome, new Uint8Array(arquivo.bytes));
  const agora = clock();
  const lote = await db.transaction(async (tx) => {
    const repo = holeriteRepository({ db: tx, empresaId: auth.empresaId });
    const novo = await repo.insertLote({
      holeriteTipoId: opcoes.holeriteTipoId,
      competencia: opcoes.competencia,
      nomeArquivo: arquivo.nome,
      sha256: createHash('sha256').update(arquivo.bytes).digest('hex'),
      paginas: 0,
      naoIdentificadas: [],
      situacao: 'rascunho',
      processamento: 'na_fila',
      autorId: auth.usuarioId,
      criadoEm: agora,
    });
    await repo.insertArquivo(novo.id, arquivo.bytes);
    await repo.auditar([
      {
        ator: atorDe(auth),
        entidade: 'holerite_lote',
        entidadeId: novo.id,
        acao: 'importar',
        depois: {
          arquivo: arquivo.nome,
          tamanho: arquivo.bytes.length,
          tipo: nomeDoTipo(opcoes.holeriteTipoId),
          competencia: opcoes.competencia,
        },
        em: agora,
      },
    ]);
    return novo;
  });
  const dados = { empresaId: auth.empresaId, loteId: lote.id };
  const repo = holeriteRepository({ db, empresaId: auth.empresaId });
  if (deps.enfileirarDivisao) {
    // Depois do commit (no PGlite a fila usa a mesma sessão: nunca dentro da transação).
    const jobId = await deps.enfileirarDivisao(dados);
    await repo.atualizarAndamento(lote.id, { jobId });
  } else {
    try {
      await dividirLote({ db, clock }, dados);
    } catch (erro) {
      await registrarFalha(db, dados, erro);
      throw erro;
    }
  }
  const atual = await repo.findLote(lote.id);
  if (!atual) throw new AppError('HOLERITE_LOTE_EXCLUIDO', 'A importação foi excluída.', 404);
  return paraPrevia(atual, await repo.listDoLote(lote.id));
};
