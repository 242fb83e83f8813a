import { type AutorizacaoHoraExtraDia, addDias, type SegmentoRegra } from '@jornada/domain';
import type { Escopo, FontesApuracao } from './apuracao.tipos.ts';

/** Limite autorizado e decisão do gestor de cada dia de um colaborador. */
export type AutorizacoesDoColaborador = {
  limites: Map<string, number>;
  decisoes: Map<string, 'pagar' | 'banco'>;
};

const VAZIO: AutorizacoesDoColaborador = { limites: new Map(), decisoes: new Map() };

/**
 * Autorizações de horas extras e decisões sobre as retidas do lote (módulo `autorizacao-he`,
 * ligado no `buildApp`), por colaborador e data. Autorizações que se sobrepõem num dia valem
 * pelo maior limite (não se somam: docs/decisoes/autorizacao-he.md).
 */
export const autorizacoesPorDia = async (
  escopo: Escopo & Pick<FontesApuracao, 'listAutorizacoesHe'>,
  ids: readonly number[],
  inicio: string,
  fim: string,
): Promise<Map<number, AutorizacoesDoColaborador>> => {
  const porUsuario = new Map<number, AutorizacoesDoColaborador>();
  if (!escopo.listAutorizacoesHe) return porUsuario;
  const doUsuario = (id: number) => {
    const atual = porUsuario.get(id) ?? { limites: new Map(), decisoes: new Map() };
    porUsuario.set(id, atual);
    return atual;
  };
  const lido = await escopo.listAutorizacoesHe(escopo, ids, inicio, fim);
  for (const a of lido.autorizacoes) {
    const { limites } = doUsuario(a.usuarioId);
    const ate = a.dataFim < fim ? a.dataFim : fim;
    for (let d = a.dataInicio < inicio ? inicio : a.dataInicio; d <= ate; d = addDias(d, 1))
      limites.set(d, Math.max(limites.get(d) ?? 0, a.limiteMinutos));
  }
  for (const x of lido.decisoes) doUsuario(x.usuarioId).decisoes.set(x.data, x.destino);
  return porUsuario;
};

/** A entrada do motor para o dia, só quando a regra em vigor exige autorização prévia. */
export const autorizacaoDoDia = (
  data: string,
  segmento: SegmentoRegra,
  a: AutorizacoesDoColaborador | undefined,
): AutorizacaoHoraExtraDia | null => {
  const regra = segmento.complementos.autorizacaoHoraExtra;
  if (!regra?.exige) return null;
  const x = a ?? VAZIO;
  return {
    limite: x.limites.get(data) ?? 0,
    destinoNaoAutorizada: regra.destinoNaoAutorizada,
    decisao: x.decisoes.get(data) ?? null,
  };
};
