import { type DataIso, formatarDataBr, toDiaNumero } from '../tempo/data.ts';
import type { DataHoraIso } from '../tempo/data-hora.ts';
import { formatHoras, type Minutos, toHhmm, toMinutos } from '../tempo/hora.ts';
import { LIMITE_ESCALA_SOBREAVISO } from './apurar-sobreaviso.ts';
import type { TipoSobreaviso } from './tipos.ts';

/** Descanso mínimo entre duas jornadas (CLT art. 66). */
export const DESCANSO_ENTRE_JORNADAS: Minutos = 11 * 60;

/** A jornada prevista de um dia: intervalos em minutos desde 00:00 (passam de 1440 na virada). */
export type TrabalhoDoDia = { data: DataIso; jornada: readonly (readonly [Minutos, Minutos])[] };

export type CodigoProblemaEscala =
  | 'ESCALA_ACIMA_DO_LIMITE'
  | 'ESCALA_NA_JORNADA'
  | 'PRONTIDAO_SEM_DESCANSO_ENTRE_JORNADAS';

/** Um motivo para recusar a escala, com o campo da alocação a corrigir e a frase em pt-BR. */
export type ProblemaEscala = {
  codigo: CodigoProblemaEscala;
  campo: 'horaInicio' | 'horaFim';
  mensagem: string;
};

export type EntradaValidacaoEscala = {
  tipo: TipoSobreaviso;
  escalas: readonly { inicio: DataHoraIso; fim: DataHoraIso }[];
  /** A jornada prevista da pessoa nos dias das escalas, um dia antes e um depois. */
  trabalho: readonly TrabalhoDoDia[];
};

const absoluto = (dataHora: string): Minutos =>
  toDiaNumero(dataHora.slice(0, 10) as DataIso) * 1440 + toMinutos(dataHora.slice(11, 16));

const NOME: Record<TipoSobreaviso, string> = { sobreaviso: 'sobreaviso', prontidao: 'prontidão' };
const ARTIGO: Record<TipoSobreaviso, string> = { sobreaviso: '§2º', prontidao: '§3º' };

type Bloco = { de: Minutos; ate: Minutos; data: DataIso };

/**
 * Confere uma escala de sobreaviso ou prontidão contra a lei e a jornada da pessoa:
 * cada escala cabe no limite (24 h de sobreaviso, 12 h de prontidão: CLT art. 244 §§2º–3º);
 * nenhuma coincide com a jornada prevista (o sobreaviso é tempo fora da jornada); e a prontidão,
 * que é passada nas dependências do empregador, deixa as 11 h de descanso entre jornadas (art.
 * 66). A espera do sobreaviso em casa acontece no descanso e não o interrompe; o acionamento
 * que o interromper aparece no espelho (interjornada suprimida). Devolve o primeiro problema de
 * cada tipo, na ordem das escalas.
 */
export const validarEscalaSobreaviso = (e: EntradaValidacaoEscala): ProblemaEscala[] => {
  const problemas: ProblemaEscala[] = [];
  const nome = NOME[e.tipo];
  const escalas = e.escalas.map((x) => ({ ...x, de: absoluto(x.inicio), ate: absoluto(x.fim) }));
  const longa = escalas.find((x) => x.ate - x.de > LIMITE_ESCALA_SOBREAVISO[e.tipo]);
  if (longa)
    problemas.push({
      codigo: 'ESCALA_ACIMA_DO_LIMITE',
      campo: 'horaFim',
      mensagem: `horaFim: a escala de ${nome} de ${toHhmm(longa.de)} a ${toHhmm(longa.ate)} dura ${formatHoras(longa.ate - longa.de)}; o máximo é ${formatHoras(LIMITE_ESCALA_SOBREAVISO[e.tipo])} por escala (CLT art. 244 ${ARTIGO[e.tipo]}).`,
    });
  const trabalho = e.trabalho.flatMap((d) =>
    d.jornada.map(([de, ate]) => {
      const base = toDiaNumero(d.data) * 1440;
      return { de: base + de, ate: base + ate, data: d.data };
    }),
  );
  const coincide = escalas
    .map((x) => ({ x, t: trabalho.find((t) => t.de < x.ate && x.de < t.ate) }))
    .find((p) => p.t);
  if (coincide?.t)
    problemas.push({
      codigo: 'ESCALA_NA_JORNADA',
      campo: 'horaInicio',
      mensagem: `horaInicio: em ${formatarDataBr(coincide.x.inicio.slice(0, 10) as DataIso)} a escala de ${nome} (${toHhmm(coincide.x.de)}–${toHhmm(coincide.x.ate)}) coincide com a jornada de trabalho (${toHhmm(coincide.t.de)}–${toHhmm(coincide.t.ate)}); ${nome} é fora da jornada.`,
    });
  if (e.tipo === 'prontidao' && !coincide) {
    const curto = semDescanso(escalas, blocosDeTrabalho(trabalho));
    if (curto)
      problemas.push({
        codigo: 'PRONTIDAO_SEM_DESCANSO_ENTRE_JORNADAS',
        campo: 'horaInicio',
        mensagem: `horaInicio: em ${formatarDataBr(curto.data)} a escala de prontidão deixa só ${formatHoras(curto.descanso)} de descanso entre jornadas; o mínimo é ${formatHoras(DESCANSO_ENTRE_JORNADAS)} (CLT art. 66).`,
      });
  }
  return problemas;
};

/** Cada dia de trabalho como um bloco, da primeira entrada à última saída. */
const blocosDeTrabalho = (trabalho: readonly Bloco[]): Bloco[] => {
  const porDia = new Map<string, Bloco>();
  for (const t of trabalho) {
    const b = porDia.get(t.data);
    if (!b) porDia.set(t.data, { ...t });
    else {
      b.de = Math.min(b.de, t.de);
      b.ate = Math.max(b.ate, t.ate);
    }
  }
  return [...porDia.values()];
};

/**
 * O maior descanso entre a jornada anterior e a seguinte à prontidão, contando as prontidões do
 * meio como tempo à disposição: abaixo de 11 h seguidas, devolve a data da escala e esse descanso.
 */
const semDescanso = (
  escalas: readonly { inicio: string; de: Minutos; ate: Minutos }[],
  dias: readonly Bloco[],
): { data: DataIso; descanso: Minutos } | null => {
  for (const x of escalas) {
    const antes = Math.max(...dias.filter((d) => d.ate <= x.de).map((d) => d.ate));
    const depois = Math.min(...dias.filter((d) => d.de >= x.ate).map((d) => d.de));
    // Sem jornada de um dos lados no período conferido, o descanso daquele lado está livre.
    if (!Number.isFinite(antes) || !Number.isFinite(depois)) continue;
    const meio = escalas
      .filter((y) => y.de >= antes && y.ate <= depois)
      .sort((a, b) => a.de - b.de);
    let maior = 0;
    let fim = antes;
    for (const y of meio) {
      maior = Math.max(maior, y.de - fim);
      fim = Math.max(fim, y.ate);
    }
    maior = Math.max(maior, depois - fim);
    if (maior < DESCANSO_ENTRE_JORNADAS)
      return { data: x.inicio.slice(0, 10) as DataIso, descanso: maior };
  }
  return null;
};
