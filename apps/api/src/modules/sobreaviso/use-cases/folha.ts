import type { QuantidadeApurada } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import { sobreavisoRepository } from '../sobreaviso.repository.ts';
import { apurarPorPessoa } from './relatorio.ts';

/** Minutos do período que vão para a folha (tipos de quantidade das verbas, domínio `folha`). */
export type QuantidadesSobreaviso = {
  /** Espera de sobreaviso paga (a folha aplica 1/3 da hora, CLT art. 244 §2º). */
  sobreavisoEspera: number;
  /** Espera de prontidão paga (2/3 da hora, art. 244 §3º). */
  prontidaoEspera: number;
  /** Trabalho nos acionamentos aprovados (Súmula 428 II TST). */
  sobreavisoAcionado: number;
};

/**
 * O sobreaviso e a prontidão de um período para as verbas da folha: escalas planejadas, esperas
 * e acionamentos aprovados de cada pessoa, pelo motor (`apurarSobreaviso`). Uso interno (o
 * módulo verba recebe esta função pelo `buildApp`); sem permissão própria.
 */
export const quantidadesParaFolha =
  ({ db }: { db: Db }) =>
  async (
    empresaId: number,
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
  ): Promise<Map<number, QuantidadeApurada[]>> => {
    const ids = new Set(usuarioIds);
    const pessoas = await apurarPorPessoa(sobreavisoRepository({ db, empresaId }), {
      alcance: {},
      inicio,
      fim,
    });
    const resultado = new Map<number, QuantidadeApurada[]>();
    for (const [usuarioId, { apuracao: a }] of pessoas) {
      if (!ids.has(usuarioId)) continue;
      const q: QuantidadesSobreaviso = {
        sobreavisoEspera: a.esperaPorTipo?.sobreaviso ?? 0,
        prontidaoEspera: a.esperaPorTipo?.prontidao ?? 0,
        sobreavisoAcionado: a.minutosTrabalhados,
      };
      resultado.set(
        usuarioId,
        (Object.keys(q) as (keyof QuantidadesSobreaviso)[])
          .filter((tipo) => q[tipo] > 0)
          .map((tipo) => ({ tipo, valor: q[tipo] })),
      );
    }
    return resultado;
  };
