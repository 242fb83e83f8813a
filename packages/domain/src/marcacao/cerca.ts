// Cerca virtual (geofence) da marcação pelo celular ou navegador: geometria pura, em metros.
// A recusa fora da cerca é política da empresa, não regra da Portaria 671 (docs/decisoes/cerca-virtual.md).

export type Coordenada = { latitude: number; longitude: number };

export type FormaCerca =
  | { tipo: 'circulo'; centro: Coordenada; raioMetros: number }
  | { tipo: 'poligono'; vertices: Coordenada[] };

export type CercaNomeada = FormaCerca & { nome: string };

/** Raio médio da Terra (IUGG), em metros. */
export const RAIO_TERRA_METROS = 6_371_008.8;

/**
 * Quanto da precisão informada pelo GPS conta a favor da pessoa: até 100 m. Um aparelho que
 * informa 5 km de precisão não pode, só por isso, marcar "dentro" de qualquer cerca.
 */
export const PRECISAO_MAXIMA_CONSIDERADA_METROS = 100;

const rad = (graus: number) => (graus * Math.PI) / 180;

/** Distância em metros entre dois pontos pela fórmula de haversine (esfera de raio médio). */
export const distanciaHaversine = (a: Coordenada, b: Coordenada): number => {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * RAIO_TERRA_METROS * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Projeção plana local (equirretangular) em metros em torno de `origem`: boa até dezenas de km. */
const projetar = (p: Coordenada, origem: Coordenada) => ({
  x: rad(p.longitude - origem.longitude) * Math.cos(rad(origem.latitude)) * RAIO_TERRA_METROS,
  y: rad(p.latitude - origem.latitude) * RAIO_TERRA_METROS,
});

/** Ponto dentro do polígono (par/ímpar, raio horizontal). Vértices em qualquer sentido. */
export const pontoNoPoligono = (p: Coordenada, vertices: Coordenada[]): boolean => {
  let dentro = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i]!;
    const b = vertices[j]!;
    const cruza =
      a.latitude > p.latitude !== b.latitude > p.latitude &&
      p.longitude <
        ((b.longitude - a.longitude) * (p.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude;
    if (cruza) dentro = !dentro;
  }
  return dentro;
};

/** Distância em metros de `p` ao segmento `a`–`b` (na projeção local em torno de `p`). */
export const distanciaAoSegmento = (p: Coordenada, a: Coordenada, b: Coordenada): number => {
  const pa = projetar(a, p);
  const pb = projetar(b, p);
  const dx = pb.x - pa.x;
  const dy = pb.y - pa.y;
  const comprimento2 = dx * dx + dy * dy;
  const t =
    comprimento2 === 0 ? 0 : Math.max(0, Math.min(1, -(pa.x * dx + pa.y * dy) / comprimento2));
  return Math.hypot(pa.x + t * dx, pa.y + t * dy);
};

/** Distância em metros até a borda do polígono; 0 quando o ponto está dentro. */
export const distanciaAoPoligono = (p: Coordenada, vertices: Coordenada[]): number => {
  if (vertices.length === 0) return Number.POSITIVE_INFINITY;
  if (pontoNoPoligono(p, vertices)) return 0;
  let menor = Number.POSITIVE_INFINITY;
  for (let i = 0; i < vertices.length; i++) {
    const d = distanciaAoSegmento(p, vertices[i]!, vertices[(i + 1) % vertices.length]!);
    if (d < menor) menor = d;
  }
  return menor;
};

/** Distância em metros do ponto à cerca (0 dentro dela). */
export const distanciaACerca = (p: Coordenada, forma: FormaCerca): number =>
  forma.tipo === 'circulo'
    ? Math.max(0, distanciaHaversine(p, forma.centro) - forma.raioMetros)
    : distanciaAoPoligono(p, forma.vertices);

export type AvaliacaoCerca = {
  dentro: boolean;
  /** Distância à cerca mais próxima, em metros inteiros (0 dentro), sem descontar tolerância. */
  distanciaMetros: number;
  /** Nome da cerca mais próxima. */
  cercaMaisProxima: string;
};

/**
 * Avalia um ponto contra as cercas da filial: dentro se, em alguma cerca, a distância for no
 * máximo a tolerância mais a precisão informada (limitada a PRECISAO_MAXIMA_CONSIDERADA_METROS).
 * Sem cercas não há o que avaliar (devolve `null`).
 */
export const avaliarCercas = ({
  ponto,
  precisaoMetros,
  cercas,
  toleranciaMetros,
}: {
  ponto: Coordenada;
  precisaoMetros: number | null;
  cercas: CercaNomeada[];
  toleranciaMetros: number;
}): AvaliacaoCerca | null => {
  let melhor: { nome: string; distancia: number } | null = null;
  for (const cerca of cercas) {
    const distancia = distanciaACerca(ponto, cerca);
    if (!melhor || distancia < melhor.distancia) melhor = { nome: cerca.nome, distancia };
  }
  if (!melhor) return null;
  const folga =
    Math.max(0, toleranciaMetros) +
    Math.min(Math.max(0, precisaoMetros ?? 0), PRECISAO_MAXIMA_CONSIDERADA_METROS);
  return {
    dentro: melhor.distancia <= folga,
    distanciaMetros: Math.round(melhor.distancia),
    cercaMaisProxima: melhor.nome,
  };
};

/** "350 m" até 1 km; depois "1,2 km" (uma casa, vírgula decimal). */
export const formatarDistancia = (metros: number): string => {
  if (metros < 1000) return `${Math.round(metros)} m`;
  return `${(Math.round(metros / 100) / 10).toFixed(1).replace('.', ',')} km`;
};
