import type { Db } from '../../db/client.ts';
import type { DiferencasDaCompetencia } from '../verba/index.ts';
import { fotografiaRepository } from './fotografia.repository.ts';

/**
 * As diferenças de refechamentos levadas à competência (YYYY-MM) para estas pessoas: a
 * exportação da folha (módulo `verba`) recebe esta função pelo `buildApp` e as escreve em
 * linhas próprias, marcadas "diferença de MM/AAAA".
 */
export const diferencasParaFolha =
  ({ db }: { db: Db }): DiferencasDaCompetencia =>
  async (empresaId, competencia, usuarioIds) =>
    (await fotografiaRepository({ db, empresaId }).listDiferencasPara(competencia, usuarioIds)).map(
      (d) => ({ ...d, unidade: d.unidade as 'horas' | 'dias' }),
    );
