import {
  addDias,
  agruparPorDia,
  apurarPeriodo,
  type DiaEntrada,
  type DiaTratado,
  horariosApuraveis,
  type MarcacaoTratada,
  type ResultadoDia,
  type SemanaDsr,
} from '@jornada/domain';
import { listarFeriados } from '@jornada/feriados';
import type { Db, Tx } from '../../../db/client.ts';
import { calendarioRepository } from '../../calendario/calendario.repository.ts';
import {
  type HorarioContratualRow,
  horarioContratualRepository,
  horarioVigente,
  jornadaContratual,
} from '../../horario-contratual/horario-contratual.repository.ts';
import { pontoRepository } from '../ponto.repository.ts';
import type { TratamentoLista } from '../tratamento.repository.ts';
import { carregarMarcacoesTratadas, type ExtraMarcacao } from './marcacoes-tratadas.ts';

export { type ExtraMarcacao, paraTratamento } from './marcacoes-tratadas.ts';

export type DiaApurado = {
  data: string;
  tratado: DiaTratado;
  jornada: [string, string][];
  horario: HorarioContratualRow | null;
  resultado: ResultadoDia;
  /** Dia fechado (anterior a hoje): só ele entra em saldo e faltas. */
  fechado: boolean;
};

export type PontoTratado = {
  usuarioId: number;
  tratadas: MarcacaoTratada[];
  dias: DiaApurado[];
  semanas: SemanaDsr[];
  temHorario: boolean;
  extras: Map<string, ExtraMarcacao>;
  tratamentos: Map<number, TratamentoLista>;
};

type Municipal = Awaited<ReturnType<ReturnType<typeof calendarioRepository>['listMunicipais']>>;

/** Nacionais, estaduais da UF e os municipais da empresa que valem na filial da pessoa. */
const feriadosDe = (
  inicio: string,
  fim: string,
  uf: string,
  municipais: Municipal,
  filialId: number | null | undefined,
): string[] => {
  const anos = new Set([Number(inicio.slice(0, 4)), Number(fim.slice(0, 4))]);
  const daFilial = municipais.filter((m) => m.filialId === null || m.filialId === filialId);
  return [...anos].flatMap((ano) =>
    listarFeriados(ano, { uf, municipais: daFilial }).map((f) => f.data),
  );
};

const diasEntre = (inicio: string, fim: string): string[] => {
  const dias: string[] = [];
  for (let d = inicio; d <= fim; d = addDias(d, 1)) dias.push(d);
  return dias;
};

type Pessoa = {
  id: number;
  admissao: string | null;
  demissao: string | null;
  filialId?: number | null;
};

/**
 * Ponto tratado de colaboradores num período: marcações registradas (REP-P e importadas) no dia
 * de apuração (jornada noturna → dia em que começou), tratamentos aplicados e a apuração do
 * domínio (CFG-DEFAULT) contra a jornada do horário contratual, quando houver. Sem horário
 * contratual, a apuração só mede o trabalhado (previsto e saldo não são inventados).
 */
export const carregarPontoTratado = async (p: {
  db: Db | Tx;
  empresaId: number;
  pessoas: Pessoa[];
  inicio: string;
  fim: string;
  hoje: string;
}): Promise<PontoTratado[]> => {
  const escopo = { db: p.db, empresaId: p.empresaId };
  const ids = p.pessoas.map((u) => u.id);
  const [empresa, vigencias, municipais] = await Promise.all([
    pontoRepository(escopo).findEmpresa(),
    horarioContratualRepository(escopo).listVigencias(ids),
    calendarioRepository(escopo).listMunicipais(),
  ]);
  const jornadaDe = (usuarioId: number, data: string) =>
    jornadaContratual(horarioVigente(vigencias, usuarioId, data), data);
  const carregadas = await carregarMarcacoesTratadas({
    ...escopo,
    usuarioIds: ids,
    inicio: p.inicio,
    fim: p.fim,
    jornadaDe,
  });
  const uf = empresa?.uf ?? 'SP';

  return p.pessoas.map((pessoa) => {
    const feriados = feriadosDe(p.inicio, p.fim, uf, municipais, pessoa.filialId);
    const { tratadas, extras, tratamentos } = carregadas.get(pessoa.id)!;
    const porDia = new Map(agruparPorDia(tratadas).map((d) => [d.data, d]));
    const primeiro = pessoa.admissao && pessoa.admissao > p.inicio ? pessoa.admissao : p.inicio;
    const ultimo = pessoa.demissao && pessoa.demissao < p.fim ? pessoa.demissao : p.fim;
    const datas = diasEntre(primeiro, ultimo);
    const entradas: DiaEntrada[] = datas.map((data) => {
      const tratado = porDia.get(data) ?? { data, marcacoes: [] };
      return {
        data,
        jornada: jornadaDe(pessoa.id, data),
        marcacoes: horariosApuraveis(tratado),
      };
    });
    const apuracao = apurarPeriodo({ dias: entradas, feriados });
    const dias = datas.map((data, i) => ({
      data,
      tratado: porDia.get(data) ?? { data, marcacoes: [] },
      jornada: entradas[i]!.jornada as [string, string][],
      horario: horarioVigente(vigencias, pessoa.id, data),
      resultado: apuracao.dias[i]!,
      fechado: data < p.hoje,
    }));
    return {
      usuarioId: pessoa.id,
      tratadas,
      dias,
      semanas: apuracao.semanas,
      temHorario: vigencias.some((v) => v.usuarioId === pessoa.id),
      extras,
      tratamentos,
    };
  });
};
