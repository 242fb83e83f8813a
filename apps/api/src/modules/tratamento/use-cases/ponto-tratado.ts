import { addDias, agruparPorDia, type DiaTratado, type MarcacaoTratada } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import {
  type HorarioContratualRow,
  horarioContratualRepository,
  horarioVigente,
  jornadaContratual,
} from '../../horario-contratual/index.ts';
import { type ExtraMarcacao, loadMarcacoesTratadas } from './marcacoes-tratadas.ts';

export { type ExtraMarcacao, paraTratamento } from './marcacoes-tratadas.ts';

/** Um dia do vínculo: marcações tratadas atribuídas a ele e o horário contratual vigente. */
export type DiaPontoTratado = {
  data: string;
  tratado: DiaTratado;
  horario: HorarioContratualRow | null;
};

export type PontoTratado = {
  usuarioId: number;
  tratadas: MarcacaoTratada[];
  dias: DiaPontoTratado[];
  extras: Map<string, ExtraMarcacao>;
};

const diasEntre = (inicio: string, fim: string): string[] => {
  const dias: string[] = [];
  for (let d = inicio; d <= fim; d = addDias(d, 1)) dias.push(d);
  return dias;
};

type Pessoa = { id: number; admissao: string | null; demissao: string | null };

/**
 * Ponto tratado para o AEJ (Portaria 671 Anexo VI), no que ele se refere ao horário contratual:
 * marcações registradas (REP-P e importadas) atribuídas ao dia de apuração pela jornada do
 * horário contratual, com os tratamentos aplicados (registro 05), e o horário contratual vigente
 * em cada dia do vínculo (registro 04). Não apura nada: faltas, DSR e banco de horas do AEJ
 * (registro 07) vêm de `calcularEspelhos`, o mesmo cálculo do espelho e do painel.
 */
export const loadPontoTratado = async (p: {
  db: Db | Tx;
  empresaId: number;
  pessoas: Pessoa[];
  inicio: string;
  fim: string;
}): Promise<PontoTratado[]> => {
  const escopo = { db: p.db, empresaId: p.empresaId };
  const ids = p.pessoas.map((u) => u.id);
  const vigencias = await horarioContratualRepository(escopo).listVigencias(ids);
  const carregadas = await loadMarcacoesTratadas({
    ...escopo,
    usuarioIds: ids,
    inicio: p.inicio,
    fim: p.fim,
    jornadaDe: (usuarioId: number, data: string) =>
      jornadaContratual(horarioVigente(vigencias, usuarioId, data), data),
  });

  return p.pessoas.map((pessoa) => {
    const { tratadas, extras } = carregadas.get(pessoa.id)!;
    const porDia = new Map(agruparPorDia(tratadas).map((d) => [d.data, d]));
    const primeiro = pessoa.admissao && pessoa.admissao > p.inicio ? pessoa.admissao : p.inicio;
    const ultimo = pessoa.demissao && pessoa.demissao < p.fim ? pessoa.demissao : p.fim;
    const dias = diasEntre(primeiro, ultimo).map((data) => ({
      data,
      tratado: porDia.get(data) ?? { data, marcacoes: [] },
      horario: horarioVigente(vigencias, pessoa.id, data),
    }));
    return { usuarioId: pessoa.id, tratadas, dias, extras };
  });
};
