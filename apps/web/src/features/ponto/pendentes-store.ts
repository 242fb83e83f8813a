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

export type ArmazenamentoPendentes = {
  listar: () => Promise<MarcacaoPendente[]>;
  guardar: (pendente: MarcacaoPendente) => Promise<void>;
  remover: (eventoId: string) => Promise<void>;
};

const BANCO = 'jornada-ponto';
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

export const armazenamentoIndexedDb: ArmazenamentoPendentes = {
  listar: async () => {
    const itens = await naTabela<MarcacaoPendente[]>('readonly', (t) => t.getAll());
    return [...itens].sort((a, b) => a.dataHoraDispositivo.localeCompare(b.dataHoraDispositivo));
  },
  guardar: (pendente) => naTabela<void>('readwrite', (t) => t.put(pendente)),
  remover: (eventoId) => naTabela<void>('readwrite', (t) => t.delete(eventoId)),
};

/** Em memória: para ambientes sem IndexedDB (e testes de componente). */
export const createArmazenamentoEmMemoria = (): ArmazenamentoPendentes => {
  const itens = new Map<string, MarcacaoPendente>();
  return {
    listar: async () =>
      [...itens.values()].sort((a, b) =>
        a.dataHoraDispositivo.localeCompare(b.dataHoraDispositivo),
      ),
    guardar: async (pendente) => {
      itens.set(pendente.eventoId, pendente);
    },
    remover: async (eventoId) => {
      itens.delete(eventoId);
    },
  };
};

let armazenamento: ArmazenamentoPendentes =
  typeof indexedDB === 'undefined' ? createArmazenamentoEmMemoria() : armazenamentoIndexedDb;

export const armazenamentoPendentes = (): ArmazenamentoPendentes => armazenamento;

export const definirArmazenamentoPendentes = (novo: ArmazenamentoPendentes): void => {
  armazenamento = novo;
};
