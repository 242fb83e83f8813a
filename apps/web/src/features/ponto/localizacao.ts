/** Local do aparelho no clique, como o GPS informou (graus decimais; precisão em metros). */
export type Localizacao = { latitude: number; longitude: number; precisaoMetros: number };

export type ResultadoLocalizacao =
  | { tipo: 'obtida'; localizacao: Localizacao }
  | { tipo: 'falhou'; motivo: string };

/** Espera máxima pelo GPS: depois disso a marcação segue sem localização (o servidor decide). */
export const TEMPO_MAXIMO_LOCALIZACAO_MS = 10_000;

const MOTIVOS: Record<number, string> = {
  1: 'o acesso à localização foi negado neste aparelho',
  2: 'a localização não está disponível neste aparelho',
  3: 'o aparelho demorou demais para informar a localização',
};

/**
 * Pede a posição atual com alta precisão e sem reaproveitar uma posição antiga. Nunca rejeita: a
 * falha volta como dado, e a marcação vai sem localização (filial sem cerca aceita; com cerca no
 * modo recusar, o servidor responde pedindo a localização).
 */
export const obterLocalizacao = (): Promise<ResultadoLocalizacao> =>
  new Promise((resolve) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      resolve({ tipo: 'falhou', motivo: 'este navegador não informa a localização' });
      return;
    }
    geo.getCurrentPosition(
      (posicao) =>
        resolve({
          tipo: 'obtida',
          localizacao: {
            latitude: posicao.coords.latitude,
            longitude: posicao.coords.longitude,
            precisaoMetros: Math.min(100_000, Math.max(0, posicao.coords.accuracy)),
          },
        }),
      (erro) => resolve({ tipo: 'falhou', motivo: MOTIVOS[erro.code] ?? 'a localização falhou' }),
      { enableHighAccuracy: true, timeout: TEMPO_MAXIMO_LOCALIZACAO_MS, maximumAge: 0 },
    );
  });
