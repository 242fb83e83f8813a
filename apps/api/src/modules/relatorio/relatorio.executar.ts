import {
  MENSAGEM_RELATORIO_SEM_DADOS,
  ROTULO_TIPO_RELATORIO,
  type TipoRelatorio,
  type TotaisEspelho,
} from '@jornada/contracts';
import type { MarcacaoTratada } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { agoraNaEmpresa, totalizar } from '../espelho/index.ts';
import type { MensagemPush } from '../notificacao/index.ts';
import { gerarPdfTabela, gerarXlsx, LINHAS_MAXIMAS_PDF } from './relatorio.arquivos.ts';
import {
  type PessoaRelatorio,
  type RelatorioRow,
  relatorioRepository,
} from './relatorio.repository.ts';
import {
  type Celula,
  COLUNAS_MARCACOES,
  colunasDeTotais,
  type DetalheOriginal,
  linhaDeTotais,
  linhasDeMarcacoes,
  type Tabela,
} from './relatorio.tabela.ts';

/** Dados do job na fila `relatorio`. */
export type DadosJobRelatorio = { empresaId: number; relatorioId: number };

export type ExecutorRelatorioDeps = {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  /**
   * Web Push "Relatório pronto" a quem pediu, depois de gravado o arquivo; o aviso dentro do app
   * sai do `aviso_pendente` gravado junto com o arquivo (GET /avisos).
   */
  notificar: (empresaId: number, usuarioId: number, m: MensagemPush) => void;
  /** Pessoas por lote de cálculo (e por passo do progresso). */
  tamanhoLote?: number;
  log?: { error: (obj: object, msg: string) => void };
};

/**
 * Retenção: o arquivo fica 7 dias para baixar; depois o conteúdo é apagado (status `expirado`,
 * o pedido continua no histórico). A spec não fixa prazo: docs/decisoes/relatorios.md.
 */
export const DIAS_VALIDADE_RELATORIO = 7;
export const ROTA_RELATORIOS = '/dashboard/admin/relatorios';

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Falha esperada (sem dados, grande demais para PDF): a mensagem vai como está a quem pediu. */
class RelatorioRecusado extends Error {}

const nomeArquivo = (r: RelatorioRow) => `relatorio-${r.tipo}-${r.inicio}-a-${r.fim}.${r.formato}`;

const subtitulo = (r: RelatorioRow, pessoas: readonly PessoaRelatorio[], empresa: string) => {
  const filtros = [
    r.filialId ? `filial ${pessoas[0]?.filial ?? r.filialId}` : null,
    r.departamentoId ? `departamento ${pessoas[0]?.departamento ?? r.departamentoId}` : null,
    r.usuarioId ? `colaborador ${pessoas[0]?.nome ?? r.usuarioId}` : null,
  ].filter(Boolean);
  return [
    empresa,
    `Período de ${dataBr(r.inicio)} a ${dataBr(r.fim)}`,
    filtros.length ? `Filtros: ${filtros.join(', ')}` : 'Todos os colaboradores',
    `${pessoas.length} colaborador(es)`,
  ].join(' · ');
};

/**
 * O job de um relatório: calcula o período em lotes de pessoas pela mesma apuração do espelho
 * (marcações tratadas, totais de `totalizar`), grava o progresso a cada lote, gera o arquivo,
 * guarda-o com validade e avisa quem pediu. Recomeça do zero se for repetido.
 */
export const createExecutorRelatorio =
  (deps: ExecutorRelatorioDeps) => async (job: DadosJobRelatorio) => {
    const escopo = { db: deps.db, empresaId: job.empresaId };
    const repo = relatorioRepository(escopo);
    const r = await repo.findById(job.relatorioId);
    if (!r || (r.status !== 'pendente' && r.status !== 'processando')) return;
    const rotulo = ROTULO_TIPO_RELATORIO[r.tipo as TipoRelatorio];
    const periodo = `${dataBr(r.inicio)} a ${dataBr(r.fim)}`;
    try {
      const pessoas = await repo.listPessoas(r);
      await repo.iniciar(r.id, pessoas.length);
      if (pessoas.length === 0) throw new RelatorioRecusado(MENSAGEM_RELATORIO_SEM_DADOS);
      const agora = await agoraNaEmpresa(escopo, deps.clock);
      const linhas: Celula[][] = [];
      const totais: { p: PessoaRelatorio; t: TotaisEspelho }[] = [];
      const [ano, mes] = r.inicio.split('-').map(Number) as [number, number];
      // A apuração entrega poucas pessoas por vez; os detalhes das originais (uma consulta) e o
      // progresso (uma gravação) vão a cada lote de `passo` pessoas, não a cada entrega.
      const passo = deps.tamanhoLote ?? 50;
      let feitos = 0;
      let pendentes: { p: PessoaRelatorio; marcacoes: MarcacaoTratada[] }[] = [];
      const descarregar = async () => {
        if (pendentes.length === 0) return;
        const originais = pendentes.flatMap(({ marcacoes }) =>
          marcacoes.filter((m) => m.origem === 'original').map((m) => m.id),
        );
        const detalhes = new Map<number, DetalheOriginal>(
          (await repo.listDetalhesOriginais(originais)).map((d) => [d.id, d]),
        );
        for (const { p, marcacoes } of pendentes)
          linhas.push(...linhasDeMarcacoes(p, marcacoes, detalhes));
        pendentes = [];
      };
      let avisados = 0;
      await deps.apuracao.calcularEmLotes(
        escopo,
        pessoas,
        { inicio: r.inicio, fim: r.fim, hoje: agora.hoje },
        async (lote, doLote) => {
          lote.forEach((e, i) => {
            const p = doLote[i]!;
            if (r.tipo === 'marcacoes')
              pendentes.push({ p, marcacoes: e.linhas.flatMap((l) => l.marcacoes) });
            else totais.push({ p, t: totalizar(e, { ano, mes, inicio: r.inicio, fim: r.fim }) });
          });
          feitos += doLote.length;
          if (feitos - avisados >= passo || feitos === pessoas.length) {
            await descarregar();
            avisados = feitos;
            await repo.avancar(r.id, feitos);
          }
        },
        passo,
      );
      await descarregar();
      const tabela: Tabela = {
        titulo: rotulo,
        subtitulo: subtitulo(r, pessoas, agora.empresa?.nome ?? ''),
        colunas: COLUNAS_MARCACOES,
        linhas,
      };
      if (r.tipo === 'totais') {
        const faixas = [
          ...new Set(totais.flatMap(({ t }) => t.extras.map((x) => x.percentual))),
        ].sort((a, b) => a - b);
        tabela.colunas = colunasDeTotais(faixas);
        tabela.linhas = totais.map(({ p, t }) => linhaDeTotais(p, t, faixas));
      }
      if (tabela.linhas.length === 0) throw new RelatorioRecusado(MENSAGEM_RELATORIO_SEM_DADOS);
      if (r.formato === 'pdf' && tabela.linhas.length > LINHAS_MAXIMAS_PDF)
        throw new RelatorioRecusado(
          `O relatório tem ${tabela.linhas.length} linhas, acima do limite de ${LINHAS_MAXIMAS_PDF} do PDF: peça em XLSX ou um período menor.`,
        );
      const conteudo =
        r.formato === 'pdf'
          ? await gerarPdfTabela(tabela, `${dataBr(agora.hoje)} ${agora.instante.slice(11, 16)}`)
          : await gerarXlsx(tabela);
      const concluidoEm = deps.clock();
      await repo.concluir(r.id, {
        conteudo,
        nomeArquivo: nomeArquivo(r),
        linhas: tabela.linhas.length,
        concluidoEm,
        expiraEm: new Date(concluidoEm.getTime() + DIAS_VALIDADE_RELATORIO * 86_400_000),
      });
      deps.notificar(job.empresaId, r.solicitanteId, {
        titulo: 'Relatório pronto',
        mensagem: `${rotulo} de ${periodo} (${r.formato.toUpperCase()}) está pronto para baixar.`,
        url: `/#${ROTA_RELATORIOS}`,
      });
    } catch (erro) {
      if (!(erro instanceof RelatorioRecusado))
        deps.log?.error({ err: erro, relatorioId: r.id }, 'falha ao gerar relatório');
      // Falha inesperada: a causa fica no log do servidor; quem pediu lê uma mensagem curta.
      const mensagem =
        erro instanceof RelatorioRecusado
          ? erro.message
          : 'Erro ao gerar o relatório. Peça de novo.';
      await repo.falhar(r.id, mensagem, deps.clock(), true);
      deps.notificar(job.empresaId, r.solicitanteId, {
        titulo: 'Relatório não gerado',
        mensagem: `${rotulo} de ${periodo}: ${mensagem}`,
        url: `/#${ROTA_RELATORIOS}`,
      });
    }
  };
