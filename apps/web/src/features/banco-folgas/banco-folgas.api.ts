import {
  type CreditoFolgaBody,
  type ExtratoFolgas,
  extratoFolgasRespostaSchema,
  type FeriadosTrabalhadosBody,
  type FolgaBancoBody,
  feriadosTrabalhadosRespostaSchema,
  type LancamentoFolgaWire,
  lancamentoFolgaRespostaSchema,
  type SaldoFolgas,
  saldosFolgasRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

const exigir = <T>(dados: T | null | undefined): T => {
  if (dados === null || dados === undefined)
    throw new Error('Resposta sem dados do banco de folgas.');
  return dados;
};

/** GET /api/banco-folgas/meu: o saldo, o que vence e o extrato da própria pessoa. */
export const loadMeuBancoFolgas = async (): Promise<ExtratoFolgas> =>
  exigir(extratoFolgasRespostaSchema.parse(await apiFetch('bancoFolgas', '/meu')).data);

/** GET /saldos: a equipe (gestor) ou todos (RH), como o servidor decide pelo token. */
export const loadSaldosFolgas = async (): Promise<SaldoFolgas[]> =>
  exigir(saldosFolgasRespostaSchema.parse(await apiFetch('bancoFolgas', '/saldos')).data);

/** GET /colaboradores/{usuarioId}: saldo, o que vence e o extrato de uma pessoa. */
export const loadExtratoFolgas = async (usuarioId: number): Promise<ExtratoFolgas> =>
  exigir(
    extratoFolgasRespostaSchema.parse(await apiFetch('bancoFolgas', `/colaboradores/${usuarioId}`))
      .data,
  );

const lancamento = async (path: string, body: unknown): Promise<LancamentoFolgaWire> =>
  exigir(
    lancamentoFolgaRespostaSchema.parse(
      await apiFetch('bancoFolgas', path, { method: 'POST', body }),
    ).data,
  );

/** POST /creditos: crédito de dias do RH (motivo, validade). */
export const creditarFolgas = (body: CreditoFolgaBody) => lancamento('/creditos', body);

/** POST /folgas: a folga do banco de folgas num dia (debita um dia). */
export const marcarFolgaBanco = (body: FolgaBancoBody) => lancamento('/folgas', body);

/** POST /lancamentos/{id}/estorno: desfaz um lançamento (nada é apagado). */
export const estornarLancamentoFolga = (id: number, motivo: string) =>
  lancamento(`/lancamentos/${id}/estorno`, { motivo });

/** POST /feriados-trabalhados: um dia por feriado trabalhado no mês, pelo espelho. */
export const creditarFeriadosTrabalhados = async (body: FeriadosTrabalhadosBody) =>
  exigir(
    feriadosTrabalhadosRespostaSchema.parse(
      await apiFetch('bancoFolgas', '/feriados-trabalhados', { method: 'POST', body }),
    ).data,
  );
