import {
  addDias,
  apurarSobreaviso,
  type DataHoraIso,
  type DataIso,
  minutosEntre,
  type TipoSobreaviso,
} from '@jornada/domain';
import type { Escopo } from '../../../shared/escopo.ts';
import { sobreavisoRepository } from '../sobreaviso.repository.ts';
import { comTipo } from './apuracao.ts';
import { escalasPlanejadas } from './apurar-lancamentos.ts';

/** Um acionamento aprovado no dia em que começou: trabalho efetivo (Súmula 428, II, TST). */
export type AcionamentoDoDia = {
  lancamentoId: number;
  data: string;
  /** 'HH:MM'; fim ≤ início termina no dia seguinte. */
  horaInicio: string;
  horaFim: string;
  motivo: string;
};

/** Espera paga de um dia (escalas que começam nele), em minutos de relógio, por tipo. */
export type EsperaDoDia = { data: string; sobreaviso: number; prontidao: number };

export type SobreavisoDoPeriodo = {
  usuarioId: number;
  acionamentos: AcionamentoDoDia[];
  esperas: EsperaDoDia[];
};

const hora = (dataHora: string) => dataHora.slice(11, 16);

/**
 * O acionamento em pedaços de até um dia, cada um na data em que começa: o que dura menos de
 * 24 h fica inteiro no dia do início (atravessa a meia-noite como uma jornada noturna).
 */
const pedacos = (inicio: string, fim: string) => {
  if (minutosEntre(inicio as DataHoraIso, fim as DataHoraIso) < 1440)
    return [{ data: inicio.slice(0, 10), horaInicio: hora(inicio), horaFim: hora(fim) }];
  const lista: { data: string; horaInicio: string; horaFim: string }[] = [];
  let de = inicio;
  while (de < fim) {
    const meiaNoite = `${addDias(de.slice(0, 10) as DataIso, 1)}T00:00`;
    const ate = meiaNoite < fim ? meiaNoite : fim;
    lista.push({ data: de.slice(0, 10), horaInicio: hora(de), horaFim: hora(ate) });
    de = ate;
  }
  return lista;
};

/**
 * O sobreaviso aprovado de um lote no período, para a apuração do espelho (ligado no `buildApp`):
 * os acionamentos aprovados, que o motor soma como trabalho, e a espera paga de cada dia pelo
 * motor do sobreaviso (`apurarSobreaviso`, a mesma conta do relatório e da folha): a escala
 * planejada e as esperas aprovadas, sem o tempo acionado quando a regra desconta.
 */
export const listSobreavisoDoPeriodo = async (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
): Promise<SobreavisoDoPeriodo[]> => {
  if (usuarioIds.length === 0) return [];
  const r = sobreavisoRepository(escopo);
  const [alocacoes, lancamentos, regras] = await Promise.all([
    r.listAlocacoes({ usuarioIds, inicio, fim, ativo: true }),
    r.listLancamentos({ usuarioIds, status: 'aprovado', inicio, fim }),
    r.listRegras({}),
  ]);
  const descontar = new Map(regras.map((g) => [g.id, g.descontarAcionamento]));
  const resultado: SobreavisoDoPeriodo[] = [];
  for (const usuarioId of usuarioIds) {
    const minhas = alocacoes.filter((a) => a.usuarioId === usuarioId);
    const meus = lancamentos.filter((l) => l.usuarioId === usuarioId);
    if (minhas.length === 0 && meus.length === 0) continue;
    const aprovados = meus
      .filter((l) => l.natureza === 'acionamento')
      .sort((a, b) => a.inicio.localeCompare(b.inicio));
    const acionamentos = aprovados.flatMap((l) =>
      pedacos(l.inicio, l.fim)
        .filter((p) => p.data >= inicio && p.data <= fim)
        .map((p) => ({ lancamentoId: l.id, ...p, motivo: l.motivoDescricao })),
    );
    const escalas = [
      ...escalasPlanejadas(minhas, inicio, fim),
      ...meus.filter((l) => l.natureza === 'espera').flatMap((l) => comTipo([l], l.tipo)),
    ];
    const apurado = apurarSobreaviso({
      configuracao: {
        descontarAcionamento: minhas.every((x) => descontar.get(x.regraId) ?? true),
      },
      escalas,
      acionamentos: aprovados,
    });
    const porDia = new Map<string, EsperaDoDia>();
    for (const e of apurado.escalas) {
      if (e.minutosRemunerados === 0) continue;
      const data = e.inicio.slice(0, 10);
      const dia = porDia.get(data) ?? { data, sobreaviso: 0, prontidao: 0 };
      dia[e.tipo as TipoSobreaviso] += e.minutosRemunerados;
      porDia.set(data, dia);
    }
    const esperas = [...porDia.values()].sort((a, b) => a.data.localeCompare(b.data));
    resultado.push({ usuarioId, acionamentos, esperas });
  }
  return resultado;
};
