import type { AlcanceFechamento, Fechamento } from '@jornada/contracts';
import { diasNoMes, type LinhaVerba, type QuantidadeApurada } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { Escopo } from '../../../shared/escopo.ts';
import type { PublicarEvento } from '../../../shared/eventos.ts';
import type { ApuracaoService } from '../../apuracao/index.ts';
import { agoraNaEmpresa } from '../../espelho/index.ts';
import { type FechamentoDetalheRow, fechamentoRepository } from '../fechamento.repository.ts';

/** Menu do RH com verbas, exportação e fechamento da folha (modules/acesso/recursos.ts). */
export const ROTA_FOLHA = '/dashboard/admin/folha';

type PorPessoa<T> = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<T[]>;

/** O que o fechamento recebe do `buildApp`: cada fonte vem do módulo dono dela. */
export type FechamentoDeps = {
  db: Db;
  clock: () => Date;
  /** Eventos de domínio depois do commit (competencia.fechada). */
  publicar?: PublicarEvento;
  /** A apuração do período (a mesma do espelho): recalcula os dias de quem entra no alcance. */
  apuracao: ApuracaoService;
  /** As quantidades do mês por pessoa e código da folha (módulo `verba`: o que a exportação leva). */
  quantidadesDoMes: (
    auth: AuthContext,
    q: { ano: number; mes: number; filialId?: number; departamentoId?: number },
    /** Quantidades que a transação do fechamento ainda vai gravar (pagamento por estágio). */
    adicionais?: QuantidadesAdicionais,
  ) => Promise<{ colaboradores: { colaborador: { id: number }; linhas: LinhaVerba[] }[] }>;
  /**
   * Pagamento por estágio do banco de horas (módulo `banco-horas`, ligado no `buildApp`):
   * calculado antes da transação, gravado nela (a fotografia já leva as quantidades) e
   * estornado na reabertura — o refechamento calcula de novo, nunca paga duas vezes.
   */
  estagiosBancoHoras?: EstagiosBancoHoras;
  /**
   * Tratativas das divergências (módulo `divergencia`) por `usuarioId|data`: um dia de marcações
   * ímpares justificado ou ignorado pelo RH/gestor deixa de impedir o fechamento.
   */
  lerTratativas?: (
    escopo: Escopo,
    inicio: string,
    fim: string,
  ) => Promise<Map<string, { acao: string; motivo: string | null; por: string | null }>>;
  /** Pendências que impedem fechar, cada uma pela porta do módulo dono. */
  pendencias: {
    tratamentos: PorPessoa<{ usuarioId: number; data: string; tipo: string }>;
    lancamentos: PorPessoa<{
      usuarioId: number;
      tipo: string;
      dataInicio: string;
      dataFim: string;
    }>;
    sobreavisos: PorPessoa<{ usuarioId: number; natureza: string; inicio: string }>;
  };
  /**
   * Horas extras retidas sem decisão, aceitas como aviso: viram "pagar" antes da fotografia
   * (nunca se perdem, CLT art. 4º). Módulo `autorizacao-he`, ligado no `buildApp`.
   */
  pagarRetidas?: (
    auth: AuthContext,
    dias: readonly { usuarioId: number; data: string }[],
  ) => Promise<void>;
};

/** Quantidades datadas que ainda não estão gravadas, por pessoa (somadas às do mês). */
export type QuantidadesAdicionais = {
  data: string;
  quantidades: ReadonlyMap<number, QuantidadeApurada[]>;
};

/** O plano do banco de horas: o que entra na fotografia (opaco para o fechamento). */
export type PlanoBancoHoras = {
  data: string;
  quantidades: ReadonlyMap<number, QuantidadeApurada[]>;
};

export type EstagiosBancoHoras = {
  prever(
    auth: AuthContext,
    periodo: { competencia: string; fim: string },
    usuarioIds: readonly number[],
  ): Promise<PlanoBancoHoras>;
  gravar(tx: Tx, auth: AuthContext, plano: PlanoBancoHoras, fechamentoId: number): Promise<void>;
  estornar(tx: Tx, auth: AuthContext, fechamentoId: number, motivo: string): Promise<void>;
};

export const competenciaDe = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}`;

/** 'YYYY-MM' da competência seguinte. */
export const competenciaSeguinte = (ano: number, mes: number) =>
  mes === 12 ? competenciaDe(ano + 1, 1) : competenciaDe(ano, mes + 1);

export const mesBr = (ano: number, mes: number) => `${String(mes).padStart(2, '0')}/${ano}`;

export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Período, "hoje" e pessoas do alcance. Só fecha competência já terminada: os dias de hoje em
 * diante ainda não foram apurados.
 */
export const resolverAlcance = async (
  deps: FechamentoDeps,
  auth: AuthContext,
  q: AlcanceFechamento,
) => {
  const escopo = { db: deps.db, empresaId: auth.empresaId };
  const repo = fechamentoRepository(escopo);
  if (q.filialId !== undefined && !(await repo.findFilial(q.filialId)))
    throw naoEncontrado('Filial');
  if (q.departamentoId !== undefined && !(await repo.findDepartamento(q.departamentoId)))
    throw naoEncontrado('Departamento');
  const inicio = `${competenciaDe(q.ano, q.mes)}-01`;
  const fim = `${competenciaDe(q.ano, q.mes)}-${String(diasNoMes(q.ano, q.mes)).padStart(2, '0')}`;
  const { hoje } = await agoraNaEmpresa(escopo, deps.clock);
  if (fim >= hoje)
    throw new AppError(
      'COMPETENCIA_EM_ANDAMENTO',
      `mes: a competência ${mesBr(q.ano, q.mes)} ainda não terminou; ela pode ser fechada a partir do dia seguinte ao último dia do mês.`,
      400,
      'mes',
    );
  const pessoas = await repo.listPessoas({ inicio, fim, ...q });
  return { escopo, repo, inicio, fim, hoje, pessoas, competencia: competenciaDe(q.ano, q.mes) };
};

export const paraFechamento = (r: FechamentoDetalheRow): Fechamento => ({
  id: r.f.id,
  ano: Number(r.f.competencia.slice(0, 4)),
  mes: Number(r.f.competencia.slice(5, 7)),
  escopo: r.f.escopo as Fechamento['escopo'],
  filialId: r.f.filialId,
  departamentoId: r.f.departamentoId,
  alcance: r.f.escopo === 'empresa' ? null : r.alcance,
  status: r.f.status as Fechamento['status'],
  colaboradores: r.f.colaboradores,
  avisosAceitos: r.f.avisos.length,
  diferencas: r.diferencas,
  fechadoPor: r.fechadoPor,
  fechadoEm: r.f.fechadoEm.toISOString(),
  reabertoPor: r.reabertoPor,
  reabertoEm: r.f.reabertoEm?.toISOString() ?? null,
  motivoReabertura: r.f.motivoReabertura,
});
