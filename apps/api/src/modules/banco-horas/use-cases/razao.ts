import {
  apurarBancoHorasComPagamentos,
  type ConfiguracaoBancoHorasParcial,
  type EntradaBancoHoras,
  ErroBancoHoras,
  type ExtraBancoHoras,
  type MovimentoBancoHoras,
  type PagamentoBancoHoras,
  type PoliticaSaldoNegativo,
  type RegimeBancoHoras,
  type RescisaoBancoHoras,
  type ResultadoBancoHoras,
  type TipoRescisao,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { EspelhoCalculado } from '../../apuracao/index.ts';
import type { Deps } from '../banco-horas.comum.ts';
import { type BancoHorasRepository, bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasColaborador } from '../banco-horas.table.ts';
import type { PagamentoLinha } from '../banco-horas-pagamento.repository.ts';

export type Vigencia = typeof bancoHorasColaborador.$inferSelect;

/** Banco, configuração, ciclo (regime e início), faixas e verbas do fechamento. */
export const loadContexto = async (repo: BancoHorasRepository, bancoHoraId: number) => {
  const banco = await repo.cadastro('banco').find(bancoHoraId);
  if (!banco) throw naoEncontrado('Banco de horas');
  // Em série: o repositório pode estar numa transação (uma conexão, uma consulta por vez).
  const configuracao = await repo.cadastro('configuracao').find(banco.configuracaoId);
  const ciclo = await repo.findCicloDaConfiguracao(banco.configuracaoId);
  const faixas = await repo.listFaixasDaConfiguracao(banco.configuracaoId);
  const verbas = await repo.listVerbasDoCiclo(banco.configuracaoId);
  if (!configuracao || !ciclo)
    throw new AppError(
      'BANCO_HORAS_SEM_CICLO',
      'O banco de horas não tem ciclo configurado (regime e início): cadastre-o em configuracao/ciclo.',
      409,
    );
  return { banco, configuracao, ciclo, faixas, verbas };
};
export type ContextoBanco = Awaited<ReturnType<typeof loadContexto>>;

/** A configuração do motor (`apurarBancoHoras`) a partir do cadastro. */
export const configuracaoDoMotor = (c: ContextoBanco): ConfiguracaoBancoHorasParcial => ({
  regime: c.ciclo.regime as RegimeBancoHoras,
  inicioCiclo: c.ciclo.inicioCiclo,
  ...(c.faixas.length > 0
    ? {
        faixasCredito: c.faixas.map((f) => ({
          fator: f.fator,
          ...(f.ateMinutos === null ? {} : { ateMinutos: f.ateMinutos }),
        })),
      }
    : {}),
  fatorDomingoFeriado: c.configuracao.fatorDomingoFeriado,
  percentualPagamento: c.configuracao.percentualPagamento,
  percentualPagamentoDomingoFeriado: c.configuracao.percentualPagamentoDomingoFeriado,
  saldoNegativoNoFechamento: c.configuracao.saldoNegativoNoFechamento as PoliticaSaldoNegativo,
  vencimentoMeses: c.configuracao.vencimentoMeses,
});

export type MovimentoComOrigem = {
  data: string;
  credito: number;
  debito: number;
  origem: 'espelho' | 'manual';
  motivo: string | null;
};

const isDomingo = (data: string) => new Date(`${data}T12:00:00Z`).getUTCDay() === 0;

/**
 * Créditos e débitos do dia vindos do espelho (a regra de cálculo com banco ligado divide o saldo
 * do dia em crédito e débito de banco; a folga compensada com banco também debita), em minutos
 * inteiros, só nos dias apurados da vigência.
 */
const movimentosDoEspelho = (e: EspelhoCalculado | undefined, de: string, ate: string) =>
  (e?.linhas ?? []).flatMap((l): MovimentoComOrigem[] => {
    if (!l.resultado || l.data < de || l.data > ate) return [];
    const credito = Math.round(l.resultado.bancoHoras.credito);
    const debito = Math.round(l.resultado.bancoHoras.debito + l.compensacaoBancoHoras);
    if (credito === 0 && debito === 0) return [];
    return [{ data: l.data, credito, debito, origem: 'espelho', motivo: null }];
  });

/** Pagamento extraordinário que entrou no motor e o que ele levou por percentual (`id` null: simulado). */
export type PagamentoApurado = { id: number | null; data: string; extras: ExtraBancoHoras[] };

export type Apuracao = {
  usuarioId: number;
  vigencia: Vigencia;
  resultado: ResultadoBancoHoras;
  movimentos: MovimentoComOrigem[];
  pagamentos: PagamentoApurado[];
  /** A entrada do motor (o pagamento por estágio do mês a calcula de novo, `@jornada/domain`). */
  entrada: EntradaBancoHoras;
};

/** O que se simula numa vigência antes de gravar (prévias): um pagamento, um encerramento. */
export type Simulacao = {
  pagamento?: PagamentoBancoHoras;
  fechamentoAntecipado?: string;
  rescisao?: RescisaoBancoHoras;
  /** Lançamentos manuais que saem do cálculo (o estorno que se vai gravar). */
  semLancamentos?: readonly number[];
  /** Movimentos hipotéticos de dias ainda em aberto (o simulador do colaborador). */
  movimentos?: readonly MovimentoComOrigem[];
};

/**
 * Traduz o erro do motor (entrada impossível): o pagamento simulado acima do saldo é 400 em
 * `minutos`; o resto, 422 com o campo.
 */
const apurar = (entrada: Parameters<typeof apurarBancoHorasComPagamentos>[0], simulado: number) => {
  try {
    return apurarBancoHorasComPagamentos(entrada);
  } catch (e) {
    if (e instanceof ErroBancoHoras && e.campo === `pagamentos[${simulado}].minutos`)
      throw new AppError(
        'SALDO_INSUFICIENTE',
        'Os minutos a pagar passam do saldo positivo do colaborador nessa data.',
        400,
        'minutos',
      );
    if (e instanceof ErroBancoHoras)
      throw new AppError(
        'BANCO_HORAS_INCONSISTENTE',
        'A operação deixaria o banco inconsistente (um pagamento já gravado ficaria sem saldo).',
        409,
        'data',
      );
    throw e;
  }
};

/** Pagamentos gravados da vigência: os extraordinários e os encerramentos (um de cada). */
const doMotor = (v: Vigencia, linhas: readonly PagamentoLinha[], sim: Simulacao | undefined) => {
  const daVigencia = linhas.filter((p) => p.vigenciaId === v.id);
  // Extraordinários e por estágio: parte do saldo paga na data (os estornados não vêm).
  const extraordinarios = daVigencia.filter(
    (p) => p.origem === 'extraordinario' || p.origem === 'estagio',
  );
  const antecipado = daVigencia.find((p) => p.origem === 'fechamento-antecipado');
  const rescisao = daVigencia.find((p) => p.origem === 'rescisao');
  const pagamentos = extraordinarios.map((p) => ({ id: p.id, data: p.data, minutos: p.minutos! }));
  const comSimulado = sim?.pagamento ? [...pagamentos, { id: null, ...sim.pagamento }] : pagamentos;
  return {
    pagamentos: comSimulado,
    fechamentoAntecipado: sim?.fechamentoAntecipado ?? antecipado?.data ?? null,
    rescisao:
      sim?.rescisao ??
      (rescisao ? { data: rescisao.data, tipo: rescisao.tipoRescisao as TipoRescisao } : null),
  };
};

/**
 * O banco de cada colaborador até `ate`, calculado pelo motor (`apurarBancoHoras`): saldo
 * anterior, créditos e débitos do espelho e lançamentos manuais dentro da vigência. Um espelho por
 * lote de colaboradores (consultas por lote).
 */
export const apurarColaboradores = async (
  deps: Deps & { db: Db | Tx },
  empresaId: number,
  ctx: ContextoBanco,
  vigencias: readonly Vigencia[],
  ate: string,
  hoje: string,
  simular?: ReadonlyMap<number, Simulacao>,
): Promise<Apuracao[]> => {
  const inicioCiclo = ctx.ciclo.inicioCiclo;
  if (vigencias.length === 0) return [];
  if (ate < inicioCiclo)
    throw new AppError('BANCO_HORAS_DATA', `O banco começa em ${inicioCiclo}.`, 400, 'ate');
  const repo = bancoHorasRepository({ db: deps.db, empresaId });
  const ids = vigencias.map((v) => v.usuarioId);
  const desde = vigencias.reduce((m, v) => (v.vigenciaInicio < m ? v.vigenciaInicio : m), ate);
  const inicio = desde < inicioCiclo ? inicioCiclo : desde;
  // Em série: o repositório pode estar numa transação (uma conexão, uma consulta por vez).
  const pessoas = await repo.listUsuarios(ids);
  const todos = await repo.listLancamentos(ids, ate);
  const linhasPagamento = await repo.listPagamentos(ids);
  // Lançamento desfeito e o seu inverso saem do cálculo juntos (ficam no razão).
  const estornados = new Set(todos.flatMap((l) => (l.estornoDeId === null ? [] : [l.estornoDeId])));
  const lancamentos = todos.filter((l) => l.estornoDeId === null && !estornados.has(l.id));
  const espelhos = await deps.apuracao.calcularEspelhos({
    db: deps.db,
    empresaId,
    pessoas,
    inicio,
    fim: ate,
    hoje,
  });
  const porUsuario = new Map(espelhos.map((e) => [e.usuarioId, e]));
  const configuracao = configuracaoDoMotor(ctx);
  return vigencias.map((v) => {
    const motor = doMotor(v, linhasPagamento, simular?.get(v.id));
    const de = v.vigenciaInicio < inicioCiclo ? inicioCiclo : v.vigenciaInicio;
    const fimVigencia = v.vigenciaFim !== null && v.vigenciaFim < ate ? v.vigenciaFim : ate;
    const rescisao = motor.rescisao?.data;
    const limite = rescisao !== undefined && rescisao < fimVigencia ? rescisao : fimVigencia;
    const fora = new Set(simular?.get(v.id)?.semLancamentos ?? []);
    const manuais = lancamentos
      .filter((l) => l.usuarioId === v.usuarioId && l.data >= de && l.data <= limite)
      .filter((l) => !fora.has(l.id))
      .map(
        (l): MovimentoComOrigem => ({
          data: l.data,
          credito: l.tipo === 'credito' ? l.minutos : 0,
          debito: l.tipo === 'debito' ? l.minutos : 0,
          origem: 'manual',
          motivo: l.motivo,
        }),
      );
    const movimentos = [
      ...movimentosDoEspelho(porUsuario.get(v.usuarioId), de, limite),
      ...manuais,
      ...(simular?.get(v.id)?.movimentos ?? []),
    ].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
    const domingoFeriado = new Set(
      (porUsuario.get(v.usuarioId)?.linhas ?? [])
        .filter((l) => l.feriado !== null || isDomingo(l.data))
        .map((l) => l.data),
    );
    const paraMotor: MovimentoBancoHoras[] = movimentos.map((m) => ({
      data: m.data,
      credito: m.credito,
      debito: m.debito,
      domingoFeriado: m.origem === 'espelho' && domingoFeriado.has(m.data),
    }));
    const simulado = motor.pagamentos.findIndex((p) => p.id === null);
    const entrada: EntradaBancoHoras = {
      configuracao,
      saldoAnterior: v.saldoAnteriorMinutos,
      movimentos: paraMotor,
      pagamentos: motor.pagamentos.map((p) => ({ data: p.data, minutos: p.minutos })),
      fechamentoAntecipado: motor.fechamentoAntecipado,
      rescisao: motor.rescisao,
      ate,
    };
    const r = apurar(entrada, simulado);
    const pagamentos = motor.pagamentos.map((p, i) => ({
      id: p.id,
      data: p.data,
      extras: r.pagamentos[i]!,
    }));
    return {
      usuarioId: v.usuarioId,
      vigencia: v,
      resultado: r.resultado,
      movimentos,
      pagamentos,
      entrada,
    };
  });
};
