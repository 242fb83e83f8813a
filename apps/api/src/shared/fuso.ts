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

export const instanteLocal = (instante: Date, fuso: string): InstanteLocal => {
  const partes = Object.fromEntries(
    formatador(fuso)
      .formatToParts(instante)
      .map((p) => [p.type, p.value]),
  );
  const hora = `${partes.hour}:${partes.minute}`;
  // "GMT-03:00" → −180; "GMT" (UTC) → 0.
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(partes.timeZoneName ?? '');
  const offsetMinutos = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return {
    data: `${partes.year}-${partes.month}-${partes.day}`,
    hora,
    minutoDoDia: Number(partes.hour) * 60 + Number(partes.minute),
    offsetMinutos,
  };
};
