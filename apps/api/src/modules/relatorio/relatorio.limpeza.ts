import type { Db } from '../../db/client.ts';
import { listEmpresasComVencidos, relatorioRepository } from './relatorio.repository.ts';

/** Nome da fila (e do agendamento) da limpeza dos arquivos vencidos no pg-boss. */
export const FILA_LIMPEZA_RELATORIOS = 'relatorio-limpeza';

/**
 * A limpeza roda de hora em hora (cron do pg-boss, minuto 7): um arquivo vencido some do banco no
 * máximo uma hora depois de `expira_em`. Antes disso ele já não se baixa (listar, consultar e
 * baixar expiram na hora o que venceu).
 */
export const CRON_LIMPEZA_RELATORIOS = '7 * * * *';

type Log = { info: (obj: object, msg: string) => void };

/**
 * Apaga o conteúdo dos relatórios prontos cuja validade passou, empresa a empresa (cada UPDATE
 * filtrado pela empresa, uma transação por empresa): o pedido fica no histórico como `expirado`.
 * Idempotente: repetida, não acha mais nada. Devolve quantos arquivos apagou.
 */
export const createLimpezaRelatorios =
  (deps: { db: Db; clock: () => Date; log?: Log }) => async (): Promise<number> => {
    const agora = deps.clock();
    let total = 0;
    for (const empresaId of await listEmpresasComVencidos(deps.db, agora)) {
      const n = await deps.db.transaction((tx) =>
        relatorioRepository({ db: tx, empresaId }).expirar(agora),
      );
      if (n > 0) deps.log?.info({ empresaId, arquivos: n }, 'relatórios vencidos apagados');
      total += n;
    }
    return total;
  };
