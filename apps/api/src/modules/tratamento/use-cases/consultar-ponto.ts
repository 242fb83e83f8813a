import { addDias, diasNoMes } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { colaboradorAcessivel } from '../acesso-ponto.ts';
import { marcacaoTratadaParaContrato, periodoParaContrato } from '../ponto.mapeamento.ts';
import { pontoRepository } from '../ponto.repository.ts';
import { carregarPontoTratado } from './ponto-tratado.ts';

const OBSERVACAO_SEM_HORARIO =
  'Sem horário contratual cadastrado: só o tempo trabalhado é calculado; previsto e saldo ficam vazios.';
const OBSERVACAO_SALDO =
  'Saldo do mês corrente até ontem: marcações tratadas contra a jornada do horário contratual (regras padrão da apuração). O banco de horas (ciclos, saldo anterior, pagamentos) ainda não está configurado.';

/** Consultas do ponto tratado: mês, período atual, histórico e saldo atual. */
export const criarConsultasPonto = ({ db, clock }: { db: Db; clock: () => Date }) => {
  const hojeDa = async (empresaId: number) => {
    const e = await pontoRepository({ db, empresaId }).findEmpresa();
    return instanteLocal(clock(), e?.fusoHorario ?? 'America/Sao_Paulo').data;
  };

  const periodo = async (
    auth: AuthContext,
    usuarioId: number | undefined,
    inicio: string,
    fim: string,
  ) => {
    const escopo = { db, empresaId: auth.empresaId };
    const u = await colaboradorAcessivel(escopo, auth, usuarioId);
    const hoje = await hojeDa(auth.empresaId);
    const [ponto] = await carregarPontoTratado({ ...escopo, pessoas: [u], inicio, fim, hoje });
    return { ponto: ponto!, hoje };
  };

  /** POST /CarregarMes: o mês inteiro (dias futuros vêm sem marcações e sem saldo). */
  const carregarMes = async (
    auth: AuthContext,
    b: { usuarioId?: number; mes: number; ano: number },
  ) => {
    const inicio = `${b.ano}-${String(b.mes).padStart(2, '0')}-01`;
    const fim = `${inicio.slice(0, 8)}${String(diasNoMes(b.ano, b.mes)).padStart(2, '0')}`;
    const { ponto } = await periodo(auth, b.usuarioId, inicio, fim);
    return periodoParaContrato(ponto, inicio, fim);
  };

  /** POST /CarregarPeriodoAtual: do dia 1 do mês corrente até hoje. */
  const carregarPeriodoAtual = async (auth: AuthContext, b: { usuarioId?: number }) => {
    const hoje = await hojeDa(auth.empresaId);
    const inicio = `${hoje.slice(0, 8)}01`;
    const { ponto } = await periodo(auth, b.usuarioId, inicio, hoje);
    return periodoParaContrato(ponto, inicio, hoje);
  };

  /** GET /CarregarHistoricoMarcacao: marcações tratadas, mais recentes primeiro (padrão: 30 dias). */
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
    const hoje = await hojeDa(auth.empresaId);
    const fim = q.dataFim ?? hoje;
    const inicio = q.dataInicio ?? addDias(fim, -30);
    const { ponto } = await periodo(auth, q.usuarioId, inicio, fim);
    const todas = [...ponto.tratadas].reverse();
    const pagina = todas.slice((q.pageNumber - 1) * q.pageSize, q.pageNumber * q.pageSize);
    return {
      items: pagina.map((m) => marcacaoTratadaParaContrato(m, ponto)),
      total: todas.length,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      inicio,
      fim,
    };
  };

  /** GET /CarregarBancoHorasAtual: saldo do mês até ontem, só com jornada prevista. */
  const bancoHorasAtual = async (auth: AuthContext, q: { usuarioId?: number }) => {
    const hoje = await hojeDa(auth.empresaId);
    const inicio = `${hoje.slice(0, 8)}01`;
    const fim = inicio === hoje ? hoje : addDias(hoje, -1);
    const { ponto } = await periodo(auth, q.usuarioId, inicio, fim);
    const { totais } = periodoParaContrato(ponto, inicio, fim);
    const fechados = ponto.dias.filter((d) => d.fechado);
    const somaSinal = (sinal: 1 | -1) =>
      Math.round(fechados.reduce((s, d) => s + Math.max(0, sinal * d.resultado.saldo), 0));
    return {
      usuarioId: ponto.usuarioId,
      inicio,
      fim,
      trabalhadoMinutos: totais.trabalhado,
      previstoMinutos: totais.previsto,
      saldoMinutos: totais.saldo,
      creditoMinutos: ponto.temHorario ? somaSinal(1) : null,
      debitoMinutos: ponto.temHorario ? somaSinal(-1) : null,
      fonteJornada: totais.fonteJornada,
      bancoHorasConfigurado: false,
      observacao: ponto.temHorario ? OBSERVACAO_SALDO : OBSERVACAO_SEM_HORARIO,
    };
  };

  return { carregarMes, carregarPeriodoAtual, historico, bancoHorasAtual };
};
