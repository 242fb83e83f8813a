import type { Escopo, FontesApuracao, SobreavisoDoDia } from './apuracao.tipos.ts';

/**
 * Sobreaviso aprovado do lote por colaborador e data (uma consulta): os acionamentos do dia, que o
 * motor soma como trabalho (Súmula 428, II, TST), e a espera paga, que o espelho mostra à parte.
 */
export const sobreavisoPorDia = async (
  escopo: Escopo & Pick<FontesApuracao, 'listSobreaviso'>,
  ids: readonly number[],
  inicio: string,
  fim: string,
): Promise<Map<number, Map<string, SobreavisoDoDia>>> => {
  const porUsuario = new Map<number, Map<string, SobreavisoDoDia>>();
  if (!escopo.listSobreaviso) return porUsuario;
  const vazio = (): SobreavisoDoDia => ({
    acionamentos: [],
    esperaSobreaviso: 0,
    esperaProntidao: 0,
  });
  for (const s of await escopo.listSobreaviso(escopo, ids, inicio, fim)) {
    const dias = new Map<string, SobreavisoDoDia>();
    porUsuario.set(s.usuarioId, dias);
    const doDia = (data: string) => {
      const dia = dias.get(data) ?? vazio();
      dias.set(data, dia);
      return dia;
    };
    for (const a of s.acionamentos)
      doDia(a.data).acionamentos.push({
        lancamentoId: a.lancamentoId,
        horaInicio: a.horaInicio,
        horaFim: a.horaFim,
        motivo: a.motivo,
      });
    for (const e of s.esperas) {
      const dia = doDia(e.data);
      dia.esperaSobreaviso += e.sobreaviso;
      dia.esperaProntidao += e.prontidao;
    }
  }
  return porUsuario;
};
