import { diasNoMes } from '@jornada/domain';
import type { Escopo } from '../../shared/escopo.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { espelhoRepository } from './espelho.repository.ts';

/** Primeiro e último dia do mês. */
export const periodoDoMes = (ano: number, mes: number) => {
  const inicio = `${ano}-${String(mes).padStart(2, '0')}-01`;
  return { ano, mes, inicio, fim: `${inicio.slice(0, 8)}${diasNoMes(ano, mes)}` };
};

/** Agora no fuso da empresa: a data de hoje e o instante com deslocamento (emissão do espelho). */
export const agoraNaEmpresa = async (escopo: Escopo, clock: () => Date) => {
  const e = await espelhoRepository(escopo).findEmpresa();
  const local = instanteLocal(clock(), e?.fuso ?? 'America/Sao_Paulo');
  const off = Math.abs(local.offsetMinutos);
  const sinal = local.offsetMinutos < 0 ? '-' : '+';
  const fuso = `${sinal}${String(Math.floor(off / 60)).padStart(2, '0')}:${String(off % 60).padStart(2, '0')}`;
  return { hoje: local.data, instante: `${local.data}T${local.hora}:00${fuso}`, empresa: e };
};
