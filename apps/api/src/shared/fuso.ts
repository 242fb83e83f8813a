/** Data e hora locais de um instante num fuso IANA, com o deslocamento em minutos (ex.: −180). */
export type InstanteLocal = {
  data: string;
  hora: string;
  minutoDoDia: number;
  offsetMinutos: number;
};

const formatadores = new Map<string, Intl.DateTimeFormat>();

const formatador = (fuso: string) => {
  let f = formatadores.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatadores.set(fuso, f);
  }
  return f;
};

const porIntl = (instante: Date, fuso: string): InstanteLocal & { minutoExato: boolean } => {
  const partes = Object.fromEntries(
    formatador(fuso)
      .formatToParts(instante)
      .map((p) => [p.type, p.value]),
  );
  const hora = `${partes.hour}:${partes.minute}`;
  // "GMT-03:00" → −180; "GMT" (UTC) → 0. Deslocamento com segundos ("GMT-03:06:28", hora
  // média local de antes de 1914) não é minuto exato.
  const nome = partes.timeZoneName ?? '';
  const m = /^GMT([+-])(\d{2}):(\d{2})(:\d{2})?$/.exec(nome);
  const offsetMinutos = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return {
    data: `${partes.year}-${partes.month}-${partes.day}`,
    hora,
    minutoDoDia: Number(partes.hour) * 60 + Number(partes.minute),
    offsetMinutos,
    minutoExato: nome === 'GMT' || (m !== null && m[4] === undefined),
  };
};

/** Último minuto (UTC) convertido de cada fuso: as marcações de um pico caem quase todas nele. */
const ultimoMinuto = new Map<string, { minutoUtc: number; local: InstanteLocal }>();

/**
 * Data e hora locais de um instante. Com deslocamento de minutos inteiros (todos os fusos de hoje;
 * as mudanças de horário de verão também caem em minutos inteiros), dois instantes do mesmo minuto
 * UTC têm a mesma data, hora e deslocamento locais: o resultado do último minuto de cada fuso é
 * reaproveitado, sem o `formatToParts` do Intl (o mais caro da marcação fora do banco).
 */
export const instanteLocal = (instante: Date, fuso: string): InstanteLocal => {
  const minutoUtc = Math.floor(instante.getTime() / 60_000);
  const lembrado = ultimoMinuto.get(fuso);
  if (lembrado && lembrado.minutoUtc === minutoUtc) return { ...lembrado.local };
  const { minutoExato, ...local } = porIntl(instante, fuso);
  if (minutoExato && Number.isFinite(minutoUtc)) ultimoMinuto.set(fuso, { minutoUtc, local });
  return { ...local };
};
