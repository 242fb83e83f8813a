import type { TotaisEspelho } from '@jornada/contracts';
import { toMinutos } from '@jornada/domain';
import type { EspelhoCalculado, LinhaCalculada } from '../apuracao/index.ts';

/**
 * Soma exata em sétimos de minuto: o motor mede a hora noturna reduzida em sétimos (CLT art. 73
 * §1º: 52min30s = 60 min → ×8/7), então todo valor do dia é k/7 e a soma em ponto flutuante
 * acumularia resíduo. Arredondamento só na exibição.
 */
const emSetimos = (x: number) => Math.round(x * 7);
const deSetimos = (s: number) => s / 7;

type Periodo = { ano: number; mes: number; inicio: string; fim: string };

/** Totais do espelho do mês (spec §2 "mirror totals"), sobre os dias já apurados. */
export const totalizar = (e: EspelhoCalculado, p: Periodo): TotaisEspelho => {
  const s = {
    previsto: 0,
    trabalhado: 0,
    trabalhadoRelogio: 0,
    noturno: 0,
    extrasNoturnas: 0,
    debitos: 0,
    faltas: 0,
    intervaloIndenizado: 0,
    interjornadaSuprimida: 0,
    credito: 0,
    debito: 0,
    esperaSobreaviso: 0,
    esperaProntidao: 0,
    acionado: 0,
  };
  const extras = new Map<number, number>();
  let [diasApurados, diasFalta, alertas, inconsistencias, diasComOcorrencia, pendencias] = [
    0, 0, 0, 0, 0, 0,
  ];
  let ate: string | null = null;
  for (const l of e.linhas) {
    const r = l.resultado;
    if (!r) continue;
    somarSobreaviso(s, l.sobreaviso);
    diasApurados += 1;
    ate = l.data;
    s.previsto += emSetimos(r.previsto);
    s.trabalhado += emSetimos(r.trabalhadoComputado);
    s.trabalhadoRelogio += emSetimos(r.trabalhadoRelogio);
    s.noturno += emSetimos(r.noturnoReduzido);
    s.extrasNoturnas += emSetimos(r.extrasNoturnas);
    s.debitos += emSetimos(r.debito);
    s.faltas += emSetimos(r.falta);
    s.intervaloIndenizado += emSetimos(r.intervalo.indenizado);
    s.interjornadaSuprimida += emSetimos(r.interjornada.suprimido);
    s.credito += emSetimos(r.bancoHoras.credito);
    // A folga compensada com banco de horas (ação de escala) também sai do banco.
    s.debito += emSetimos(r.bancoHoras.debito + l.compensacaoBancoHoras);
    for (const x of r.extras)
      extras.set(x.percentual, (extras.get(x.percentual) ?? 0) + emSetimos(x.minutos));
    if (r.falta > 0) diasFalta += 1;
    alertas += r.alertas.length;
    inconsistencias += r.inconsistencias.length;
    if (r.alertas.length + r.inconsistencias.length > 0) diasComOcorrencia += 1;
    if (l.pendencias.length > 0) pendencias += 1;
  }
  const perdidos = e.semanas.filter((w) => w.perdido).map((w) => w.dsr);
  return {
    usuarioId: e.usuarioId,
    ...p,
    ate,
    diasApurados,
    previsto: deSetimos(s.previsto),
    trabalhado: deSetimos(s.trabalhado),
    trabalhadoRelogio: deSetimos(s.trabalhadoRelogio),
    noturno: deSetimos(s.noturno),
    extras: [...extras.entries()]
      .sort(([a], [b]) => a - b)
      .map(([percentual, m]) => ({ percentual, minutos: deSetimos(m) })),
    extrasNoturnas: deSetimos(s.extrasNoturnas),
    debitos: deSetimos(s.debitos),
    faltas: deSetimos(s.faltas),
    diasFalta,
    dsrPerdidos: perdidos.length,
    dsrPerdidosDatas: perdidos,
    intervaloIndenizado: deSetimos(s.intervaloIndenizado),
    interjornadaSuprimida: deSetimos(s.interjornadaSuprimida),
    bancoHoras: {
      credito: deSetimos(s.credito),
      debito: deSetimos(s.debito),
      saldo: deSetimos(s.credito - s.debito),
    },
    alertas,
    inconsistencias,
    diasComOcorrencia,
    pendencias,
    sobreaviso: {
      esperaSobreaviso: deSetimos(s.esperaSobreaviso),
      esperaProntidao: deSetimos(s.esperaProntidao),
      acionado: deSetimos(s.acionado),
    },
  };
};

/** Espera e tempo acionado do dia (minutos de relógio), somados em sétimos como o resto. */
const somarSobreaviso = (
  s: { esperaSobreaviso: number; esperaProntidao: number; acionado: number },
  d: LinhaCalculada['sobreaviso'],
) => {
  if (!d) return;
  s.esperaSobreaviso += emSetimos(d.esperaSobreaviso);
  s.esperaProntidao += emSetimos(d.esperaProntidao);
  for (const a of d.acionamentos) s.acionado += emSetimos(duracao(a.horaInicio, a.horaFim));
};

/** Duração de 'HH:MM' a 'HH:MM'; fim ≤ início termina no dia seguinte. */
const duracao = (de: string, ate: string) => {
  const m = toMinutos(ate) - toMinutos(de);
  return m <= 0 ? m + 1440 : m;
};
