import type { QuantidadeApurada } from '@jornada/domain';
import type { QuantidadesExtras } from './comum.ts';

/**
 * Várias fontes de quantidades fora do espelho (sobreaviso, intermitente...) como uma só: as
 * listas de cada pessoa se juntam; cada fonte manda os seus próprios tipos.
 */
export const juntarQuantidades =
  (...fontes: QuantidadesExtras[]): QuantidadesExtras =>
  async (empresaId, usuarioIds, inicio, fim) => {
    const resultado = new Map<number, QuantidadeApurada[]>();
    const mapas = await Promise.all(fontes.map((f) => f(empresaId, usuarioIds, inicio, fim)));
    for (const mapa of mapas)
      for (const [usuarioId, lista] of mapa)
        resultado.set(usuarioId, [...(resultado.get(usuarioId) ?? []), ...lista]);
    return resultado;
  };
