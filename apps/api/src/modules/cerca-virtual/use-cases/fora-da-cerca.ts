import type { MarcacaoForaDaCercaDto } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { cercaParaContrato } from '../cerca-virtual.mapeamento.ts';
import { cercaVirtualRepository } from '../cerca-virtual.repository.ts';

/** Até quantas marcações a fila mostra de uma vez (o período estreita a busca). */
export const LIMITE_FILA_FORA = 500;
const PERIODO_MAXIMO_DIAS = 62;

const dias = (inicio: string, fim: string) =>
  (Date.parse(`${fim}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86_400_000;

/**
 * Fila de revisão do RH: as marcações aceitas fora da cerca no período, cada uma com o local, a
 * precisão, a distância e as cercas da filial (o mapa é desenhado no navegador, sem mapas externos).
 */
export const createFilaForaDaCerca =
  ({ db }: { db: Db }) =>
  async (
    auth: AuthContext,
    periodo: { inicio: string; fim: string },
  ): Promise<MarcacaoForaDaCercaDto[]> => {
    const intervalo = dias(periodo.inicio, periodo.fim);
    if (intervalo < 0)
      throw new AppError('PERIODO_INVALIDO', 'A data final vem antes da inicial.', 400, 'fim');
    if (intervalo > PERIODO_MAXIMO_DIAS)
      throw new AppError(
        'PERIODO_INVALIDO',
        `Escolha um período de até ${PERIODO_MAXIMO_DIAS} dias.`,
        400,
        'fim',
      );
    const repo = cercaVirtualRepository({ db, empresaId: auth.empresaId });
    const linhas = await repo.listMarcacoesForaDaCerca(
      periodo.inicio,
      periodo.fim,
      LIMITE_FILA_FORA,
    );
    const cercas = await repo.listCercas();
    return linhas.map(({ filialId, dataHora, ...l }) => ({
      ...l,
      dataHora: dataHora.toISOString(),
      cercas: cercas.filter((c) => c.filialId === filialId).map(cercaParaContrato),
    }));
  };
