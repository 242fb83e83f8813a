import type { Db } from '../../../db/client.ts';
import { marcacaoRepository } from '../marcacao.repository.ts';
import { registrarEventoRep } from './registrar-evento-rep.ts';

/**
 * Na subida do servidor: grava o evento sensível `07` (serviço disponível, REP-P) em cada REP cujo
 * último tipo 6 não é já um `07` — a primeira subida e a volta depois de um `08` (indisponível).
 * Reinícios com o serviço no ar (outro processo atendendo) não repetem o registro.
 */
export const registrarServicoDisponivel = async (
  db: Db,
  empresaIds: number[],
  agora: Date,
): Promise<number> => {
  let gravados = 0;
  for (const empresaId of empresaIds) {
    for (const { filialId } of await marcacaoRepository({ db, empresaId }).listReps()) {
      const gravou = await db.transaction(async (tx) => {
        const repo = marcacaoRepository({ db: tx, empresaId });
        await repo.reservarNsr(filialId, 0);
        if ((await repo.ultimoEventoSensivel(filialId))?.slice(34, 36) === '07') return false;
        await registrarEventoRep({
          tx,
          empresaId,
          filialId,
          evento: { tipo: '6', evento: '07' },
          agora,
        });
        return true;
      });
      if (gravou) gravados += 1;
    }
  }
  return gravados;
};
