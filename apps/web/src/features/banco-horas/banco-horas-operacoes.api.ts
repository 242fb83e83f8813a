import {
  type AtribuicaoLote,
  type AtribuicaoLoteEntrada,
  atribuicaoLoteSchema,
  type EquipeBancoHoras,
  equipeBancoHorasSchema,
  type FechamentoAntecipado,
  type FechamentoAntecipadoEntrada,
  fechamentoAntecipadoSchema,
  type ImportacaoSaldoAnterior,
  type ImportacaoSaldoAnteriorEntrada,
  type ItemFiltro,
  importacaoSaldoAnteriorSchema,
  itemFiltroSchema,
  type LancamentoManual,
  lancamentoManualSchema,
  type PagamentoBancoHoras,
  type PagamentoExtraordinarioEntrada,
  pagamentoBancoHorasSchema,
  type RescisaoEntrada,
  type RescisoesPendentes,
  rescisoesPendentesSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { dadosDe, V1 } from './banco-horas-config.api.ts';

const SERVICO = 'regrasBancoHoras';
const post = async (path: string, body: unknown) =>
  dadosDe(await apiFetch(SERVICO, `${V1}${path}`, { method: 'POST', body }));
const get = async (path: string, query?: Record<string, number | undefined>) =>
  dadosDe(await apiFetch(SERVICO, `${V1}${path}`, query ? { query } : {}));

/** Prévia (nada grava) ou confirmação de uma operação: o mesmo corpo, `/previa` no fim. */
const etapa = (caminho: string, previa: boolean) => (previa ? `${caminho}/previa` : caminho);

// ── Lançamentos manuais e estorno ───────────────────────────────────────────────────────────────
export const listarLancamentos = async (usuarioId: number): Promise<LancamentoManual[]> =>
  lancamentoManualSchema.array().parse(await get('/bancoHora/lancamento', { usuarioId }));

export const estornarLancamento = async (e: { id: number; motivo: string }) =>
  lancamentoManualSchema.parse(
    await post(`/bancoHora/lancamento/${e.id}/estorno`, { motivo: e.motivo }),
  );

// ── Pagamento extraordinário, fechamento antecipado e rescisão ─────────────────────────────────
export const pagarSaldo = async (
  e: PagamentoExtraordinarioEntrada & { previa: boolean },
): Promise<PagamentoBancoHoras> => {
  const { previa, ...corpo } = e;
  return pagamentoBancoHorasSchema.parse(await post(etapa('/bancoHora/pagamento', previa), corpo));
};

export const fecharAntes = async (
  e: FechamentoAntecipadoEntrada & { previa: boolean },
): Promise<FechamentoAntecipado> => {
  const { previa, ...corpo } = e;
  return fechamentoAntecipadoSchema.parse(
    await post(etapa('/bancoHora/fechamentoAntecipado', previa), corpo),
  );
};

export const rescindir = async (
  e: RescisaoEntrada & { previa: boolean },
): Promise<PagamentoBancoHoras> => {
  const { previa, ...corpo } = e;
  return pagamentoBancoHorasSchema.parse(await post(etapa('/bancoHora/rescisao', previa), corpo));
};

export const listarRescisoesPendentes = async (pagina: number): Promise<RescisoesPendentes> =>
  rescisoesPendentesSchema.parse(await get('/bancoHora/rescisao/pendentes', { pagina }));

// ── Lotes ───────────────────────────────────────────────────────────────────────────────────────
export const importarSaldos = async (
  e: ImportacaoSaldoAnteriorEntrada & { previa: boolean },
): Promise<ImportacaoSaldoAnterior> => {
  const { previa, ...corpo } = e;
  return importacaoSaldoAnteriorSchema.parse(
    await post(etapa('/bancoHora/saldoAnterior/importacao', previa), corpo),
  );
};

export const atribuirEmLote = async (
  e: AtribuicaoLoteEntrada & { previa: boolean },
): Promise<AtribuicaoLote> => {
  const { previa, ...corpo } = e;
  return atribuicaoLoteSchema.parse(
    await post(etapa('/bancoHora/colaborador/lote', previa), corpo),
  );
};

/** GET /filter/{departamentos|filiais|grupos} (serviço base): onde aplicar a atribuição em lote. */
export const listarCadastro = async (
  cadastro: 'departamentos' | 'filiais' | 'grupos',
): Promise<ItemFiltro[]> =>
  itemFiltroSchema.array().parse(dadosDe(await apiFetch('base', `/filter/${cadastro}`)));

// ── Gestor ──────────────────────────────────────────────────────────────────────────────────────
export const loadEquipe = async (q: {
  limiteMinutos: number;
  dias: number;
  pagina: number;
}): Promise<EquipeBancoHoras> => equipeBancoHorasSchema.parse(await get('/bancoHora/equipe', q));
