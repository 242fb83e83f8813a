import { createHash } from 'node:crypto';
import type { ImportacaoAfd } from '@jornada/contracts';
import { createLeitorAfd, type MarcacaoAfd, type ResumoLeituraAfd } from '@jornada/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import type { Ator } from '../auditoria/index.ts';
import { exigirCompetenciaAberta } from '../competencia/index.ts';
import {
  type Contexto,
  type OpcoesImportacaoAfd,
  resolverContexto,
  sondarPrimeiraLinha,
} from './importacao-afd.contexto.ts';
import { afdDeRepP, recusaDoLeitor } from './importacao-afd.leitura.ts';
import { linhasDoFluxo } from './importacao-afd.linhas.ts';
import {
  conferirRecusadas,
  createClassificador,
  type MarcacaoNova,
  novaContagem,
} from './importacao-afd.lote.ts';
import { type ColaboradorAfd, importacaoAfdRepository } from './importacao-afd.repository.ts';

/** O arquivo como chega: nome e o conteúdo em pedaços (fluxo do upload), nunca inteiro. */
export type ArquivoAfd = { nome: string; conteudo: AsyncIterable<Uint8Array> };

/** Marcações classificadas e gravadas por lote: memória limitada a um lote. */
const TAMANHO_LOTE = 5000;

export type DepsProcessar = {
  clock: () => Date;
  /** Do módulo colaborador (o PIS fica no cadastro dele), recebido de `buildApp`. */
  colaboradoresPorPis: (escopo: Escopo, piss: string[]) => Promise<Map<string, ColaboradorAfd>>;
};

/** Quem importa: a empresa, o autor gravado na importação e o ator da auditoria. */
export type QuemImporta = { empresaId: number; usuarioId: number; ator: Ator };

export type Processamento = {
  arquivo: ArquivoAfd;
  opcoes: OpcoesImportacaoAfd;
  confirmar: boolean;
  /** Chamado depois de cada lote com os bytes do arquivo já lidos (barra de progresso). */
  aoProgredir?: (bytesLidos: number) => Promise<void>;
};

/**
 * Lê o AFD do fluxo, linha a linha, pelo leitor do domínio (a primeira linha que não é de AFD
 * recusa o arquivo na hora), classifica as marcações por lote e, confirmando, grava as novas na
 * transação recebida. Nada a gravar: nem REP nem registro de importação.
 */
export const processarAfd = async (
  tx: Tx,
  deps: DepsProcessar,
  quem: QuemImporta,
  { arquivo, opcoes, confirmar, aoProgredir }: Processamento,
): Promise<ImportacaoAfd> => {
  const repo = importacaoAfdRepository({ db: tx, empresaId: quem.empresaId });
  const agora = deps.clock();
  const leitor = createLeitorAfd({ nomeArquivo: arquivo.nome });
  const hash = createHash('sha256');
  let bytesLidos = 0;
  const c = novaContagem();
  const classificar = createClassificador({
    repo,
    porPis: (piss) => deps.colaboradoresPorPis({ db: tx, empresaId: quem.empresaId }, piss),
    mapeados: await repo.listVinculos(),
    contagem: c,
  });
  let ctx: Contexto | null = null;
  let lote: MarcacaoAfd[] = [];

  const garantirRegistro = async (contexto: Contexto) => {
    if (contexto.repId === null) {
      const { tipo, numero, idEmpregador, filialId } = contexto.rep;
      const novo = { tipo, numero, idEmpregador, filialId, ...contexto.cadastro };
      contexto.repId = (await repo.insertRep({ ...novo, fuso: contexto.fuso, criadoEm: agora })).id;
      contexto.repNovo = true;
    }
    if (contexto.importacaoId === null) {
      contexto.importacaoId = (
        await repo.insertImportacao({
          repExternoId: contexto.repId,
          nomeArquivo: arquivo.nome,
          sha256: '',
          autorId: quem.usuarioId,
          em: agora,
          importadas: 0,
          duplicadas: 0,
          rejeitadas: 0,
          relatorio: {},
        })
      ).id;
    }
    return { repId: contexto.repId, importacaoId: contexto.importacaoId };
  };

  // O INSERT de um lote corre enquanto o próximo é lido e classificado (a conexão da transação
  // executa os comandos na ordem): um lote gravando por vez; o erro dele aparece no seguinte.
  let gravando: Promise<void> = Promise.resolve();
  const gravarLote = async (repId: number, importacaoId: number, novas: MarcacaoNova[]) => {
    const inseridas = await repo.insertMarcacoes(
      novas.map((n) => ({ ...n, repExternoId: repId, importacaoId })),
    );
    c.importadas += inseridas.size;
    // NSR já gravado (antes ou noutro lote do arquivo): só estas vão ao banco de novo.
    const recusadas = novas.filter((n) => !inseridas.has(n.nsrOrigem));
    if (recusadas.length > 0)
      conferirRecusadas(
        c,
        recusadas,
        await repo.importadasPorNsr(
          repId,
          recusadas.map((n) => n.nsrOrigem),
        ),
      );
  };
  // Competência fechada congela as marcações (docs/decisoes/fechamento.md, "Congelamento"):
  // uma marcação nova num dia fechado recusa a importação inteira (409), antes de gravar.
  const conferidas = new Set<string>();
  const exigirAbertas = async (novas: MarcacaoNova[]) => {
    for (const n of novas) {
      const chave = `${n.usuarioId}:${n.data.slice(0, 7)}`;
      if (conferidas.has(chave)) continue;
      try {
        await exigirCompetenciaAberta({ db: tx, empresaId: quem.empresaId }, n.usuarioId, n.data);
      } catch (erro) {
        if (!(erro instanceof AppError)) throw erro;
        throw new AppError(
          erro.codigo,
          `Linha ${n.linha} do arquivo (marcação de ${n.data.split('-').reverse().join('/')}): ${erro.message} Nada foi importado.`,
          erro.status,
        );
      }
      conferidas.add(chave);
    }
  };
  const gravar = async (contexto: Contexto, novas: MarcacaoNova[]) => {
    if (!confirmar || novas.length === 0) return;
    await exigirAbertas(novas);
    const { repId, importacaoId } = await garantirRegistro(contexto);
    await gravando;
    const lote = gravarLote(repId, importacaoId, novas);
    lote.catch(() => undefined);
    gravando = lote;
  };

  const fluxo = linhasDoFluxo(arquivo.conteudo, (p) => {
    hash.update(p);
    bytesLidos += p.length;
  });
  for await (const linha of fluxo) {
    const marcacao = leitor.lerLinha(linha.bytes, linha.numero, linha.terminador);
    if (leitor.interrompido()) throw recusaDoLeitor(leitor.concluir());
    if (linha.bytes.every((b) => b <= 0x20 || b === 0x7f)) continue;
    ctx ??= await resolverContexto(
      repo,
      sondarPrimeiraLinha(linha, arquivo.nome),
      arquivo.nome,
      opcoes,
    );
    if (!marcacao) continue;
    if (marcacao.tipo === '7') throw afdDeRepP();
    c.marcacoes += 1;
    lote.push(marcacao);
    if (lote.length >= TAMANHO_LOTE) {
      await gravar(ctx, await classificar(ctx, lote));
      lote = [];
      await aoProgredir?.(bytesLidos);
    }
  }
  const resumo: ResumoLeituraAfd = leitor.concluir();
  if (ctx === null || resumo.erros.some((e) => e.codigo === 'ARQUIVO_VAZIO'))
    throw recusaDoLeitor(resumo);
  if (resumo.modelo === 'REP-P') throw afdDeRepP();
  await gravar(ctx, await classificar(ctx, lote));
  await gravando;
  await aoProgredir?.(bytesLidos);
  const ilegiveis = resumo.erros.filter(
    (e) => e.codigo === 'LINHA_ILEGIVEL' || e.codigo === 'MARCACAO_ILEGIVEL',
  ).length;
  c.rejeitadas += ilegiveis;
  const avisos = resumo.avisos.map(({ linha, codigo, mensagem }) => ({ linha, codigo, mensagem }));
  const erros = resumo.erros.map(({ linha, codigo, mensagem }) => ({ linha, codigo, mensagem }));
  const resultado: ImportacaoAfd = {
    confirmada: confirmar,
    importacaoId: ctx.importacaoId,
    nomeArquivo: arquivo.nome,
    leiaute: resumo.leiaute,
    rep: ctx.rep,
    marcacoes: c.marcacoes,
    casadas: c.casadas,
    importadas: c.importadas,
    duplicadas: c.duplicadas,
    rejeitadas: c.rejeitadas,
    desconhecidos: [...c.desconhecidos.values()],
    ocorrencias: c.ocorrencias,
    ocorrenciasOmitidas: c.ocorrenciasOmitidas,
    avisos,
    erros,
  };
  if (ctx.importacaoId === null) return resultado;
  await repo.concluirImportacao(ctx.importacaoId, {
    sha256: hash.digest('hex'),
    importadas: c.importadas,
    duplicadas: c.duplicadas,
    rejeitadas: c.rejeitadas,
    relatorio: {
      leiaute: resumo.leiaute,
      desconhecidos: resultado.desconhecidos,
      ocorrencias: c.ocorrencias,
      avisos,
      erros,
    },
  });
  await repo.auditar({
    ator: quem.ator,
    entidade: 'importacao_afd',
    entidadeId: String(ctx.importacaoId),
    acao: 'importar',
    depois: {
      arquivo: arquivo.nome,
      leiaute: resumo.leiaute,
      rep: `${ctx.rep.tipo} ${ctx.rep.numero}`,
      importadas: c.importadas,
      duplicadas: c.duplicadas,
      rejeitadas: c.rejeitadas,
    },
    em: agora,
  });
  return { ...resultado, rep: { ...ctx.rep, cadastrado: true } };
};
