import { addDias, type CodigoMotivoAusencia } from '@jornada/domain';
import type { AusenciaDoDia, Escopo, FontesApuracao } from './apuracao.tipos.ts';

/** Ausências justificadas ativas do lote, por colaborador e data (uma consulta). */
export const ausenciasPorDia = async (
  escopo: Escopo & Pick<FontesApuracao, 'listAusenciasAtivas'>,
  ids: readonly number[],
  inicio: string,
  fim: string,
) => {
  const porUsuario = new Map<number, Map<string, AusenciaDoDia>>();
  for (const a of await escopo.listAusenciasAtivas(escopo, ids, inicio, fim)) {
    const dias = porUsuario.get(a.usuarioId) ?? new Map<string, AusenciaDoDia>();
    porUsuario.set(a.usuarioId, dias);
    const ausencia: AusenciaDoDia = {
      id: a.id,
      motivo: a.motivo as CodigoMotivoAusencia,
      observacao: a.observacao,
      minutoInicio: a.minutoInicio,
      minutoFim: a.minutoFim,
    };
    const ate = a.dataFim < fim ? a.dataFim : fim;
    for (let d = a.dataInicio < inicio ? inicio : a.dataInicio; d <= ate; d = addDias(d, 1))
      dias.set(d, ausencia);
  }
  return porUsuario;
};
