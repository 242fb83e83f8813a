import { addDias, DIAS_MAXIMOS_SEM_REPOUSO } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { createFilaEmLote, createUmaPorLote } from '../../shared/gravacao-em-lote.ts';
import { marcacaoRepository } from '../marcacao/index.ts';
import { loadConfiguracoes } from './alerta.registrar.ts';

/** Jornada prevista de cada pessoa por dia (escala efetiva), ligada pelo `buildApp`. */
export type JornadaPrevista = (
  empresaId: number,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<
  Map<
    number,
    readonly { data: string; tipoDia: string; jornada: readonly (readonly [number, number])[] }[]
  >
>;

type Marcacao = Awaited<
  ReturnType<ReturnType<typeof marcacaoRepository>['listDoPeriodoDe']>
>[number];
type DiaPrevisto = NonNullable<ReturnType<Awaited<ReturnType<JornadaPrevista>>['get']>>[number];

const chaveDoDia = (empresaId: number, data: string) => `${empresaId}|${data}`;
const lerChave = (chave: string) => {
  const i = chave.indexOf('|');
  return { empresaId: Number(chave.slice(0, i)), data: chave.slice(i + 1) };
};

/** Marcações de cada pessoa (já sem as duplicadas: o minuto repetido não conta para nenhuma regra). */
const porPessoa = (linhas: Marcacao[]) => {
  const mapa = new Map<number, Marcacao[]>();
  for (const m of linhas) {
    const lista = mapa.get(m.usuarioId);
    if (lista) lista.push(m);
    else mapa.set(m.usuarioId, [m]);
  }
  return mapa;
};

/**
 * Leituras da avaliação de alertas em lote por empresa e dia: as avaliações que pedem a mesma
 * leitura enquanto a anterior está no banco vão todas na próxima (a fila em lote da marcação),
 * uma consulta para todas. Numa troca de turno cada marcação é de uma pessoa diferente e cada
 * avaliação fazia as suas consultas sozinha: marcações do dia, configuração dos alertas, escala
 * prevista e os dias anteriores. Toda leitura começa depois do pedido, então nenhuma avaliação vê
 * dados mais velhos que veria sozinha.
 */
export const createLeiturasAvaliacao = (d: { db: Db; jornadaPrevista: JornadaPrevista }) => {
  const marcacoes = (periodo: (data: string) => [string, string]) =>
    createFilaEmLote<number, Marcacao[]>(async (chave, ids) => {
      const { empresaId, data } = lerChave(chave);
      const [inicio, fim] = periodo(data);
      const linhas = await marcacaoRepository({ db: d.db, empresaId }).listDoPeriodoDe(
        [...new Set(ids)],
        inicio,
        fim,
      );
      const mapa = porPessoa(linhas);
      return ids.map((id) => mapa.get(id) ?? []);
    });
  const doDia = marcacoes((data) => [data, data]);
  const anteriores = marcacoes((data) => [
    addDias(data, -DIAS_MAXIMOS_SEM_REPOUSO),
    addDias(data, -1),
  ]);
  const configuracoes = createUmaPorLote((chave) => loadConfiguracoes(d.db, Number(chave)));
  const jornadas = createFilaEmLote<number, DiaPrevisto | undefined>(async (chave, ids) => {
    const { empresaId, data } = lerChave(chave);
    const mapa = await d.jornadaPrevista(empresaId, [...new Set(ids)], data, data);
    return ids.map((id) => mapa.get(id)?.find((x) => x.data === data));
  });

  return {
    /** Marcações do dia da pessoa (sem duplicadas), em ordem de instante. */
    doDia: (empresaId: number, usuarioId: number, data: string) =>
      doDia(chaveDoDia(empresaId, data), usuarioId),
    /** Marcações dos `DIAS_MAXIMOS_SEM_REPOUSO` dias antes de `data` (sem duplicadas). */
    anteriores: (empresaId: number, usuarioId: number, data: string) =>
      anteriores(chaveDoDia(empresaId, data), usuarioId),
    /** Configuração efetiva de cada tipo de alerta na empresa. */
    configuracoes: (empresaId: number) => configuracoes(String(empresaId)),
    /** Escala prevista da pessoa no dia (ou nada, sem escala). */
    jornada: (empresaId: number, usuarioId: number, data: string) =>
      jornadas(chaveDoDia(empresaId, data), usuarioId),
  };
};
