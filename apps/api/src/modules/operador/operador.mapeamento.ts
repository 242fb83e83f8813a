import type { EmpresaCliente } from '@jornada/contracts';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { semPermissao } from '../../shared/errors.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { EMPRESA_OPERADORA } from '../auth/index.ts';
import type { empresa } from '../organizacao/index.ts';
import type { empresaCliente } from './operador.table.ts';

export const ROTA_ADMIN_MASTER = '/dashboard/admin/admin-master';

/**
 * Planos de faturamento (módulo faturamento, pelo `buildApp`): a empresa nasce com o plano
 * escolhido, na mesma transação, e a lista mostra o plano em vigor no mês.
 */
export type PlanosDaOperadora = {
  atribuirEm: (
    tx: Tx,
    auth: AuthContext,
    b: { empresaId: number; planoId: number; vigenciaInicio: string },
  ) => Promise<{ planoNome: string }>;
  nomesVigentes: (auth: AuthContext, competencia: string) => Promise<ReadonlyMap<number, string>>;
};

/** Competência corrente ('AAAA-MM') no fuso da operadora, como o faturamento a conta. */
export const competenciaAtual = (agora: Date) =>
  instanteLocal(agora, 'America/Sao_Paulo').data.slice(0, 7);

type Linha = {
  e: typeof empresa.$inferSelect;
  c: typeof empresaCliente.$inferSelect | null;
  colaboradoresAtivos: number;
};

/** Linha → contrato; `planos` é o nome do plano em vigor de cada empresa (do faturamento). */
export const paraEmpresaCliente =
  (planos: ReadonlyMap<number, string>) =>
  ({ e, c, colaboradoresAtivos }: Linha): EmpresaCliente => ({
    id: e.id,
    cnpj: e.cnpj,
    razaoSocial: e.nome,
    nomeFantasia: c?.nomeFantasia ?? null,
    fusoHorario: e.fusoHorario,
    uf: e.uf,
    plano: planos.get(e.id) ?? null,
    situacao: c?.situacao ?? 'ativa',
    motivoSituacao: c?.motivoSituacao ?? null,
    situacaoEm: c?.situacaoEm?.toISOString() ?? null,
    colaboradoresAtivos: Number(colaboradoresAtivos),
    criadoEm: e.criadoEm.toISOString(),
    operadora: e.id === EMPRESA_OPERADORA,
  });

/**
 * spec §2: a tela do operador é só da empresa 1. O token já só leva a rota admin-master na
 * empresa 1; aqui a regra vale de novo, e uma sessão HQ (suporte dentro de um cliente) não usa.
 */
export const exigirOperador = (auth: AuthContext): AuthContext => {
  if (auth.empresaId !== EMPRESA_OPERADORA || auth.hqSuporteId)
    throw semPermissao('Só a operadora (empresa 1) administra as empresas clientes.');
  return auth;
};

export const pagina = (f: { pageNumber: number; pageSize: number }) => ({
  limite: f.pageSize,
  deslocamento: (f.pageNumber - 1) * f.pageSize,
});
