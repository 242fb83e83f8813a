import { createHash } from 'node:crypto';
import type { PaginaNaoIdentificada } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorJob } from '../../auditoria/index.ts';
import {
  createMontador,
  type PaginaOrigem,
  type PdfRecebido,
  paginasDoPdf,
  pdfsDoEnvio,
} from '../holerite.divisao.ts';
import {
  identificarPagina,
  montarCadastro,
  type PessoaHolerite,
} from '../holerite.identificacao.ts';
import { nomeDoTipo } from '../holerite.mapeamento.ts';
import { holeriteRepository } from '../holerite.repository.ts';

/** Nome da fila da divisão de holerites no pg-boss (e ator da auditoria do job). */
export const FILA_HOLERITE_DIVISAO = 'holerite-divisao';

/** Dados de um job de divisão. */
export type DadosDivisao = { empresaId: number; loteId: number };

/** O servidor está encerrando: o job para entre dois holerites e o pg-boss o repete depois. */
export class DivisaoInterrompida extends Error {
  override name = 'DivisaoInterrompida';
}

type Dono = { pessoa: PessoaHolerite; por: 'cpf' | 'matricula'; paginas: PaginaOrigem[] };

/** Limite de páginas listadas como não identificadas na prévia (as demais só contam). */
const LIMITE_LISTA = 1000;

export type DepsDivisao = {
  db: Db;
  clock: () => Date;
  /** Verdadeiro quando a fila está parando (o job interrompe entre holerites). */
  interrompido?: () => boolean;
};

/** Grava o progresso a cada 1% das páginas (a barra não anda em passos menores). */
const createProgresso = (
  repo: ReturnType<typeof holeriteRepository>,
  loteId: number,
  total: number,
) => {
  const passo = Math.max(1, Math.floor(total / 100));
  let gravado = 0;
  return async (etapa: 'leitura' | 'montagem', feitas: number) => {
    if (feitas - gravado < passo && feitas !== total && feitas !== 0) return;
    gravado = feitas;
    await repo.atualizarAndamento(loteId, { etapa, paginasProcessadas: feitas });
  };
};

/** Etapa 1: lê o texto página a página e junta as páginas de cada dono, na ordem do arquivo. */
const lerPaginas = async (
  pdfs: PdfRecebido[],
  pessoas: PessoaHolerite[],
  progredir: (feitas: number) => Promise<void>,
) => {
  const cadastro = montarCadastro(pessoas);
  const donos = new Map<number, Dono>();
  const naoIdentificadas: PaginaNaoIdentificada[] = [];
  let lidas = 0;
  for (const pdf of pdfs) {
    for await (const p of paginasDoPdf(pdf)) {
      lidas += 1;
      await progredir(lidas);
      const id = identificarPagina(p.texto, cadastro);
      if (id.tipo === 'nao-identificada') {
        if (naoIdentificadas.length < LIMITE_LISTA)
          naoIdentificadas.push({
            arquivo: p.arquivo,
            pagina: p.pagina,
            identificador: id.identificador,
            motivo: id.motivo,
          });
        continue;
      }
      const dono = donos.get(id.pessoa.id) ?? { pessoa: id.pessoa, por: id.por, paginas: [] };
      dono.paginas.push({ arquivo: p.arquivo, pagina: p.pagina });
      donos.set(id.pessoa.id, dono);
    }
  }
  return { donos: [...donos.values()], naoIdentificadas };
};

/**
 * O job da divisão: lê o arquivo guardado no lote, reconhece o dono de cada página e grava um PDF
 * por pessoa (cada um na sua transação, montado e solto antes do próximo). Retomável: quem já tem
 * o PDF no lote é pulado, e o índice único (lote, pessoa) impede duplicar. No fim, numa transação,
 * a prévia fica pronta (`concluida`), o arquivo recebido é apagado e a divisão é auditada.
 */
export const dividirLote = async (deps: DepsDivisao, { empresaId, loteId }: DadosDivisao) => {
  const { db } = deps;
  const repo = holeriteRepository({ db, empresaId });
  const lote = await repo.findLote(loteId);
  // Excluído antes de o job rodar, ou já terminado (job repetido): nada a fazer.
  if (!lote || lote.processamento === 'concluida' || lote.processamento === 'falhou') return;
  const bytes = await repo.findArquivo(loteId);
  if (!bytes) return;
  await repo.atualizarAndamento(loteId, {
    processamento: 'processando',
    etapa: 'leitura',
    paginasProcessadas: 0,
  });
  const pdfs = pdfsDoEnvio(lote.nomeArquivo, new Uint8Array(bytes));
  const montador = createMontador(pdfs);
  const paginas = await montador.contarPaginas();
  if (paginas === 0)
    throw new AppError(
      'HOLERITE_SEM_PAGINAS',
      'O arquivo enviado não tem páginas.',
      400,
      'arquivos',
    );
  await repo.atualizarAndamento(loteId, { paginas });
  const progresso = createProgresso(repo, loteId, paginas);
  const { donos, naoIdentificadas } = await lerPaginas(pdfs, await repo.listPessoas(), (n) =>
    progresso('leitura', n),
  );

  const prontos = new Set(await repo.usuariosDoLote(loteId));
  const tipo = nomeDoTipo(lote.holeriteTipoId);
  let montadas = 0;
  await progresso('montagem', 0);
  for (const dono of donos) {
    if (deps.interrompido?.()) throw new DivisaoInterrompida('a fila está encerrando');
    if (!prontos.has(dono.pessoa.id)) {
      const conteudo = await montador.montar(
        dono.paginas,
        `Holerite ${tipo} ${lote.competencia} — ${dono.pessoa.nome}`,
      );
      await db.transaction((tx) =>
        holeriteRepository({ db: tx, empresaId }).insertHoleriteSeNovo({
          loteId,
          usuarioId: dono.pessoa.id,
          paginas: dono.paginas.map((p) => p.pagina),
          identificadoPor: dono.por,
          tamanho: conteudo.length,
          sha256: createHash('sha256').update(conteudo).digest('hex'),
          conteudo,
        }),
      );
    }
    montadas += dono.paginas.length;
    await progresso('montagem', montadas);
  }

  await db.transaction(async (tx) => {
    const r = holeriteRepository({ db: tx, empresaId });
    await r.deleteHoleritesForaDe(
      loteId,
      donos.map((d) => d.pessoa.id),
    );
    await r.atualizarAndamento(loteId, {
      processamento: 'concluida',
      etapa: null,
      paginas,
      paginasProcessadas: paginas,
      naoIdentificadas,
      erro: null,
    });
    await r.deleteArquivo(loteId);
    await r.auditar([
      {
        ator: atorJob(FILA_HOLERITE_DIVISAO),
        entidade: 'holerite_lote',
        entidadeId: loteId,
        acao: 'dividir',
        depois: {
          paginas,
          pessoas: donos.length,
          naoIdentificadas: naoIdentificadas.length,
        },
        em: deps.clock(),
      },
    ]);
  });
};

/**
 * Marca a divisão como falha, com o motivo (pt-BR) para o RH, e apaga o arquivo guardado. Um erro
 * inesperado vira uma mensagem genérica (o detalhe vai ao log de quem chama).
 */
export const registrarFalha = (db: Db, { empresaId, loteId }: DadosDivisao, erro: unknown) =>
  db.transaction(async (tx) => {
    const r = holeriteRepository({ db: tx, empresaId });
    await r.atualizarAndamento(loteId, {
      processamento: 'falhou',
      etapa: null,
      erro:
        erro instanceof AppError
          ? erro.message
          : 'Falha inesperada ao dividir o arquivo de holerites. Envie-o de novo.',
    });
    await r.deleteArquivo(loteId);
  });
