import type { EventoHistoricoRegra } from '@jornada/contracts';
import { AppError } from '../../../shared/errors.ts';
import type { EventoArquivamentoRow } from './regra-arquivamento.repository.ts';

/** Uma linha do histórico: a versão em vigor naquele momento e o que aconteceu. */
export type LinhaHistorico<V> = {
  versao: V;
  evento: EventoHistoricoRegra;
  ativo: boolean;
  motivo: string | null;
  em: Date;
  autorId: number | null;
};

/**
 * Junta versões (em ordem de gravação) e eventos de arquivamento numa linha do tempo, da mais
 * recente para a mais antiga. Cada evento mostra a versão gravada por último antes dele.
 */
export const linhaDoTempo = <V extends { criadoEm: Date; autorId: number | null }>(
  versoes: readonly V[],
  eventos: readonly EventoArquivamentoRow[],
): LinhaHistorico<V>[] => {
  const linhas: LinhaHistorico<V>[] = [];
  let ativo = true;
  let atual: V | undefined;
  let e = 0;
  const emitirEventosAte = (limite: Date | null) => {
    while (e < eventos.length && (limite === null || eventos[e]!.criadoEm < limite)) {
      const ev = eventos[e++]!;
      ativo = ev.ativo;
      if (atual)
        linhas.push({
          versao: atual,
          evento: ev.ativo ? 'reativacao' : 'arquivamento',
          ativo,
          motivo: ev.motivo,
          em: ev.criadoEm,
          autorId: ev.autorId,
        });
    }
  };
  for (const v of versoes) {
    emitirEventosAte(v.criadoEm);
    atual = v;
    linhas.push({
      versao: v,
      evento: 'versao',
      ativo,
      motivo: null,
      em: v.criadoEm,
      autorId: v.autorId,
    });
  }
  emitirEventosAte(null);
  return linhas.reverse();
};

/** Mensagem 409 de arquivamento recusado. */
export const arquivamentoRecusado = (mensagem: string) =>
  new AppError('REGRA_EM_USO', mensagem, 409);
