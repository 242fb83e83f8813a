import {
  apurarBancoHoras,
  type ConfiguracaoBancoHorasParcial,
  ErroBancoHoras,
  type MovimentoBancoHoras,
  type PoliticaSaldoNegativo,
  type RegimeBancoHoras,
  type ResultadoBancoHoras,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { EspelhoCalculado } from '../../apuracao/index.ts';
import type { Deps } from '../banco-horas.comum.ts';
import { type BancoHorasRepository, bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasColaborador } from '../banco-horas.table.ts';

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

export type Apuracao = {
  usuarioId: number;
  vigencia: Vigencia;
  resultado: ResultadoBancoHoras;
  movimentos: MovimentoComOrigem[];
};

/** Traduz o erro do motor (entrada impossível) para 422 com o campo. */
const apurar = (entrada: Parameters<typeof apurarBancoHoras>[0]) => {
  try {
    return apurarBancoHoras(entrada);
  } catch (e) {
    if (e instanceof ErroBancoHoras)
      throw new AppError('BANCO_HORAS_INCONSISTENTE', e.message, 422, e.campo);
    throw e;
  }
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
): Promise<Apuracao[]> => {
  const inicioCiclo = ctx.ciclo.inicioCiclo;
  if (vigencias.length === 0) return [];
  if (ate < inicioCiclo)
    throw new AppError('BANCO_HORAS_DATA', `O banco começa em ${inicioCiclo}.`, 400, 'ate');
  const repo = bancoHorasRepository({ db: deps.db, empresaId });
  const ids = vigencias.map((v) => v.usuarioId);
  const desde = vigencias.reduce((m, v) => (v.vigenciaInicio < m ? v.vigenciaInicio : m), ate);
  const inicio = desde < inicioCiclo ? inicioCiclo : desde;
  const [pessoas, lancamentos] = await Promise.all([
    repo.listUsuarios(ids),
    repo.listLancamentos(ids, ate),
  ]);
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
    const de = v.vigenciaInicio < inicioCiclo ? inicioCiclo : v.vigenciaInicio;
    const limite = v.vigenciaFim !== null && v.vigenciaFim < ate ? v.vigenciaFim : ate;
    const manuais = lancamentos
      .filter((l) => l.usuarioId === v.usuarioId && l.data >= de && l.data <= limite)
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
    const resultado = apurar({
      configuracao,
      saldoAnterior: v.saldoAnteriorMinutos,
      movimentos: paraMotor,
      ate,
    });
    return { usuarioId: v.usuarioId, vigencia: v, resultado, movimentos };
  });
};
