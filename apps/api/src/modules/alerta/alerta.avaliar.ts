import type { TipoAlertaContrato } from '@jornada/contracts';
import {
  addDias,
  avaliarAtraso,
  avaliarCerca,
  avaliarDescansoSemanal,
  avaliarHoraExtra,
  avaliarInterjornada,
  avaliarIntervalo,
  type Constatacao,
  DIAS_MAXIMOS_SEM_REPOUSO,
  minutosPrevistosRestantes,
  preverHoraExtra,
} from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { createLeiturasAvaliacao, type JornadaPrevista } from './alerta.leituras.ts';
import { registrarAlerta } from './alerta.registrar.ts';

/** Dados do evento `marcacao.registrada` que a avaliação usa (o job recebe isto em JSON). */
export type MarcacaoAvaliada = {
  empresaId: number;
  usuarioId: number;
  marcacaoId: number;
  data: string;
  foraDaCerca?: boolean;
};

type Deps = { db: Db; clock: () => Date; jornadaPrevista: JornadaPrevista };
type Leituras = ReturnType<typeof createLeiturasAvaliacao>;

const minutosEntre = (a: Date, b: Date) => Math.floor((b.getTime() - a.getTime()) / 60_000);

/**
 * Avalia as regras que uma marcação pode violar, fora da transação da marcação (job da fila ou
 * logo depois do commit): na primeira marcação do dia, interjornada, repouso semanal e atraso;
 * na volta do primeiro intervalo, o intervalo mínimo; em cada saída, a hora extra do dia; na
 * entrada e na volta, a hora extra prevista até a saída da escala; e a cerca virtual em qualquer
 * marcação. Devolve os ids dos alertas criados.
 */
const avaliarMarcacao = async (
  d: Deps,
  leituras: Leituras,
  e: MarcacaoAvaliada,
): Promise<number[]> => {
  const hoje = await leituras.doDia(e.empresaId, e.usuarioId, e.data);
  const i = hoje.findIndex((m) => m.id === e.marcacaoId);
  const marcada = hoje[i];
  if (!marcada) return [];
  const [config, dia] = await Promise.all([
    leituras.configuracoes(e.empresaId),
    leituras.jornada(e.empresaId, e.usuarioId, e.data),
  ]);
  const prevista = dia && dia.tipoDia === 'trabalho' ? dia.jornada : [];
  const previstoMin = prevista.reduce((s, [a, b]) => s + (b - a), 0);
  const achados: { c: Constatacao; referencia: string }[] = [];
  const achar = (c: Constatacao | null, referencia: string) => {
    if (c) achados.push({ c, referencia });
  };
  const limiar = (tipo: TipoAlertaContrato, padrao: number) => config.get(tipo)?.limiar ?? padrao;

  achar(avaliarCerca(e.foraDaCerca), `marcacao:${marcada.id}`);
  if (i === 0) {
    // Dias seguidos com marcação antes de hoje; a saída anterior só importa se foi ontem (< 11 h).
    // Os dias anteriores numa consulta só (não uma por dia, em sequência).
    const antes = new Map<string, { dataHora: Date }[]>();
    for (const m of await leituras.anteriores(e.empresaId, e.usuarioId, e.data)) {
      const lista = antes.get(m.data);
      if (lista) lista.push(m);
      else antes.set(m.data, [m]);
    }
    let seguidos = 1;
    let anterior: Date | undefined;
    for (let k = 1; k <= DIAS_MAXIMOS_SEM_REPOUSO; k += 1) {
      const ms = antes.get(addDias(e.data, -k)) ?? [];
      if (k === 1 && ms.length) anterior = ms[ms.length - 1]!.dataHora;
      if (ms.length === 0) break;
      seguidos += 1;
    }
    if (anterior)
      achar(
        avaliarInterjornada(minutosEntre(anterior, marcada.dataHora)),
        `marcacao:${marcada.id}`,
      );
    achar(avaliarDescansoSemanal(seguidos), 'dia');
    const entradaPrevista = prevista[0]?.[0];
    if (entradaPrevista !== undefined)
      achar(avaliarAtraso(entradaPrevista, marcada.minuto, limiar('atraso', 10)), 'entrada');
  }
  if (i === 2 && previstoMin > 0)
    achar(
      avaliarIntervalo(minutosEntre(hoje[1]!.dataHora, hoje[2]!.dataHora), previstoMin),
      'intervalo',
    );
  // Trabalhado nos pares já fechados antes desta marcação (entrada → saída).
  let trabalhado = 0;
  for (let k = 1; k <= i; k += 2)
    trabalhado += minutosEntre(hoje[k - 1]!.dataHora, hoje[k]!.dataHora);
  if (i % 2 === 1) {
    const c = avaliarHoraExtra(trabalhado, previstoMin, limiar('horaExtraProxima', 30));
    if (c && (c.tipo === 'horaExtraExcedida' || config.get('horaExtraProxima')?.ativo))
      achar(c, 'dia');
  } else if (config.get('horaExtraProxima')?.ativo) {
    // Entrada ou volta do intervalo: saindo no horário da escala, o dia passaria do limite?
    const saida = prevista[prevista.length - 1]?.[1] ?? 0;
    const projetado = trabalhado + minutosPrevistosRestantes(prevista, marcada.minuto);
    achar(preverHoraExtra(projetado, previstoMin, saida), 'dia');
  }

  const criados: number[] = [];
  for (const { c, referencia } of achados) {
    const cfg = config.get(c.tipo);
    if (!cfg) continue;
    const id = await registrarAlerta(d.db, d.clock, {
      empresaId: e.empresaId,
      usuarioId: e.usuarioId,
      data: e.data,
      referencia,
      constatacao: c,
      config: cfg,
    });
    if (id !== undefined) criados.push(id);
  }
  return criados;
};

/** A avaliação com as leituras em lote do app (uma instância por app, como a fila em lote). */
export const createAvaliacaoMarcacao = (d: Deps) => {
  const leituras = createLeiturasAvaliacao(d);
  return (e: MarcacaoAvaliada) => avaliarMarcacao(d, leituras, e);
};
