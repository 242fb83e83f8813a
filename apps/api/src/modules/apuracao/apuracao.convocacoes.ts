import type { DiaCalculado } from '../escala-nucleo/index.ts';
import type { JornadaEfetivaPeriodo } from './apuracao.tipos.ts';

/**
 * Dias de trabalho intermitente com convocação aceita (módulo `intermitente`, ligado no
 * `buildApp`): a jornada de cada dia em minutos desde 00:00.
 */
export type ListarJornadasConvocadas = (
  empresaId: number,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<readonly { usuarioId: number; data: string; jornada: [number, number][] }[]>;

const diaSemEscala = (data: string): DiaCalculado => ({
  data,
  tipoDia: 'folga',
  jornada: [],
  escalaId: null,
  alocacaoId: null,
  alteracaoEscala: null,
  bancoHoras: 0,
  compensacaoSemanal: 0,
  feriado: null,
});

/**
 * A jornada prevista com as convocações aceitas por cima (CLT art. 452-A): no dia convocado o
 * intermitente tem a jornada da convocação, como dia de trabalho, e o espelho a cobra e apura
 * como qualquer jornada. Os outros dias ficam como a escala os deu.
 */
export const comJornadasConvocadas =
  (base: JornadaEfetivaPeriodo, convocadas: ListarJornadasConvocadas): JornadaEfetivaPeriodo =>
  async (empresaId, usuarioIds, inicio, fim) => {
    const [escala, dias] = await Promise.all([
      base(empresaId, usuarioIds, inicio, fim),
      convocadas(empresaId, usuarioIds, inicio, fim),
    ]);
    if (dias.length === 0) return escala;
    const porPessoa = new Map<number, Map<string, [number, number][]>>();
    for (const d of dias) {
      const m = porPessoa.get(d.usuarioId) ?? new Map<string, [number, number][]>();
      m.set(d.data, d.jornada);
      porPessoa.set(d.usuarioId, m);
    }
    const resultado = new Map(escala);
    for (const [usuarioId, convocados] of porPessoa) {
      const atuais = escala.get(usuarioId) ?? [];
      const datas = new Map(atuais.map((d) => [d.data, d]));
      for (const data of convocados.keys())
        if (!datas.has(data)) datas.set(data, diaSemEscala(data));
      resultado.set(
        usuarioId,
        [...datas.values()]
          .sort((a, b) => a.data.localeCompare(b.data))
          .map((d) => {
            const jornada = convocados.get(d.data);
            return jornada ? { ...d, tipoDia: 'trabalho' as const, jornada } : d;
          }),
      );
    }
    return resultado;
  };
