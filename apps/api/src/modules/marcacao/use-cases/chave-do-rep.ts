import type { Db } from '../../../db/client.ts';
import { marcacaoRepository } from '../marcacao.repository.ts';

/** Quantas pessoas têm a filial lembrada por processo (as mais antigas saem primeiro). */
const LEMBRADAS = 100_000;

/**
 * Chave da fila de gravação: o REP (filial) de quem marca, `empresa:filial`. O NSR e o hash são
 * por REP, então filiais diferentes gravam em lotes e transações separados, sem travar a linha
 * do REP uma da outra. A filial fica lembrada na memória: é só o critério de agrupamento. Quem
 * mudou de filial depois de lembrado continua certo, porque o lote relê a filial e trava o REP
 * atual no banco (um lote aceita várias filiais); só perde o agrupamento ideal até o processo
 * reiniciar ou a lembrança sair. Pessoa inexistente: chave da empresa, e o lote a recusa.
 */
export const createChaveDoRep = (db: Db) => {
  const filialDe = new Map<string, number>();
  return async (empresaId: number, usuarioId: number): Promise<string> => {
    const pessoa = `${empresaId}:${usuarioId}`;
    let filialId = filialDe.get(pessoa);
    if (filialId === undefined) {
      filialId = await marcacaoRepository({ db, empresaId }).findFilialDoUsuario(usuarioId);
      if (filialId === undefined) return `${empresaId}:`;
      if (filialDe.size >= LEMBRADAS) filialDe.delete(filialDe.keys().next().value!);
      filialDe.set(pessoa, filialId);
    }
    return `${empresaId}:${filialId}`;
  };
};

/** Empresa da chave `empresa:filial` (o lote grava sempre numa empresa só). */
export const empresaDaChave = (chave: string): number => Number(chave.slice(0, chave.indexOf(':')));
