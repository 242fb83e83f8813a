import {
  addDias,
  apurarSobreaviso,
  diaDaSemana,
  type EscalaSobreaviso,
  type TipoSobreaviso,
} from '@jornada/domain';

type Alocacao = {
  dataInicio: string;
  dataFim: string;
  diasSemana: number[];
  horaInicio: string;
  horaFim: string;
};

/**
 * As escalas (início e fim locais) de uma alocação que começam em [de, ate]: uma por dia da
 * semana escolhido; fim menor ou igual ao início termina no dia seguinte (vira a meia-noite).
 */
export const escalasDaAlocacao = (
  a: Alocacao,
  de = a.dataInicio,
  ate = a.dataFim,
): { inicio: string; fim: string }[] => {
  const inicio = de > a.dataInicio ? de : a.dataInicio;
  const fim = ate < a.dataFim ? ate : a.dataFim;
  const viraDia = a.horaFim <= a.horaInicio;
  const escalas: { inicio: string; fim: string }[] = [];
  for (let d = inicio; d <= fim; d = addDias(d, 1)) {
    if (!a.diasSemana.includes(diaDaSemana(d))) continue;
    escalas.push({
      inicio: `${d}T${a.horaInicio}`,
      fim: `${viraDia ? addDias(d, 1) : d}T${a.horaFim}`,
    });
  }
  return escalas;
};

export type Apuracao = {
  minutosEspera: number;
  /** A espera paga separada pela fração: sobreaviso 1/3 (§2º) e prontidão 2/3 (§3º). */
  esperaPorTipo?: Record<TipoSobreaviso, number>;
  equivalenteNormal: number;
  minutosTrabalhados: number;
  alertas: string[];
};

/**
 * Apura um conjunto de escalas e acionamentos pelo motor do domínio (apurarSobreaviso, CLT art.
 * 244 §§2º–3º e Súmula 428 TST): nada de cálculo próprio aqui.
 */
export const apurar = (
  escalas: readonly EscalaSobreaviso[],
  acionamentos: readonly { inicio: string; fim: string }[],
  descontarAcionamento = true,
): Apuracao & { minutosEscala: number } => {
  const r = apurarSobreaviso({ configuracao: { descontarAcionamento }, escalas, acionamentos });
  const alertas = new Set<string>([...r.alertas, ...r.escalas.flatMap((e) => e.alertas)]);
  return {
    minutosEscala: r.escalas.reduce((t, e) => t + e.minutosEscala, 0),
    minutosEspera: r.totais.minutosRemunerados,
    esperaPorTipo: {
      sobreaviso: esperaDo(r, 'sobreaviso'),
      prontidao: esperaDo(r, 'prontidao'),
    },
    equivalenteNormal: r.totais.equivalenteNormal,
    minutosTrabalhados: r.totais.minutosAcionados + minutosForaDeEscala(r, acionamentos),
    alertas: [...alertas],
  };
};

/**
 * Minutos acionados fora de toda escala: o motor só os aponta (alerta) e não os soma em
 * `minutosAcionados`; são trabalho do mesmo jeito. Calculados pelo próprio motor: a diferença
 * entre o acionamento apurado como escala e o trecho dele coberto pelas escalas.
 */
const minutosForaDeEscala = (
  r: ReturnType<typeof apurarSobreaviso>,
  acionamentos: readonly { inicio: string; fim: string }[],
) => {
  if (acionamentos.length === 0) return 0;
  const total = apurarSobreaviso({
    escalas: acionamentos.map((a) => ({ ...a, tipo: 'sobreaviso' as TipoSobreaviso })),
  });
  // A união dos acionamentos (sobrepostos contam uma vez) menos o que caiu dentro das escalas.
  const uniao = total.escalas.reduce((t, e) => t + e.minutosRemunerados, 0);
  return uniao - r.totais.minutosAcionados;
};

const esperaDo = (r: ReturnType<typeof apurarSobreaviso>, tipo: TipoSobreaviso) =>
  r.escalas.filter((e) => e.tipo === tipo).reduce((t, e) => t + e.minutosRemunerados, 0);

/** Escala de uma alocação no formato do motor. */
export const comTipo = (
  escalas: readonly { inicio: string; fim: string }[],
  tipo: string,
): EscalaSobreaviso[] => escalas.map((e) => ({ ...e, tipo: tipo as TipoSobreaviso }));
