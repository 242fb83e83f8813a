import type { AtivacaoQuiosque, MarcarQuiosque } from '@jornada/contracts';
import {
  createFilaOffline,
  createFilaEmMemoria as criarEmMemoria,
  type FilaOffline,
} from '../../lib/fila-offline.ts';

/**
 * O que o tablet guarda: a credencial e a chave HMAC da ativação (localStorage, só deste
 * navegador) e a fila de marcações feitas sem rede (IndexedDB, banco próprio do quiosque, no mesmo
 * molde de `ponto/pendentes-store.ts`, em `lib/fila-offline.ts`). A chave da fila é o `eventoId`.
 */
const CHAVE_ATIVACAO = 'jornada-quiosque-ativacao';

export const loadAtivacao = (): AtivacaoQuiosque | null => {
  try {
    const bruto = localStorage.getItem(CHAVE_ATIVACAO);
    return bruto ? (JSON.parse(bruto) as AtivacaoQuiosque) : null;
  } catch {
    return null;
  }
};

export const guardarAtivacao = (a: AtivacaoQuiosque | null) => {
  if (a) localStorage.setItem(CHAVE_ATIVACAO, JSON.stringify(a));
  else localStorage.removeItem(CHAVE_ATIVACAO);
};

export type MarcacaoGuardada = MarcarQuiosque & { eventoId: string; dataHoraDispositivo: string };

export type FilaQuiosque = FilaOffline<MarcacaoGuardada>;

/** Em memória: ambientes sem IndexedDB (e testes de componente). */
export const createFilaEmMemoria = (): FilaQuiosque => criarEmMemoria<MarcacaoGuardada>();

let fila: FilaQuiosque = createFilaOffline<MarcacaoGuardada>('jornada-quiosque');

export const filaQuiosque = (): FilaQuiosque => fila;
export const definirFilaQuiosque = (nova: FilaQuiosque) => {
  fila = nova;
};
