/**
 * Gravação em lote por chave ("group commit" da aplicação): o que chega enquanto a gravação de
 * uma chave está em andamento vai todo na próxima, num comando e num commit. Usos: a marcação
 * (chave = empresa: a cerca virtual de todo o lote numa consulta e uma transação para os REP das
 * filiais do lote) e o envio das avaliações de alerta para a fila de jobs (`montar-alertas.ts`).
 * Serve também a leituras em lote, em que o que chega durante uma leitura espera a próxima (nunca
 * recebe um resultado lido antes do seu pedido): sessões novas (`sessao-ativa.ts`), destinos dos
 * webhooks (`entregador.ts`), leituras da avaliação de alertas (`alerta.leituras.ts`) e a passada
 * de entrega dos alertas de uma empresa.
 *
 * Na marcação, o NSR exige uma trava por REP (filial) até o commit; uma transação por marcação
 * limita o REP a ~1/(tempo de commit). Aqui, enquanto um lote está em andamento, as marcações que
 * chegam esperam e vão todas no próximo: uma trava por REP, um INSERT, um commit. Sem espera
 * artificial: com carga baixa o lote tem uma marcação só. Ninguém recebe resposta antes do commit
 * do seu lote, então nenhuma marcação confirmada se perde num crash. Se o lote falhar, cada item
 * é tentado sozinho, para que um erro de um colaborador não derrube a marcação dos outros.
 */
/** Um resultado por item, na ordem; um `Error` recusa só aquele item (ex.: usuário inativo). */
export type GravarLote<T, R> = (chave: string, itens: T[]) => Promise<(R | Error)[]>;

type Pendente<T, R> = { item: T; resolver: (r: R) => void; rejeitar: (e: unknown) => void };
type Fila<T, R> = { pendentes: Pendente<T, R>[]; gravando: boolean };

export const createFilaEmLote = <T, R>(gravar: GravarLote<T, R>, maximoPorLote = 500) => {
  const filas = new Map<string, Fila<T, R>>();

  const entregar = (p: Pendente<T, R>, r: R | Error | undefined): void => {
    if (r instanceof Error) p.rejeitar(r);
    else p.resolver(r as R);
  };

  const gravarSozinho = async (chave: string, p: Pendente<T, R>) => {
    try {
      const [r] = await gravar(chave, [p.item]);
      entregar(p, r);
    } catch (erro) {
      p.rejeitar(erro);
    }
  };

  const gravarLote = async (chave: string, lote: Pendente<T, R>[]) => {
    try {
      const resultados = await gravar(
        chave,
        lote.map((p) => p.item),
      );
      for (const [i, p] of lote.entries()) entregar(p, resultados[i]);
    } catch (erro) {
      if (lote.length === 1) return lote[0]!.rejeitar(erro);
      for (const p of lote) await gravarSozinho(chave, p);
    }
  };

  const esvaziar = async (chave: string, fila: Fila<T, R>) => {
    fila.gravando = true;
    try {
      while (fila.pendentes.length > 0) {
        await gravarLote(chave, fila.pendentes.splice(0, maximoPorLote));
      }
    } finally {
      fila.gravando = false;
      filas.delete(chave);
    }
  };

  return (chave: string, item: T): Promise<R> =>
    new Promise<R>((resolver, rejeitar) => {
      let fila = filas.get(chave);
      if (!fila) {
        fila = { pendentes: [], gravando: false };
        filas.set(chave, fila);
      }
      fila.pendentes.push({ item, resolver, rejeitar });
      if (!fila.gravando) void esvaziar(chave, fila);
    });
};

/**
 * Uma execução por chave serve a todos os que chegam juntos: quem pede enquanto uma execução da
 * chave está em andamento recebe o resultado da próxima (nunca o de uma que começou antes do seu
 * pedido). Para leituras e passadas que não dependem de quem pede: a restrição e a configuração
 * de alertas da empresa, a passada de entrega dos alertas.
 */
export const createUmaPorLote = <R>(executar: (chave: string) => Promise<R>) => {
  const fila = createFilaEmLote<null, R>(async (chave, itens) => {
    const r = await executar(chave);
    return itens.map(() => r);
  });
  return (chave: string): Promise<R> => fila(chave, null);
};
