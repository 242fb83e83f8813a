import type { CercaDto, CoordenadaDto } from '@jornada/contracts';

/** Raio médio da Terra (m): a projeção plana local é boa para cercas de poucos quilômetros. */
const RAIO_TERRA = 6_371_008.8;
const rad = (g: number) => (g * Math.PI) / 180;

export type PontoPlano = { x: number; y: number };

/** Projeção equirretangular em metros em torno de `origem` (x para leste, y para norte). */
export const projetar = (p: CoordenadaDto, origem: CoordenadaDto): PontoPlano => ({
  x: rad(p.longitude - origem.longitude) * Math.cos(rad(origem.latitude)) * RAIO_TERRA,
  y: rad(p.latitude - origem.latitude) * RAIO_TERRA,
});

export type Caixa = { minX: number; maxX: number; minY: number; maxY: number };

const caixaVazia = (): Caixa => ({
  minX: Infinity,
  maxX: -Infinity,
  minY: Infinity,
  maxY: -Infinity,
});

const incluir = (c: Caixa, p: PontoPlano, raio = 0): void => {
  c.minX = Math.min(c.minX, p.x - raio);
  c.maxX = Math.max(c.maxX, p.x + raio);
  c.minY = Math.min(c.minY, p.y - raio);
  c.maxY = Math.max(c.maxY, p.y + raio);
};

/** Origem da projeção: o ponto da marcação, ou o primeiro centro/vértice das cercas. */
export const origemDoMapa = (
  cercas: CercaDto['forma'][],
  ponto: CoordenadaDto | null,
): CoordenadaDto | null => {
  if (ponto) return ponto;
  const primeira = cercas[0];
  if (!primeira) return null;
  return primeira.tipo === 'circulo' ? primeira : (primeira.vertices[0] ?? null);
};

/** Caixa (em metros) que contém cercas, ponto e círculo de precisão, com margem de 12%. */
export const caixaDoMapa = (
  cercas: CercaDto['forma'][],
  ponto: CoordenadaDto | null,
  precisaoMetros: number | null,
  origem: CoordenadaDto,
): Caixa => {
  const c = caixaVazia();
  for (const f of cercas) {
    if (f.tipo === 'circulo') incluir(c, projetar(f, origem), f.raioMetros);
    else for (const v of f.vertices) incluir(c, projetar(v, origem));
  }
  if (ponto) incluir(c, projetar(ponto, origem), Math.max(precisaoMetros ?? 0, 20));
  if (!Number.isFinite(c.minX)) incluir(c, { x: 0, y: 0 }, 100);
  const margem = Math.max(c.maxX - c.minX, c.maxY - c.minY, 40) * 0.12;
  return {
    minX: c.minX - margem,
    maxX: c.maxX + margem,
    minY: c.minY - margem,
    maxY: c.maxY + margem,
  };
};

/** Comprimento "redondo" (1, 2 ou 5 × 10ⁿ m) que cabe em `maximo` metros, para a barra de escala. */
export const escalaRedonda = (maximo: number): number => {
  const potencia = 10 ** Math.floor(Math.log10(Math.max(maximo, 1)));
  for (const passo of [5, 2, 1]) if (passo * potencia <= maximo) return passo * potencia;
  return potencia;
};

export const rotuloEscala = (metros: number): string =>
  metros >= 1000 ? `${(metros / 1000).toString().replace('.', ',')} km` : `${metros} m`;

/** Link para ver o ponto no OpenStreetMap (abre fora do Jornada). */
export const urlOpenStreetMap = (p: CoordenadaDto): string => {
  const lat = p.latitude.toFixed(6);
  const lon = p.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
};

/** "-23,550300, -46,633900" (6 casas: ~10 cm). */
export const formatarCoordenadas = (p: CoordenadaDto): string =>
  `${p.latitude.toFixed(6).replace('.', ',')}, ${p.longitude.toFixed(6).replace('.', ',')}`;
