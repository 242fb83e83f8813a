import { avaliarCercas, formatarDistancia } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import type { PedidoCerca, ResultadoCerca, VerificarCerca } from '../../marcacao/index.ts';
import { CONFIG_PADRAO, cercaParaDominio } from '../cerca-virtual.mapeamento.ts';
import { type ContextoCerca, cercaVirtualRepository } from '../cerca-virtual.repository.ts';

const SEM_AVALIACAO: ResultadoCerca = { foraDaCerca: null, distanciaCercaMetros: null };

export const MENSAGEM_SEM_LOCALIZACAO =
  'Localização: obrigatória para marcar o ponto nesta filial. Permita o acesso à localização do aparelho e tente de novo.';

const semLocalizacao = () =>
  new AppError('LOCALIZACAO_OBRIGATORIA', MENSAGEM_SEM_LOCALIZACAO, 400, 'Localização');

const foraDaCerca = (distancia: number, cerca: string) =>
  new AppError(
    'FORA_DA_CERCA',
    `Você está a ${formatarDistancia(distancia)} da cerca de ${cerca}. Nesta filial o ponto só pode ser marcado dentro da cerca virtual.`,
    403,
    'Localização',
  );

/**
 * Cerca virtual de uma marcação: o quiosque (aparelho fixo da empresa) e as pessoas com exceção
 * vigente não são avaliados. No modo `recusar`, sem localização é 400 e fora da cerca é 403 com a
 * distância (nada gravado, nenhum NSR); no modo `aceitar`, grava marcada "fora da cerca" (sem
 * localização: fora, com a distância nula) para revisão.
 */
const avaliar = (
  p: PedidoCerca,
  contexto: ContextoCerca | undefined,
): ResultadoCerca | AppError => {
  if (p.isQuiosque || !contexto) return SEM_AVALIACAO;
  const { cercas, excecoes } = contexto;
  if (cercas.length === 0) return SEM_AVALIACAO;
  const data = instanteLocal(p.instante, contexto.fuso).data;
  if (excecoes.some((e) => e.inicio <= data && (e.fim === null || e.fim >= data)))
    return SEM_AVALIACAO;
  const config = contexto.config ?? CONFIG_PADRAO;
  if (p.latitude === undefined || p.longitude === undefined) {
    // Modo aceitar: grava para revisão, "fora da cerca" sem distância (local desconhecido).
    if (config.modo === 'recusar') return semLocalizacao();
    return { foraDaCerca: true, distanciaCercaMetros: null };
  }
  const avaliacao = avaliarCercas({
    ponto: { latitude: p.latitude, longitude: p.longitude },
    precisaoMetros: p.precisaoMetros ?? null,
    cercas: cercas.map(cercaParaDominio),
    toleranciaMetros: config.toleranciaMetros,
  });
  if (!avaliacao) return SEM_AVALIACAO;
  if (avaliacao.dentro)
    return { foraDaCerca: false, distanciaCercaMetros: avaliacao.distanciaMetros };
  if (config.modo === 'recusar')
    return foraDaCerca(avaliacao.distanciaMetros, avaliacao.cercaMaisProxima);
  return { foraDaCerca: true, distanciaCercaMetros: avaliacao.distanciaMetros };
};

/** As cercas de um lote de marcações da empresa: uma consulta para quem não é quiosque. */
export const createVerificarCerca =
  ({ db }: { db: Db }): VerificarCerca =>
  async (empresaId, pedidos) => {
    const ids = [...new Set(pedidos.flatMap((p) => (p.isQuiosque ? [] : [p.usuarioId])))];
    const contextos = ids.length
      ? await cercaVirtualRepository({ db, empresaId }).listContextoMarcacao(ids)
      : new Map<number, ContextoCerca>();
    return pedidos.map((p) => avaliar(p, contextos.get(p.usuarioId)));
  };
