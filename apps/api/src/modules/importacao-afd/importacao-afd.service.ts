import { createHash } from 'node:crypto';
import type { ImportacaoAfd } from '@jornada/contracts';
import { criarLeitorAfd, type MarcacaoAfd, type ResumoLeituraAfd } from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { atorDe } from '../auditoria/index.ts';
import {
  afdDeRepP,
  identificadorDe,
  instanteDaMarcacao,
  numeroRepDoNome,
  recusaDoLeitor,
} from './importacao-afd.leitura.ts';
import { type LinhaRecebida, linhasDoFluxo } from './importacao-afd.linhas.ts';
import { type ColaboradorAfd, importacaoAfdRepository } from './importacao-afd.repository.ts';

/** O arquivo como chega: nome e o conteúdo em pedaços (fluxo do upload), nunca inteiro. */
export type ArquivoAfd = { nome: string; conteudo: AsyncIterable<Uint8Array> };
export type OpcoesImportacaoAfd = { filialId?: number | undefined; numeroRep?: string | undefined };

type Deps = {
  db: Db;
  clock: () => Date;
  /** Do módulo colaborador (o PIS fica no cadastro dele), recebido de `buildApp`. */
  colaboradoresPorPis: (escopo: Escopo, piss: string[]) => Promise<Map<string, ColaboradorAfd>>;
};

/** Marcações classificadas e gravadas por lote: memória limitada a um lote. */
const TAMANHO_LOTE = 1000;
/** Itens guardados nas listas do relatório (ocorrências, desconhecidos); o resto só conta. */
const LIMITE_LISTA = 1000;

type Repo = ReturnType<typeof importacaoAfdRepository>;
type Ocorrencia = ImportacaoAfd['ocorrencias'][number];
type Desconhecido = ImportacaoAfd['desconhecidos'][number];
type RepInfo = ImportacaoAfd['rep'];

type Contexto = {
  rep: RepInfo;
  repId: number | null;
  fuso: string;
  importacaoId: number | null;
};

type Contagem = {
  marcacoes: number;
  casadas: number;
  importadas: number;
  duplicadas: number;
  rejeitadas: number;
  ocorrenciasOmitidas: number;
  ocorrencias: Ocorrencia[];
  desconhecidos: Map<string, Desconhecido>;
};

/** Cabeçalho e tipo do REP pela primeira linha, lida por um leitor à parte (o principal segue). */
const sondarPrimeiraLinha = (linha: LinhaRecebida, nome: string) => {
  const sonda = criarLeitorAfd({ nomeArquivo: nome });
  sonda.lerLinha(linha.bytes, linha.numero, linha.terminador);
  const r = sonda.concluir();
  const repA = r.leiaute === '671' && r.cabecalho !== null && !r.cabecalho.modeloEquipamento.trim();
  return { cabecalho: r.cabecalho, tipo: repA ? ('REP-A' as const) : ('REP-C' as const) };
};

/** Filial, número e tipo do REP: do cabeçalho ou, num extrato sem ele, da query e do nome. */
const resolverContexto = async (
  repo: Repo,
  sonda: ReturnType<typeof sondarPrimeiraLinha>,
  nome: string,
  opcoes: OpcoesImportacaoAfd,
): Promise<Contexto> => {
  const { cabecalho, tipo } = sonda;
  const filiais = await repo.listFiliais();
  let destino = opcoes.filialId ? filiais.find((f) => f.id === opcoes.filialId) : undefined;
  if (opcoes.filialId && !destino)
    throw new AppError('FILIAL_INEXISTENTE', 'Filial não encontrada.', 400, 'filialId');
  if (cabecalho) {
    destino ??= filiais.find((f) => f.cnpj === cabecalho.idEmpregador);
    if (!destino || destino.cnpj !== cabecalho.idEmpregador)
      throw new AppError(
        'AFD_OUTRO_EMPREGADOR',
        `O AFD é do empregador ${cabecalho.idEmpregador}, que não é ${opcoes.filialId ? 'o da filial escolhida' : 'uma filial desta empresa'}.`,
        400,
        'arquivos',
      );
  } else if (!destino) {
    if (filiais.length !== 1)
      throw new AppError(
        'FILIAL_OBRIGATORIA',
        'O AFD não tem cabeçalho: escolha a filial (filialId) do relógio.',
        400,
        'filialId',
      );
    destino = filiais[0];
  }
  const numero = opcoes.numeroRep ?? cabecalho?.numeroRep ?? numeroRepDoNome(nome);
  if (!numero)
    throw new AppError(
      'NUMERO_REP_OBRIGATORIO',
      'O AFD não tem cabeçalho: informe o número de fabricação do REP (numeroRep).',
      400,
      'numeroRep',
    );
  const filial = destino!;
  const numeroRep = numero.padStart(17, '0');
  const idEmpregador = cabecalho?.idEmpregador ?? filial.cnpj;
  const existente = await repo.findRep({ tipo, numero: numeroRep, idEmpregador });
  return {
    rep: { tipo, numero: numeroRep, idEmpregador, filialId: filial.id, cadastrado: !!existente },
    repId: existente?.id ?? null,
    fuso: await repo.fusoDaEmpresa(),
    importacaoId: null,
  };
};

const anotar = (c: Contagem, o: Ocorrencia) => {
  if (c.ocorrencias.length < LIMITE_LISTA) c.ocorrencias.push(o);
  else c.ocorrenciasOmitidas += 1;
};

const desconhecido = (c: Contagem, m: MarcacaoAfd, id: ReturnType<typeof identificadorDe>) => {
  c.rejeitadas += 1;
  const tipo = id?.tipo ?? 'pis';
  const gravado = id?.gravado ?? m.registro.slice(22, 34);
  const chave = `${tipo}:${gravado}`;
  const visto = c.desconhecidos.get(chave);
  if (visto) visto.marcacoes += 1;
  else if (c.desconhecidos.size < LIMITE_LISTA)
    c.desconhecidos.set(chave, {
      tipo,
      identificador: gravado,
      marcacoes: 1,
      primeiraLinha: m.linha,
    });
  const motivo =
    id?.chave === null || id === null
      ? `${tipo.toUpperCase()} "${gravado}" não identifica um colaborador`
      : `${tipo.toUpperCase()} ${gravado} não cadastrado nesta empresa`;
  anotar(c, { linha: m.linha, nsr: m.nsr, identificador: gravado, motivo });
};

/** Busca no cadastro só as chaves ainda não vistas; o cache vale para o arquivo inteiro. */
const carregarColaboradores = async (
  repo: Repo,
  porPis: (piss: string[]) => Promise<Map<string, ColaboradorAfd>>,
  cache: Map<string, ColaboradorAfd | null>,
  chaves: string[],
) => {
  const novas = [...new Set(chaves)].filter((k) => !cache.has(k));
  const cpfs = novas.filter((k) => k.startsWith('cpf:')).map((k) => k.slice(4));
  const piss = novas.filter((k) => k.startsWith('pis:')).map((k) => k.slice(4));
  const porCpf = await repo.usuariosPorCpf(cpfs);
  const achadosPorPis = await porPis(piss);
  for (const k of novas) {
    const v = k.startsWith('cpf:') ? porCpf.get(k.slice(4)) : achadosPorPis.get(k.slice(4));
    cache.set(k, v ?? null);
  }
};

/**
 * Importação do AFD de um relógio REP-C/REP-A de qualquer leiaute (671, 1510, 595) para o ponto
 * tratado: o arquivo é lido do fluxo, linha a linha, pelo leitor do domínio; a primeira linha que
 * não é de AFD recusa o arquivo na hora. A prévia classifica sem gravar; a importação grava, numa
 * transação, as marcações casadas pelo CPF (671) ou PIS (1510/595) ainda não importadas (mesmo
 * REP e NSR). Nada a gravar: nem REP nem registro de importação.
 */
export const createImportacaoAfdService = ({ db, clock, colaboradoresPorPis }: Deps) => {
  const processar = async (
    tx: Tx,
    auth: AuthContext,
    arquivo: ArquivoAfd,
    opcoes: OpcoesImportacaoAfd,
    confirmar: boolean,
  ): Promise<ImportacaoAfd> => {
    const repo = importacaoAfdRepository({ db: tx, empresaId: auth.empresaId });
    const agora = clock();
    const leitor = criarLeitorAfd({ nomeArquivo: arquivo.nome });
    const hash = createHash('sha256');
    const cache = new Map<string, ColaboradorAfd | null>();
    const c: Contagem = {
      marcacoes: 0,
      casadas: 0,
      importadas: 0,
      duplicadas: 0,
      rejeitadas: 0,
      ocorrenciasOmitidas: 0,
      ocorrencias: [],
      desconhecidos: new Map(),
    };
    let ctx: Contexto | null = null;
    let lote: MarcacaoAfd[] = [];

    const garantirRegistro = async (contexto: Contexto) => {
      if (contexto.repId === null) {
        const { tipo, numero, idEmpregador, filialId } = contexto.rep;
        contexto.repId = (await repo.insertRep({ tipo, numero, idEmpregador, filialId })).id;
      }
      if (contexto.importacaoId === null) {
        contexto.importacaoId = (
          await repo.insertImportacao({
            repExternoId: contexto.repId,
            nomeArquivo: arquivo.nome,
            sha256: '',
            autorId: auth.usuarioId,
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

    const processarLote = async (contexto: Contexto, marcacoes: MarcacaoAfd[]) => {
      const ids = marcacoes.map((m) => identificadorDe(m));
      await carregarColaboradores(
        repo,
        (piss) => colaboradoresPorPis({ db: tx, empresaId: auth.empresaId }, piss),
        cache,
        ids.flatMap((i) => (i?.chave ? [i.chave] : [])),
      );
      const jaImportadas =
        contexto.repId === null
          ? new Map<number, number>()
          : await repo.importadasPorNsr(
              contexto.repId,
              marcacoes.map((m) => m.nsr),
            );
      const noLote = new Map<number, number>();
      const novas = [];
      for (const [i, m] of marcacoes.entries()) {
        const id = ids[i] ?? null;
        const colaborador = id?.chave ? cache.get(id.chave) : null;
        if (!colaborador) {
          desconhecido(c, m, id);
          continue;
        }
        const dh = instanteDaMarcacao(m, contexto.fuso);
        const anterior = jaImportadas.get(m.nsr) ?? noLote.get(m.nsr);
        if (anterior === dh.instante.getTime()) {
          c.duplicadas += 1;
          continue;
        }
        if (anterior !== undefined) {
          c.rejeitadas += 1;
          anotar(c, {
            linha: m.linha,
            nsr: m.nsr,
            identificador: id?.gravado ?? null,
            motivo: `NSR ${m.nsr} já usado neste REP por uma marcação de outra data/hora`,
          });
          continue;
        }
        noLote.set(m.nsr, dh.instante.getTime());
        novas.push({
          nsrOrigem: m.nsr,
          usuarioId: colaborador.id,
          cpf: colaborador.cpf,
          dataHora: dh.instante,
          data: dh.data,
          minuto: dh.minuto,
          fuso: dh.fuso,
          registro: m.registro,
        });
      }
      c.casadas += novas.length;
      if (!confirmar || novas.length === 0) return;
      const { repId, importacaoId } = await garantirRegistro(contexto);
      const gravadas = await repo.insertMarcacoes(
        novas.map((n) => ({ ...n, repExternoId: repId, importacaoId })),
      );
      // NSR repetido no arquivo em lotes diferentes: o índice único o ignora (duplicada).
      c.importadas += gravadas;
      c.casadas -= novas.length - gravadas;
      c.duplicadas += novas.length - gravadas;
    };

    for await (const linha of linhasDoFluxo(arquivo.conteudo, (p) => hash.update(p))) {
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
        await processarLote(ctx, lote);
        lote = [];
      }
    }
    const resumo: ResumoLeituraAfd = leitor.concluir();
    if (ctx === null || resumo.erros.some((e) => e.codigo === 'ARQUIVO_VAZIO'))
      throw recusaDoLeitor(resumo);
    if (resumo.modelo === 'REP-P') throw afdDeRepP();
    await processarLote(ctx, lote);
    const ilegiveis = resumo.erros.filter(
      (e) => e.codigo === 'LINHA_ILEGIVEL' || e.codigo === 'MARCACAO_ILEGIVEL',
    ).length;
    c.rejeitadas += ilegiveis;
    const avisos = resumo.avisos.map(({ linha, codigo, mensagem }) => ({
      linha,
      codigo,
      mensagem,
    }));
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
      ator: atorDe(auth),
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

  return {
    /** Lê e classifica o arquivo sem gravar nada. */
    previa: (auth: AuthContext, arquivo: ArquivoAfd, opcoes: OpcoesImportacaoAfd = {}) =>
      db.transaction((tx) => processar(tx, auth, arquivo, opcoes, false)),
    /** Lê e grava, numa transação, as marcações casadas ainda não importadas. */
    importar: (auth: AuthContext, arquivo: ArquivoAfd, opcoes: OpcoesImportacaoAfd = {}) =>
      db.transaction((tx) => processar(tx, auth, arquivo, opcoes, true)),
  };
};
