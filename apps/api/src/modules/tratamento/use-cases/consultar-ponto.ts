import { addDias, diasNoMes, jornadaParaHHMM, type MarcacaoTratada } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import type { Escopo } from '../../../shared/escopo.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import type { ApuracaoService } from '../../apuracao/index.ts';
import { colaboradorAcessivel } from '../acesso-ponto.ts';
import {
  creditoDebito,
  type DetalhesMarcacoes,
  marcacaoTratadaParaContrato,
  periodoParaContrato,
  totaisDoPeriodo,
} from '../ponto.mapeamento.ts';
import { pontoRepository } from '../ponto.repository.ts';
import { tratamentoRepository } from '../tratamento.repository.ts';
import { loadMarcacoesTratadas } from './marcacoes-tratadas.ts';

const OBSERVACAO_SALDO =
  'Saldo do mês corrente até ontem, o mesmo do espelho de ponto: marcações tratadas contra a escala de cada dia, com as regras de cálculo em vigor para o colaborador e as ausências justificadas. Crédito são as horas além do previsto (pagas como extra ou creditadas no banco, conforme a regra); débito, atrasos, saídas antecipadas, faltas e folgas compensadas com banco.';
const OBSERVACAO_SEM_ESCALA =
  'Sem escala alocada no período: como no espelho de ponto, todos os dias contam como folga (previsto zero) e o tempo trabalhado vira saldo positivo. Peça ao RH a alocação numa escala.';

const OBSERVACAO_SEM_BANCO =
  ' O banco de horas (ciclos, saldo anterior, pagamentos) ainda não está configurado.';
const OBSERVACAO_BANCO =
  ' Em bancoHoras, o saldo do banco de horas hoje: saldo anterior, créditos e débitos diários do espelho e lançamentos manuais, pelas regras do acordo (ciclo, faixas, vencimento).';

/** Saldo do banco de horas vigente do colaborador (módulo `banco-horas`), null sem banco. */
export type SaldoBancoHoras = (
  empresaId: number,
  usuarioId: number,
) => Promise<{
  bancoHoraId: number;
  nome: string;
  saldoMinutos: number;
  cicloInicio: string;
  cicloFim: string;
} | null>;

type Deps = {
  db: Db;
  clock: () => Date;
  /** A apuração do período (módulo `apuracao`): os mesmos números do espelho. */
  apuracao: ApuracaoService;
  /** O banco de horas, quando o colaborador tem um (injetado pelo app: sem ciclo de módulos). */
  saldoBancoHoras?: SaldoBancoHoras;
};

/**
 * Off-line, comprovante e trilha de tratamentos das marcações que o espelho já montou: duas
 * consultas por id (as marcações e os tratamentos vêm do próprio cálculo, não são relidos).
 */
const detalhesDe = async (
  escopo: Escopo,
  marcacoes: readonly MarcacaoTratada[],
): Promise<DetalhesMarcacoes> => {
  const originais = marcacoes.filter((m) => m.origem === 'original').map((m) => m.id);
  const tratamentoIds = [...new Set(marcacoes.flatMap((m) => m.tratamentos.map((t) => t.id)))];
  const [extras, tratamentos] = await Promise.all([
    pontoRepository(escopo).listExtrasOriginais(originais),
    tratamentoRepository(escopo).listInclusoesPorId(tratamentoIds),
  ]);
  return {
    extras: new Map(extras.map((x) => [`o:${x.id}`, x])),
    tratamentos: new Map(tratamentos.map((t) => [t.id, t])),
  };
};

/**
 * Consultas do ponto tratado (painel): mês, período atual, histórico e saldo atual. Os números
 * são os do espelho de ponto (`calcularEspelhos`: escala efetiva, regras de cálculo em vigor em
 * cada dia, ausências justificadas), então o colaborador e o gestor veem o mesmo no painel e no
 * espelho.
 */
export const createConsultasPonto = (deps: Deps) => {
  const { db, clock, apuracao } = deps;
  const hojeDa = async (empresaId: number) => {
    const e = await pontoRepository({ db, empresaId }).findEmpresa();
    return instanteLocal(clock(), e?.fusoHorario ?? 'America/Sao_Paulo').data;
  };

  /** O colaborador acessível e a data de hoje no fuso da empresa. */
  const alvo = async (auth: AuthContext, usuarioId: number | undefined) => {
    const escopo = { db, empresaId: auth.empresaId };
    const [u, hoje] = await Promise.all([
      colaboradorAcessivel(escopo, auth, usuarioId),
      hojeDa(auth.empresaId),
    ]);
    return { escopo, u, hoje };
  };

  /** O período de um colaborador calculado pelo espelho (`calcularEspelhos`). */
  const calcular = async (
    auth: AuthContext,
    usuarioId: number | undefined,
    periodo: (hoje: string) => { inicio: string; fim: string },
  ) => {
    const { escopo, u, hoje } = await alvo(auth, usuarioId);
    const { inicio, fim } = periodo(hoje);
    const [espelho] = await apuracao.calcularEspelhos({
      ...escopo,
      pessoas: [u],
      inicio,
      fim,
      hoje,
    });
    return { escopo, espelho: espelho!, inicio, fim };
  };

  /** O período como o painel o mostra: dias do espelho com os detalhes das marcações. */
  const periodoDoPainel = async (c: Awaited<ReturnType<typeof calcular>>) => {
    const marcacoes = c.espelho.linhas.flatMap((l) => l.marcacoes);
    const detalhes = await detalhesDe(c.escopo, marcacoes);
    return periodoParaContrato(c.espelho, detalhes, c.inicio, c.fim);
  };

  /** POST /CarregarMes: o mês inteiro (dias de hoje em diante ficam em aberto, sem apuração). */
  const loadMes = async (
    auth: AuthContext,
    b: { usuarioId?: number; mes: number; ano: number },
  ) => {
    const inicio = `${b.ano}-${String(b.mes).padStart(2, '0')}-01`;
    const fim = `${inicio.slice(0, 8)}${String(diasNoMes(b.ano, b.mes)).padStart(2, '0')}`;
    return periodoDoPainel(await calcular(auth, b.usuarioId, () => ({ inicio, fim })));
  };

  /** POST /CarregarPeriodoAtual: do dia 1 do mês corrente até hoje. */
  const loadPeriodoAtual = async (auth: AuthContext, b: { usuarioId?: number }) => {
    const c = await calcular(auth, b.usuarioId, (hoje) => ({
      inicio: `${hoje.slice(0, 8)}01`,
      fim: hoje,
    }));
    return periodoDoPainel(c);
  };

  /**
   * GET /CarregarHistoricoMarcacao: marcações tratadas, mais recentes primeiro (padrão: 30 dias),
   * cada uma no dia de apuração pela escala efetiva (jornada noturna → dia em que começou), como
   * no espelho. Só marcações: não há apuração aqui.
   */
  const historico = async (
    auth: AuthContext,
    q: {
      usuarioId?: number;
      dataInicio?: string;
      dataFim?: string;
      pageNumber: number;
      pageSize: number;
    },
  ) => {
    const { escopo, u, hoje } = await alvo(auth, q.usuarioId);
    const fim = q.dataFim ?? hoje;
    const inicio = q.dataInicio ?? addDias(fim, -30);
    // A madrugada do primeiro dia pode pertencer à jornada da véspera.
    const escala = apuracao
      .jornadaEfetivaPeriodo(auth.empresaId, [u.id], addDias(inicio, -1), fim)
      .then((porUsuario) => {
        const hhmm = new Map(
          (porUsuario.get(u.id) ?? []).map((d) => [d.data, jornadaParaHHMM(d.jornada)]),
        );
        return (_: number, data: string) => hhmm.get(data) ?? [];
      });
    escala.catch(() => {}); // a falha aparece no await dentro de loadMarcacoesTratadas
    const carregadas = await loadMarcacoesTratadas({
      ...escopo,
      usuarioIds: [u.id],
      inicio,
      fim,
      jornadaDe: escala,
    });
    const lidas = carregadas.get(u.id)!;
    const todas = [...lidas.tratadas].reverse();
    const pagina = todas.slice((q.pageNumber - 1) * q.pageSize, q.pageNumber * q.pageSize);
    return {
      items: pagina.map((m) => marcacaoTratadaParaContrato(m, lidas)),
      total: todas.length,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      inicio,
      fim,
    };
  };

  /** GET /CarregarBancoHorasAtual: crédito, débito e saldo do mês até ontem, como no espelho. */
  const bancoHorasAtual = async (auth: AuthContext, q: { usuarioId?: number }) => {
    const c = await calcular(auth, q.usuarioId, (hoje) => {
      const inicio = `${hoje.slice(0, 8)}01`;
      return { inicio, fim: inicio === hoje ? hoje : addDias(hoje, -1) };
    });
    const totais = totaisDoPeriodo(c.espelho);
    const cd = creditoDebito(c.espelho);
    const banco = (await deps.saldoBancoHoras?.(auth.empresaId, c.espelho.usuarioId)) ?? null;
    return {
      usuarioId: c.espelho.usuarioId,
      inicio: c.inicio,
      fim: c.fim,
      trabalhadoMinutos: totais.trabalhado,
      previstoMinutos: totais.previsto,
      saldoMinutos: cd.saldo,
      creditoMinutos: cd.credito,
      debitoMinutos: cd.debito,
      fonteJornada: totais.fonteJornada,
      bancoHorasConfigurado: banco !== null,
      bancoHoras: banco,
      observacao:
        (totais.fonteJornada ? OBSERVACAO_SALDO : OBSERVACAO_SEM_ESCALA) +
        (banco ? OBSERVACAO_BANCO : OBSERVACAO_SEM_BANCO),
    };
  };

  return { loadMes, loadPeriodoAtual, historico, bancoHorasAtual };
};
