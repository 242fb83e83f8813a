import {
  createFilaEmMemoria,
  createFilaOffline,
  type FilaOffline,
} from '../../lib/fila-offline.ts';
import type { Localizacao } from './localizacao.ts';

/**
 * Marcações feitas sem rede, guardadas no IndexedDB do navegador até o reenvio (Portaria 671,
 * Anexo IX: a marcação off-line é enviada assim que o coletor volta a ficar on-line). A chave é o
 * `eventoId`: reenviar o mesmo evento não cria outra marcação no servidor.
 */
export type MarcacaoPendente = {
  eventoId: string;
  /** Hora do dispositivo no clique, ISO 8601 com fuso. */
  dataHoraDispositivo: string;
  /** Local do aparelho no clique, quando o GPS respondeu (vai junto no reenvio). */
  localizacao?: Localizacao;
};

export type ArmazenamentoPendentes = FilaOffline<MarcacaoPendente>;

/** Em memória: para ambientes sem IndexedDB (e testes de componente). */
export const createArmazenamentoEmMemoria = (): ArmazenamentoPendentes =>
  createFilaEmMemoria<MarcacaoPendente>();

let armazenamento: ArmazenamentoPendentes = createFilaOffline<MarcacaoPendente>('jornada-ponto');

export const armazenamentoPendentes = (): ArmazenamentoPendentes => armazenamento;

export const definirArmazenamentoPendentes = (novo: ArmazenamentoPendentes): void => {
  armazenamento = novo;
};
