import {
  type BancoHoraColaborador,
  type BancoHoraColaboradorEntrada,
  bancoHoraColaboradorSchema,
  bancoHorasAtualRespostaSchema,
  type Ciclo,
  type CicloEntrada,
  cicloSchema,
  type Extrato,
  extratoSchema,
  type FechamentoCiclo,
  fechamentoCicloSchema,
  type ItemFiltro,
  itemFiltroSchema,
  type LancamentoManual,
  type LancamentoManualEntrada,
  lancamentoManualSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { dadosDe, V1 } from './banco-horas-config.api.ts';

const SERVICO = 'regrasBancoHoras';
const enviar = async (path: string, method: 'POST' | 'PUT', body?: unknown) =>
  dadosDe(await apiFetch(SERVICO, `${V1}${path}`, { method, body }));

// ── Ciclos ──────────────────────────────────────────────────────────────────────────────────────
/** GET /api/v1/ciclo?bancoHoraId=: os ciclos do banco, do mais antigo ao mais novo. */
export const listarCiclos = async (bancoHoraId: number): Promise<Ciclo[]> =>
  cicloSchema
    .array()
    .parse(dadosDe(await apiFetch(SERVICO, `${V1}/ciclo`, { query: { bancoHoraId } })))
    .toSorted((a, b) => a.inicio.localeCompare(b.inicio));

export const createCiclo = async (entrada: CicloEntrada): Promise<Ciclo> =>
  cicloSchema.parse(await enviar('/ciclo', 'POST', entrada));

/** POST /api/v1/ciclo/batch: os próximos ciclos pelo calendário do regime. */
export const createCiclosLote = async (e: {
  bancoHoraId: number;
  quantidade: number;
}): Promise<Ciclo[]> => cicloSchema.array().parse(await enviar('/ciclo/batch', 'POST', e));

/** PUT /api/v1/ciclo/activate ou /inactivate com {ids}. */
export const definirCiclosAtivos = async (e: { ids: number[]; ativo: boolean }) =>
  cicloSchema
    .array()
    .parse(await enviar(e.ativo ? '/ciclo/activate' : '/ciclo/inactivate', 'PUT', { ids: e.ids }));

// ── Fechamento ──────────────────────────────────────────────────────────────────────────────────
/** GET /api/v1/ciclo/{id}/fechamento: a prévia (ou o gravado, se fechado). */
export const loadFechamento = async (cicloId: number): Promise<FechamentoCiclo> =>
  fechamentoCicloSchema.parse(
    dadosDe(await apiFetch(SERVICO, `${V1}/ciclo/${cicloId}/fechamento`)),
  );

export const confirmarFechamento = async (cicloId: number): Promise<FechamentoCiclo> =>
  fechamentoCicloSchema.parse(await enviar(`/ciclo/${cicloId}/fechamento`, 'POST'));

export const reabrirCiclo = async (e: {
  cicloId: number;
  motivo: string;
}): Promise<FechamentoCiclo> =>
  fechamentoCicloSchema.parse(
    await enviar(`/ciclo/${e.cicloId}/reabertura`, 'POST', { motivo: e.motivo }),
  );

// ── Colaboradores, saldo anterior e lançamentos ─────────────────────────────────────────────────
export const listarVigencias = async (bancoHoraId: number): Promise<BancoHoraColaborador[]> =>
  bancoHoraColaboradorSchema
    .array()
    .parse(
      dadosDe(await apiFetch(SERVICO, `${V1}/bancoHora/colaborador`, { query: { bancoHoraId } })),
    );

export const atribuirColaborador = async (
  e: BancoHoraColaboradorEntrada,
): Promise<BancoHoraColaborador> =>
  bancoHoraColaboradorSchema.parse(await enviar('/bancoHora/colaborador', 'POST', e));

export const encerrarVigencia = async (e: {
  id: number;
  vigenciaFim: string | null;
}): Promise<BancoHoraColaborador> =>
  bancoHoraColaboradorSchema.parse(
    await enviar(`/bancoHora/colaborador/${e.id}`, 'PUT', { vigenciaFim: e.vigenciaFim }),
  );

export const definirSaldoAnterior = async (e: {
  usuarioId: number;
  minutos: number;
  motivo: string;
}): Promise<BancoHoraColaborador> =>
  bancoHoraColaboradorSchema.parse(await enviar('/bancoHora/saldoAnterior', 'PUT', e));

export const lancarManual = async (e: LancamentoManualEntrada): Promise<LancamentoManual> =>
  lancamentoManualSchema.parse(await enviar('/bancoHora/lancamento', 'POST', e));

// ── Extrato e saldo ─────────────────────────────────────────────────────────────────────────────
/** GET /api/v1/bancoHora/extrato: sem `usuarioId`, o do próprio usuário. */
export const loadExtrato = async (usuarioId?: number): Promise<Extrato> =>
  extratoSchema.parse(
    dadosDe(await apiFetch(SERVICO, `${V1}/bancoHora/extrato`, { query: { usuarioId } })),
  );

/** GET /CarregarBancoHorasAtual (serviço principal): o saldo de hoje pelo motor do banco. */
export const loadBancoHorasAtual = async () =>
  bancoHorasAtualRespostaSchema.parse(await apiFetch('main', '/CarregarBancoHorasAtual')).Data;

/** GET /filter/pessoas (serviço base): os colaboradores que o RH pode pôr no banco. */
export const listarPessoas = async (): Promise<ItemFiltro[]> =>
  itemFiltroSchema.array().parse(dadosDe(await apiFetch('base', '/filter/pessoas')));
