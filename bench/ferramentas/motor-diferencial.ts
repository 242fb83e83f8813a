// Conferência diferencial do motor da apuração: o motor desta árvore contra uma cópia de
// referência (`git archive <rev> packages/domain | tar -x -C <pasta>`), em entradas aleatórias
// variadas (jornadas diurnas, noturnas e que viram a meia-noite, marcações ímpares e fora de
// ordem da jornada, justificativas parciais, acionamentos, autorização de horas extras, tipos de
// dia forçados e configurações sorteadas) e em `apurarDia` com saída anterior. Qualquer diferença
// no JSON do resultado é impressa e o processo sai com 1. Uso (docs/desempenho-motor.md):
//   npx tsx bench/ferramentas/motor-diferencial.ts <pasta-da-referência> [empregados]
import { pathToFileURL } from 'node:url';
import type { ConfiguracaoParcial, DiaEntrada, EntradaApuracao } from '@jornada/domain';
import * as atual from '@jornada/domain';

const [pasta, quantos = '20000'] = process.argv.slice(2);
if (!pasta) {
  console.error(
    'uso: npx tsx bench/ferramentas/motor-diferencial.ts <pasta-da-referência> [empregados]',
  );
  process.exit(2);
}
const ref = (await import(
  pathToFileURL(`${pasta}/packages/domain/src/index.ts`).href
)) as typeof atual;

let semente = 987654321;
const aleatorio = () => {
  semente = (semente + 0x6d2b79f5) >>> 0;
  let t = semente;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const entre = (a: number, b: number) => a + Math.floor(aleatorio() * (b - a + 1));
const chance = (p: number) => aleatorio() < p;
const um = <T>(xs: readonly T[]): T => xs[entre(0, xs.length - 1)]!;
const hhmm = (m: number) => atual.toHhmm(((m % 1440) + 1440) % 1440);

const JORNADAS: [string, string][][] = [
  [
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ],
  [
    ['22:00', '01:00'],
    ['02:00', '05:00'],
  ],
  [
    ['07:00', '12:00'],
    ['13:00', '19:00'],
  ],
  [
    ['06:00', '11:00'],
    ['12:00', '15:20'],
  ],
  [['19:00', '07:00']],
  [['09:00', '15:00']],
  [
    ['13:00', '17:00'],
    ['18:00', '22:30'],
  ],
  [
    ['08:00', '12:00'],
    ['13:00', '16:00'],
    ['16:15', '18:00'],
  ],
];

const configuracao = (): ConfiguracaoParcial | undefined => {
  if (chance(0.3)) return undefined;
  const c: Record<string, unknown> = {};
  if (chance(0.4))
    c.tolerancia = {
      porMarcacao: entre(0, 10),
      diaria: entre(0, 20),
      escopo: um(['todas', 'extremos'] as const),
      compensarNoDia: chance(0.5),
    };
  if (chance(0.4))
    c.noturno = {
      regime: um(['urbano', 'rural-lavoura', 'rural-pecuaria'] as const),
      prorrogacao: chance(0.5),
    };
  if (chance(0.3))
    c.extras = {
      faixas: chance(0.5)
        ? [{ ateMinutos: entre(30, 120), percentual: 50 }, { percentual: 100 }]
        : [{ percentual: um([50, 60, 75]) }],
      domingoFeriado: um([100, 150]),
    };
  if (chance(0.2)) c.intervalo = { minimoAcimaDe6h: um([30, 60]), tolerancia: entre(0, 10) };
  if (chance(0.15)) c.regime12x36 = true;
  if (chance(0.2)) c.interjornada = { minima: um([600, 660]) };
  if (chance(0.2)) c.limites = { extrasDiarias: um([60, 120]), diarioBanco: um([540, 600]) };
  if (chance(0.2)) c.dsr = { atrasoPerdeDsr: chance(0.5) };
  if (chance(0.2)) c.bancoHoras = chance(0.8) ? { ativo: true } : null;
  return c as ConfiguracaoParcial;
};

const marcar = (jornada: [string, string][]): string[] => {
  const m: string[] = [];
  const base = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  // Metade dos dias com poucos minutos de variação (tolerância), metade com variações largas.
  const larga = chance(0.5);
  for (const [a, b] of jornada) {
    m.push(hhmm(base(a) + (larga ? entre(-30, 40) : entre(-6, 5))));
    m.push(hhmm(base(b) + (larga ? entre(-40, 30) : entre(-5, 6))));
  }
  if (chance(0.15)) m[m.length - 1] = hhmm(base(jornada.at(-1)![1]) + entre(15, 300));
  if (chance(0.05)) m.pop();
  if (chance(0.05)) m.splice(entre(0, m.length), 0, hhmm(entre(0, 1439)));
  if (chance(0.03)) m[0] = hhmm(base(jornada[0]![0]) + entre(700, 900));
  return m;
};

const dia = (data: string): DiaEntrada => {
  const jornada = chance(0.25) ? [] : um(JORNADAS);
  const d: { -readonly [K in keyof DiaEntrada]: DiaEntrada[K] } = {
    data,
    jornada,
    marcacoes:
      jornada.length > 0
        ? chance(0.06)
          ? []
          : marcar(jornada)
        : chance(0.1)
          ? marcar(um(JORNADAS))
          : [],
  };
  if (chance(0.08)) d.tipoDia = um(['trabalho', 'folga', 'dsr', 'feriado', 'compensado'] as const);
  if (chance(0.05))
    d.justificativa = {
      tipo: um(['atestado', 'falta', 'doação']),
      abona: chance(0.6),
      fundamento: chance(0.5) ? 'CLT art. 473, I' : null,
      minutos: chance(0.5) ? entre(10, 300) : null,
    };
  if (chance(0.05)) d.acionamentos = [[hhmm(entre(0, 1439)), hhmm(entre(0, 1439))]];
  if (chance(0.05))
    d.autorizacaoHoraExtra = {
      limite: entre(0, 120),
      destinoNaoAutorizada: um(['pagar', 'banco', 'reter'] as const),
      decisao: chance(0.3) ? um(['pagar', 'banco'] as const) : null,
    };
  return d;
};

const datas = (inicio: string, n: number) =>
  Array.from({ length: n }, (_, i) => atual.addDias(inicio, i));

const comparar = (rotulo: string, a: unknown, b: unknown): boolean => {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  if (ja === jb) return true;
  console.error(
    `DIFERENÇA em ${rotulo}\natual:      ${ja.slice(0, 2000)}\nreferência: ${jb.slice(0, 2000)}`,
  );
  return false;
};

let dias = 0;
let erros = 0;
for (let e = 0; e < Number(quantos) && erros < 5; e++) {
  const n = entre(1, 40);
  const entrada: EntradaApuracao = {
    dias: datas(`2026-0${entre(1, 9)}-${String(entre(1, 28)).padStart(2, '0')}`, n).map(dia),
    configuracao: configuracao(),
    feriados: chance(0.5) ? ['2026-04-21', '2026-05-01', '2026-09-07'] : undefined,
  };
  dias += n;
  let ra: unknown;
  let rb: unknown;
  try {
    ra = atual.apurarPeriodo(entrada);
  } catch (x) {
    ra = `erro: ${(x as Error).message}`;
  }
  try {
    rb = ref.apurarPeriodo(entrada);
  } catch (x) {
    rb = `erro: ${(x as Error).message}`;
  }
  if (!comparar(`apurarPeriodo #${e} ${JSON.stringify(entrada).slice(0, 3000)}`, ra, rb)) erros++;
  const d0 = entrada.dias[0]!;
  const contexto = {
    configuracao: atual.resolverConfiguracao(entrada.configuracao),
    saidaAnterior: chance(0.5)
      ? { data: atual.addDias(d0.data, -1), horario: hhmm(entre(0, 1439)) }
      : null,
    aposDsr: chance(0.3),
    descansoCompensado: chance(0.2),
  };
  if (!comparar(`apurarDia #${e}`, atual.apurarDia(d0, contexto), ref.apurarDia(d0, contexto)))
    erros++;
}
console.log(`${dias} empregado-dias comparados, ${erros} diferença(s)`);
process.exit(erros > 0 ? 1 : 0);
