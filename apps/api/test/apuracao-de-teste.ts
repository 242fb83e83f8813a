import type { Db } from '../src/db/client.ts';
import { listAusenciasAtivas } from '../src/modules/abono/index.ts';
import { createApuracaoService } from '../src/modules/apuracao/index.ts';
import { createEscalaService } from '../src/modules/escala/index.ts';
import { prepararMarcacoesTratadas } from '../src/modules/tratamento/index.ts';
import { AGORA_TESTE } from './app-de-teste.ts';

/** A apuração ligada às suas fontes como o buildApp a liga (para testes fora do HTTP). */
export const createApuracaoDeTeste = (db: Db, clock: () => Date = () => AGORA_TESTE) =>
  createApuracaoService({
    jornadaEfetivaPeriodo: createEscalaService({ db, clock }).jornadaEfetivaPeriodo,
    prepararMarcacoesTratadas,
    listAusenciasAtivas,
  });
