import {
  absenteismoIndicadorRespostaSchema,
  bancoHorasIndicadorRespostaSchema,
  horasExtrasIndicadorRespostaSchema,
  type ItemFiltro,
  itemFiltroSchema,
  MENSAGEM_ERRO_INDICADORES,
  marcacoesPorHoraIndicadorRespostaSchema,
  pendenciasIndicadorRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** Filtros dos indicadores: meses (AAAA-MM), filial e departamento. */
export type FiltrosIndicadores = {
  de: string;
  ate: string;
  filialId?: number;
  departamentoId?: number;
};

const exigir = <T>(dados: T | null): T => {
  if (dados === null) throw new Error(MENSAGEM_ERRO_INDICADORES);
  return dados;
};

/** GET /api/indicadores/horas-extras. */
export const carregarHorasExtras = async (f: FiltrosIndicadores) =>
  exigir(
    horasExtrasIndicadorRespostaSchema.parse(
      await apiFetch('indicadores', '/horas-extras', { query: f }),
    ).data,
  );

/** GET /api/indicadores/absenteismo. */
export const carregarAbsenteismo = async (f: FiltrosIndicadores) =>
  exigir(
    absenteismoIndicadorRespostaSchema.parse(
      await apiFetch('indicadores', '/absenteismo', { query: f }),
    ).data,
  );

/** GET /api/indicadores/banco-horas. */
export const carregarBancoHoras = async (f: FiltrosIndicadores) =>
  exigir(
    bancoHorasIndicadorRespostaSchema.parse(
      await apiFetch('indicadores', '/banco-horas', { query: f }),
    ).data,
  );

/** GET /api/indicadores/marcacoes-por-hora. */
export const carregarMarcacoesPorHora = async (f: FiltrosIndicadores) =>
  exigir(
    marcacoesPorHoraIndicadorRespostaSchema.parse(
      await apiFetch('indicadores', '/marcacoes-por-hora', { query: f }),
    ).data,
  );

/** GET /api/indicadores/pendencias (paginado no servidor). */
export const carregarPendencias = async (f: FiltrosIndicadores, pageNumber: number) =>
  exigir(
    pendenciasIndicadorRespostaSchema.parse(
      await apiFetch('indicadores', '/pendencias', { query: { ...f, pageNumber, pageSize: 25 } }),
    ).data,
  );

const lerFiltro = (bruto: unknown): ItemFiltro[] =>
  itemFiltroSchema.array().parse((bruto as { data?: unknown } | undefined)?.data ?? []);

/** GET /api/base/filter/filiais e /departamentos (spec §7 "Filters and lookups"). */
export const listarCadastro = async (cadastro: 'filiais' | 'departamentos') =>
  lerFiltro(await apiFetch('base', `/filter/${cadastro}`));
