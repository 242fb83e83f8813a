import type { ImportacaoAfd, TarefaImportacaoAfd } from '@jornada/contracts';
import { createLeitorAfd } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { Fila } from '../../jobs/fila.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe, atorJob, registrarAuditoria } from '../auditoria/index.ts';
import type { OpcoesImportacaoAfd } from './importacao-afd.contexto.ts';
import { recusaDoLeitor } from './importacao-afd.leitura.ts';
import { linhasDoFluxo } from './importacao-afd.linhas.ts';
import { type ArquivoAfd, type DepsProcessar, processarAfd } from './importacao-afd.processar.ts';
import { importacaoAfdTarefaRepository } from './importacao-afd-tarefa.repository.ts';

/** Nome da fila das importações de AFD no pg-boss. */
export const FILA_IMPORTACAO_AFD = 'importacao-afd';
/** Partes do arquivo guardadas no banco até o job ler (1 MB cada). */
const TAMANHO_PARTE = 1024 * 1024;

type Deps = DepsProcessar & {
  db: Db;
  fila?: Fila | undefined;
  /**
   * O banco aceita outra conexão enquanto a transação da importação está aberta (PostgreSQL):
   * o progresso é gravado a cada lote. No PGlite (uma conexão só) ele sai só no fim.
   */
  progressoParalelo: boolean;
};

type DadosJob = { empresaId: number; tarefaId: number };
type Tarefa = NonNullable<
  Awaited<ReturnType<ReturnType<typeof importacaoAfdTarefaRepository>['findById']>>
>;

const paraContrato = (t: Tarefa): TarefaImportacaoAfd => ({
  id: t.id,
  status: t.status === 'recebendo' ? 'pendente' : (t.status as TarefaImportacaoAfd['status']),
  nomeArquivo: t.nomeArquivo,
  tamanho: t.tamanho,
  processados: t.processados,
  percentual:
    t.status === 'concluida'
      ? 100
      : t.tamanho === 0
        ? 0
        : Math.min(99, Math.floor((t.processados * 100) / t.tamanho)),
  resultado: (t.resultado as ImportacaoAfd | null) ?? null,
  erro: t.erro,
  criadoEm: t.criadoEm.toISOString(),
  concluidoEm: t.concluidoEm?.toISOString() ?? null,
});

/** A primeira linha do arquivo tem de ser de AFD: senão a tarefa nem é criada. */
const conferirPrimeiraLinha = async (pedaco: Uint8Array, nome: string) => {
  const leitor = createLeitorAfd({ nomeArquivo: nome });
  async function* um() {
    yield pedaco;
  }
  for await (const linha of linhasDoFluxo(um())) {
    leitor.lerLinha(linha.bytes, linha.numero, linha.terminador);
    if (leitor.interrompido()) throw recusaDoLeitor(leitor.concluir());
    return;
  }
};

/**
 * Importação de AFD grande na fila (pg-boss): o upload é guardado em partes no banco e a tarefa
 * enfileirada; o job lê as partes em fluxo e importa numa transação, com o progresso em bytes.
 */
export const createImportacaoAfdTarefas = ({ db, fila, progressoParalelo, ...deps }: Deps) => {
  const repoDe = (empresaId: number) => importacaoAfdTarefaRepository({ db, empresaId });

  const enfileirar = async (
    auth: AuthContext,
    arquivo: ArquivoAfd,
    opcoes: OpcoesImportacaoAfd,
  ): Promise<TarefaImportacaoAfd> => {
    if (!fila)
      throw new AppError(
        'FILA_INDISPONIVEL',
        'A fila de processamento não está ativa neste servidor: importe o arquivo direto.',
        503,
      );
    const repo = repoDe(auth.empresaId);
    const id = await repo.insert({
      nomeArquivo: arquivo.nome,
      filialId: opcoes.filialId ?? null,
      numeroRep: opcoes.numeroRep ?? null,
      autorId: auth.usuarioId,
      criadoEm: deps.clock(),
    });
    try {
      let tamanho = 0;
      let ordem = 0;
      let buffer: Buffer[] = [];
      let noBuffer = 0;
      const descarregar = async () => {
        if (noBuffer === 0) return;
        await repo.insertParte(id, ordem, Buffer.concat(buffer));
        ordem += 1;
        buffer = [];
        noBuffer = 0;
      };
      for await (const pedaco of arquivo.conteudo) {
        if (tamanho === 0) await conferirPrimeiraLinha(pedaco, arquivo.nome);
        tamanho += pedaco.length;
        buffer.push(Buffer.from(pedaco));
        noBuffer += pedaco.length;
        if (noBuffer >= TAMANHO_PARTE) await descarregar();
      }
      await descarregar();
      if (tamanho === 0)
        throw new AppError(
          'AFD_INVALIDO',
          'Arquivo AFD (campo arquivos): está vazio.',
          400,
          'arquivos',
        );
      await db.transaction(async (tx) => {
        await importacaoAfdTarefaRepository({ db: tx, empresaId: auth.empresaId }).setRecebida(
          id,
          tamanho,
        );
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'importacao_afd_tarefa',
          entidadeId: id,
          acao: 'criar',
          depois: { arquivo: arquivo.nome, tamanho, ...opcoes },
          em: deps.clock(),
        });
      });
      // Depois do commit (no PGlite a fila usa a mesma sessão: nunca dentro da transação).
      await repo.setJobId(
        id,
        await fila.enviar(FILA_IMPORTACAO_AFD, { empresaId: auth.empresaId, tarefaId: id }),
      );
    } catch (erro) {
      await repo.delete(id);
      throw erro;
    }
    return obter(auth, id);
  };

  const obter = async (auth: AuthContext, id: number) => {
    const t = await repoDe(auth.empresaId).findById(id);
    if (!t) throw naoEncontrado('Importação');
    return paraContrato(t);
  };

  /** O job: importa as partes numa transação; terminada (ou com erro), as partes são apagadas. */
  const executar = async ({ empresaId, tarefaId }: DadosJob) => {
    const repo = repoDe(empresaId);
    const t = await repo.findById(tarefaId);
    if (!t || t.status === 'concluida' || t.status === 'erro' || t.status === 'recebendo') return;
    await repo.setProcessando(tarefaId);
    async function* partes() {
      for (let ordem = 0; ; ordem += 1) {
        const dados = await parteLida(ordem);
        if (!dados) return;
        yield dados;
      }
    }
    let parteLida: (ordem: number) => Promise<Buffer | undefined> = () =>
      Promise.resolve(undefined);
    let gravado = 0;
    const quem = { empresaId, usuarioId: t.autorId, ator: atorJob(FILA_IMPORTACAO_AFD) };
    const opcoes = { filialId: t.filialId ?? undefined, numeroRep: t.numeroRep ?? undefined };
    try {
      const resultado = await db.transaction((tx) => {
        const noTx = importacaoAfdTarefaRepository({ db: tx, empresaId });
        parteLida = (ordem) => noTx.findParte(tarefaId, ordem);
        return processarAfd(tx, deps, quem, {
          arquivo: { nome: t.nomeArquivo, conteudo: partes() },
          opcoes,
          confirmar: true,
          aoProgredir: progressoParalelo
            ? async (lidos) => {
                // Grava a cada 1% (a barra não anda em passos menores).
                if (lidos - gravado < t.tamanho / 100) return;
                gravado = lidos;
                await repo.setProcessados(tarefaId, lidos);
              }
            : undefined,
        });
      });
      await repo.finalizar(tarefaId, {
        status: 'concluida',
        resultado,
        erro: null,
        processados: t.tamanho,
        concluidoEm: deps.clock(),
      });
    } catch (erro) {
      const mensagem =
        erro instanceof AppError ? erro.message : 'Falha inesperada ao importar o AFD.';
      await repo.finalizar(tarefaId, {
        status: 'erro',
        resultado: null,
        erro: mensagem,
        processados: 0,
        concluidoEm: deps.clock(),
      });
      if (!(erro instanceof AppError)) throw erro;
    } finally {
      await repo.deletePartes(tarefaId);
    }
  };

  /** Registra o worker (um job por vez por processo; o pg-boss repete um job interrompido). */
  const registrarWorker = async () => {
    if (!fila) return;
    await fila.criar(FILA_IMPORTACAO_AFD, { retryLimit: 2, retryDelay: 5, expireInSeconds: 3600 });
    await fila.trabalhar(FILA_IMPORTACAO_AFD, (dados) => executar(dados as DadosJob));
  };

  return { enfileirar, obter, executar, registrarWorker };
};
export type ImportacaoAfdTarefas = ReturnType<typeof createImportacaoAfdTarefas>;
