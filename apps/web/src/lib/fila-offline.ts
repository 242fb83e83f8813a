/**
 * Fila de eventos feitos sem rede, guardada no IndexedDB do navegador até o reenvio (Portaria
 * 671, Anexo IX: a marcação off-line é enviada assim que o coletor volta a ficar on-line). A
 * chave é o `eventoId`: reenviar o mesmo evento não cria outro registro no servidor. Sai sempre
 * na ordem da hora do dispositivo. Sem IndexedDB (testes de componente), fica em memória.
 */
export type EventoOffline = { eventoId: string; dataHoraDispositivo: string };

export type FilaOffline<T extends EventoOffline> = {
  listar: () => Promise<T[]>;
  guardar: (evento: T) => Promise<void>;
  remover: (eventoId: string) => Promise<void>;
};

const TABELA = 'marcacoes-pendentes';

const emOrdem = <T extends EventoOffline>(itens: readonly T[]) =>
  [...itens].sort(
    (a, b) => new Date(a.dataHoraDispositivo).getTime() - new Date(b.dataHoraDispositivo).getTime(),
  );

const abrirBanco = (banco: string): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const pedido = indexedDB.open(banco, 1);
    pedido.onupgradeneeded = () => {
      pedido.result.createObjectStore(TABELA, { keyPath: 'eventoId' });
    };
    pedido.onsuccess = () => resolve(pedido.result);
    pedido.onerror = () => reject(pedido.error);
  });

/** Uma fila num banco IndexedDB próprio (`jornada-ponto`, `jornada-quiosque`...). */
export const createFilaIndexedDb = <T extends EventoOffline>(banco: string): FilaOffline<T> => {
  const naTabela = async <R>(
    modo: IDBTransactionMode,
    operacao: (tabela: IDBObjectStore) => IDBRequest,
  ): Promise<R> => {
    const db = await abrirBanco(banco);
    try {
      return await new Promise<R>((resolve, reject) => {
        const transacao = db.transaction(TABELA, modo);
        const pedido = operacao(transacao.objectStore(TABELA));
        transacao.oncomplete = () => resolve(pedido.result as R);
        transacao.onerror = () => reject(transacao.error);
        transacao.onabort = () => reject(transacao.error);
      });
    } finally {
      db.close();
    }
  };
  return {
    listar: async () => emOrdem(await naTabela<T[]>('readonly', (t) => t.getAll())),
    guardar: (evento) => naTabela<void>('readwrite', (t) => t.put(evento)),
    remover: (eventoId) => naTabela<void>('readwrite', (t) => t.delete(eventoId)),
  };
};

/** Em memória: para ambientes sem IndexedDB (e testes de componente). */
export const createFilaEmMemoria = <T extends EventoOffline>(): FilaOffline<T> => {
  const itens = new Map<string, T>();
  return {
    listar: async () => emOrdem([...itens.values()]),
    guardar: async (evento) => {
      itens.set(evento.eventoId, evento);
    },
    remover: async (eventoId) => {
      itens.delete(eventoId);
    },
  };
};

/** IndexedDB quando o navegador tem; senão memória. */
export const createFilaOffline = <T extends EventoOffline>(banco: string): FilaOffline<T> =>
  typeof indexedDB === 'undefined' ? createFilaEmMemoria<T>() : createFilaIndexedDb<T>(banco);
