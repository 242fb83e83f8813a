import { expandirEscala } from '@jornada/domain';
import { type ChaveJornada, prng } from './demo-dados.ts';
import { escalaDemo } from './demo-escalas.ts';

export type MarcacaoDemo = {
  usuarioId: number;
  cpf: string;
  data: string;
  minuto: number;
  instante: Date;
};

// A demo usa o horário de Brasília sem horário de verão (extinto em 2019): UTC−3 fixo.
const OFFSET_MS = -3 * 3_600_000;
const DIA_MS = 86_400_000;

const dataLocal = (instante: Date) =>
  new Date(instante.getTime() + OFFSET_MS).toISOString().slice(0, 10);

const instanteDe = (data: string, minuto: number) =>
  new Date(Date.parse(`${data}T00:00:00Z`) + minuto * 60_000 - OFFSET_MS);

/** Variações realistas de um dia: atrasos, horas extras, esquecimentos e faltas. */
const variar = (horarios: readonly number[], r: () => number): number[] | null => {
  const sorteio = r();
  if (sorteio < 0.03) return null; // falta
  const ruido = () => Math.round(r() * 8) - 4; // ±4 min, dentro da tolerância
  const [e, si, vi, s] = horarios as [number, number, number, number];
  const atraso = r() < 0.08 ? 6 + Math.round(r() * 20) : 0;
  const extra = r() < 0.12 ? 15 + Math.round(r() * 75) : 0;
  const entrada = e + ruido() + atraso;
  const saida = si + ruido();
  // Volta do intervalo na hora ou alguns minutos depois: ruído de relógio não encurta o intervalo
  // (um almoço de 58 min seria supressão paga, CLT art. 71 §4º — exceção, não rotina).
  const volta = saida + (vi - si) + Math.abs(ruido());
  const dia = [entrada, saida, volta, s + ruido() + extra];
  if (r() < 0.03) dia.splice(1 + Math.floor(r() * 2), 1); // esqueceu uma marcação do intervalo
  return dia;
};

/**
 * Marcações dos dias trabalhados, do primeiro dia do mês anterior até ontem, em ordem
 * cronológica (a ordem do NSR). Os dias e horários saem da escala da demo expandida
 * (demo-escalas.ts, a mesma gravada no banco): marcação e escala nunca discordam. Minutos
 * ≥ 1440 caem no dia seguinte (jornada noturna).
 */
export const gerarMarcacoesDemo = (
  pessoas: { usuarioId: number; cpf: string; jornada: ChaveJornada }[],
  agora: Date,
): MarcacaoDemo[] => {
  const hoje = dataLocal(agora);
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const inicio = Date.UTC(mes === 1 ? ano - 1 : ano, mes === 1 ? 11 : mes - 2, 1);
  const fim = Date.parse(`${hoje}T00:00:00Z`);
  const todas: MarcacaoDemo[] = [];
  for (const p of pessoas) {
    const r = prng(p.usuarioId * 7919);
    const escala = escalaDemo(p.jornada);
    for (let t = inicio; t < fim; t += DIA_MS) {
      const data = new Date(t).toISOString().slice(0, 10);
      const escalado = expandirEscala(escala, data);
      if (escalado.tipoDia !== 'trabalho') continue;
      const dia = variar(escalado.jornada.flat(), r);
      if (!dia) continue;
      // A jornada do domínio já vem em minutos crescentes desde 00:00 do dia da entrada.
      for (const minutoAbsoluto of dia) {
        const instante = instanteDe(data, minutoAbsoluto);
        if (instante.getTime() >= agora.getTime()) continue;
        todas.push({
          usuarioId: p.usuarioId,
          cpf: p.cpf,
          data: dataLocal(instante),
          minuto: ((minutoAbsoluto % 1440) + 1440) % 1440,
          instante,
        });
      }
    }
  }
  return todas.sort(
    (a, b) => a.instante.getTime() - b.instante.getTime() || a.usuarioId - b.usuarioId,
  );
};
