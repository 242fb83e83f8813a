import type { AtivacaoQuiosque, MarcarQuiosque } from '@jornada/contracts';

/**
 * O que o tablet guarda: a credencial e a chave HMAC da ativação (localStorage, só deste
 * navegador) e a fila de marcações feitas sem rede (IndexedDB, banco próprio do quiosque, no mesmo
 * molde de `ponto/pendentes-store.ts`). A chave da fila é o `eventoId`.
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

export type FilaQuiosque = {
  listar: () => Promise<MarcacaoGuardada[]>;
  guardar: (m: MarcacaoGuardada) => Promise<void>;
  remover: (eventoId: string) => Promise<void>;
};

const BANCO = 'jornada-quiosque';
const TABELA = 'marcacoes-pendentes';

const abrirBanco = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const pedido = indexedDB.open(BANCO, 1);
    pedido.onupgradeneeded = () => {
      pedido.result.createObjectStore(TABELA, { keyPath: 'eventoId' });
    };
    pedido.onsuccess = () => resolve(pedido.result);
    pedido.onerror = () => reject(pedido.error);
  });

const naTabela = async <T>(
  modo: IDBTransactionMode,
  operacao: (tabela: IDBObjectStore) => IDBRequest,
): Promise<T> => {
  const banco = await abrirBanco();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transacao = banco.transaction(TABELA, modo);
      const pedido = operacao(transacao.objectStore(TABELA));
      transacao.oncomplete = () => resolve(pedido.result as T);
      transacao.onerror = () => reject(transacao.error);
      transacao.onabort = () => reject(transacao.error);
    });
  } finally {
    banco.close();
  }
};

const emOrdem = (itens: MarcacaoGuardada[]) =>
  [...itens].sort(
    (a, b) => new Date(a.dataHoraDispositivo).getTime() - new Date(b.dataHoraDispositivo).getTime(),
  );

const filaIndexedDb: FilaQuiosque = {
  listar: async () => emOrdem(await naTabela<MarcacaoGuardada[]>('readonly', (t) => t.getAll())),
  guardar: (m) => naTabela<void>('readwrite', (t) => t.put(m)),
  remover: (eventoId) => naTabela<void>('readwrite', (t) => t.delete(eventoId)),
};

/** Em memória: ambientes sem IndexedDB (e testes de componente). */
export const createFilaEmMemoria = (): FilaQuiosque => {
  const itens = new Map<string, MarcacaoGuardada>();
  return {
    listar: async () => emOrdem([...itens.values()]),
    guardar: async (m) => {
      itens.set(m.eventoId, m);
    },
    remover: async (eventoId) => {
      itens.delete(eventoId);
    },
  };
};

let fila: FilaQuiosque = typeof indexedDB === 'undefined' ? createFilaEmMemoria() : filaIndexedDb;

export const filaQuiosque = (): FilaQuiosque => fila;
export const definirFilaQuiosque = (nova: FilaQuiosque) => {
  fila = nova;
};
